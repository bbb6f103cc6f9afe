/** Mail bodies: the same content as text and HTML, every value escaped in the HTML, header text on one line. */
import { escapeHtml } from "../../core/html";
import { bodyText, headerText, renderMail } from "./compose";

const HOSTILE = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

test("renders a heading, paragraphs, fields and a quote as text", () => {
  const { text } = renderMail({
    heading: "New contact request",
    blocks: [
      { kind: "paragraph", text: "Someone wrote through the site." },
      {
        kind: "fields",
        rows: [
          ["Name", "Ada"],
          ["Company", ""],
          ["Topic", "Cloud"],
        ],
      },
      { kind: "quote", label: "Message", text: "Line one\r\nLine two" },
    ],
    footer: "Sent by the contact form.",
  });
  expect(text).toBe(
    "New contact request\n\nSomeone wrote through the site.\n\nName: Ada\nTopic: Cloud\n\nMessage:\n\nLine one\nLine two\n\n--\n\nSent by the contact form.\n",
  );
});

test("escapes every value in the HTML: heading, paragraph, labels, values, quote and footer", () => {
  const { html, text } = renderMail({
    heading: HOSTILE,
    blocks: [
      { kind: "paragraph", text: HOSTILE },
      { kind: "fields", rows: [[HOSTILE, HOSTILE]] },
      { kind: "quote", label: HOSTILE, text: `${HOSTILE}\n</div><a href="javascript:alert(1)">x</a>` },
    ],
    footer: HOSTILE,
  });
  expect(html).not.toMatch(/<script|<img|<a href|onerror=alert\(1\)>/);
  expect(html).toContain(
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &lt;img src=x onerror=alert(1)&gt;",
  );
  expect(html).toContain("&lt;/div&gt;&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;");
  // The text version is plain text: kept as written.
  expect(text).toContain(HOSTILE);
});

test("keeps line breaks in HTML paragraphs and field values; quotes keep theirs with pre-wrap", () => {
  const { html } = renderMail({
    heading: "H",
    blocks: [
      { kind: "paragraph", text: "a\nb" },
      { kind: "quote", label: "Message", text: "c\nd" },
    ],
  });
  expect(html).toContain("a<br>\nb");
  expect(html).toMatch(/white-space: pre-wrap;[^>]*>c\nd<\/div>/);
});

test("bodyText drops control characters but keeps tabs and line breaks", () => {
  expect(bodyText("a\u0000b\u0007c\td\r\ne\rf\u001b[31m")).toBe("abc\td\ne\nf[31m");
});

test("headerText makes one short line", () => {
  expect(headerText("Hello\r\nBcc: victim@example.com")).toBe("Hello Bcc: victim@example.com");
  expect(headerText("  a \u2028 b\tc  ")).toBe("a b c");
  expect(headerText("x".repeat(200), 20)).toBe(`${"x".repeat(19)}…`);
});

test("escapeHtml covers the five special characters", () => {
  expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
});
