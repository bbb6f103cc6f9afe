/**
 * Step-up for sensitive actions: changing the password or the sign-in factors and deleting the account need a
 * sign-in within the last five minutes (the id token's auth_time; renewals keep it), so a session left open on
 * a shared computer cannot be used to take the account over. Pure; the account page wraps its services with it.
 */

export const STEP_UP_MAX_AGE_MS = 5 * 60_000;

/** The code the functions answer with (401) for the same rule, and the name of the browser's error. */
export const STEP_UP_CODE = "ReauthenticationRequired";

export class StepUpRequiredError extends Error {
  override readonly name = STEP_UP_CODE;
  constructor(message: string) {
    super(message);
  }
}

export function isStepUpRequired(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === STEP_UP_CODE;
}

/** True when the sign-in is recent enough; an unknown sign-in time is not. A clock a little behind is tolerated. */
export function recentSignIn(signedInAt: number | undefined, now: number, maxAgeMs = STEP_UP_MAX_AGE_MS): boolean {
  return signedInAt !== undefined && now - signedInAt <= maxAgeMs;
}

export function stepUpMessage(signedInAt: number | undefined, now: number): string {
  const minutes = signedInAt === undefined ? undefined : Math.max(0, Math.floor((now - signedInAt) / 60_000));
  const when = minutes === undefined ? "" : ` You signed in ${minutes === 1 ? "1 minute" : `${minutes} minutes`} ago.`;
  return `For your security, this needs a sign-in within the last 5 minutes.${when} Sign in again to continue.`;
}

/**
 * `services` with the named methods refusing (StepUpRequiredError) unless the sign-in is recent. The check runs at
 * the moment of the call, so a page left open past the five minutes asks again.
 */
export function requireRecentSignIn<T extends object>(
  services: T,
  sensitive: readonly (keyof T)[],
  signedInAt: () => number | undefined,
  now: () => number = Date.now,
): T {
  const guarded: T = { ...services };
  for (const name of sensitive) {
    const original = services[name];
    if (typeof original !== "function") continue;
    (guarded as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
      const at = signedInAt();
      const time = now();
      if (!recentSignIn(at, time)) return Promise.reject(new StepUpRequiredError(stepUpMessage(at, time)));
      return (original as (...a: unknown[]) => unknown).apply(services, args);
    };
  }
  return guarded;
}
