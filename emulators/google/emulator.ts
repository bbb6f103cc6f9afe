/**
 * startGoogleStandIn(): Google's consent page, OAuth token/revoke, userinfo and Calendar v3 events.list on one
 * loopback origin (locally GOOGLE_ACCOUNTS_URL, GOOGLE_OAUTH2_URL and GOOGLE_API_URL all point at it), for
 * `npm start`, `npm run serve`, the jest tests and the e2e harness. Events come from the caller (events.list items).
 */
import {
  json,
  latencyProfile,
  latencyStage,
  listsItems,
  type LatencyKind,
  type LatencySleep,
  type Routed,
} from "../kit";
import { startOAuthStandIn, type GrantRecord, type StandInHandle, type StandInOptions } from "../kit/oauth";
import { GOOGLE_REALISTIC_LATENCY, parseGoogleBehavior, type GoogleBehavior } from "./behavior";
import { CALENDAR_EVENTS_SCOPES } from "./scopes";
import { TESTING_APP_REFRESH_MS } from "./testing-app";
import { GOOGLE_ACCOUNTS } from "./accounts";
import type { GoogleSettings } from "./context";
import { loadGoogleEvents } from "./events";
import { route } from "./router";
import { googleChangeLog, replaceGoogleSeed } from "./sync-history";

/**
 * Besides the kit's options and the list switches (GoogleSettings): `latency`, how long answers wait ("none", the
 * default; "realistic"; or bounds, as the behavior file gives them), and `latencySleep`, the wait itself (tests
 * record it instead of waiting).
 */
export type GoogleStandInOptions = StandInOptions &
  Partial<GoogleSettings> &
  GoogleBehavior & { latencySleep?: LatencySleep };
export type GoogleStandIn = StandInHandle;

/**
 * What `POST /_dev/failure` can do to an account's grants: calendar access taken away (as when it was unticked on
 * the granular consent screen; events.list then answers 403 insufficientPermissions), or the app put in testing
 * (refresh tokens end seven days after consent; `POST /_dev/age` moves the consent back). "none" undoes both.
 */
const FAILURES = {
  insufficient_permissions: (grant: GrantRecord) => {
    const removed = grant.scopes.filter((scope) => CALENDAR_EVENTS_SCOPES.includes(scope));
    grant.scopes = grant.scopes.filter((scope) => !CALENDAR_EVENTS_SCOPES.includes(scope));
    // Kept for "none", which gives them back.
    if (removed.length) grant.removedScopes = [...new Set([...(grant.removedScopes ?? []), ...removed])];
  },
  testing_app: (grant: GrantRecord) => {
    // A lifetime the grant had from consent (an account flagged testingApp) is not the failure's to remove.
    if (grant.refreshLifetimeMs === undefined) grant.refreshLifetimeFromFailure = true;
    grant.refreshLifetimeMs = TESTING_APP_REFRESH_MS;
  },
};

/**
 * How long an answer waits under a latency profile: an events.list page with events as a page, any other API answer
 * (an empty page, the calendar list, userinfo, an error) as a small request, the token and revoke endpoints as the
 * token endpoint; the consent page, discovery and dev controls not at all.
 */
function latencyKind(routed: Routed): LatencyKind | null {
  const { operation, response } = routed;
  if (operation === "token" || operation === "revoke") return "token";
  if (operation === "events.list")
    return response.status === 200 && listsItems(response.body, "items") ? "page" : "small";
  if (operation === "calendarList.list" || operation === "userinfo") return "small";
  return null;
}

export function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  // The same checks as a behavior file's, so a wrong option names itself instead of acting oddly.
  parseGoogleBehavior(options.latency !== undefined ? { latency: options.latency } : {});
  const wait = latencyStage(
    latencyProfile(options.latency, GOOGLE_REALISTIC_LATENCY),
    latencyKind,
    options.latencySleep,
  );
  const settings: GoogleSettings = {
    eventTypesDefault: options.eventTypesDefault ?? "all",
    shortPages: options.shortPages ?? false,
  };
  if (settings.eventTypesDefault !== "all" && settings.eventTypesDefault !== "discovery")
    throw new Error('eventTypesDefault must be "all" or "discovery"');
  const history = googleChangeLog();
  const now = options.now ?? Date.now;
  return startOAuthStandIn(options, {
    name: "google",
    failures: FAILURES,
    defaultAccounts: GOOGLE_ACCOUNTS,
    tokenPrefixes: { code: "4/0A", access: "ya29.a0", refresh: "1//0" },
    loadEvents: loadGoogleEvents,
    replaceEvents: (previous, next) => replaceGoogleSeed(history, previous, next, now()),
    expireSyncTokens: () => history.expire(),
    dataOperations: ["events.list"],
    route: async (ctx, req) => {
      const routed = await route({ ...ctx, settings, history }, req);
      await wait(req, routed);
      return routed;
    },
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
