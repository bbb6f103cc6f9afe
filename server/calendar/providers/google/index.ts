/** The Google calendar provider: Google's code flow and revocation, userinfo and events.list, from settings. */
import type { CalendarProvider } from "../provider";
import { type ProviderDeps, resolveDeps } from "../http/deps";
import { collectPages, collectSync, isRecord } from "../http/paging";
import { syncWithFallback } from "../http/sync";
import { createCodeFlow } from "../../oauth/code-flow";
import { googleAccount } from "./account";
import { googleDialect } from "./api-errors";
import { eventsListPages, syncPages } from "./events-client";
import { googleGrantsCalendar, googleCodeFlow, type GoogleSettings } from "./oauth";

export type { GoogleSettings } from "./oauth";

/** A sync lists a deleted or cancelled event with status "cancelled" (often with little else): it is gone. */
function cancelledId(item: unknown): string | undefined {
  return isRecord(item) && item.status === "cancelled" && typeof item.id === "string" ? item.id : undefined;
}

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
    syncEvents: (accessToken, window, cursor, options) =>
      syncWithFallback(
        cursor,
        (syncToken) =>
          collectSync(syncPages(api, accessToken, { syncToken }, options), false, cancelledId, googleDialect),
        () => collectSync(syncPages(api, accessToken, { window }, options), true, cancelledId, googleDialect),
      ),
  };
}
