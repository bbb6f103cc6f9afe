/**
 * GET /v1.0/me/calendarView/delta (also /me/calendar/… and /me/calendars/{id}/…): Graph's incremental sync of a
 * calendar view. The first request names the window (startDateTime/endDateTime, as calendarView) and lists what is
 * in it: single instances whole, and each series with a member in the window as its series master (synthesized,
 * series.ts) followed by its occurrences, bare (`@odata.etag`, `id`, `type`, `seriesMasterId`, `start`, `end`), and
 * its exceptions, whole. Each page ends with an absolute @odata.nextLink carrying a `$skiptoken`, the last one
 * with an @odata.deltaLink carrying a `$deltatoken`. Calling the deltaLink lists what changed since: changed
 * single events in the window whole, the others (deleted, or changed outside the window, as Graph documents) as
 * `@removed`; a series with any change in it comes again whole (a deleted occurrence gets no `@removed`), a
 * series gone from the window as `@removed` for its master and its members. Pages hold `Prefer:
 * odata.maxpagesize` items (10 by default), but never split a series. $top and the OData options Graph refuses on
 * delta are refused. A token that cannot be answered is 410 SyncStateNotFound (or 400, expiredDeltaStatus).
 */
import { json, type Change, type HttpRequest, type HttpResponse } from "../kit";
import { calendarAccess } from "./calendar-access";
import type { MastersBeforeWindow, MicrosoftContext } from "./context";
import {
  deltaToken,
  readDeltaToken,
  readSkipToken,
  skipToken,
  type DeltaRound,
  type DeltaWindow,
} from "./delta-tokens";
import { eventWire, type BodyLinks } from "./event-wire";
import { compareEvents, inWindow, type GraphEventRecord } from "./events";
import { graphError, graphHeaders, graphIds } from "./graph-errors";
import { isPlainOccurrence, seriesIdOf, seriesMaster, seriesMembers } from "./series";
import { preferenceApplied, readPreferences, type Preferences } from "./time-zones";
import { readWindow } from "./view-query";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** The OData options Graph refuses on calendarView delta, as its message lists them ($top has its own message). */
const UNSUPPORTED = ["$orderby", "$filter", "$select", "$expand", "$search"];

/**
 * One item of a delta answer: an event whole, an occurrence bare (only what places it in its series), or the
 * `@removed` stub of an id. Items come in units a page never splits: a single event or stub alone, a series as
 * its master with all its occurrences and exceptions in the window.
 */
type Entry = { event: GraphEventRecord; bare: boolean } | { removed: string };
type Unit = Entry[];

/** A query parameter by its name in any case (Graph's system query options are case-insensitive). */
function param(params: URLSearchParams, name: string): string | null {
  for (const [k, v] of params) if (k.toLowerCase() === name) return v;
  return null;
}

function refusedOptions(params: URLSearchParams): string | null {
  const names = new Set([...params.keys()].map((k) => k.toLowerCase()));
  if (names.has("$top"))
    return "The '$top' parameter is not supported with change tracking over the 'CalendarView' resource as page size cannot be guaranteed. Express page size preferences using the Prefer: odata.maxpagesize= header instead.";
  if (UNSUPPORTED.some((n) => names.has(n)))
    return `The following parameters are not supported with change tracking over the 'CalendarView' resource: '${UNSUPPORTED.join(", ")}'.`;
  // The stand-in's own refusal: the state tokens say where a round is.
  if (names.has("$skip"))
    return "The '$skip' parameter is not supported with change tracking over the 'CalendarView' resource: follow @odata.nextLink.";
  return null;
}

const TYPE = { "@odata.type": "#microsoft.graph.event" };

