/**
 * GET /calendar/v3/calendars/{calendarId}/events: events.list for `primary` or the account's address. Window:
 * an event is listed when its end is after timeMin and its start before timeMax. Cancelled items only with
 * showDeleted; eventTypes filters (without it, the configured default set); pages of maxResults with an opaque
 * nextPageToken, and nextSyncToken on the last page only. The seed is already expanded, so singleEvents=false
 * returns the same items (orderBy=startTime still needs singleEvents=true). Date-times are written in the
 * response time zone (timeZone parameter, else the calendar's).
 */
import { parseTimestamp, toInstant } from "../../core/time/wire";
import { formatRfc3339 } from "../../core/time/wireFormat";
import { json, type HttpRequest, type HttpResponse } from "../kit";
import type { FixtureAccount } from "../kit/oauth";
import { authenticate, faultResponse } from "./api-auth";
import type { GoogleContext } from "./context";
import { apiError } from "./errors";
import type { EventType, GoogleEventRecord } from "./events";
import { readListQuery, type ListQuery } from "./list-query";
import { pageToken, queryFingerprint, readPageToken, readSyncToken, syncToken } from "./page-tokens";
import { CALENDAR_EVENTS_SCOPES } from "./scopes";

/** The discovery document's default when eventTypes is absent: workingLocation (and the newer types) excluded. */
const DISCOVERY_DEFAULT_TYPES: EventType[] = ["default", "focusTime", "outOfOffice"];

export function calendarMatches(calendarId: string, account: FixtureAccount): boolean {
  return calendarId === "primary" || calendarId.toLowerCase() === account.email.toLowerCase();
}

function selected(ctx: GoogleContext, q: ListQuery, source: GoogleEventRecord[]): GoogleEventRecord[] {
  const types = q.eventTypes ?? (ctx.settings.eventTypesDefault === "discovery" ? DISCOVERY_DEFAULT_TYPES : null);
  const text = q.q?.toLowerCase() ?? null;
  const out = source.filter((e) => {
    if (e.status === "cancelled" && !q.showDeleted && q.syncToken === null) return false;
    if (types && !types.includes(e.eventType)) return false;
    if (q.timeMin !== null && !(e.end > q.timeMin)) return false;
    if (q.timeMax !== null && !(e.start < q.timeMax)) return false;
    if (q.iCalUID !== null && e.wire.iCalUID !== q.iCalUID) return false;
    if (q.updatedMin !== null && (e.updated ?? 0) < q.updatedMin) return false;
    if (text !== null) {
      const hay = ["summary", "description", "location"].map((k) => String(e.wire[k] ?? "")).join("\n");
      if (!hay.toLowerCase().includes(text)) return false;
    }
    return true;
  });
  if (q.orderBy === "startTime") out.sort((a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : 1));
  if (q.orderBy === "updated") out.sort((a, b) => (a.updated ?? 0) - (b.updated ?? 0) || (a.id < b.id ? -1 : 1));
  return out;
}

/** A {dateTime} rewritten in the response zone; values without an offset stay as stored (their timeZone says where). */
function rezone(value: unknown, zone: string): unknown {
  if (!value || typeof value !== "object") return value;
  const v = value as { dateTime?: unknown };
  const parsed = typeof v.dateTime === "string" ? parseTimestamp(v.dateTime) : null;
  if (!parsed || parsed.offsetMinutes === undefined) return value;
  return { ...v, dateTime: formatRfc3339(toInstant(parsed, "UTC"), zone) };
}

function toWire(e: GoogleEventRecord, zone: string): Record<string, unknown> {
  const wire = { ...e.wire };
  for (const key of ["start", "end", "originalStartTime"])
    if (wire[key] !== undefined) wire[key] = rezone(wire[key], zone);
  return wire;
}

export function eventsListEndpoint(ctx: GoogleContext, req: HttpRequest, calendarId: string): HttpResponse {
  const caller = authenticate(ctx, req, CALENDAR_EVENTS_SCOPES);
  if (!caller.ok) return caller.response;
  const { account } = caller;
  if (!calendarMatches(calendarId, account)) return apiError(404, "notFound", "Not Found");
  const faulted = faultResponse(ctx);
  if (faulted) return faulted;
  const parsed = readListQuery(req.url.searchParams);
  if (!parsed.ok) return apiError(parsed.error.status, parsed.error.reason, parsed.error.message, parsed.error.detail);
  const q = parsed.query;
  const seed = ctx.events;

  if (q.syncToken !== null) {
    const version = readSyncToken(q.syncToken, account.id);
    if (version === null)
      return apiError(400, "invalid", "Invalid sync token value.", {
        locationType: "parameter",
        location: "syncToken",
      });
    if (version !== seed.version)
      return apiError(410, "fullSyncRequired", "Sync token is no longer valid, a full sync is required.");
  }

  const fingerprint = queryFingerprint(req.url.searchParams, calendarId, account.id);
  let position = { offset: 0, emptyServed: false };
  if (q.pageToken !== null) {
    const read = readPageToken(q.pageToken, fingerprint);
    if (!read) return apiError(400, "invalid", "Invalid Value", { locationType: "parameter", location: "pageToken" });
    position = read;
  }

  // An unchanged calendar since the sync token: nothing new.
  const matching = q.syncToken !== null ? [] : selected(ctx, q, account.ownsSeed ? seed.events : []);
  let size = q.maxResults;
  if (ctx.settings.shortPages) size = position.emptyServed ? Math.max(1, Math.floor(q.maxResults / 2)) : 0;
  const items = matching.slice(position.offset, position.offset + size);
  const nextOffset = position.offset + items.length;
  const zone = q.timeZone ?? ctx.timeZone;

  const body: Record<string, unknown> = {
    kind: "calendar#events",
    etag: `"p3${seed.version.slice(0, 12)}"`,
    summary: account.email,
    updated: new Date(seed.updated).toISOString(),
    timeZone: zone,
    accessRole: "owner",
    defaultReminders: [{ method: "popup", minutes: 10 }],
  };
  if (nextOffset < matching.length || (ctx.settings.shortPages && !position.emptyServed && matching.length > 0))
    body.nextPageToken = pageToken({ offset: nextOffset, emptyServed: true }, fingerprint);
  else body.nextSyncToken = syncToken(seed.version, account.id);
  body.items = items.map((e) => toWire(e, zone));
  return json(200, body);
}
