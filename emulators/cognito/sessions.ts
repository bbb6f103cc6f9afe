/**
 * Challenge sessions: the opaque `Session` strings of InitiateAuth / RespondToAuthChallenge /
 * AssociateSoftwareToken / VerifySoftwareToken. Each is bound to one user, one app client and one
 * challenge, expires (3 minutes like Cognito) and is single-use: answering it (successfully, or
 * with a wrong password) retires it, and the next step gets a new one.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "./context";
import type { ChallengeName, ChallengeSession, SignInProgress } from "./challenge-session";
import { CognitoError, Errors } from "./errors";

const USED_MARK_TTL_MS = 10 * 60 * 1000;
const usedMarks = new WeakMap<Map<string, ChallengeSession>, Map<string, number>>();

function used(ctx: Context): Map<string, number> {
  let map = usedMarks.get(ctx.sessions);
  if (!map) {
    map = new Map();
    usedMarks.set(ctx.sessions, map);
  }
  return map;
}

function prune(ctx: Context): void {
  const now = ctx.now();
  for (const [id, s] of ctx.sessions) if (s.expiresAt + USED_MARK_TTL_MS < now) ctx.sessions.delete(id);
  for (const [id, until] of used(ctx)) if (until < now) used(ctx).delete(id);
}

export function createSession(
  ctx: Context,
  challenge: ChallengeName,
  progress: SignInProgress,
  extra: Partial<
    Pick<
      ChallengeSession,
      "srp" | "smsCode" | "emailCode" | "webAuthn" | "decoy" | "pendingTotpSecret" | "totpVerified"
    >
  > = {},
): ChallengeSession {
  if (ctx.sessions.size > 1000) prune(ctx);
  const now = ctx.now();
  const session: ChallengeSession = {
    id: randomBytes(96).toString("base64url"),
    challenge,
    progress: { ...progress },
    createdAt: now,
    expiresAt: now + ctx.config.sessionTtlSeconds * 1000,
    failures: 0,
    ...extra,
  };
  ctx.sessions.set(session.id, session);
  return session;
}

/**
 * Looks a session up without consuming it. Refuses unknown, used, expired and mismatched ones
 * with Cognito's NotAuthorizedException messages.
 */
export function getSession(
  ctx: Context,
  id: unknown,
  expect: { challenges: readonly ChallengeName[]; clientId?: string },
): ChallengeSession {
  if (typeof id !== "string" || id.length === 0) throw Errors.missingParameter("Session");
  if (id.length > 2048) throw Errors.validation("session", "Member must have length less than or equal to 2048");
  if (used(ctx).has(id)) throw Errors.sessionUsed();
  const session = ctx.sessions.get(id);
  if (!session) throw Errors.sessionInvalid();
  if (ctx.now() >= session.expiresAt) {
    retire(ctx, session);
    throw Errors.sessionExpired();
  }
  if (!expect.challenges.includes(session.challenge)) {
    throw new CognitoError(
      "InvalidParameterException",
      `Invalid session for the challenge: expected ${session.challenge}.`,
    );
  }
  if (expect.clientId !== undefined && expect.clientId !== session.progress.clientId) throw Errors.sessionInvalid();
  return session;
}

/** Marks a session as used: a later attempt with it gets "session can only be used once". */
export function retire(ctx: Context, session: ChallengeSession): void {
  ctx.sessions.delete(session.id);
  used(ctx).set(session.id, ctx.now() + USED_MARK_TTL_MS);
}

/** Counts a wrong answer; after the limit the session is retired and LimitExceededException raised. */
export function recordFailure(ctx: Context, session: ChallengeSession, error: CognitoError): never {
  session.failures += 1;
  if (session.failures >= ctx.config.maxCodeFailures) {
    retire(ctx, session);
    throw Errors.attemptsExceeded();
  }
  throw error;
}

export function findSessionBySecretBlock(ctx: Context, secretBlock: unknown): ChallengeSession | undefined {
  if (typeof secretBlock !== "string") return undefined;
  for (const s of ctx.sessions.values()) if (s.srp?.secretBlock === secretBlock) return s;
  return undefined;
}
