/** Storage of one-time codes per user and purpose, and sending them through the outbox. */
import { checkCode, codeError, issueCode } from "../codes";
import type { Context } from "../context";
import { codeMessage, send } from "../outbox";
import type { CodePurpose, MessageKind, UserRecord } from "../state";
import { deliveryDetails, type CodeDeliveryDetails } from "../users";

export function codeKey(purpose: CodePurpose, username: string, attribute = ""): string {
  return `${purpose}:${username.toLowerCase()}:${attribute}`;
}

function ttlSeconds(ctx: Context, purpose: CodePurpose): number {
  if (purpose === "SIGN_UP") return ctx.config.signUpCodeTtlSeconds;
  if (purpose === "FORGOT_PASSWORD") return ctx.config.forgotPasswordCodeTtlSeconds;
  return ctx.config.attributeCodeTtlSeconds;
}

/** Issues a new code (replacing any earlier one) and "sends" it to the user's e-mail or phone. */
export function sendCode(
  ctx: Context,
  user: UserRecord,
  purpose: CodePurpose,
  kind: MessageKind,
  attribute: "email" | "phone_number",
): CodeDeliveryDetails {
  const record = issueCode(ctx.now(), ttlSeconds(ctx, purpose) * 1000);
  const keyAttribute = purpose === "VERIFY_ATTRIBUTE" ? attribute : "";
  ctx.store.state.codes[codeKey(purpose, user.username, keyAttribute)] = {
    ...record,
    purpose,
    username: user.username,
    attribute,
  };
  const to = user.attributes[attribute] as string;
  const { subject, body } = codeMessage(kind, record.code);
  send(ctx, {
    to,
    channel: attribute === "email" ? "EMAIL" : "SMS",
    kind,
    username: user.username,
    subject,
    body,
    code: record.code,
  });
  return deliveryDetails(attribute, to);
}

/** Checks and (on success) consumes a code; throws Cognito's error otherwise. */
export function consumeCode(ctx: Context, user: UserRecord, purpose: CodePurpose, given: string, attribute = ""): void {
  const key = codeKey(purpose, user.username, attribute);
  const record = ctx.store.state.codes[key];
  const result = checkCode(record, given, ctx.now(), ctx.config.maxCodeFailures);
  if (result !== "ok") throw codeError(result);
  delete ctx.store.state.codes[key];
}
