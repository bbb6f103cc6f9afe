/**
 * A content file's HTML as the build writes it (src/content/renderMdxHtml.tsx): the real MDX compiler with the
 * site's plugins and React's server render, run under tsx (fixtures/renderMdx.mts) since @mdx-js/mdx is ES modules
 * only. What the page shows comes from here alone: the browser gets no script of the text.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { MdxKind } from "../../src/content/renderMdxHtml";

const ROOT = path.resolve(__dirname, "..", "..");

interface Rendered {
  html: string;
  error: string;
}

/** Every case of this file rendered in one process, the MDX toolchain loaded once. */
function renderAll(cases: { kind: MdxKind; mdx: string }[]): Rendered[] {
  const run = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, "fixtures", "renderMdx.mts")],
    { cwd: ROOT, input: JSON.stringify(cases), encoding: "utf8", timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(`rendering failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Rendered[];
}

const PAGE = [
  "## The `Request-Id` header",
  "",
  "See [`/v1/payments?limit=5`](/docs/), [the status page](https://status.example.com) and `a < b & c`.",
  "",
  "| Field | Type |",
  "| --- | --- |",
  '| <Endpoint method="GET" path="/v1/payments/{id}" /> | `YYYY-MM-DD` |',
  "",
  "```bash",
  "curl -H 'A: <b>' https://example.com",
  "```",
].join("\n");

const CASES = {
  docsPage: { kind: "doc", mdx: PAGE },
  offering: { kind: "offering", mdx: "Some `code`:\n\n```text\nplain\n```\n\n| A |\n| - |\n| 1 |\n" },
  badEndpoint: { kind: "doc", mdx: '<Endpoint method="FETCH" path="/v1/x" />' },
  unclosedTag: { kind: "doc", mdx: "A <b>tag that never closes\n" },
} satisfies Record<string, { kind: MdxKind; mdx: string }>;
let rendered: Record<keyof typeof CASES, Rendered>;

beforeAll(() => {
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const results = renderAll(names.map((name) => CASES[name]));
  rendered = Object.fromEntries(names.map((name, i) => [name, results[i]!])) as typeof rendered;
}, 60_000);

test("a docs page: headings with ids, plain links (external ones open a tab), tables in their box, endpoints and code blocks with their bar", () => {
  const { html, error } = rendered.docsPage;
  expect(error).toBe("");
  expect(html).toContain(
    '<h2 id="the-request-id-header">The <code><span class="nowrap">Request-Id</span></code> header</h2>',
  );
  // Inline code keeps its unbreakable pieces, in a link too, and its text escaped.
  expect(html).toContain(
    '<a href="/docs/"><code><span class="nowrap">/</span><wbr/><span class="nowrap">v1/</span><wbr/>' +
      '<span class="nowrap">payments?</span><wbr/><span class="nowrap">limit=</span><wbr/><span class="nowrap">5</span></code></a>',
  );
  expect(html).toContain(
    '<a href="https://status.example.com" target="_blank" rel="noopener noreferrer">the status page</a>',
  );
  expect(html).toContain(
    '<code><span class="nowrap">a</span> <span class="nowrap">&lt;</span> <span class="nowrap">b</span> ' +
      '<span class="nowrap">&amp;</span> <span class="nowrap">c</span></code>',
  );
  expect(html).toContain(
    '<div class="prose-table" role="region" tabindex="0" aria-label="Table (scrolls sideways)"><table><thead>',
  );
  expect(html).toContain(
    '<td><span class="endpoint"><span class="method-badge method-get">GET</span> <code class="endpoint-path">',
  );
  expect(html).toContain(
    '<div class="code-block-bar"><span>Shell</span><button type="button" class="code-block-copy">',
  );
  expect(html).toContain('<pre class="language-bash" tabindex="0" role="group" aria-label="Shell code">');
  // Highlighted at build time, the code's own text escaped once.
  expect(html).toContain('<span class="token string">&#x27;A: &lt;b&gt;&#x27;</span>');
});

test("an offering gets links and tables but no code-block bar; a bad endpoint or MDX stops the page naming the file", () => {
  const { html, error } = rendered.offering;
  expect(error).toBe("");
  expect(html).toContain('<div class="prose-table"');
  expect(html).toContain('<pre class="language-text"><code class="language-text code-highlight">');
  expect(html).not.toContain("code-block");
  expect(rendered.badEndpoint.error).toBe(
    'content/example.mdx: <Endpoint method="FETCH" path="/v1/x">: method must be one of GET, POST, PUT, PATCH, DELETE',
  );
  expect(rendered.unclosedTag.error).toMatch(/^content\/example\.mdx: .*b/);
});
