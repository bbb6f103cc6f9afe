/**
 * A rehype plugin for the MDX content: each code block (`pre`) states the height it will have, from its number of
 * lines, as `contain-intrinsic-size`. Code blocks are laid out only near the viewport (CodeBlock.tsx); until then
 * the browser sizes them by this value, so the page is as tall as it will be and an 'On this page' jump lands on
 * its heading even in a browser without scroll anchoring (Safari). After a block's first layout the browser keeps
 * its real size (`auto`).
 *
 * The value is the height of the content box, without the padding: `contain-intrinsic-size` stands in for the
 * element's content, and the browser adds the padding around it. Counting the padding as well made every block
 * 32 px too tall until it was laid out, so the first on-screen block shrank right after the first paint and
 * shifted the text below it (Lighthouse's layout shift on the API reference).
 */

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** A line of the code block's text (CodeBlock's styles): 14 px at line height 1.6. */
export const LINE_HEIGHT_PX = 14 * 1.6;

function text(node: HastNode): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join("");
}

/** The content height of a block of `code` text: its lines (a final newline ends the last line, none follows). */
export function codeBlockHeight(code: string): number {
  const lines = code.replace(/\n$/, "").split("\n").length;
  return Math.round(lines * LINE_HEIGHT_PX);
}

function visit(node: HastNode): void {
  if (node.type === "element" && node.tagName === "pre") {
    const own = typeof node.properties?.style === "string" ? `${node.properties.style.replace(/;?\s*$/, "")}; ` : "";
    node.properties = {
      ...node.properties,
      style: `${own}contain-intrinsic-size: auto ${codeBlockHeight(text(node))}px`,
    };
    return;
  }
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeCodeBlockHeight() {
  return (tree: HastNode) => visit(tree);
}
