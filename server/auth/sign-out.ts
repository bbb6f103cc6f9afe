/**
 * Revoking a signed-out session's refresh token, now or later. Sign-out always clears the browser's cookie
 * (bff.ts); when RevokeToken does not go through, the token goes to the pending-revocation queue instead of
 * staying usable: POST /api/auth/refresh refuses it from then on, and the next auth calls retry the revocation
 * (retryPendingRevocations) until Cognito confirms it or the token has expired anyway.
 */
import { ApiError } from "../http";
import { logError, logOnce } from "../log";
import type { CognitoGateway } from "./cognito";
import { tokenId, type PendingRevocation, type PendingRevocations } from "./pending-revocations";
import { openRefreshCookie, REFRESH_COOKIE_MAX_AGE_SECONDS, type RefreshCookie } from "./refresh-cookie";

/** "revoked": Cognito will refuse the token. Otherwise why it is still alive and queued. */
export type RevokeOutcome = "revoked" | "unavailable" | "misconfigured";

/** RevokeToken once (the SDK retries transient errors itself). A token Cognito already refuses counts as revoked. */
export async function revokeOnce(gateway: CognitoGateway, refreshToken: string): Promise<RevokeOutcome> {
  try {
    await gateway.revoke(refreshToken);
    return "revoked";
  } catch (err) {
    // gateway.revoke answers 500 for our settings (revocation off for the app client), 503 for an outage.
    if (err instanceof ApiError && err.status === 500) return "misconfigured";
    if (err instanceof ApiError) return "unavailable";
    throw err;
  }
}

export type SignOutResult =
  /** Cognito revoked the token (or there was none). */
  | { revoked: true }
  /** Not revoked yet: queued (refresh refuses it, later calls retry), or, when `queued` is false, not even that. */
  | { revoked: false; queued: boolean };

/** Revokes the session's token; when that fails, queues it (dated `nowSeconds`, for the retry's order). Never throws. */
export async function revokeOrQueue(
  gateway: CognitoGateway,
  pending: PendingRevocations,
  session: RefreshCookie,
  sealed: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<SignOutResult> {
  const outcome = await revokeOnce(gateway, session.rt);
  if (outcome === "revoked") return { revoked: true };
  const entry: PendingRevocation = {
    id: tokenId(session.rt),
    sealed,
    expiresAt: session.iat + REFRESH_COOKIE_MAX_AGE_SECONDS,
    queuedAt: nowSeconds,
    attempts: 1,
    reason: outcome,
  };
  try {
    await pending.put(entry);
  } catch (err) {
    logError("sign-out: RevokeToken failed and the token could not be queued for a retry", err);
    return { revoked: false, queued: false };
  }
  if (outcome === "misconfigured")
    logOnce(
      "sign-out: token revocation is off for the app client (turn on 'Enable token revocation'); signed-out refresh tokens are refused here until they expire",
    );
  return { revoked: false, queued: true };
}

export interface RetryOptions {
  key: Buffer;
  clientId: string;
  nowSeconds: number;
  /** How many queued tokens one call tries at most. */
  limit?: number;
}

/**
 * One pass over the queue, the longest queued first (a retry keeps its place: queuedAt stays): each token is revoked
 * (then dropped), dropped when it is dead anyway (expired, or its cookie no longer opens with our key, so no one can
 * use it through this site), or kept with one more attempt. Returns how many were revoked. Errors are logged, never
 * thrown: this runs beside a user's request.
 */
export async function retryPendingRevocations(
  gateway: CognitoGateway,
  pending: PendingRevocations,
  options: RetryOptions,
): Promise<number> {
  let revoked = 0;
  try {
    const entries = await pending.list(options.limit ?? 5);
    await Promise.all(
      entries.map(async (entry) => {
        if (entry.expiresAt <= options.nowSeconds) return pending.remove(entry.id);
        const session = openRefreshCookie(options.key, entry.sealed, {
          clientId: options.clientId,
          nowSeconds: options.nowSeconds,
        });
        if (!session) {
          logOnce("sign-out retry: a queued token's cookie no longer opens (key or app client changed); dropped");
          return pending.remove(entry.id);
        }
        const outcome = await revokeOnce(gateway, session.rt);
        if (outcome === "revoked") {
          revoked++;
          return pending.remove(entry.id);
        }
        return pending.put({ ...entry, attempts: entry.attempts + 1, reason: outcome });
      }),
    );
  } catch (err) {
    logError("sign-out retry: the pending revocations could not be processed", err);
  }
  return revoked;
}

/** Runs `task` at most once per `intervalMs` in this instance (a warm function keeps the timestamp). */
export function throttled(
  intervalMs: number,
  now: () => number = Date.now,
): (task: () => Promise<unknown>) => Promise<void> {
  let last = -Infinity;
  return async (task) => {
    const t = now();
    if (t - last < intervalMs) return;
    last = t;
    await task();
  };
}
