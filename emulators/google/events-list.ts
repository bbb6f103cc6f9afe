/**
 * GET /calendar/v3/calendars/{calendarId}/events: events.list for `primary` or the account's address. Window:
 * an event is listed when its end is after timeMin and its start before timeMax. Canceled items only with
 * showDeleted; eventTypes filters (without it, the configured default set); pages of maxResults with an opaque
 * nextPageToken, and nextSyncToken on the last page only. With syncToken it lists the changes since instead
 * (sync-changes.ts), with the full sync's eventTypes, paged the same way; an unanswerable sync token, or a page
 * token of a listing whose state the history has forgotten, is 410 fullSyncRequired. The seed is already
 * expanded, so singleEvents=false returns the same items (orderBy=startTime still needs singleEvents=true).
 */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { type FixtureAccount } from "../kit/oauth";
import { authenticate, faultResponse } from "./api-auth";
import type { GoogleContext } from "./context";
import { apiError } from "./errors";
import { eventWire } from "./event-wire";
import type { EventType, GoogleEventRecord } from "./events";
import { readListQuery, type ListQuery } from "./list-query";
import { pageToken, queryFingerprint, readPageToken, readSyncToken, syncToken, type PagePosition } from "./page-tokens";
import { CALENDAR_EVENTS_SCOPES } from "./scopes";
import { changedItems, type Listed } from "./sync-changes";

/** The discovery document's default when eventTypes is absent: workingLocation (and the newer types) excluded. */
const DISCOVERY_DEFAULT_TYPES: EventType[] = ["default", "focusTime", "outOfOffice"];

export function calendarMatches(calendarId: string, account: FixtureAccount): boolean {
  return calendarId === "primary" || calendarId.toLowerCase() === account.email.toLowerCase();
}

function typesOf(ctx: GoogleContext, asked: EventType[] | null): EventType[] | null {
  return asked ?? (ctx.settings.eventTypesDefault === "discovery" ? DISCOVERY_DEFAULT_TYPES : null);
}

function selected(ctx: GoogleContext, q: ListQuery, source: readonly GoogleEventRecord[]): GoogleEventRecord[] {
  const types = typesOf(ctx, q.eventTypes);
  const text = q.q?.toLowerCase() ?? null;
  const out = source.filter((e) => {
    if (e.status === "cancelled" && !q.showDeleted) return false;
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
  const log = ctx.history;
  const fullSyncRequired = () =>
    apiError(410, "fullSyncRequired", "Sync token is no longer valid, a full sync is required.");

  // Google leaves other parameters than the full sync's undefined: here the full sync's apply.
  const since = q.syncToken === null ? null : readSyncToken(q.syncToken, account.id);
  if (q.syncToken !== null && !since) return fullSyncRequired();

  const fingerprint = queryFingerprint(req.url.searchParams, calendarId, account.id);
  let position: PagePosition = { offset: 0, emptyServed: false, at: log.position() };
  if (q.pageToken !== null) {
    const read = readPageToken(q.pageToken, fingerprint);
    if (!read) return apiError(400, "invalid", "Invalid Value", { locationType: "parameter", location: "pageToken" });
    position = read;
  }

  // Every page of a listing shows the state of its first page, whose position the nextSyncToken carries: what
  // changes meanwhile comes in the next incremental round.
  let matching: Listed[];
  if (since) {
    const changes = log.since(since.at, position.at.version);
    if (!changes) return fullSyncRequired();
    matching = account.ownsSeed ? changedItems(changes, typesOf(ctx, since.eventTypes), position.at.version) : [];
  } else {
    // A page token whose listing's version the history has forgotten cannot show that state: a full sync again.
    const rewound = log.rewind(seed.events, position.at.version);
    if (!rewound) return fullSyncRequired();
    matching = selected(ctx, q, account.ownsSeed ? rewound : []).map((record) => ({ record }));
  }
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
    body.nextPageToken = pageToken({ offset: nextOffset, emptyServed: true, at: position.at }, fingerprint);
  else {
    const full = since ?? { singleEvents: q.singleEvents, eventTypes: q.eventTypes };
    body.nextSyncToken = syncToken(
      { at: position.at, singleEvents: full.singleEvents, eventTypes: full.eventTypes },
      account.id,
    );
  }
  body.items = items.map((item) => ("record" in item ? eventWire(item.record, zone) : item.deleted));
  return json(200, body);
}
