/**
 * One contact request from start to finish, whatever the transport (a plain form post or the page's JSON call):
 * spam rules (honeypot, fill time), validation, the rate limits, delivery to sales with the visitor as Reply-To,
 * then the acknowledgment. It never throws: every way it can end is an outcome with a message for the visitor,
 * and each refusal carries a token for sending the same form again, so nothing they typed has to be lost.
 */
import type { MailSettings } from "../mail/settings";
import type { SendOptions, SendResult, OutgoingMail } from "../mail/send";
import { HONEYPOT_FIELD, TOKEN_FIELD, type FieldErrors } from "../../core/contact/rules";
import { findTopic, type ContactTopic } from "../../core/contact/topics";
import { checkToken, issueToken } from "./form-token";
import type { ContactKeys } from "./keys";
import { acknowledgmentMail, salesMail } from "./messages";
import type { LimitScope } from "./limits";
import type { ContactRateLimiter } from "./rate-limit";
import { ContactShapeError, parseContact } from "./schema";
import { MESSAGES, rateLimitMessage } from "./texts";

export { MESSAGES };

export type RefusalCode = "SpamSuspected" | "TooFast" | "FormExpired" | "FormCheckFailed";
export type FailureCode = "DeliveryFailed" | "ServerMisconfigured" | "ServiceUnavailable";

export type ContactOutcome =
  | { kind: "sent"; email: string; acknowledged: boolean }
  | { kind: "malformed"; message: string; retryToken?: string }
  | { kind: "invalid"; errors: FieldErrors; retryToken?: string }
  | { kind: "refused"; code: RefusalCode; message: string; retryToken?: string }
  | { kind: "rate-limited"; scope: LimitScope; retryAfterSeconds: number; message: string; retryToken?: string }
  | { kind: "failed"; code: FailureCode; message: string; retryToken?: string };

export interface ContactDeps {
  now(): number;
  /** The shortest time from the token's issue to a send that a person could take (form-token.ts). */
  minFillMs(): number;
  topics(): readonly ContactTopic[] | null;
  keys(requestOnLoopback: boolean): ContactKeys | null;
  mailSettings(requestOnLoopback: boolean): MailSettings | null;
  /** Throws when the table is not configured. */
  limiter(keys: ContactKeys): ContactRateLimiter;
  send(settings: MailSettings, mail: OutgoingMail, options?: SendOptions): Promise<SendResult>;
  log(message: string): void;
}

export interface ContactCall {
  body: Readonly<Record<string, unknown>>;
  /** The token from the no-JavaScript cookie, used when the body has none. */
  cookieToken?: string;
  /** The client address as the rate limit counts it (client-address.ts). */
  client: string;
  requestOnLoopback: boolean;
}

/** The whole request must end well inside the host's function limit (10 s on Netlify by default). */
export const TIME_BUDGET_MS = 8_500;
/** Below this much time left, the acknowledgment is not attempted (the sales mail went; that is what counts). */
const ACK_MIN_MS = 1_500;

function textField(body: Readonly<Record<string, unknown>>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : "";
}

export async function submitContact(call: ContactCall, deps: ContactDeps): Promise<ContactOutcome> {
  const started = deps.now();
  const keys = deps.keys(call.requestOnLoopback);
  const topics = deps.topics();
  if (!keys || !topics) return { kind: "failed", code: "ServerMisconfigured", message: MESSAGES.misconfigured };

  const given = textField(call.body, TOKEN_FIELD) || call.cookieToken || "";
  const token = checkToken(keys.token, given || undefined, started, deps.minFillMs());
  // A form sent again keeps its valid token (the visitor has already spent the time); any other gets a new one.
  const retryToken = token.ok ? given : issueToken(keys.token, started);

  if (textField(call.body, HONEYPOT_FIELD).trim() !== "" || Array.isArray(call.body[HONEYPOT_FIELD]))
    return { kind: "refused", code: "SpamSuspected", message: MESSAGES.honeypot, retryToken };

  let validation;
  try {
    validation = parseContact(
      call.body,
      topics.map((t) => t.value),
    );
  } catch (err) {
    if (err instanceof ContactShapeError) return { kind: "malformed", message: err.message, retryToken };
    throw err;
  }
  if (!validation.ok) return { kind: "invalid", errors: validation.errors, retryToken };

  if (!token.ok) {
    if (token.reason === "too-fast") return { kind: "refused", code: "TooFast", message: MESSAGES.tooFast, retryToken };
    if (token.reason === "expired")
      return { kind: "refused", code: "FormExpired", message: MESSAGES.expired, retryToken };
    return { kind: "refused", code: "FormCheckFailed", message: MESSAGES.check, retryToken };
  }

  const settings = deps.mailSettings(call.requestOnLoopback);
  if (!settings) return { kind: "failed", code: "ServerMisconfigured", message: MESSAGES.misconfigured, retryToken };

  const request = validation.value;
  let reservation;
  try {
    reservation = await deps.limiter(keys).reserve(
      [
        { scope: "email", value: request.email },
        { scope: "ip", value: call.client },
      ],
      started,
    );
  } catch (err) {
    deps.log(`contact: the rate limit table could not be used: ${(err as Error)?.name}: ${(err as Error)?.message}`);
    return { kind: "failed", code: "ServiceUnavailable", message: MESSAGES.unavailable, retryToken };
  }
  if (!reservation.ok)
    return {
      kind: "rate-limited",
      scope: reservation.scope,
      retryAfterSeconds: reservation.retryAfterSeconds,
      message: rateLimitMessage(reservation.scope, reservation.retryAfterSeconds),
      retryToken,
    };

  // Validation accepted only a topic of this list; the fallback keeps the value readable if that ever changes.
  const topic = findTopic(topics, request.topic) ?? { label: request.topic, group: "Services" as const };
  const left = () => TIME_BUDGET_MS - (deps.now() - started);
  const sales = await deps.send(
    settings,
    salesMail(request, settings.salesTo, { topic, receivedAt: new Date(started) }),
    {
      deadlineMs: Math.min(settings.timeoutMs + 1_000, left() - ACK_MIN_MS),
    },
  );
  if (!sales.ok) {
    await reservation.release();
    deps.log(`contact: the request could not be delivered to sales: ${sales.failure.kind}: ${sales.failure.detail}`);
    return { kind: "failed", code: "DeliveryFailed", message: MESSAGES.delivery, retryToken };
  }

  let acknowledged = false;
  if (left() >= ACK_MIN_MS) {
    const ack = await deps.send(settings, acknowledgmentMail(request.email, settings.salesTo), { deadlineMs: left() });
    acknowledged = ack.ok;
    if (!ack.ok) deps.log(`contact: the acknowledgment could not be sent: ${ack.failure.kind}: ${ack.failure.detail}`);
  } else {
    deps.log("contact: no time left for the acknowledgment; the request itself was delivered");
  }
  return { kind: "sent", email: request.email, acknowledged };
}
