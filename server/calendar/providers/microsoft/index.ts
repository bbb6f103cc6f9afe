/**
 * The Microsoft calendar provider: the identity platform's code flow, Graph /me, calendarView and its delta, from
 * settings.
 */
import type { CalendarProvider, SyncedChanges, TimeRange } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync } from "../http/paging";
import { resumeCursor, syncWithFallback } from "../http/sync";
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
      // Occurrences come bare in a delta: they take their master's fields (series.ts). A master in a full listing
      // (or a continued one) is the series' first sending, so nothing kept is cleared for it.
      const pass = async (from: { window: TimeRange } | { link: string }, full: boolean): Promise<SyncedChanges> => {
        const stop =
          options.stopAfter === undefined
            ? undefined
            : {
                after: options.stopAfter,
                now: http.now,
                resume: (next: string) => resumeCursor({ full, next }),
              };
        const changes = await collectSync(
          deltaPages(graph, accessToken, from, options),
          full,
          removedId,
          graphDialect,
          stop,
        );
        const { items, series } = await hydrateSeries(changes.items, (id) => getEvent(graph, accessToken, id, options));
        return { ...changes, items, clearedSeries: full ? [] : series };
      };
      return syncWithFallback(cursor, {
        changesSince: (deltaLink) => pass({ link: deltaLink }, false),
        // A continued listing adds to what its earlier pages kept: it is never `full` again.
        resume: (point) => pass({ link: point.next }, point.full).then((changes) => ({ ...changes, full: false })),
        fullListing: () => pass({ window }, true),
      });
    },
  };
}
