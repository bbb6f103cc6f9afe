/**
 * The Microsoft calendar provider: the identity platform's code flow, Graph /me, calendarView and its delta, from
 * settings.
 */
import type { CalendarProvider } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync } from "../http/paging";
import { syncWithFallback } from "../http/sync";
import { createCodeFlow } from "../../oauth/code-flow";
import { graphAccount } from "./account";
import { calendarViewPages, deltaPages, removedId } from "./graph-client";
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
    syncEvents: (accessToken, window, cursor, options) =>
      syncWithFallback(
        cursor,
        (deltaLink) =>
          collectSync(deltaPages(graph, accessToken, { deltaLink }, options), false, removedId, graphDialect),
        () => collectSync(deltaPages(graph, accessToken, { window }, options), true, removedId, graphDialect),
      ),
  };
}
