import { escapeHtml, htmlPage } from "./html";

test("escapeHtml turns every character that could open markup or end an attribute into an entity", () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
    "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
  );
});

test("htmlPage: one complete document, the title escaped, the style and body as given", () => {
  const html = htmlPage({ title: "Sent <ok>", style: "main{margin:0}", body: "<main><h1>Thanks</h1></main>" });
  expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain("<title>Sent &lt;ok&gt;</title>");
  expect(html).toContain("<style>main{margin:0}</style>");
  expect(html).toContain("<body>\n<main><h1>Thanks</h1></main>\n</body>\n</html>");
});
