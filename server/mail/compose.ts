/**
 * E-mail bodies as small pure functions: one description of a message (a heading, paragraphs, labeled fields, a
 * quoted text) rendered twice, as plain text and as simple HTML with inline styles (mail clients ignore style
 * sheets). Every value is escaped in the HTML, and header text is reduced to one line, because much of what goes
 * into these messages was typed by someone on the internet. Used by the contact form now and by the security
 * e-mails (new sign-in, password changed) later.
 */
import { escapeHtml } from "../../core/html";

export interface MailBody {
  text: string;
  html: string;
}

export type Block =
  | { kind: "paragraph"; text: string }
  /** Label/value rows; rows with an empty value are left out. */
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  /** A longer text someone wrote, kept exactly (line breaks included) under its label. */
  | { kind: "quote"; label: string; text: string };

export interface MailContent {
  heading: string;
  blocks: readonly Block[];
  /** A last, quieter line (why the recipient gets this). */
  footer?: string;
}

/** Line breaks normalized to \n, other control characters (but tabs) dropped: the text a body may carry. */
export function bodyText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/**
 * One line of header text (a subject, a display name) of at most `max` characters: control characters and line
 * breaks become spaces, runs of spaces one. Nodemailer encodes what is left; this keeps a value from looking like
 * another header or line even to a careless reader.
 */
export function headerText(value: string, max = 120): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

function textBlock(block: Block): string {
  if (block.kind === "paragraph") return bodyText(block.text);
  if (block.kind === "fields")
    return block.rows
      .filter(([, value]) => value !== "")
      .map(([label, value]) => `${label}: ${bodyText(value)}`)
      .join("\n");
  return `${block.label}:\n\n${bodyText(block.text)}`;
}

const FONT = "font-family: Arial, Helvetica, sans-serif; color: #1f1f1f;";

function htmlLines(text: string): string {
  return escapeHtml(bodyText(text)).replace(/\n/g, "<br>\n");
}

function htmlBlock(block: Block): string {
  if (block.kind === "paragraph") return `<p style="margin: 0 0 16px; ${FONT}">${htmlLines(block.text)}</p>`;
  if (block.kind === "fields") {
    const rows = block.rows
      .filter(([, value]) => value !== "")
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align: left; padding: 4px 16px 4px 0; vertical-align: top; ${FONT}">${escapeHtml(label)}</th>` +
          `<td style="padding: 4px 0; ${FONT}">${htmlLines(value)}</td></tr>`,
      )
      .join("\n");
    return `<table role="presentation" style="border-collapse: collapse; margin: 0 0 16px;">\n${rows}\n</table>`;
  }
  return (
    `<p style="margin: 0 0 8px; font-weight: bold; ${FONT}">${escapeHtml(block.label)}</p>\n` +
    `<div style="margin: 0 0 16px; padding: 12px; border-left: 4px solid #0b57d0; background: #f3f6fc; white-space: pre-wrap; ${FONT}">${escapeHtml(bodyText(block.text))}</div>`
  );
}

export function renderMail(content: MailContent): MailBody {
  const text = [content.heading, ...content.blocks.map(textBlock), ...(content.footer ? ["--", content.footer] : [])]
    .filter((part) => part !== "")
    .join("\n\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(headerText(content.heading))}</title></head>
<body style="margin: 0; padding: 24px; background: #ffffff;">
<div style="max-width: 600px;">
<h1 style="font-size: 20px; margin: 0 0 16px; ${FONT}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join("\n")}
${content.footer ? `<p style="margin: 24px 0 0; font-size: 13px; color: #5f5f5f; font-family: Arial, Helvetica, sans-serif;">${htmlLines(content.footer)}</p>` : ""}
</div>
</body>
</html>
`;
  return { text: `${text}\n`, html };
}
