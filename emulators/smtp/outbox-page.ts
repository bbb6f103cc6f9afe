/**
 * The development outbox: one server-rendered page listing the mail the sink received, newest first, with the
 * headers a developer checks (from, to, cc, reply-to, subject, time) and each message's text. Every value comes
 * from a message someone else composed (a contact form visitor, for one), so everything is escaped, and the HTML
 * part is shown as source, never rendered. No JavaScript. Pure.
 */
import { escapeHtml, htmlPage } from "../../core/html";
import type { SmtpFault } from "./fault";
import type { MailAddress, StoredMail } from "./mailbox";

export interface OutboxView {
  messages: readonly StoredMail[];
  /** The ?to= filter, if any. */
  to?: string;
  /** Where the SMTP listener is, e.g. 127.0.0.1:9233. */
  smtpAddress: string;
  fault: SmtpFault;
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
  body { margin: 0; padding: 1.5rem 1rem 3rem; }
  main { max-width: 60rem; margin: 0 auto; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  .note { margin: 0 0 1rem; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: 0 0 1rem; }
  label { display: flex; flex-direction: column; gap: .25rem; font-weight: 600; }
  input { font: inherit; padding: .45rem .6rem; border: 1px solid #767676; border-radius: 4px; min-width: 16rem; }
  button { font: inherit; padding: .45rem 1rem; border-radius: 4px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff; cursor: pointer; }
  input:focus, button:focus, a:focus, summary:focus { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .fault { border: 2px solid #b3261e; border-radius: 4px; padding: .5rem .75rem; margin: 0 0 1rem; }
  ol { list-style: none; padding: 0; margin: 0; }
  li { border: 1px solid #8a8a8a; border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .75rem; margin: 0 0 .75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; padding: .75rem; border-radius: 4px;
    background: rgba(127, 127, 127, .12); font-size: .95rem; }
  details { margin-top: .5rem; }
`;

export function formatAddresses(list: readonly MailAddress[]): string {
  return list.map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(", ");
}

function row(term: string, value: string): string {
  return value ? `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>` : "";
}

function faultNote(fault: SmtpFault): string {
  if (fault.mode === "none") return "";
  const what =
    fault.mode === "down"
      ? "The SMTP listener is stopped (fault mode down): clients get connection refused."
      : `Refusing mail with SMTP ${fault.code} (fault mode reject).`;
  return `<p class="fault" role="status">${escapeHtml(what)} POST /_dev/fault {"mode":"none"} accepts mail again.</p>`;
}

function message(m: StoredMail, index: number): string {
  const heading = `message-${index}`;
  const bcc = m.envelope.to.filter((a) => ![...m.to, ...m.cc].some((b) => b.address.toLowerCase() === a.toLowerCase()));
  return `<li aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(m.subject || "(no subject)")}</h2>
<dl>
${row("From", formatAddresses(m.from))}
${row("To", formatAddresses(m.to))}
${row("Cc", formatAddresses(m.cc))}
${row("Bcc (envelope)", bcc.join(", "))}
${row("Reply-To", formatAddresses(m.replyTo))}
${row("Received", m.receivedAt)}
${row("Date header", m.date ?? "")}
</dl>
<pre>${escapeHtml(m.text || "(no text part)")}</pre>
${
  m.html === null
    ? ""
    : `<details><summary>HTML part (source, ${m.html.length} characters)</summary><pre>${escapeHtml(m.html)}</pre></details>`
}
</li>`;
}

export function outboxPage(view: OutboxView): string {
  const count = view.messages.length;
  const scope = view.to ? ` addressed to ${view.to}` : "";
  const summary =
    count === 0 ? `No mail${scope} yet.` : `${count} message${count === 1 ? "" : "s"}${scope}, newest first.`;
  return htmlPage({
    title: "Development outbox",
    style: STYLE,
    body: `<main>
<h1>Development outbox</h1>
<p class="note">Mail the site's functions sent to the local SMTP sink on ${escapeHtml(view.smtpAddress)}. None of it left this machine. JSON: <a href="/_dev/messages">/_dev/messages</a>; empty it with POST /_dev/reset.</p>
${faultNote(view.fault)}
<form method="get" action="/">
<label for="to">Addressed to<input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(view.to ?? "")}"></label>
<button type="submit">Show</button>
${view.to ? '<a href="/">Show all</a>' : ""}
</form>
<p role="status">${escapeHtml(summary)}</p>
<ol>
${view.messages.map(message).join("\n")}
</ol>
</main>`,
  });
}
