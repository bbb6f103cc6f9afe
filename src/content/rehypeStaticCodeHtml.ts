/**
 * A rehype plugin for the MDX content, run after highlighting: the inside of each code block (the `code` in a
 * `pre`) goes into the page as one HTML string, set with React's `dangerouslySetInnerHTML`, instead of one JSX
 * element per token. The tokens never change in the browser, yet as elements each was shipped in the page's script,
 * hydrated and committed: on the API reference pages they were over 40 % of all elements, and the commit at the end
 * of hydration ran as one 35 ms task. React leaves an element set by `dangerouslySetInnerHTML` as the server wrote
 * it. The block itself (`pre`, with its Copy button) stays a component.
 *
 * Inline code goes the same way: rehypeInlineCodeBreaks splits it into unbreakable pieces and line-break
 * opportunities, and on the API reference those were a third of the elements React still hydrated.
 *
 * The HTML is written by hast-util-to-html, the serializer rehype itself uses.
 */
import { toHtml } from "hast-util-to-html";

/** The hast nodes the rehype plugins see (a loose shape: MDX adds node types of its own). */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** HTML for the inside of a code element. */
export function codeToHtml(nodes: HastNode[]): string {
  return toHtml(nodes as unknown as Parameters<typeof toHtml>[0]);
}

/** MDX's JSX attribute `dangerouslySetInnerHTML={{ __html: html }}`, with the estree MDX compiles it from. */
function innerHtmlAttribute(html: string) {
  const expression = {
    type: "ObjectExpression",
    properties: [
      {
        type: "Property",
        key: { type: "Identifier", name: "__html" },
        value: { type: "Literal", value: html },
        kind: "init",
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: "mdxJsxAttribute",
    name: "dangerouslySetInnerHTML",
    value: {
      type: "mdxJsxAttributeValueExpression",
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          comments: [],
          body: [{ type: "ExpressionStatement", expression }],
        },
      },
    },
  };
}

/** `code` as a JSX element set from its inner HTML: flow (block) inside `pre`, text (phrasing) inline. */
function staticCode(code: HastNode, inline: boolean): HastNode & { name: string; attributes: unknown[] } {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.join(" ") : typeof className === "string" ? className : "";
  return {
    type: inline ? "mdxJsxTextElement" : "mdxJsxFlowElement",
    name: "code",
    attributes: [
      ...(classes ? [{ type: "mdxJsxAttribute", name: "className", value: classes }] : []),
      innerHtmlAttribute(codeToHtml(code.children ?? [])),
    ],
    children: [],
  };
}

const isCode = (node: HastNode) => node.type === "element" && node.tagName === "code";

function visit(node: HastNode): void {
  if (node.type === "element" && node.tagName === "pre") {
    node.children = (node.children ?? []).map((child) => (isCode(child) ? staticCode(child, false) : child));
    return;
  }
  if (!node.children) return;
  node.children = node.children.map((child) => (isCode(child) ? staticCode(child, true) : child));
  for (const child of node.children) visit(child);
}

export default function rehypeStaticCodeHtml() {
  return (tree: HastNode) => visit(tree);
}
