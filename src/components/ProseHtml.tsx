/**
 * The body of a content page (an offering, a case study, a docs page): the HTML the build wrote from its MDX
 * (src/content/renderMdxHtml.tsx), as the server sent it. React leaves HTML set by `dangerouslySetInnerHTML` alone
 * while the page hydrates, so the text costs no script and no hydration: the official starter shows its posts the
 * same way. Once the page runs, this site's links navigate in the page and code blocks' Copy buttons work.
 */
import { useEffect, useRef } from "react";
import { navigate } from "gatsby";
import type { ThemeUIStyleObject } from "theme-ui";
import { proseStyles } from "./proseStyles";
import { PROSE_TABLE_STYLES } from "./ui/tableStyles";
import { enableCodeCopy } from "./docs/codeCopy";
import { enableSiteLinks } from "./siteLinks";

const STYLES: ThemeUIStyleObject = { ...proseStyles, ...PROSE_TABLE_STYLES };

export default function ProseHtml({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const stops = [enableCodeCopy(root), enableSiteLinks(root, (to) => void navigate(to))];
    return () => stops.forEach((stop) => stop());
  }, []);
  return <div ref={body} sx={STYLES} dangerouslySetInnerHTML={{ __html: html }} />;
}
