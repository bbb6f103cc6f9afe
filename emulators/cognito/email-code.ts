/**
 * One-time codes by e-mail, for both uses Cognito puts them to: a first factor (USER_AUTH `EMAIL_OTP`) and a
 * second one after a password (e-mail MFA, also `EMAIL_OTP`). Cognito sends both with one template, the pool's
 * `EmailMfaConfiguration`, so both go through here and cannot drift apart.
 */
import { generateCode } from "./codes";
import type { Context } from "./context";
import { codeMessage, send } from "./outbox";
import type { UserRecord } from "./state";
import { maskEmail } from "./users";

/** Cognito's placeholder for the code in message templates. */
export const CODE_PLACEHOLDER = "{####}";

/** The template the pool sends e-mailed codes with: SetUserPoolMfaConfig's, or the emulator's default. */
export function emailCodeTemplate(ctx: Context): { subject: string; message: string } {
  const fallback = codeMessage("EMAIL_OTP", CODE_PLACEHOLDER);
  const set = ctx.store.state.emailMfaConfiguration;
  return { subject: set?.subject ?? fallback.subject, message: set?.message ?? fallback.body };
}

/** "a***@e***": the destination of an EMAIL_OTP challenge (the address is not confirmed to outsiders). */
export function maskEmailDestination(email: string): string {
  return maskEmail(email).replace(/(@[^.]*\*\*\*)\..*$/, "$1");
}

export interface EmailCodeDelivery {
  code: string;
  /** The ChallengeParameters that tell the client where the code went. */
  parameters: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL"; CODE_DELIVERY_DESTINATION: string };
}

/** Sends a fresh code to the user's e-mail (the outbox) and says where it went. */
export function sendEmailCode(ctx: Context, user: UserRecord): EmailCodeDelivery {
  const email = user.attributes.email as string;
  const code = generateCode();
  const { subject, message } = emailCodeTemplate(ctx);
  send(ctx, {
    to: email,
    channel: "EMAIL",
    kind: "EMAIL_OTP",
    username: user.username,
    subject,
    body: message.split(CODE_PLACEHOLDER).join(code),
    code,
  });
  return {
    code,
    parameters: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: maskEmailDestination(email) },
  };
}
