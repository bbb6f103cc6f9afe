/** The Google calendar provider: Google's code flow and revocation, userinfo and events.list, from settings. */
import type { CalendarProvider, SyncedChanges, TimeRange } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync, isRecord, type ResumePoint } from "../http/paging";
import { syncPass, syncWithFallback } from "../http/sync";
import { createCodeFlow } from "../../oauth/code-flow";
import { googleAccount } from "./account";
import { googleDialect } from "./api-errors";
import { eventsListPages, GOOGLE_EVENT_TYPES, syncPages } from "./events-client";
import { googleGrantsCalendar, googleCodeFlow, type GoogleSettings } from "./oauth";

export type { GoogleSettings } from "./oauth";

/** A sync lists a deleted or canceled event with status "cancelled" (often with little else): it is gone. */
function canceledId(item: unknown): string | undefined {
  return isRecord(item) && item.status === "cancelled" && typeof item.id === "string" ? item.id : undefined;
}

/** Where a Google event starts or ends, in ms: `dateTime` with its offset, or an all-day `date` at UTC midnight. */
function instantOf(value: unknown): number {
  if (!isRecord(value)) return NaN;
  if (typeof value.dateTime === "string") return Date.parse(value.dateTime);
  return typeof value.date === "string" ? Date.parse(`${value.date}T00:00:00Z`) : NaN;
}

/**
 * An incremental answer covers the whole calendar, not the window the full listing had: changes outside it count as
 * removals (the event may have moved out). A canceled id may be a recurring event's own, whose kept instances go
 * with it.
 */
function keptToWindow(changes: SyncedChanges, window: TimeRange): SyncedChanges {
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  const items: unknown[] = [];
  const removed = [...changes.removed];
  for (const item of changes.items) {
    const id = isRecord(item) && typeof item.id === "string" ? item.id : undefined;
    const outside = isRecord(item) && (instantOf(item.start) >= end || instantOf(item.end) <= start);
    if (outside && id !== undefined) removed.push(id);
    else items.push(item);
  }
  return { ...changes, items, removed, clearedSeries: changes.removed };
}

/** Google ends refresh tokens of apps in testing (an unverified consent screen) seven days after consent. */
export const GOOGLE_TESTING_TOKEN_DAYS = 7;

export function createGoogleProvider(settings: GoogleSettings, deps?: ProviderDeps): CalendarProvider {
  const http = resolveDeps(deps);
  const flow = createCodeFlow(googleCodeFlow(settings), http);
  const api = { apiUrl: settings.apiUrl, deps: http };
  return {
    id: "google",
    authorizationUrl: (params) => flow.authorizationUrl(params),
    exchangeCode: (params) => flow.exchangeCode(params),
    refresh: (refreshToken) => flow.refresh(refreshToken),
    // Revoking the refresh token ends the whole grant, access tokens included.
    revoke: (refreshToken) => flow.revoke(refreshToken),
    account: (accessToken) => googleAccount(settings.apiUrl, accessToken, http),
    grantsCalendarAccess: googleGrantsCalendar,
    listEvents: (accessToken, range, options) => collectPages(eventsListPages(api, accessToken, range, options)),
    ...(settings.appInTesting ? { refreshTokenDays: GOOGLE_TESTING_TOKEN_DAYS } : {}),
    syncVersion: `google-1 singleEvents eventTypes=${GOOGLE_EVENT_TYPES.join(",")}`,
    syncEvents: (accessToken, window, cursor, options = {}) => {
      // One pass of a listing, from its first page or from where an earlier pass stopped: the window's (its later
      // pages repeat the query with their page token), or the changes since a sync token, which every page repeats.
      const listing = (query: { window: TimeRange } | { syncToken: string }, from: ResumePoint | undefined) => {
        const since = "syncToken" in query ? query.syncToken : undefined;
        const { stop, pass } = syncPass(options, from, http, since);
        const resume = from && { pageToken: from.next, pages: from.pages };
        const pages = syncPages(api, accessToken, query, pass, resume);
        return collectSync(pages, since === undefined, canceledId, googleDialect, stop);
      };
      const changesSince = async (syncToken: string, from?: ResumePoint) =>
        keptToWindow(await listing({ syncToken }, from), window);
      const fullListing = (from?: ResumePoint) => listing({ window }, from);
      return syncWithFallback(cursor, { changesSince, fullListing });
    },
  };
}
