/** Break opportunities in inline code: after separators and at spaces only, never inside a name or a code block. */
import rehypeInlineCodeBreaks, { withBreaks } from "./rehypeInlineCodeBreaks";

type Node = ReturnType<typeof withBreaks>[number];
/** `[piece]` for an unbreakable span, `|` for a <wbr>, text as it is. */
const render = (nodes: Node[]) =>
  nodes
    .map((n) => (n.tagName === "wbr" ? "|" : n.tagName === "span" ? `[${n.children?.[0]?.value}]` : n.value))
    .join("");

describe("withBreaks", () => {
  it.each([
    ["br1._domainkey.notify.yourclinic.com", "[br1.]|[_domainkey.]|[notify.]|[yourclinic.]|[com]"],
    ["/suppressions/{channel}/{address}", "[/]|[suppressions/]|[{channel}/]|[{address}]"],
    ["https://api.example/v1?limit=20", "[https://]|[api.]|[example/]|[v1?]|[limit=]|[20]"],
    ["Content-Type: application/json", "[Content-Type:] [application/]|[json]"],
    ["Request-Id", "[Request-Id]"],
    ["sk_test_51HqExampleKeyReplaceMe", "[sk_test_51HqExampleKeyReplaceMe]"],
    ["v1.", "[v1.]"],
    ["a  b", "[a]  [b]"],
    ["", ""],
  ])("%s", (text, expected) => {
    expect(render(withBreaks(text))).toBe(expected);
  });

  it("keeps every character, in order", () => {
    const text = "a.b/c?d=e&f:g,h...i//j k-l";
    const flat = (nodes: Node[]): string => nodes.map((n) => n.value ?? flat((n.children ?? []) as Node[])).join("");
    expect(flat(withBreaks(text))).toBe(text);
  });
});

describe("the plugin", () => {
  it("changes inline code only, not code blocks or other text", () => {
    const text = (value: string) => ({ type: "text", value });
    const tree = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "p",
          children: [text("see a.b"), { type: "element", tagName: "code", children: [text("a.b")] }],
        },
        { type: "element", tagName: "pre", children: [{ type: "element", tagName: "code", children: [text("x.y")] }] },
      ],
    };
    rehypeInlineCodeBreaks()(tree);
    const [p, pre] = tree.children as { children: { children?: Node[]; value?: string }[] }[];
    expect(p?.children[0]).toEqual(text("see a.b"));
    expect(render(p?.children[1]?.children ?? [])).toBe("[a.]|[b]");
    expect(pre?.children[0]?.children).toEqual([text("x.y")]);
  });
});
