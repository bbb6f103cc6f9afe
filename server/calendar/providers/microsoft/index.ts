/** The Microsoft calendar provider: the identity platform's code flow, Graph /me and calendarView, from settings. */
import type { CalendarProvider } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages } from "../http/paging";
import { createCodeFlow } from "../../oauth/code-flow";
import { graphAccount } from "./account";
import { calendarViewPages } from "./graph-client";
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
  };
}
