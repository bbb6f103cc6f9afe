import type { ThemeUIStyleObject } from "theme-ui";

/**
 * Long-form text: headings, paragraphs, lists and inline code at reading size (content bodies, legal pages). A
 * module of its own, so a docs page, which needs only these, does not load the public pages' blocks (Page.tsx).
 */
export const proseStyles: ThemeUIStyleObject = {
  maxWidth: "prose",
  fontSize: 3,
  h2: { mt: 5, mb: 3 },
  // A column that starts with a heading lines up with its neighbor's (the contact page's two columns).
  "& > h2:first-child": { mt: 0 },
  h3: { mt: 4, mb: 2 },
  "p, li": { lineHeight: 1.7 },
  "li + li": { mt: 1 },
  // Inline code wraps only at its spaces and where the build put <wbr> (after / . ? & = : ,), never inside a
  // name: the build wraps the parts in .nowrap spans (src/content/rehypeInlineCodeBreaks.ts).
  "& :not(pre) > code": { overflowWrap: "normal", wordBreak: "normal" },
  "& :not(pre) > code .nowrap": { whiteSpace: "nowrap" },
};
