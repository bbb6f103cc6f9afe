/**
 * Step-up (server/security/sign-in-time.ts) holds against a page taking its own access token straight to Cognito
 * only while that token lives at most 5 minutes, an app-client setting no code of ours can enforce. The sign-in
 * path logs a longer lifetime once it sees a token; this reads the setting itself from Cognito
 * (DescribeUserPoolClient), so GET /api/health reports it and a deployment hears of it before anyone signs in.
 * Pure apart from the one call, which never throws: a reading that fails is 'unknown', never an error page.
 */
import {
  DescribeUserPoolClientCommand,
  type CognitoIdentityProviderClient,
  type UserPoolClientType,
} from "@aws-sdk/client-cognito-identity-provider";

/**
 * The longest access-token lifetime step-up allows: sign-in-time.ts's STEP_UP_ACCESS_TOKEN_SECONDS, written again
 * so /api/health does not bundle the session code (access-token-lifetime.test.ts keeps the two equal).
 */
export const MAX_ACCESS_TOKEN_SECONDS = 300;

export type AccessTokenLifetime =
  | { status: "ok" | "too-long"; seconds: number; maxSeconds: number }
  /** `reason` is safe to show anyone (an error's name, never its message, which can carry account ids). */
  | { status: "unknown"; reason: string; maxSeconds: number };

const UNIT_SECONDS: Readonly<Record<string, number>> = { seconds: 1, minutes: 60, hours: 3_600, days: 86_400 };

/** The app client's access-token lifetime in seconds; null for a unit Cognito does not have. */
export function accessTokenSeconds(
  client: Pick<UserPoolClientType, "AccessTokenValidity" | "TokenValidityUnits">,
): number | null {
  // Cognito's defaults when the client never set them: a validity of 1 and the unit hours.
  const unit = UNIT_SECONDS[client.TokenValidityUnits?.AccessToken ?? "hours"];
  return unit === undefined ? null : (client.AccessTokenValidity ?? 1) * unit;
}

export function judgeLifetime(seconds: number): AccessTokenLifetime {
  const status = seconds <= MAX_ACCESS_TOKEN_SECONDS ? "ok" : "too-long";
  return { status, seconds, maxSeconds: MAX_ACCESS_TOKEN_SECONDS };
}

export const unknownLifetime = (reason: string): AccessTokenLifetime => ({
  status: "unknown",
  reason,
  maxSeconds: MAX_ACCESS_TOKEN_SECONDS,
});

export interface LifetimeSource {
  /** An IAM-signed client of the user pool (DescribeUserPoolClient is an admin operation). */
  client: Pick<CognitoIdentityProviderClient, "send">;
  userPoolId: string;
  clientId: string;
  /** /api/health answers within this even when Cognito does not (3 s). */
  timeoutMs?: number;
}

/** Reads the lifetime from Cognito; `onError` gets the whole error (for the log), the answer only its name. */
export async function readAccessTokenLifetime(
  source: LifetimeSource,
  onError: (err: unknown) => void = () => undefined,
): Promise<AccessTokenLifetime> {
  try {
    const out = await source.client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: source.userPoolId, ClientId: source.clientId }),
      { abortSignal: AbortSignal.timeout(source.timeoutMs ?? 3_000) },
    );
    const seconds = out.UserPoolClient ? accessTokenSeconds(out.UserPoolClient) : null;
    return seconds === null ? unknownLifetime("unreadable app client") : judgeLifetime(seconds);
  } catch (err) {
    onError(err);
    const name = (err as { name?: unknown } | null)?.name;
    return unknownLifetime(`DescribeUserPoolClient: ${typeof name === "string" ? name : "failed"}`);
  }
}

/**
 * One reading shared by every caller until it is `freshMs` old (5 minutes; an 'unknown' one, 1 minute): a public
 * /api/health then costs Cognito at most one call per instance and period, and a fixed app client shows soon.
 */
export function cachedLifetime(
  read: () => Promise<AccessTokenLifetime>,
  now: () => number = Date.now,
  freshMs = { known: 5 * 60_000, unknown: 60_000 },
): () => Promise<AccessTokenLifetime> {
  interface Held {
    at: number;
    reading: Promise<AccessTokenLifetime>;
    /** Set once the reading is in; until then every caller shares it. */
    status?: AccessTokenLifetime["status"];
  }
  let held: Held | null = null;
  const stale = (h: Held, t: number) =>
    h.status !== undefined && t - h.at >= (h.status === "unknown" ? freshMs.unknown : freshMs.known);
  return () => {
    const t = now();
    if (!held || stale(held, t)) {
      const entry: Held = { at: t, reading: read() };
      entry.reading.then(
        (r) => (entry.status = r.status),
        () => (entry.status = "unknown"),
      );
      held = entry;
    }
    return held.reading;
  };
}
