/**
 * A rehype plugin for the MDX content: inline code (`code` outside `pre`) gets a line-break opportunity (`<wbr>`)
 * after the punctuation that separates the parts of paths, hosts, URLs and headers (`/ . ? & = : ,`), and the
 * parts in between are unbreakable. So `br1._domainkey.notify.yourclinic.com` can wrap between its labels on a
 * phone, but never inside a name (not even after the hyphen of `Request-Id`), and no long token pushes the page
 * sideways.
 */

/** The hast nodes the plugin sees (a loose shape: MDX adds node types of its own). */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** After these a break reads naturally; a run of them (`://`) breaks after the last one; before a space there is a break anyway. */
const SEPARATORS = /[/.?&=:,]+(?=[^/.?&=:,\s])/g;

const nowrap = (value: string): HastNode => ({
  type: "element",
  tagName: "span",
  properties: { className: ["nowrap"] },
  children: [{ type: "text", value }],
});

/**
 * Inline code text as unbreakable pieces (`<span class="nowrap">`: not even after a hyphen, as in `Request-Id`)
 * with a `<wbr>` after each separator run and the spaces left as they are: the only places a line may end.
 */
export function withBreaks(text: string): HastNode[] {
  const nodes: HastNode[] = [];
  for (const part of text.split(/(\s+)/)) {
    if (part === "") continue;
    if (/^\s+$/.test(part)) {
      nodes.push({ type: "text", value: part });
      continue;
    }
    let last = 0;
    for (const match of part.matchAll(SEPARATORS)) {
      const end = (match.index ?? 0) + match[0].length;
      nodes.push(nowrap(part.slice(last, end)), { type: "element", tagName: "wbr", children: [] });
      last = end;
    }
    nodes.push(nowrap(part.slice(last)));
  }
  return nodes;
}

function visit(node: HastNode, insidePre: boolean): void {
  if (!node.children) return;
  const isInlineCode = node.type === "element" && node.tagName === "code" && !insidePre;
  if (isInlineCode) {
    node.children = node.children.flatMap((child) =>
      child.type === "text" && child.value ? withBreaks(child.value) : [child],
    );
    return;
  }
  const pre = insidePre || (node.type === "element" && node.tagName === "pre");
  for (const child of node.children) visit(child, pre);
}

export default function rehypeInlineCodeBreaks() {
  return (tree: HastNode) => visit(tree, false);
}
