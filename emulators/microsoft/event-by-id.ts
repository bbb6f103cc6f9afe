/**
 * GET /v1.0/me/events/{id} (also /me/calendar/events/{id} and /me/calendars/{calendarId}/events/{id}): one event
 * by its id, whole, as calendarView writes it: a single instance, an occurrence or exception, or a series master
 * (synthesized from its occurrences, series.ts, as calendarView/delta sends it). `$select` and the `Prefer:
 * outlook.timezone` / `outlook.body-content-type` preferences apply as on calendarView. An unknown id (or one of
 * another calendar) is 404 ErrorItemNotFound.
 */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { calendarAccess } from "./calendar-access";
import type { MicrosoftContext } from "./context";
import { eventWire } from "./event-wire";
import { graphError, graphHeaders, graphIds } from "./graph-errors";
import { findSeriesMaster } from "./series";
import { preferenceApplied, readPreferences } from "./time-zones";
import { readSelect } from "./view-query";

/** calendarId: null for /me/events, "" for /me/calendar/events, else the id in /me/calendars/{id}/events. */
export function eventByIdEndpoint(
  ctx: MicrosoftContext,
  req: HttpRequest,
  calendarId: string | null,
  eventId: string,
): HttpResponse {
  const access = calendarAccess(ctx, req, calendarId || null);
  if (!access.ok) return access.response;
  const { account } = access;
  const selected = readSelect(req.url.searchParams);
  if (!selected.ok) return graphError(req, ctx.now(), 400, selected.code, selected.message);
  const { select } = selected;

  const events = account.ownsSeed ? ctx.events.events : [];
  const event = events.find((e) => e.id === eventId) ?? findSeriesMaster(events, eventId);
  if (!event)
    return graphError(req, ctx.now(), 404, "ErrorItemNotFound", "The specified object was not found in the store.");

  const prefs = readPreferences(req.headers.prefer);
  const owner =
    calendarId === null ? "" : calendarId === "" ? "/calendar" : `/calendars('${calendarId.replace(/'/g, "''")}')`;
  const context = `${ctx.publicUrl}/v1.0/$metadata#users('${account.id}')${owner}/events${select ? `(${select.join(",")})` : ""}/$entity`;
  return json(
    200,
    {
      "@odata.context": context,
      ...eventWire(event, prefs, select, { safeLinks: ctx.safeLinks, mailbox: account.email }),
    },
    { ...graphHeaders(graphIds(req)), ...preferenceApplied(prefs) },
  );
}
