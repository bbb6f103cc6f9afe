/**
 * The Microsoft calendar provider: the identity platform's code flow, Graph /me, calendarView and its delta, from
 * settings.
 */
import type { CalendarProvider, SyncedChanges, TimeRange } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync } from "../http/paging";
import { syncWithFallback } from "../http/sync";
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
    syncEvents: (accessToken, window, cursor, options) => {
      // Occurrences come bare in a delta: they take their master's fields (series.ts).
      const withSeries = async (changes: SyncedChanges): Promise<SyncedChanges> => {
        const { items, series } = await hydrateSeries(changes.items, (id) => getEvent(graph, accessToken, id, options));
        return { ...changes, items, clearedSeries: changes.full ? [] : series };
      };
      const pages = (from: { window: TimeRange } | { deltaLink: string }) =>
        deltaPages(graph, accessToken, from, options);
      return syncWithFallback(
        cursor,
        async (deltaLink) => withSeries(await collectSync(pages({ deltaLink }), false, removedId, graphDialect)),
        async () => withSeries(await collectSync(pages({ window }), true, removedId, graphDialect)),
      );
    },
  };
}
