/**
 * startGoogleStandIn(): Google's consent page, OAuth token/revoke, userinfo and Calendar v3 events.list on one
 * loopback origin (locally GOOGLE_ACCOUNTS_URL, GOOGLE_OAUTH2_URL and GOOGLE_API_URL all point at it), for
 * `npm start`, `npm run serve`, the jest tests and the e2e harness. Events come from the caller (events.list items).
 */
import { json } from "../kit";
import { startOAuthStandIn, type StandInHandle, type StandInOptions } from "../kit/oauth";
import { GOOGLE_ACCOUNTS } from "./accounts";
import type { GoogleSettings } from "./context";
import { loadGoogleEvents } from "./events";
import { route } from "./router";

export type GoogleStandInOptions = StandInOptions & Partial<GoogleSettings>;
export type GoogleStandIn = StandInHandle;

export function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  const settings: GoogleSettings = {
    eventTypesDefault: options.eventTypesDefault ?? "all",
    shortPages: options.shortPages ?? false,
  };
  if (settings.eventTypesDefault !== "all" && settings.eventTypesDefault !== "discovery")
    throw new Error('eventTypesDefault must be "all" or "discovery"');
  return startOAuthStandIn(options, {
    name: "google",
    defaultAccounts: GOOGLE_ACCOUNTS,
    tokenPrefixes: { code: "4/0A", access: "ya29.a0", refresh: "1//0" },
    loadEvents: loadGoogleEvents,
    dataOperations: ["events.list"],
    route: (ctx, req) => route({ ...ctx, settings }, req),
    internalError: () =>
      json(500, {
        error: {
          errors: [{ domain: "global", reason: "backendError", message: "Backend Error" }],
          code: 500,
          message: "Backend Error",
        },
      }),
  });
}
