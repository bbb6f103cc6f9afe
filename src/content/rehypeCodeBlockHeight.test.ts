import rehypeCodeBlockHeight, { codeBlockHeight, type HastNode } from "./rehypeCodeBlockHeight";
import { el, t } from "./hastBuilders";

describe("codeBlockHeight", () => {
  it("counts lines, a final newline ending the last one, without the padding (the browser adds it)", () => {
    expect(codeBlockHeight("one")).toBe(Math.round(22.4));
    expect(codeBlockHeight("one\ntwo\nthree\n")).toBe(Math.round(3 * 22.4));
    expect(codeBlockHeight("one\n\nthree")).toBe(Math.round(3 * 22.4));
  });
});

describe("rehypeCodeBlockHeight", () => {
  it("gives each pre the height of its highlighted lines and keeps its own style", () => {
    const highlighted = el("pre", [
      el("code", [el("span", [t("curl")]), t(" -X POST \\\n  https://api.example/v1\n")], {
        className: ["language-bash"],
      }),
    ]);
    const styled = el("pre", [el("code", [t("a\nb")])], { style: "tab-size: 4;" });
    const tree: HastNode & { children: HastNode[] } = {
      type: "root",
      children: [el("p", [t("x")]), highlighted, el("div", [styled])],
    };
    rehypeCodeBlockHeight()(tree);

    expect(highlighted.properties).toEqual({ style: `contain-intrinsic-size: auto ${Math.round(2 * 22.4)}px` });
    expect(styled.properties).toEqual({
      style: `tab-size: 4; contain-intrinsic-size: auto ${Math.round(2 * 22.4)}px`,
    });
    expect(tree.children[0]).toEqual(el("p", [t("x")]));
  });
});
