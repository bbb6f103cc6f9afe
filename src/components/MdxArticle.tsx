/** The body of an offering or a case study: its HTML (ProseHtml) in the page's column. */
import { Container } from "./Page";
import ProseHtml from "./ProseHtml";

export default function MdxArticle({ html }: { html: string }) {
  return (
    <Container>
      <article sx={{ py: 5 }}>
        <ProseHtml html={html} />
      </article>
    </Container>
  );
}
