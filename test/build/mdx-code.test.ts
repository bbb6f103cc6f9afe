/**
 * The code plugins through the real MDX compiler (@mdx-js/mdx, as gatsby-plugin-mdx runs it) and React's server
 * render: the JSX elements rehypeStaticCodeHtml writes compile, and the page gets the same HTML the plugins meant.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

function render(mdx: string): string {
  const run = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, "fixtures", "compileMdx.mts")],
    {
      cwd: ROOT,
      input: mdx,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  if (run.status !== 0) throw new Error(`compiling the MDX failed:\n${run.stderr}`);
  return run.stdout;
}

test("inline code in a heading, a link and a table cell keeps its unbreakable pieces; a block keeps its text", () => {
  const html = render(
    [
      "## The `Request-Id` header",
      "",
      "See [`/v1/payments?limit=5`](/docs/) and `a < b & c`.",
      "",
      "| Field | Type |",
      "| --- | --- |",
      "| `due_date` | `YYYY-MM-DD` |",
      "",
      "```text",
      "curl -H 'A: <b>' https://example.com",
      "```",
    ].join("\n"),
  );
  expect(html).toContain('<h2>The <code><span class="nowrap">Request-Id</span></code> header</h2>');
  expect(html).toContain(
    '<a href="/docs/"><code><span class="nowrap">/</span><wbr><span class="nowrap">v1/</span><wbr>' +
      '<span class="nowrap">payments?</span><wbr><span class="nowrap">limit=</span><wbr><span class="nowrap">5</span></code></a>',
  );
  expect(html).toContain(
    '<code><span class="nowrap">a</span> <span class="nowrap">&#x3C;</span> <span class="nowrap">b</span> ' +
      '<span class="nowrap">&#x26;</span> <span class="nowrap">c</span></code>',
  );
  expect(html).toContain('<td><code><span class="nowrap">due_date</span></code></td>');
  expect(html).toContain("<pre><code class=\"language-text\">curl -H 'A: &#x3C;b>' https://example.com\n</code></pre>");
}, 60_000);
