/**
 * How the Google Calendar API says what went wrong: `{"error":{"errors":[{domain,reason,message}],"code","message"}}`.
 * Throttling is 429, or 403 with reason rateLimitExceeded / userRateLimitExceeded; a 403 quotaExceeded (the
 * project's daily quota) is final, since waiting seconds will not lift it. 5xx is transient.
 */
import type { AnswerClass, ApiAnswer, ApiDialect } from "../http/retry";
import { isRecord, optionalString } from "../http/paging";

const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

function errorOf(answer: ApiAnswer): Record<string, unknown> | undefined {
  return isRecord(answer.json) && isRecord(answer.json.error) ? answer.json.error : undefined;
}

/** The `reason` of each entry of `error.errors`. */
export function googleReasons(answer: ApiAnswer): string[] {
  const errors = errorOf(answer)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    const reason = isRecord(entry) ? optionalString(entry.reason) : undefined;
    return reason ? [reason] : [];
  });
}

function classify(answer: ApiAnswer): AnswerClass {
  if (answer.status === 429) return "throttled";
  if (answer.status === 403 && googleReasons(answer).some((reason) => RATE_LIMIT_REASONS.has(reason))) {
    return "throttled";
  }
  if (answer.status >= 500) return "transient";
  return "final";
}

function describe(answer: ApiAnswer): string {
  const reasons = googleReasons(answer);
  const message = optionalString(errorOf(answer)?.message);
  const detail = reasons.length || message ? ` ${[reasons.join(", "), message].filter(Boolean).join(": ")}` : "";
  return `Google Calendar answered ${answer.status}${detail}`;
}

export const googleDialect: ApiDialect = {
  provider: "google",
  label: "Google Calendar",
  classify,
  describe,
  reason: (answer) => googleReasons(answer)[0],
};