function render(entry: Entry, prefs: Preferences, links: BodyLinks): Record<string, unknown> {
  if ("removed" in entry) return { ...TYPE, id: entry.removed, "@removed": { reason: "deleted" } };
  const wire = eventWire(entry.event, prefs, null, links);
  if (!entry.bare) return { ...TYPE, ...wire };
  // Graph's calendarView/delta sends an occurrence of a series as these properties only; the rest is the master's.
  const { "@odata.etag": etag, id, seriesMasterId, start, end } = wire;
  return { ...TYPE, "@odata.etag": etag, id, type: "occurrence", seriesMasterId, start, end };
}

/**
 * A series as delta sends it: its master (unless `withMaster` is false), then its occurrences (bare) and exceptions
 * (whole) in the window.
 */
function seriesUnit(id: string, members: readonly GraphEventRecord[], window: DeltaWindow, withMaster = true): Unit {
  return [
    ...(withMaster ? [{ event: seriesMaster(id, members), bare: false }] : []),
    ...members
      .filter((m) => inWindow(m, window.from, window.to))
      .map((event) => ({ event, bare: isPlainOccurrence(event) })),
  ];
}

/** The events as they were at `version` (sorted as the seed is), or null when that version is forgotten. */
function stateAt(ctx: MicrosoftContext, version: number): readonly GraphEventRecord[] | null {
  const current = ctx.events.events;
  const rewound = ctx.history.rewind(current, version);
  return rewound === current || rewound === null ? rewound : [...rewound].sort(compareEvents);
}

/**
 * A full round: every single event in the window, and every series with a member in it, in order of start. A
 * series that began before the window comes without its master when `mastersBeforeWindow` is "omitted", as Graph
 * sends it: the client reads the master by id.
 */
function fullUnits(
  events: readonly GraphEventRecord[],
  window: DeltaWindow,
  mastersBeforeWindow: MastersBeforeWindow,
): Unit[] {
  const series = seriesMembers(events);
  const units: Unit[] = [];
  const listed = new Set<string>();
  for (const event of events) {
    if (!inWindow(event, window.from, window.to)) continue;
    const id = seriesIdOf(event);
    if (id === null) units.push([{ event, bare: false }]);
    else if (!listed.has(id)) {
      listed.add(id);
      const members = series.get(id) ?? [event];
      const began = members.reduce((min, m) => Math.min(min, m.start), Infinity);
      units.push(seriesUnit(id, members, window, mastersBeforeWindow === "sent" || began >= window.from));
    }
  }
  return units;
}

/**
 * A next round: single events changed since, whole when in the window, else `@removed`; and every series with a
 * change in it sent whole again (master and every member in the window; a deleted or moved-out occurrence is
 * simply not among them, without `@removed`). A series left with nothing in the window (deleted, or moved out)
 * comes as `@removed` for its master and for each member sent before (those in the window at the previous round);
 * a series changed wholly outside the window, as `@removed` for its master alone (as single events changed outside
 * the window are).
 */
function changeUnits(
  ctx: MicrosoftContext,
  changes: ReadonlyMap<string, Change<GraphEventRecord>>,
  events: readonly GraphEventRecord[],
  since: number,
  window: DeltaWindow,
): Unit[] | null {
  const series = seriesMembers(events);
  let before: Map<string, GraphEventRecord[]> | undefined;
  const units: Unit[] = [];
  const sent = new Set<string>();
  for (const [id, change] of changes) {
    for (const sid of [change.before, change.after].map((e) => (e ? seriesIdOf(e) : null))) {
      if (sid === null || sent.has(sid)) continue;
      sent.add(sid);
      const members = series.get(sid) ?? [];
      if (members.some((m) => inWindow(m, window.from, window.to))) {
        units.push(seriesUnit(sid, members, window));
        continue;
      }
      if (!before) {
        const then = stateAt(ctx, since);
        if (!then) return null;
        before = seriesMembers(then);
      }
      const held = (before.get(sid) ?? []).filter((m) => inWindow(m, window.from, window.to)).map((m) => m.id);
      units.push([sid, ...held].map((removed) => ({ removed })));
    }
    const { before: was, after } = change;
    // An occurrence (now, or deleted from its series) comes with its series.
    if (after ? seriesIdOf(after) !== null : was !== null && seriesIdOf(was) !== null) continue;
    units.push([after && inWindow(after, window.from, window.to) ? { event: after, bare: false } : { removed: id }]);
  }
  return units;
}

