/**
 * The browser's half of the server-held refresh token (backend-for-frontend). After a sign-in, the refresh token
 * goes to POST /api/auth/session, which keeps it in an HttpOnly cookie, and leaves browser storage: a script on
 * the page can then read at most an hour-long access token, never the 30-day credential. New tokens come from
 * POST /api/auth/refresh and are filed where amazon-cognito-identity-js reads them, so the library and the
 * pages work exactly as before; sign-out revokes the token through POST /api/auth/revoke.
 *
 * When the hand-over fails (after two more tries for a network error or a 5xx), the browser drops the refresh
 * token rather than keep it: kept, any script on the page could renew tokens straight at Cognito and change the
 * account's sign-in methods past the functions' step-up. The sign-in then ends when its tokens expire, and the
 * page says so.
 */
import type { ICognitoStorage } from "amazon-cognito-identity-js";
import { cognitoKeyPrefix, cognitoStorageKeys, decodeJwtClaims } from "../../../core/auth/jwtClaims";
import { endedReasonOf } from "../../../core/auth/sessionLimits";
import { parseVerifiedContact, type VerifiedContact } from "../../../core/auth/contact";

export interface ServerSessionOptions {
  clientId: string;
  fetch: typeof fetch;
  /** Where the functions live; "/api/auth" on the site itself. */
  base?: string;
  log?: Pick<Console, "warn">;
  now?: () => number;
  /** Waits before a retry of the hand-over (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

/** The waits before the second and third hand-over attempts. */
export const HAND_OVER_RETRY_MS = [500, 1500] as const;

export interface HandOver {
  /** The server now holds the refresh token; when false it could not, and the token is gone from the browser too. */
  held: boolean;
  /** The contact status the server read while it checked the sign-in; null when it sent none. */
  contact: VerifiedContact | null;
}

export interface ServerSession {
  /** After a sign-in: hands the stored refresh token to the server. */
  handOver(storage: ICognitoStorage): Promise<HandOver>;
  /** Whether the signed-in user's refresh token is held by the server (the library then cannot refresh alone). */
  isServerHeld(storage: ICognitoStorage): boolean;
  /** New id and access tokens from the server, filed for the library. Rejects with NotAuthorizedException when refused. */
  renew(storage: ICognitoStorage): Promise<void>;
  /**
   * Sign-out: the server drops its cookie and revokes the refresh token. `confirmed` is false when the server
   * could not confirm the revocation (it queued it) or could not be reached. Never rejects (sign-out must go on).
   */
  end(storage: ICognitoStorage): Promise<{ confirmed: boolean }>;
}

type Keys = ReturnType<typeof cognitoStorageKeys>;

/** An error the session layer treats like the library's refused refresh: the user must sign in again. */
export function refusedSession(message: string, ended?: "idle" | "absolute"): Error {
  return Object.assign(new Error(message), {
    code: "NotAuthorizedException",
    name: "NotAuthorizedException",
    ...(ended ? { ended } : {}),
  });
}

/** Past one of its limits the server says which, in the sentence the page's own time-out uses. */
async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const reason = endedReasonOf(body?.error?.code);
  const message = body?.error?.message;
  if (reason && typeof message === "string" && message) return refusedSession(message, reason);
  return refusedSession("Your session has ended. Please sign in again.");
}

export function createServerSession({
  clientId,
  fetch: fetchImpl,
  base = "/api/auth",
  log = console,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: ServerSessionOptions): ServerSession {
  // Called as a plain function: a browser's fetch refuses to run with another `this`.
  const post = (path: string, body?: unknown) =>
    fetchImpl(`${base}/${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const currentKeys = (storage: ICognitoStorage): Keys | null => {
    const username = storage.getItem(`${cognitoKeyPrefix(clientId)}.LastAuthUser`);
    return username ? cognitoStorageKeys(clientId, username) : null;
  };

  return {
    async handOver(storage) {
      const keys = currentKeys(storage);
      if (!keys) return { held: false, contact: null };
      const refreshToken = storage.getItem(keys.refreshToken);
      const idToken = storage.getItem(keys.idToken);
      const accessToken = storage.getItem(keys.accessToken);
      if (!refreshToken || !idToken || !accessToken)
        return { held: storage.getItem(keys.serverHeld) === "1", contact: null };
      const failed = (why: string, error?: unknown): HandOver => {
        log.warn(`Sign-in: ${why}; the sign-in lasts until its tokens expire.`, ...(error ? [error] : []));
        storage.removeItem(keys.refreshToken);
        return { held: false, contact: null };
      };
      // A network error, a 5xx or a 429 is tried again twice; any other answer is final.
      let response: Response | null = null;
      let error: unknown;
      for (let attempt = 0; attempt <= HAND_OVER_RETRY_MS.length; attempt++) {
        if (attempt > 0) await sleep(HAND_OVER_RETRY_MS[attempt - 1] as number);
        try {
          response = await post("session", { idToken, accessToken, refreshToken });
        } catch (e) {
          [response, error] = [null, e];
          continue;
        }
        if (response.status < 500 && response.status !== 429) break;
      }
      if (!response) return failed("the site's session service could not be reached", error);
      if (!response.ok) return failed(`the site's session service answered ${response.status}`);
      storage.setItem(keys.serverHeld, "1");
      storage.removeItem(keys.refreshToken);
      const body = (await response.json().catch(() => null)) as { contact?: unknown } | null;
      return { held: true, contact: parseVerifiedContact(body?.contact) };
    },

    isServerHeld(storage) {
      const keys = currentKeys(storage);
      return keys !== null && storage.getItem(keys.serverHeld) === "1" && !storage.getItem(keys.refreshToken);
    },

    async renew(storage) {
      const keys = currentKeys(storage);
      if (!keys) throw refusedSession("User is not authenticated");
      // A network failure rejects with the browser's TypeError: the session layer retries those with backoff.
      const response = await post("refresh");
      if (response.status === 401) {
        storage.removeItem(keys.serverHeld);
        throw await refusal(response);
      }
      if (!response.ok) throw new Error(`The session service answered ${response.status}.`);
      const body = (await response.json()) as { idToken?: unknown; accessToken?: unknown };
      if (typeof body.idToken !== "string" || typeof body.accessToken !== "string") {
        throw new Error("The session service sent no tokens.");
      }
      // The library's clock drift: how far our clock is from the issuer's (iat is the issuer's "now").
      const iat = decodeJwtClaims(body.idToken).iat;
      const drift = typeof iat === "number" ? Math.floor(now() / 1000) - iat : 0;
      storage.setItem(keys.idToken, body.idToken);
      storage.setItem(keys.accessToken, body.accessToken);
      storage.setItem(keys.clockDrift, String(drift));
    },

    async end(storage) {
      const keys = currentKeys(storage);
      if (keys) storage.removeItem(keys.serverHeld);
      try {
        const response = await post("revoke");
        // 200: revoked; 202: not yet (the server refuses the token and keeps trying); 401: no session to end.
        if (response.status === 200 || response.status === 401) return { confirmed: true };
        log.warn(`Sign-out: the session service answered ${response.status}; the sign-out is not confirmed.`);
      } catch (error) {
        log.warn("Sign-out: the site's session service could not be reached.", error);
      }
      return { confirmed: false };
    },
  };
}
