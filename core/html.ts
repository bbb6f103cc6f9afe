/**
 * The one shell of the HTML pages written without React: the contact form's result page (a function) and the
 * emulators' pages (hosted UI, consent screens, the development outbox). Plain strings, so every value that comes
 * from outside goes through escapeHtml.
 */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

export interface HtmlPage {
  /** Plain text: escaped here. */
  title: string;
  /** The page's own style sheet (its CSP may allow exactly this text by its hash). */
  style: string;
  /** The body's HTML, already escaped where it holds outside values. */
  body: string;
}

/** A complete page: UTF-8, laid out for phones, kept out of search engines. */
export function htmlPage({ title, style, body }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>`;
}