/** The round's units: the window as it was at `at` (a full round), or the changes since; null for a 410. */
function entries(ctx: MicrosoftContext, owns: boolean, round: DeltaRound): Unit[] | null {
  const { window, at } = round;
  const then = stateAt(ctx, at.version);
  if (!then) return null;
  if (round.since === null) return owns ? fullUnits(then, window, ctx.mastersBeforeWindow) : [];
  const changes = ctx.history.since({ epoch: at.epoch, version: round.since }, at.version);
  if (!changes) return null;
  if (!owns) return [];
  return changeUnits(ctx, changes, then, round.since, window);
}

export function calendarViewDeltaEndpoint(
  ctx: MicrosoftContext,
  req: HttpRequest,
  calendarId: string | null,
): HttpResponse {
  const access = calendarAccess(ctx, req, calendarId);
  if (!access.ok) return access.response;
  const { account } = access;
  const params = req.url.searchParams;
  const refused = refusedOptions(params);
  if (refused) return graphError(req, ctx.now(), 400, "ErrorInvalidUrlQuery", refused);
  const syncStateNotFound = () =>
    graphError(
      req,
      ctx.now(),
      ctx.expiredDeltaStatus,
      ctx.expiredDeltaStatus === 410 ? "SyncStateNotFound" : "syncStateNotFound",
      "The sync state generation is not found. The delta token is expired or invalid.",
    );

  let round: DeltaRound;
  const skip = param(params, "$skiptoken");
  const delta = param(params, "$deltatoken");
  if (skip !== null) {
    const read = readSkipToken(skip, account.id);
    if (!read) return syncStateNotFound();
    round = read;
  } else if (delta !== null) {
    const read = readDeltaToken(delta, account.id);
    // A deltaLink of another epoch or a forgotten version: 410 below, when its changes cannot be listed.
    if (!read || read.at.epoch !== ctx.history.position().epoch) return syncStateNotFound();
    round = { window: read.window, at: ctx.history.position(), since: read.at.version, offset: 0 };
  } else {
    const window = readWindow(params);
    if (!window.ok) return graphError(req, ctx.now(), 400, window.code, window.message);
    round = { window: { from: window.from, to: window.to }, at: ctx.history.position(), since: null, offset: 0 };
  }
  const listed = entries(ctx, account.ownsSeed, round);
  if (!listed) return syncStateNotFound();

  const prefs = readPreferences(req.headers.prefer);
  const size = Math.min(prefs.maxPageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  // Whole units up to the page size: a series that starts on a page ends on it, past the size if need be.
  const page: Entry[] = [];
  let next = round.offset;
  while (next < listed.length && page.length < size) page.push(...(listed[next++] ?? []));
  const link = (query: string) => `${ctx.publicUrl}${req.url.pathname}?${query}`;
  const body: Record<string, unknown> = { "@odata.context": `${ctx.publicUrl}/v1.0/$metadata#Collection(event)` };
  if (next < listed.length)
    body["@odata.nextLink"] = link(`$skiptoken=${skipToken({ ...round, offset: next }, account.id)}`);
  else body["@odata.deltaLink"] = link(`$deltatoken=${deltaToken(round.window, round.at, account.id)}`);
  const links = { safeLinks: ctx.safeLinks, mailbox: account.email };
  body.value = page.map((entry) => render(entry, prefs, links));
  return json(200, body, {
    ...graphHeaders(graphIds(req)),
    ...preferenceApplied(prefs, prefs.maxPageSize !== undefined ? size : undefined),
  });
}
