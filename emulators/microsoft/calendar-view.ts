/**
 * GET /v1.0/me/calendarView (also /me/calendar/calendarView and /me/calendars/{id}/calendarView): the account's
 * events overlapping [startDateTime, endDateTime), ordered by start, in pages of $top with an absolute
 * @odata.nextLink (on the stand-in's public URL, every original parameter plus $skip) until the last page.
 * Times are UTC unless `Prefer: outlook.timezone` names a zone; all-day events keep their dates either way.
 */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { calendarAccess } from "./calendar-access";
import type { MicrosoftContext } from "./context";
import { eventWire } from "./event-wire";
import { inWindow } from "./events";
import { graphError, graphHeaders, graphIds } from "./graph-errors";
import { preferenceApplied, readPreferences } from "./time-zones";
import { readViewQuery } from "./view-query";

export function calendarViewEndpoint(ctx: MicrosoftContext, req: HttpRequest, calendarId: string | null): HttpResponse {
  const access = calendarAccess(ctx, req, calendarId);
  if (!access.ok) return access.response;
  const { account } = access;
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
  const links = { safeLinks: ctx.safeLinks, mailbox: account.email };
  body.value = page.map((e) => eventWire(e, prefs, query.select, links));
  return json(200, body, { ...graphHeaders(graphIds(req)), ...preferenceApplied(prefs) });
}
