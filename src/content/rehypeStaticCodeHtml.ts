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
 * The serializer covers what the highlighter and the line-break plugin write: elements with class and data
 * attributes, and text. Anything else stops the build with the node's type, so a plugin change cannot drop content
 * silently.
 */
import type { HastNode } from "./rehypeCodeBlockHeight";

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;" };

function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);
}

function attributeName(property: string): string {
  if (property === "className") return "class";
  // hast's camelCase data properties: dataLineNumber → data-line-number.
  if (/^data[A-Z]/.test(property))
    return `data-${property
      .slice(4)
      .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      .slice(1)}`;
  return property.toLowerCase();
}

function attributes(properties: Record<string, unknown> | undefined): string {
  let out = "";
  for (const [key, raw] of Object.entries(properties ?? {})) {
    if (raw === undefined || raw === null || raw === false) continue;
    const name = attributeName(key);
    if (raw === true) {
      out += ` ${name}`;
      continue;
    }
    const value = Array.isArray(raw) ? raw.join(" ") : String(raw);
    out += ` ${name}="${value.replace(/[&"]/g, (c) => ATTRIBUTE_ESCAPES[c]!)}"`;
  }
  return out;
}

/** Elements written without an end tag: the HTML parser would read `</br>` as a second `<br>`. */
const VOID_ELEMENTS = new Set(["br", "wbr"]);

/** HTML for code: elements and text only (what rehype-prism-plus and rehypeInlineCodeBreaks write). */
export function codeToHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(node.value ?? "");
      if (node.type === "element" && node.tagName) {
        const start = `<${node.tagName}${attributes(node.properties)}>`;
        if (VOID_ELEMENTS.has(node.tagName)) {
          if (node.children?.length) throw new Error(`rehypeStaticCodeHtml: a <${node.tagName}> holds content`);
          return start;
        }
        return `${start}${codeToHtml(node.children ?? [])}</${node.tagName}>`;
      }
      throw new Error(`rehypeStaticCodeHtml: a code element holds a "${node.type}" node; expected elements and text`);
    })
    .join("");
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
