/**
 * A rehype plugin for the MDX content, run after highlighting: the inside of each code block (the `code` in a
 * `pre`) goes into the page as one HTML string, set with React's `dangerouslySetInnerHTML`, instead of one JSX
 * element per token. The tokens never change in the browser, yet as elements each was shipped in the page's script,
 * hydrated and committed: on the API reference pages they were over 40 % of all elements, and the commit at the end
 * of hydration ran as one 35 ms task. React leaves an element set by `dangerouslySetInnerHTML` as the server wrote
 * it. The block itself (`pre`, with its Copy button) stays a component.
 *
 * The serializer covers what the highlighter writes: elements with class and data attributes, and text. Anything
 * else stops the build with the node's type, so a highlighter change cannot drop content silently.
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

/** HTML for highlighted code: elements and text only (what rehype-prism-plus writes). */
export function codeToHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(node.value ?? "");
      if (node.type === "element" && node.tagName) {
        return `<${node.tagName}${attributes(node.properties)}>${codeToHtml(node.children ?? [])}</${node.tagName}>`;
      }
      throw new Error(`rehypeStaticCodeHtml: a code block holds a "${node.type}" node; expected elements and text`);
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

function staticCode(code: HastNode): HastNode & { name: string; attributes: unknown[] } {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.join(" ") : typeof className === "string" ? className : "";
  return {
    type: "mdxJsxFlowElement",
    name: "code",
    attributes: [
      ...(classes ? [{ type: "mdxJsxAttribute", name: "className", value: classes }] : []),
      innerHtmlAttribute(codeToHtml(code.children ?? [])),
    ],
    children: [],
  };
}

function visit(node: HastNode): void {
  if (node.type === "element" && node.tagName === "pre") {
    node.children = (node.children ?? []).map((child) =>
      child.type === "element" && child.tagName === "code" ? staticCode(child) : child,
    );
    return;
  }
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeStaticCodeHtml() {
  return (tree: HastNode) => visit(tree);
}
