/**
 * GET /v1.0/me/calendarView (also /me/calendar/calendarView and /me/calendars/{id}/calendarView): the account's
 * events overlapping [startDateTime, endDateTime), ordered by start, in pages of $top with an absolute
 * @odata.nextLink (on the stand-in's public URL, every original parameter plus $skip) until the last page.
 * Times are UTC unless `Prefer: outlook.timezone` names a zone; all-day events keep their dates either way.
 */
import { graphDateTime } from "../../core/time/wireFormat";
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { calendarIdOf } from "./accounts";
import type { MicrosoftContext } from "./context";
import { inWindow, type GraphEventRecord } from "./events";
import { authenticate, faultResponse } from "./graph-auth";
import { graphError, graphHeaders, graphIds } from "./graph-errors";
import { CALENDAR_SCOPES } from "./scopes";
import { preferenceApplied, readPreferences, type Preferences } from "./time-zones";
import { readViewQuery } from "./view-query";

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

function toWire(e: GraphEventRecord, prefs: Preferences, select: string[] | null): Record<string, unknown> {
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

export function calendarViewEndpoint(ctx: MicrosoftContext, req: HttpRequest, calendarId: string | null): HttpResponse {
  const caller = authenticate(ctx, req, CALENDAR_SCOPES, {
    code: "ErrorAccessDenied",
    message: "Access is denied. Check credentials and try again.",
  });
  if (!caller.ok) return caller.response;
  const { account } = caller;
  if (account.noMailbox)
    return graphError(
      req,
      ctx.now(),
      404,
      "MailboxNotEnabledForRESTAPI",
      "The mailbox is either inactive, soft-deleted, or is hosted on-premise.",
    );
  if (calendarId !== null && calendarId !== calendarIdOf(account.id))
    return graphError(req, ctx.now(), 404, "ErrorItemNotFound", "The specified object was not found in the store.");
  const faulted = faultResponse(ctx, req);
  if (faulted) return faulted;
  const parsed = readViewQuery(req.url.searchParams);
  if (!parsed.ok) return graphError(req, ctx.now(), 400, parsed.code, parsed.message);
  const { query } = parsed;
  const prefs = readPreferences(req.headers.prefer);

  const source = account.ownsSeed ? ctx.events.events : [];
  let matching = source.filter((e) => inWindow(e, query.from, query.to));
  if (query.order.by === "end") matching = [...matching].sort((a, b) => a.end - b.end || a.start - b.start);
  if (query.order.descending) matching = [...matching].reverse();
  const page = matching.slice(query.skip, query.skip + query.top);

  const context =
    `${ctx.publicUrl}/v1.0/$metadata#users('${account.id}')` +
    (calendarId ? `/calendars('${calendarId}')` : "") +
    `/calendarView${query.select ? `(${query.select.join(",")})` : ""}`;
  const body: Record<string, unknown> = { "@odata.context": context };
  if (query.skip + query.top < matching.length) {
    const next = new URLSearchParams(req.url.searchParams);
    next.delete("$skip");
    next.set("$skip", String(query.skip + query.top));
    body["@odata.nextLink"] = `${ctx.publicUrl}${req.url.pathname}?${next.toString()}`;
  }
  body.value = page.map((e) => toWire(e, prefs, query.select));
  return json(200, body, { ...graphHeaders(graphIds(req)), ...preferenceApplied(prefs) });
}
