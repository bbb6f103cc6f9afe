/**
 * The Microsoft calendar provider: the identity platform's code flow, Graph /me, calendarView and its delta, from
 * settings.
 */
import type { CalendarProvider, SyncedChanges } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync, type ResumePoint } from "../http/paging";
import { syncPass, syncWithFallback } from "../http/sync";
import type { RequestOptions } from "../http/retry";
import { createCodeFlow } from "../../oauth/code-flow";
import { graphAccount } from "./account";
import { calendarViewPages, deltaPages, getEvent, GRAPH_DELTA_PREFER, removedId } from "./graph-client";
import { hydrateSeries, type SeriesState } from "./series";
import { graphDialect } from "./graph-errors";
import { microsoftGrantsCalendar, microsoftCodeFlow, type MicrosoftSettings } from "./oauth";

export type { MicrosoftSettings } from "./oauth";

/** The series state a previous pass kept, if it has that shape (else none: masters are fetched again). */
function seriesState(value: unknown): SeriesState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { masters, orphans } = value as Partial<SeriesState>;
  if (typeof masters !== "object" || masters === null || !Array.isArray(orphans)) return undefined;
  return { masters, orphans };
}

export function createMicrosoftProvider(settings: MicrosoftSettings, deps?: ProviderDeps): CalendarProvider {
  const http = resolveDeps(deps);
  const flow = createCodeFlow(microsoftCodeFlow(settings), http);
  const graph = { graphUrl: settings.graphUrl, deps: http };
  return {
    id: "microsoft",
    authorizationUrl: (params) => flow.authorizationUrl(params),
    exchangeCode: (params) => flow.exchangeCode(params),
    refresh: (refreshToken) => flow.refresh(refreshToken),
    // The identity platform has no endpoint to revoke one app's grant; the user removes it in their account.
    revoke: async () => "not_supported",
    account: (accessToken) => graphAccount(settings.graphUrl, accessToken, http),
    grantsCalendarAccess: microsoftGrantsCalendar,
    listEvents: (accessToken, range, options) => collectPages(calendarViewPages(graph, accessToken, range, options)),
    syncVersion: `microsoft-1 series-hydrated ${GRAPH_DELTA_PREFER}`,
    syncEvents: (accessToken, window, cursor, options = {}) => {
      // Occurrences come bare in a delta: they take their master's fields (series.ts). A master in a listing of
      // changes means its series was sent whole again, so what was kept of it is cleared; in the full listing it is
      // the series' first sending.
      // Masters are fetched only while the pass may ask for pages; the state carries them, and the occurrences
      // still without one, to the next pass (`kept`: none for a listing from its first page).
      const withSeries = async (changes: SyncedChanges, pass: RequestOptions, kept: SeriesState | undefined) => {
        const fetchMaster = (id: string) => getEvent(graph, accessToken, id, pass);
        const { items, series, state } = await hydrateSeries(changes.items, fetchMaster, {
          state: kept,
          removed: changes.removed,
          mayFetch: () => options.stopAfter === undefined || http.now() < options.stopAfter,
        });
        return { ...changes, items, clearedSeries: changes.full ? [] : series, state };
      };
      // A round of changes, from its delta link or from where an earlier pass of it stopped.
      const changesSince = async (deltaLink: string, from?: ResumePoint) => {
        const { stop, pass } = syncPass(options, from, http, deltaLink);
        const link = from ? { link: from.next, pages: from.pages } : { link: deltaLink };
        const pages = deltaPages(graph, accessToken, link, pass);
        return withSeries(
          await collectSync(pages, false, removedId, graphDialect, stop),
          pass,
          seriesState(options.state),
        );
      };
      const fullListing = async (from?: ResumePoint) => {
        const { stop, pass } = syncPass(options, from, http);
        const pages = deltaPages(graph, accessToken, from ? { link: from.next, pages: from.pages } : { window }, pass);
        const kept = from ? seriesState(options.state) : undefined;
        return withSeries(await collectSync(pages, true, removedId, graphDialect, stop), pass, kept);
      };
      return syncWithFallback(cursor, { changesSince, fullListing });
    },
  };
}
