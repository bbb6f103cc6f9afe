/**
 * What `gatsby develop` shows at the URL of a content file with a mistake (a build stops instead): every problem,
 * each naming the file and the field, as the build would. The other pages stay served (gatsby-node.ts keeps the
 * file out of their queries); saving the fixed file brings the page back.
 */
import type { HeadProps, PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { Container } from "../components/Page";
import { Alert } from "../components/ui/Alert";

interface Context {
  problems: string[];
}

export default function ContentErrorTemplate({ pageContext }: PageProps<object, Context>) {
  return (
    <Layout>
      <Container narrow>
        <div sx={{ py: 5 }}>
          <h1 sx={{ mt: 0 }}>This page's content has a mistake</h1>
          <Alert tone="error" title="Fix the file and save it; the page comes back on its own.">
            <ul sx={{ m: 0, pl: 3 }}>
              {pageContext.problems.map((problem) => (
                <li key={problem}>
                  <code>{problem}</code>
                </li>
              ))}
            </ul>
          </Alert>
          <p>The rules of each field are in docs/content-editing.md. A production build stops on the same mistake.</p>
        </div>
      </Container>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo title="Content error" description="A content file has a mistake." noRobots pathname={location.pathname} />
  );
}
