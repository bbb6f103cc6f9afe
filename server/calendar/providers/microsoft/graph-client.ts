/**
 * Graph calendarView as pages: every occurrence, exception and single event in the range, times in UTC and bodies
 * as text (GRAPH_PREFER), only the fields the rules read; and its delta, for syncs. The absolute `@odata.nextLink`
 * is followed exactly as given, but only on the configured Graph origin, so the bearer token never goes to another
 * host.
 */
import { ProviderError, type TimeRange } from "../provider";
import { getJson } from "../http/get-json";
import { type EventPage, isRecord, MAX_PAGES } from "../http/paging";
import type { HttpDeps } from "../http/deps";
import type { RequestOptions, RetryContext } from "../http/retry";
import { apiUrl, parseUrl } from "../http/urls";
import { graphDialect } from "./graph-errors";

/** What the rules and the view read from a Graph event. */
export const GRAPH_EVENT_FIELDS = [
  "id",
  "iCalUId",
  "subject",
  "start",
  "end",
  "isAllDay",
  "isCancelled",
  "isDraft",
  "isOrganizer",
  "isOnlineMeeting",
  "onlineMeeting",
  "onlineMeetingUrl",
  "onlineMeetingProvider",
  "location",
  "locations",
  "responseStatus",
  "attendees",
  "organizer",
  "showAs",
  "type",
  "seriesMasterId",
  "originalStart",
  "originalStartTimeZone",
  "body",
  "bodyPreview",
  "webLink",
] as const;

/**
 * Times in UTC, the body as plain text (a join link pasted into an Outlook invitation is only in its body, and text
 * is smaller than the HTML and is what the rules search), and immutable ids: an event's default id changes when it
 * moves between folders, and a user's overrides, un-merges and filed quarters refer to events by id.
 */
export const GRAPH_PREFER = 'outlook.timezone="UTC", outlook.body-content-type="text", IdType="ImmutableId"';

export const GRAPH_PAGE_SIZE = 250;

export interface GraphContext {
  graphUrl: string;
  deps: HttpDeps;
}

export function calendarViewUrl(graphUrl: string, range: TimeRange): URL {
  return apiUrl(graphUrl, "/v1.0/me/calendarView", [
    ["startDateTime", range.start],
    ["endDateTime", range.end],
    ["$top", String(GRAPH_PAGE_SIZE)],
    ["$select", GRAPH_EVENT_FIELDS.join(",")],
  ]);
}

function fail(message: string): ProviderError {
  return new ProviderError("microsoft", "events", "provider_error", message);
}

export async function* calendarViewPages(
  ctx: GraphContext,
  accessToken: string,
  range: TimeRange,
  options: RequestOptions = {},
): AsyncGenerator<EventPage> {
  yield* graphPages(ctx, accessToken, calendarViewUrl(ctx.graphUrl, range), GRAPH_PREFER, options);
}

/**
 * The delta of the calendar view: `$select` and `$top` are not supported there, so the page size goes in Prefer
 * and Graph answers its default fields (the body as text, as for calendarView).
 */
export const GRAPH_DELTA_PREFER = `odata.maxpagesize=${GRAPH_PAGE_SIZE}, ${GRAPH_PREFER}`;

export function calendarViewDeltaUrl(graphUrl: string, window: TimeRange): URL {
  return apiUrl(graphUrl, "/v1.0/me/calendarView/delta", [
    ["startDateTime", window.start],
    ["endDateTime", window.end],
  ]);
}

/**
 * A sync's pages: the window's delta from the start, or from a stored link (a delta link, or the next link of an
 * unfinished pass), which is followed only on the configured Graph origin, like every link. The last page carries
 * its new @odata.deltaLink as the cursor.
 */
