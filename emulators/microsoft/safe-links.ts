/**
 * Microsoft Defender for Office 365's Safe Links, as Graph returns event bodies in a tenant that turns it on: every
 * http(s) link in an HTML body, an anchor's href and a link written out as text outside an anchor alike, is
 * replaced by
 *
 *   https://eur03.safelinks.protection.outlook.com/?url=<the link, percent-encoded>&data=05|02|<mailbox>|…&sdata=…&reserved=0
 *
 * (the `|` and `=` of `data` percent-encoded, the `&` written `&amp;` in HTML). An anchor's own text is left as it
 * is (`<a href="<wrapped>">https://zoom.us/j/1</a>` when the link was its text), so a join link behind words ("Join
 * the meeting now", as Teams writes it) or written out as text is in the body only wrapped. The wrapped link is the
 * same for the same link and mailbox.
 * Structured fields are left alone (`onlineMeeting.joinUrl`, a location's `locationUri`), as Defender rewrites
 * message bodies only; so is `bodyPreview`, as the seed gives it.
 */
import { createHash } from "node:crypto";
import { MICROSOFT_TENANT_ID } from "./accounts";

const SAFE_LINKS_HOST = "eur03.safelinks.protection.outlook.com";
/** base64 of Defender's client descriptor, `Mailflow|{"EmptyMapi":true,"V":"0.0.0000","P":"Win32","AN":"Mail","WT":2}`. */
const MAILFLOW = "TWFpbGZsb3d8eyJFbXB0eU1hcGkiOnRydWUsIlYiOiIwLjAuMDAwMCIsIlAiOiJXaW4zMiIsIkFOIjoiTWFpbCIsIldUIjoyfQ==";

const isWrapped = (url: string) => /^https?:\/\/(?:[a-z0-9-]+\.)*safelinks\.protection\.outlook\.com[/?]/i.test(url);

/** `url` as Safe Links wraps it for `mailbox` (a link already wrapped is left as it is). */
export function safeLink(url: string, mailbox: string): string {
  if (isWrapped(url)) return url;
  const hash = createHash("sha256").update(`${mailbox}\u0000${url}`).digest();
  const messageId = hash.subarray(0, 16).toString("hex");
  // .NET ticks (100 ns since 0001-01-01) within a year from 2025-01-01, the same for the same link.
  const ticks = (638_712_864_000_000_000n + (hash.readBigUInt64BE(16) % 315_360_000_000_000n)).toString();
  const data = [
    "05",
    "02",
    mailbox,
    messageId,
    MICROSOFT_TENANT_ID.replace(/-/g, ""),
    "0",
    "0",
    ticks,
    "Unknown",
    MAILFLOW,
    "0",
    "",
    "",
    "",
  ].join("|");
  const sdata = createHash("sha256").update(`sdata\u0000${mailbox}\u0000${url}`).digest("base64");
  return (
    `https://${SAFE_LINKS_HOST}/?url=${encodeURIComponent(url)}` +
    `&data=${encodeURIComponent(data)}&sdata=${encodeURIComponent(sdata)}&reserved=0`
  );
}

const decodeAmp = (text: string) => text.replace(/&amp;/gi, "&").replace(/&#0*38;/g, "&");
const encodeAmp = (text: string) => text.replace(/&/g, "&amp;");

const HREF = /(\bhref\s*=\s*)(["'])(https?:\/\/[^"']*)\2/gi;
const TEXT_LINK = /https?:\/\/[^\s<>"']+/gi;

/** A link written as text, and the sentence's punctuation after it (not part of the link). */
function splitTail(text: string): [string, string] {
  const m = /[.,;:!?)]+$/.exec(text);
  return m ? [text.slice(0, m.index), m[0]] : [text, ""];
}

/** An HTML body with every http(s) link in it wrapped for `mailbox` (an anchor's text as it was). */
export function safeLinksHtml(html: string, mailbox: string): string {
  let inAnchor = false;
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_whole, tag: string | undefined, text: string | undefined) => {
    if (tag !== undefined) {
      if (/^<a\b/i.test(tag)) inAnchor = true;
      else if (/^<\/a\s*>/i.test(tag)) inAnchor = false;
      return tag.replace(
        HREF,
        (_m, before: string, quote: string, url: string) =>
          `${before}${quote}${encodeAmp(safeLink(decodeAmp(url), mailbox))}${quote}`,
      );
    }
    if (inAnchor) return text ?? "";
    return (text ?? "").replace(TEXT_LINK, (written) => {
      const [link, tail] = splitTail(written);
      return encodeAmp(safeLink(decodeAmp(link), mailbox)) + tail;
    });
  });
}
