/**
 * GET /v1.0/me/calendarView/delta (also /me/calendar/… and /me/calendars/{id}/…): Graph's incremental sync of a
 * calendar view. The first request names the window (startDateTime/endDateTime, as calendarView) and lists every
 * event in it; each page ends with an absolute @odata.nextLink carrying a `$skiptoken`, the last one with an
 * @odata.deltaLink carrying a `$deltatoken`. Calling the deltaLink lists what changed since: added and changed
 * events in the window whole, the others (deleted, or changed outside the window, as Graph documents) as
 * `@removed`. Pages hold `Prefer: odata.maxpagesize` events (10 by default); $top and the OData options Graph
 * refuses on delta are refused. A token that cannot be answered is 410 SyncStateNotFound.
 */
import { json, type HttpRequest, type HttpResponse, type LogPosition } from "../kit";
import { calendarAccess } from "./calendar-access";
import type { MicrosoftContext } from "./context";
import { deltaToken, readDeltaToken, readSkipToken, skipToken, type DeltaRound } from "./delta-tokens";
import { eventWire } from "./event-wire";
import { compareEvents, inWindow, type GraphEventRecord } from "./events";
import { graphError, graphHeaders, graphIds } from "./graph-errors";
import { preferenceApplied, readPreferences, type Preferences } from "./time-zones";
import { readWindow } from "./view-query";

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** The OData options Graph refuses on calendarView delta, as its message lists them ($top has its own message). */
const UNSUPPORTED = ["$orderby", "$filter", "$select", "$expand", "$search"];

type Entry = { event: GraphEventRecord } | { removed: string };

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

function render(entry: Entry, prefs: Preferences): Record<string, unknown> {
  if ("removed" in entry)
    return { "@odata.type": "#microsoft.graph.event", id: entry.removed, "@removed": { reason: "deleted" } };
  return { "@odata.type": "#microsoft.graph.event", ...eventWire(entry.event, prefs, null) };
}

/** The round's entries: the window's events as they were at `at` (a full round), or the changes since. */
function entries(ctx: MicrosoftContext, owns: boolean, round: DeltaRound): Entry[] | null {
  const { window, at } = round;
  if (round.since === null) {
    if (!owns) return [];
    const current = ctx.events.events;
    const rewound = ctx.history.rewind(current, at.version);
    const source = rewound === current || rewound === null ? current : [...rewound].sort(compareEvents);
    return source.filter((e) => inWindow(e, window.from, window.to)).map((event) => ({ event }));
  }
  const since: LogPosition = { epoch: at.epoch, version: round.since };
  const changes = ctx.history.since(since, at.version);
  if (!changes) return null;
  if (!owns) return [];
  return [...changes].map(([id, change]) =>
    change.after && inWindow(change.after, window.from, window.to) ? { event: change.after } : { removed: id },
  );
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
      410,
      "SyncStateNotFound",
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
  const page = listed.slice(round.offset, round.offset + size);
  const link = (query: string) => `${ctx.publicUrl}${req.url.pathname}?${query}`;
  const body: Record<string, unknown> = { "@odata.context": `${ctx.publicUrl}/v1.0/$metadata#Collection(event)` };
  if (round.offset + size < listed.length)
    body["@odata.nextLink"] = link(`$skiptoken=${skipToken({ ...round, offset: round.offset + size }, account.id)}`);
  else body["@odata.deltaLink"] = link(`$deltatoken=${deltaToken(round.window, round.at, account.id)}`);
  body.value = page.map((entry) => render(entry, prefs));
  return json(200, body, {
    ...graphHeaders(graphIds(req)),
    ...preferenceApplied(prefs, prefs.maxPageSize !== undefined ? size : undefined),
  });
}
