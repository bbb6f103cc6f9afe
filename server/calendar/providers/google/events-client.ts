/**
 * Google events.list on the primary calendar as pages: recurring events expanded (`singleEvents`), in start
 * order, including focus time, out-of-office, working-location, from-Gmail and birthday entries so the view can
 * show them (the rules leave them out of the report). `nextPageToken` is followed until absent; a page may be
 * short or empty while it is still set.
 */
import { ProviderError, type TimeRange } from "../provider";
import type { HttpDeps } from "../http/deps";
import { getJson } from "../http/get-json";
import { type EventPage, isRecord, MAX_PAGES } from "../http/paging";
import type { RequestOptions } from "../http/retry";
import { apiUrl } from "../http/urls";
import { googleDialect } from "./api-errors";

export const GOOGLE_PAGE_SIZE = 250;

/**
 * Every type the view shows: bookings added from Gmail (flights, hotels) and birthdays too, which Google sends only
 * when asked for by name; the rules show them and never count them.
 */
export const GOOGLE_EVENT_TYPES = [
  "default",
  "focusTime",
  "outOfOffice",
  "workingLocation",
  "fromGmail",
  "birthday",
] as const;

export interface GoogleContext {
  apiUrl: string;
  deps: HttpDeps;
}

export function eventsListUrl(base: string, range: TimeRange, pageToken?: string): URL {
  return apiUrl(base, "/calendar/v3/calendars/primary/events", [
    ["singleEvents", "true"],
    ["orderBy", "startTime"],
    ["timeMin", range.start],
    ["timeMax", range.end],
    ["maxResults", String(GOOGLE_PAGE_SIZE)],
    ...GOOGLE_EVENT_TYPES.map((type) => ["eventTypes", type] as const),
    ...(pageToken ? [["pageToken", pageToken] as const] : []),
  ]);
}

function fail(message: string): ProviderError {
  return new ProviderError("google", "events", "provider_error", message);
}

export async function* eventsListPages(
  ctx: GoogleContext,
  accessToken: string,
  range: TimeRange,
  options: RequestOptions = {},
): AsyncGenerator<EventPage> {
  yield* pagesOf(ctx, accessToken, (pageToken) => eventsListUrl(ctx.apiUrl, range, pageToken), options);
}

/** Google's largest page: a sync reads a whole year, so fewer requests matter more than small answers. */
export const GOOGLE_SYNC_PAGE_SIZE = 2500;

/**
 * A sync's events.list: the window in full (no orderBy, which a later syncToken request may not repeat), or the
 * changes since `syncToken` (no time bounds: Google refuses them with a sync token). The last page carries
 * nextSyncToken as its cursor.
 */
export function syncUrl(base: string, from: { window: TimeRange } | { syncToken: string }, pageToken?: string): URL {
  const query: [string, string][] =
    "window" in from
      ? [
          ["timeMin", from.window.start],
          ["timeMax", from.window.end],
        ]
      : [["syncToken", from.syncToken]];
  return apiUrl(base, "/calendar/v3/calendars/primary/events", [
    ["singleEvents", "true"],
    ...query,
    ["maxResults", String(GOOGLE_SYNC_PAGE_SIZE)],
    ...GOOGLE_EVENT_TYPES.map((type) => ["eventTypes", type] as [string, string]),
    ...(pageToken ? [["pageToken", pageToken] as [string, string]] : []),
  ]);
}

/**
 * A sync's pages, from the first or from `resume` (a later page of the same query, where an unfinished pass
 * stopped, and the pages read before it).
 */
export async function* syncPages(
  ctx: GoogleContext,
  accessToken: string,
  from: { window: TimeRange } | { syncToken: string },
  options: RequestOptions = {},
  resume?: { pageToken: string; pages: number },
): AsyncGenerator<EventPage> {
  yield* pagesOf(ctx, accessToken, (token) => syncUrl(ctx.apiUrl, from, token), options, resume);
}

async function* pagesOf(
  ctx: GoogleContext,
  accessToken: string,
  urlFor: (pageToken: string | undefined) => URL,
  options: RequestOptions,
  resume?: { pageToken: string; pages: number },
): AsyncGenerator<EventPage> {
  const budget = options.budget ?? { remainingMs: ctx.deps.retry.budgetMs };
  const retry = {
    dialect: googleDialect,
    operation: "events" as const,
    deps: ctx.deps,
    budget,
    signal: options.signal,
    deadlineAt: options.deadlineAt,
  };
  const seen = new Set<string>();
  let pageToken = resume?.pageToken;
  for (let page = (resume?.pages ?? 0) + 1; ; page++) {
    if (page > MAX_PAGES) throw fail(`Google Calendar kept paging past ${MAX_PAGES} pages; stopped.`);
    const { body, retries } = await getJson(urlFor(pageToken), accessToken, retry);
    if (!isRecord(body) || (body.items !== undefined && !Array.isArray(body.items))) {
      throw fail("Google Calendar answered an events page whose `items` is not a list.");
    }
    const items = Array.isArray(body.items) ? body.items : [];
    const next = body.nextPageToken;
    if (next === undefined || next === null || next === "") {
      const cursor = typeof body.nextSyncToken === "string" ? body.nextSyncToken : undefined;
      yield cursor ? { items, retries, cursor } : { items, retries };
      return;
    }
    if (typeof next !== "string") throw fail("Google Calendar sent a nextPageToken that is not a string.");
    if (seen.has(next)) throw fail("Google Calendar's nextPageToken repeats an earlier page; stopped.");
    yield { items, retries, next };
    seen.add(next);
    pageToken = next;
  }
}
