/**
 * An event as calendarView (and its delta) writes it: times in the `Prefer: outlook.timezone` zone (UTC without
 * one) with 7 fractional digits, all-day events on their stored dates, links in an html body wrapped in Safe Links
 * (safe-links.ts) unless that is off, the html body as text with `outlook.body-content-type="text"`, `@odata.etag`
 * and `id` first, and only the $select-ed properties.
 */
import { graphDateTime } from "../../core/time/wireFormat";
import type { SafeLinks } from "./context";
import type { GraphEventRecord } from "./events";
import { safeLinksHtml } from "./safe-links";
import type { Preferences } from "./time-zones";

/** Where a link's address goes while the tags are taken out: written `<address>` after its text at the end. */
const LINK_OPEN = "\u0001";
const LINK_CLOSE = "\u0002";
const ANCHOR = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi;

/**
 * An html body as Exchange converts it to text: markup dropped, paragraphs and breaks as new lines, and a link's
 * address kept after its text in angle brackets (`Join the meeting now<https://…>`), so a join link behind words
 * survives the conversion.
 */
export function htmlToText(htmlText: string): string {
  return htmlText
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(ANCHOR, (_m, double: string | undefined, single: string | undefined, inner: string) => {
      const href = (double ?? single ?? "").trim();
      return href ? `${inner}${LINK_OPEN}${href}${LINK_CLOSE}` : inner;
    })
    .replace(/<br\s*\/?>|<\/p>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(new RegExp(LINK_OPEN, "g"), "<")
    .replace(new RegExp(LINK_CLOSE, "g"), ">")
    .trim();
}

/** How the mailbox's links come: wrapped in Safe Links for `mailbox`, or as the seed has them. */
export interface BodyLinks {
  safeLinks: SafeLinks;
  mailbox: string;
}

export function eventWire(
  e: GraphEventRecord,
  prefs: Preferences,
  select: string[] | null,
  links?: BodyLinks,
): Record<string, unknown> {
  const wire: Record<string, unknown> = { ...e.wire };
  if (!e.allDay) {
    const zone = prefs.timeZone?.zone ?? "UTC";
    const name = prefs.timeZone?.name ?? "UTC";
    wire.start = { dateTime: graphDateTime(e.start, zone), timeZone: name };
    wire.end = { dateTime: graphDateTime(e.end, zone), timeZone: name };
  }
  const body = wire.body as { contentType?: unknown; content?: unknown } | undefined;
  if (body && body.contentType === "html" && typeof body.content === "string") {
    const content = links?.safeLinks === "rewrite" ? safeLinksHtml(body.content, links.mailbox) : body.content;
    wire.body = prefs.bodyText ? { contentType: "text", content: htmlToText(content) } : { ...body, content };
  }
  const { "@odata.etag": etag, id, ...rest } = wire;
  const out: Record<string, unknown> = { "@odata.etag": etag, id };
  for (const [k, v] of Object.entries(rest)) if (!select || select.includes(k)) out[k] = v;
  return out;
}