export async function* deltaPages(
  ctx: GraphContext,
  accessToken: string,
  from: { window: TimeRange } | { link: string; pages?: number },
  options: RequestOptions = {},
): AsyncGenerator<EventPage> {
  let first: URL;
  let pagesBefore = 0;
  if ("window" in from) first = calendarViewDeltaUrl(ctx.graphUrl, from.window);
  else {
    const link = parseUrl(from.link);
    // A link stored under other settings: as good as expired, the caller lists the window afresh.
    if (!link || link.origin !== new URL(ctx.graphUrl).origin)
      throw new ProviderError("microsoft", "events", "provider_error", "The stored link is not on Graph.", 410);
    first = link;
    pagesBefore = from.pages ?? 0;
  }
  yield* graphPages(ctx, accessToken, first, GRAPH_DELTA_PREFER, options, pagesBefore);
}

/** The retry context of an events request: the caller's budget (else a fresh one), signal and deadline. */
function eventsRetry(ctx: GraphContext, options: RequestOptions): RetryContext {
  return {
    dialect: graphDialect,
    operation: "events",
    deps: ctx.deps,
    budget: options.budget ?? { remainingMs: ctx.deps.retry.budgetMs },
    signal: options.signal,
    deadlineAt: options.deadlineAt,
  };
}

/** One event by id (a series master, for a delta's bare occurrences): undefined when Graph no longer has it. */
export async function getEvent(
  ctx: GraphContext,
  accessToken: string,
  id: string,
  options: RequestOptions = {},
): Promise<Record<string, unknown> | undefined> {
  const retry = eventsRetry(ctx, options);
  const url = apiUrl(ctx.graphUrl, `/v1.0/me/events/${encodeURIComponent(id)}`, [
    ["$select", GRAPH_EVENT_FIELDS.join(",")],
  ]);
  try {
    const { body } = await getJson(url, accessToken, retry, { Prefer: GRAPH_PREFER });
    return isRecord(body) ? body : undefined;
  } catch (err) {
    if (err instanceof ProviderError && err.status === 404) return undefined;
    throw err;
  }
}

/** An item of a delta that says the event is gone (deleted, or moved out of the window). */
export function removedId(item: unknown): string | undefined {
  return isRecord(item) && "@removed" in item && typeof item.id === "string" ? item.id : undefined;
}

async function* graphPages(
  ctx: GraphContext,
  accessToken: string,
  first: URL,
  prefer: string,
  options: RequestOptions,
  /** Pages an earlier pass of the same listing read: the loop guard counts the whole listing. */
  pagesBefore = 0,
): AsyncGenerator<EventPage> {
  const origin = new URL(ctx.graphUrl).origin;
  const retry = eventsRetry(ctx, options);
  const seen = new Set<string>();
  let url: URL | undefined = first;
  for (let page = pagesBefore + 1; url; page++) {
    if (page > MAX_PAGES) throw fail(`Microsoft Graph kept paging past ${MAX_PAGES} pages; stopped.`);
    seen.add(url.href);
    const { body, retries } = await getJson(url, accessToken, retry, { Prefer: prefer });
    if (!isRecord(body) || !Array.isArray(body.value)) {
      throw fail("Microsoft Graph answered a page without a `value` list.");
    }
    const nextLink = body["@odata.nextLink"];
    if (nextLink === undefined || nextLink === null) {
      const deltaLink = body["@odata.deltaLink"];
      yield typeof deltaLink === "string"
        ? { items: body.value, retries, cursor: deltaLink }
        : { items: body.value, retries };
      return;
    }
    const next = typeof nextLink === "string" ? parseUrl(nextLink) : undefined;
    if (!next) throw fail(`Microsoft Graph sent an @odata.nextLink that is not an absolute URL: ${String(nextLink)}`);
    if (next.origin !== origin) {
      throw fail(`Microsoft Graph's @odata.nextLink points to ${next.origin}, not ${origin}; not following it.`);
    }
    if (seen.has(next.href)) throw fail("Microsoft Graph's @odata.nextLink repeats an earlier page; stopped.");
    yield { items: body.value, retries, next: next.href };
    url = next;
  }
}
