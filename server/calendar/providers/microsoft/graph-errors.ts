/**
 * How Microsoft Graph says what went wrong: `{"error":{"code","message"}}` bodies, 429 for throttling (with or
 * without Retry-After) and 5xx for transient trouble, which the retry layer waits out.
 */
import type { AnswerClass, ApiAnswer, ApiDialect } from "../http/retry";
import { isRecord, optionalString } from "../http/paging";

function classify(answer: ApiAnswer): AnswerClass {
  if (answer.status === 429) return "throttled";
  if (answer.status >= 500) return "transient";
  return "final";
}

function errorOf(answer: ApiAnswer): Record<string, unknown> | undefined {
  return isRecord(answer.json) && isRecord(answer.json.error) ? answer.json.error : undefined;
}

function describe(answer: ApiAnswer): string {
  const error = errorOf(answer);
  const code = optionalString(error?.code);
  const message = optionalString(error?.message);
  const detail = code ? ` ${code}${message ? `: ${message}` : ""}` : "";
  return `Microsoft Graph answered ${answer.status}${detail}`;
}

export const graphDialect: ApiDialect = {
  provider: "microsoft",
  label: "Microsoft Graph",
  classify,
  describe,
  reason: (answer) => optionalString(errorOf(answer)?.code),
};
