/**
 * The Microsoft calendar provider: the identity platform's code flow, Graph /me, calendarView and its delta, from
 * settings.
 */
import type { CalendarProvider, SyncedChanges } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync, type ResumePoint } from "../http/paging";
import { syncStop, syncWithFallback } from "../http/sync";
import type { RequestOptions } from "../http/retry";
import { createCodeFlow } from "../../oauth/code-flow";
import { graphAccount } from "./account";
import { calendarViewPages, deltaPages, getEvent, GRAPH_DELTA_PREFER, removedId } from "./graph-client";
import { hydrateSeries } from "./series";
import { graphDialect } from "./graph-errors";
import { microsoftGrantsCalendar, microsoftCodeFlow, type MicrosoftSettings } from "./oauth";

export type { MicrosoftSettings } from "./oauth";

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
      const withSeries = async (changes: SyncedChanges, pass: RequestOptions) => {
        const { items, series } = await hydrateSeries(changes.items, (id) => getEvent(graph, accessToken, id, pass));
        return { ...changes, items, clearedSeries: changes.full ? [] : series };
      };
      const changesSince = async (deltaLink: string) =>
        withSeries(
          await collectSync(
            deltaPages(graph, accessToken, { link: deltaLink }, options),
            false,
            removedId,
            graphDialect,
          ),
          options,
        );
      const fullListing = async (from?: ResumePoint) => {
        const stop = syncStop(options, from, http);
        const pass = stop ? { ...options, budget: stop.budget } : options;
        const pages = deltaPages(graph, accessToken, from ? { link: from.next, pages: from.pages } : { window }, pass);
        return withSeries(await collectSync(pages, true, removedId, graphDialect, stop), pass);
      };
      return syncWithFallback(cursor, { changesSince, fullListing });
    },
  };
}
