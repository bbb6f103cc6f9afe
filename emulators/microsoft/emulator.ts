/**
 * startMicrosoftStandIn(): the Microsoft identity platform and Graph calendar stand-in on a loopback port, for
 * `npm start`, `npm run serve`, the jest tests and the e2e harness. Events come from the caller (the seed, in
 * Graph's wire format); grants persist under dataDir.
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
import { MICROSOFT_ACCOUNTS } from "./accounts";
import { loadGraphEvents } from "./events";
import { route } from "./router";
import { graphChangeLog, replaceGraphSeed } from "./sync-history";
import { MICROSOFT_REALISTIC_LATENCY, parseMicrosoftBehavior, type MicrosoftBehavior } from "./behavior";

/**
 * `expiredDeltaStatus`: an expired or unknown delta state is refused 410 SyncStateNotFound (the default, as the
 * delta guide documents it) or 400 syncStateNotFound, which mailboxes also answer; a client must start a new round
 * on either. `mastersBeforeWindow`: a first delta round sends the master of a series that began before its window
 * ("sent") or not ("omitted", the default, as Graph does: the client reads it by id). `latency`: how long answers
 * wait ("none", the default; "realistic"; or bounds), `latencySleep` the wait itself (tests record it instead of
 * waiting). `safeLinks`: links in html bodies wrapped in Defender Safe Links ("rewrite", the default) or not ("off").
 */
export type MicrosoftStandInOptions = StandInOptions & MicrosoftBehavior & { latencySleep?: LatencySleep };
export type MicrosoftStandIn = StandInHandle;

/**
 * What `POST /_dev/failure` can do to an account's grants, as after a change at Microsoft: a conditional-access or
 * MFA policy (interaction_required), withdrawn consent (consent_required), an ended session (login_required). The
 * grants' access tokens are refused (401, a continuous-access challenge) and refreshing them answers the error;
 * consenting again makes a new grant that works.
 */
const FAILURES = {
  interaction_required: (grant: GrantRecord) => void (grant.failure = "interaction_required"),
  consent_required: (grant: GrantRecord) => void (grant.failure = "consent_required"),
  login_required: (grant: GrantRecord) => void (grant.failure = "login_required"),
};

/** Microsoft refresh tokens expire after 90 days without use (AADSTS700082). */
const REFRESH_IDLE_MS = 90 * 24 * 3600 * 1000;

/**
 * How long an answer waits under a latency profile: a calendarView or delta page that carries event bodies as a
 * page, any other Graph answer (an event or series master by id, /me, a page of removals and bare occurrences, an
 * error) as a small request, the token endpoint as itself; the consent page, discovery and dev controls not at all.
 */
function latencyKind(routed: Routed): LatencyKind | null {
  const { operation, response } = routed;
  if (operation === "token") return "token";
  if (!operation.startsWith("graph.")) return null;
  const page = operation === "graph.calendarView" || operation === "graph.calendarView.delta";
  return page && response.status === 200 && listsItems(response.body, "value", "body") ? "page" : "small";
}

export function startMicrosoftStandIn(options: MicrosoftStandInOptions): Promise<MicrosoftStandIn> {
  const { expiredDeltaStatus, mastersBeforeWindow, latency, safeLinks } = options;
  // The same checks as a behavior file's, so a wrong option names itself instead of acting oddly.
  parseMicrosoftBehavior({
    ...(expiredDeltaStatus !== undefined ? { expiredDeltaStatus } : {}),
    ...(mastersBeforeWindow !== undefined ? { mastersBeforeWindow } : {}),
    ...(latency !== undefined ? { latency } : {}),
    ...(safeLinks !== undefined ? { safeLinks } : {}),
  });
  const wait = latencyStage(latencyProfile(latency, MICROSOFT_REALISTIC_LATENCY), latencyKind, options.latencySleep);
  const history = graphChangeLog();
  const now = options.now ?? Date.now;
  return startOAuthStandIn(options, {
    name: "microsoft",
    failures: FAILURES,
    defaultAccounts: MICROSOFT_ACCOUNTS,
    tokenPrefixes: { code: "M.C5", access: "EwB", refresh: "M.C1" },
    refreshIdleMs: REFRESH_IDLE_MS,
    loadEvents: loadGraphEvents,
    replaceEvents: (previous, next) => replaceGraphSeed(history, previous, next, now()),
    expireSyncTokens: () => history.expire(),
    dataOperations: ["graph.calendarView", "graph.calendarView.delta", "graph.event"],
    route: async (ctx, req) => {
      const routed = await route(
        {
          ...ctx,
          history,
          expiredDeltaStatus: expiredDeltaStatus ?? 410,
          mastersBeforeWindow: mastersBeforeWindow ?? "omitted",
          safeLinks: safeLinks ?? "rewrite",
        },
        req,
      );
      await wait(req, routed);
      return routed;
    },
    internalError: (requestId) =>
      json(500, {
        error: {
          code: "generalException",
          message: "General exception while processing.",
          innerError: { "request-id": requestId, "client-request-id": requestId },
        },
      }),
  });
}
