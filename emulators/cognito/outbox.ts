/** Messages the emulator "sends": kept in the state file for tests, printed to the console. */
import { randomUUID } from "node:crypto";
import type { Context } from "./context";
import { OUTBOX_LIMIT, type MessageKind, type OutboxMessage } from "./state";

export interface SendInput {
  to: string;
  channel: "EMAIL" | "SMS";
  kind: MessageKind;
  username: string;
  subject?: string;
  body: string;
  code?: string;
}

export function send(ctx: Context, input: SendInput): OutboxMessage {
  const message: OutboxMessage = { id: randomUUID(), sentAt: new Date(ctx.now()).toISOString(), ...input };
  const outbox = ctx.store.state.outbox;
  outbox.push(message);
  if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
  ctx.log.info(`${message.channel} to ${message.to}: ${message.subject ? `${message.subject}: ` : ""}${message.body}`);
  return message;
}

/** Newest first; optionally only messages to one address/number (case-insensitive for e-mail). */
export function listOutbox(ctx: Context, filter: { to?: string; username?: string } = {}): OutboxMessage[] {
  const to = filter.to?.trim().toLowerCase();
  const username = filter.username?.trim().toLowerCase();
  return ctx.store.state.outbox
    .filter((m) => (!to || m.to.toLowerCase() === to) && (!username || m.username.toLowerCase() === username))
    .reverse();
}

export function codeMessage(kind: MessageKind, code: string): { subject: string; body: string } {
  switch (kind) {
    case "SIGN_UP":
    case "RESEND_CODE":
      return { subject: "Your verification code", body: `Your verification code is ${code}` };
    case "FORGOT_PASSWORD":
      return { subject: "Your password reset code", body: `Your password reset code is ${code}` };
    case "VERIFY_ATTRIBUTE":
      return { subject: "Your verification code", body: `Your verification code is ${code}` };
    case "EMAIL_OTP":
      return { subject: "Your sign-in code", body: `Your sign-in code is ${code}` };
    case "SMS_MFA":
      return { subject: "Your authentication code", body: `Your authentication code is ${code}` };
    case "ADMIN_CREATE_USER":
      return { subject: "Your temporary password", body: `Your temporary password is ${code}` };
  }
}
