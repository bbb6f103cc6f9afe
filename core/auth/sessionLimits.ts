/**
 * Session time-outs, pure: the configured limits and what they mean at a given moment.
 * - Idle: no activity in any tab of the site for `idleMs` ends the session; a warning comes `warningMs` before.
 * - Absolute: `absoluteMs` after the sign-in itself (the id token's auth_time, which renewals keep), the session
 *   ends however active the person is, so a stolen or forgotten session cannot be kept alive for ever.
 * The browser part (src/auth/session/SessionTimeout.tsx) feeds it the shared last-activity time and acts on the
 * verdict; the functions (server/auth/bff.ts) refuse a refresh past either limit, from the session cookie's
 * sign-in time and last refresh.
 */

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
  /** How long before the idle end the warning shows. */
  warningMs: number;
}

export const SESSION_LIMIT_VARIABLES = {
  idleMinutes: "GATSBY_SESSION_IDLE_MINUTES",
  maxHours: "GATSBY_SESSION_MAX_HOURS",
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR, warningMs: MINUTE };

/** Bounds that keep the warning meaningful (idle above the one-minute warning) and the session finite. */
const IDLE_MINUTES = { min: 2, max: 24 * 60 };
const MAX_HOURS = { min: 1, max: 30 * 24 };

function wholeNumber(
  name: string,
  raw: string | undefined,
  bounds: { min: number; max: number },
  unit: string,
  problems: string[],
): number | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    problems.push(
      `${name} must be a whole number of ${unit} from ${bounds.min} to ${bounds.max}, got "${raw}"; the default is used.`,
    );
    return undefined;
  }
  return value;
}

/** The limits from the build's variables; a bad value keeps its default and is reported by name. */
export function sessionLimitsFrom(env: Record<string, string | undefined>): {
  limits: SessionLimits;
  problems: string[];
} {
  const problems: string[] = [];
  const idle = wholeNumber(
    SESSION_LIMIT_VARIABLES.idleMinutes,
    env.GATSBY_SESSION_IDLE_MINUTES,
    IDLE_MINUTES,
    "minutes",
    problems,
  );
  const max = wholeNumber(SESSION_LIMIT_VARIABLES.maxHours, env.GATSBY_SESSION_MAX_HOURS, MAX_HOURS, "hours", problems);
  return {
    limits: {
      ...DEFAULT_SESSION_LIMITS,
      ...(idle !== undefined ? { idleMs: idle * MINUTE } : {}),
      ...(max !== undefined ? { absoluteMs: max * HOUR } : {}),
    },
    problems,
  };
}

export type SessionVerdict =
  | { phase: "active"; nextCheckAt: number }
  | { phase: "warning"; endsAt: number }
  | { phase: "ended"; reason: "idle" | "absolute" };

export interface SessionMoment {
  now: number;
  /** Last activity in any tab (ms since the epoch). */
  lastActivity: number;
  /** When the person signed in (auth_time), if known. */
  signedInAt?: number;
  limits: SessionLimits;
}

/** Where the session stands now, and when to look again while it is active. */
export function sessionVerdict({ now, lastActivity, signedInAt, limits }: SessionMoment): SessionVerdict {
  const absoluteEnd = signedInAt !== undefined ? signedInAt + limits.absoluteMs : Infinity;
  if (now >= absoluteEnd) return { phase: "ended", reason: "absolute" };
  const idleEnd = lastActivity + limits.idleMs;
  if (now >= idleEnd) return { phase: "ended", reason: "idle" };
  // When the absolute end comes first, 'Stay signed in' could not postpone it: no idle warning, just that end.
  if (idleEnd > absoluteEnd) return { phase: "active", nextCheckAt: absoluteEnd };
  const warnAt = idleEnd - limits.warningMs;
  if (now >= warnAt) return { phase: "warning", endsAt: idleEnd };
  return { phase: "active", nextCheckAt: warnAt };
}

/** What the person is told on /login/ after a time-out. */
export function endedMessage(reason: "idle" | "absolute", limits: SessionLimits): string {
  if (reason === "idle") {
    return `You were signed out after ${Math.round(limits.idleMs / MINUTE)} minutes without activity. Please sign in again.`;
  }
  return `Your sign-in reached its limit of ${Math.round(limits.absoluteMs / HOUR)} hours. Please sign in again.`;
}

/** Seconds left, for the warning's countdown (never negative). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The functions' 401 codes when a refresh comes past a limit; the message is `endedMessage`'s. */
export const SESSION_ENDED_CODES = { idle: "SessionIdle", absolute: "SessionLimit" } as const;

/** The limit a refused refresh names, or null for any other refusal. */
export function endedReasonOf(code: unknown): "idle" | "absolute" | null {
  if (code === SESSION_ENDED_CODES.idle) return "idle";
  if (code === SESSION_ENDED_CODES.absolute) return "absolute";
  return null;
}

/** How long after its access token expired an open tab has surely renewed it (it renews a minute before). */
export const RENEWAL_SLACK_MS = 2 * MINUTE;

export interface RenewalMoment {
  now: number;
  /** When the person signed in (auth_time), ms. */
  signedInAt: number;
  /** The session's last renewal, ms. */
  lastRenewal: number;
  /** When the access token of that renewal expires, ms, if known. */
  tokenExpiry?: number;
  limits: SessionLimits;
}

/**
 * Whether a session ended by its limits, judged by the functions from what the session cookie they sealed says.
 * They see renewals, not the person: an open tab renews a minute before each access token expires, whether the
 * person is there or not (its own timer signs an idle person out), so a gap longer than the idle limit, and past
 * the last token's expiry, means no tab has been open: that session is idle. The absolute limit needs no such care.
 */
export function endedByLimits({
  now,
  signedInAt,
  lastRenewal,
  tokenExpiry,
  limits,
}: RenewalMoment): "idle" | "absolute" | null {
  if (now >= signedInAt + limits.absoluteMs) return "absolute";
  const idleEnd = Math.max(lastRenewal + limits.idleMs, (tokenExpiry ?? 0) + RENEWAL_SLACK_MS);
  return now >= idleEnd ? "idle" : null;
}
