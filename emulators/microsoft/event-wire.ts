/**
 * An event as calendarView (and its delta) writes it: times in the `Prefer: outlook.timezone` zone (UTC without
 * one) with 7 fractional digits, all-day events on their stored dates, an html body as text with
 * `outlook.body-content-type="text"`, `@odata.etag` and `id` first, and only the $select-ed properties.
 */
import { graphDateTime } from "../../core/time/wireFormat";
import type { GraphEventRecord } from "./events";
import type { Preferences } from "./time-zones";

function stripHtml(htmlText: string): string {
  return htmlText
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/p>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

export function eventWire(e: GraphEventRecord, prefs: Preferences, select: string[] | null): Record<string, unknown> {
  const wire: Record<string, unknown> = { ...e.wire };
  if (!e.allDay) {
    const zone = prefs.timeZone?.zone ?? "UTC";
    const name = prefs.timeZone?.name ?? "UTC";
    wire.start = { dateTime: graphDateTime(e.start, zone), timeZone: name };
    wire.end = { dateTime: graphDateTime(e.end, zone), timeZone: name };
  }
  const body = wire.body as { contentType?: unknown; content?: unknown } | undefined;
  if (prefs.bodyText && body && body.contentType === "html" && typeof body.content === "string")
    wire.body = { contentType: "text", content: stripHtml(body.content) };
  const { "@odata.etag": etag, id, ...rest } = wire;
  const out: Record<string, unknown> = { "@odata.etag": etag, id };
  for (const [k, v] of Object.entries(rest)) if (!select || select.includes(k)) out[k] = v;
  return out;
}
