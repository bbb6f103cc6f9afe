import { el, t } from "./hastBuilders";
import rehypeStaticCodeHtml, { codeToHtml } from "./rehypeStaticCodeHtml";

describe("codeToHtml", () => {
  it("writes elements with their classes and data attributes, and escapes text and attribute values", () => {
    const html = codeToHtml([
      el("span", [el("span", [t('<Tag a="1">&amp;')], { className: ["token", "tag"] }), t("\n")], {
        className: ["code-line"],
        dataLineNumber: 3,
        title: 'say "hi" & go',
        hidden: true,
        ignored: false,
      }),
    ]);
    const parsed = new DOMParser().parseFromString(`<pre><code>${html}</code></pre>`, "text/html");
    const line = parsed.querySelector("span.code-line")!;
    expect(line.getAttribute("data-line-number")).toBe("3");
    expect(line.getAttribute("title")).toBe('say "hi" & go');
    expect(line.hasAttribute("hidden")).toBe(true);
    expect(line.hasAttribute("ignored")).toBe(false);
    expect(line.querySelector("span.token.tag")!.textContent).toBe('<Tag a="1">&amp;');
    expect(parsed.querySelector("code")!.textContent).toBe('<Tag a="1">&amp;\n');
  });

  it("writes a line-break opportunity without an end tag, which the HTML parser would read as a second one", () => {
    expect(codeToHtml([el("span", [t("a/")], { className: ["nowrap"] }), el("wbr", []), t("b")])).toBe(
      '<span class="nowrap">a/</span><wbr>b',
    );
  });
});

describe("rehypeStaticCodeHtml", () => {
  it("turns the code of each pre into one JSX element set from an HTML string", () => {
    const code = el("code", [el("span", [t("curl")], { className: ["token", "function"] }), t(" -X POST\n")], {
      className: ["language-bash", "code-highlight"],
    });
    const pre = el("pre", [code], { className: ["language-bash"] });
    const tree = { type: "root", children: [el("div", [pre])] };
    rehypeStaticCodeHtml()(tree);

    expect(pre.properties).toEqual({ className: ["language-bash"] });
    const [jsx] = pre.children as unknown as Array<{
      type: string;
      name: string;
      attributes: Array<{ name: string; value: unknown }>;
      children: unknown[];
    }>;
    expect(jsx).toMatchObject({ type: "mdxJsxFlowElement", name: "code", children: [] });
    expect(jsx!.attributes[0]).toEqual({
      type: "mdxJsxAttribute",
      name: "className",
      value: "language-bash code-highlight",
    });
    const html = '<span class="token function">curl</span> -X POST\n';
    const inner = jsx!.attributes[1] as {
      name: string;
      value: { value: string; data: { estree: { body: Array<{ expression: { properties: unknown[] } }> } } };
    };
    expect(inner.name).toBe("dangerouslySetInnerHTML");
    expect(inner.value.value).toBe(`{__html: ${JSON.stringify(html)}}`);
    // The estree MDX compiles the attribute from: { __html: "<span …" }.
    expect(inner.value.data.estree.body[0]!.expression.properties).toEqual([
      expect.objectContaining({ key: { type: "Identifier", name: "__html" }, value: { type: "Literal", value: html } }),
    ]);
  });

  it("turns inline code (its unbreakable pieces) into a text-level JSX element set from its HTML", () => {
    const inline = el("code", [
      el("span", [t("a.")], { className: ["nowrap"] }),
      el("wbr", []),
      el("span", [t("b")], { className: ["nowrap"] }),
    ]);
    const heading = el("h2", [t("The "), inline, t(" field")]);
    const tree = { type: "root", children: [heading] };
    rehypeStaticCodeHtml()(tree);

    const [before, jsx, after] = heading.children as unknown as Array<{
      type: string;
      name?: string;
      attributes?: Array<{ name: string; value: { value: string } }>;
      children?: unknown[];
    }>;
    expect(before).toEqual(t("The "));
    expect(after).toEqual(t(" field"));
    expect(jsx).toMatchObject({ type: "mdxJsxTextElement", name: "code", children: [] });
    expect(jsx!.attributes).toHaveLength(1);
    expect(jsx!.attributes![0]!.name).toBe("dangerouslySetInnerHTML");
    const html = '<span class="nowrap">a.</span><wbr><span class="nowrap">b</span>';
    expect(jsx!.attributes![0]!.value.value).toBe(`{__html: ${JSON.stringify(html)}}`);
    // What MDX compiles: the estree of { __html: "<span …" } (test/build/mdx-code.test.ts runs the compiler).
    const estree = (
      jsx!.attributes![0]!.value as unknown as {
        data: { estree: { body: Array<{ expression: { properties: unknown[] } }> } };
      }
    ).data.estree;
    expect(estree.body[0]!.expression.properties).toEqual([
      expect.objectContaining({ key: { type: "Identifier", name: "__html" }, value: { type: "Literal", value: html } }),
    ]);
  });

  it("turns plain-text inline code into HTML too, escaped", () => {
    const inline = el("code", [t("a < b & c")]);
    const paragraph = el("p", [inline]);
    rehypeStaticCodeHtml()({ type: "root", children: [paragraph] });
    const [jsx] = paragraph.children as unknown as Array<{
      type: string;
      attributes: Array<{ value: { value: string } }>;
    }>;
    expect(jsx!.type).toBe("mdxJsxTextElement");
    expect(jsx!.attributes[0]!.value.value).toBe(`{__html: ${JSON.stringify("a &#x3C; b &#x26; c")}}`);
  });
});
