/**
 * The security e-mails, as pure functions: a new sign-in from a device we have not seen, a changed password,
 * changed MFA factors, a passkey added or removed, a changed e-mail address or phone number. Each says what
 * happened, when and from where (as far as we know), and what to do if it was not the reader: fixed sentences with
 * only our own values (device labels, factor names, passkey names the pool reports, addresses shown masked, so a
 * notice read by someone else gives little away), everything escaped by renderMail.
 */
import { site } from "../../core/config/site";
import { headerText, renderMail, type Block } from "../mail/compose";
import type { OutgoingMail } from "../mail/send";
import type { PasskeySummary, SecurityChange } from "./state";

export interface NoticeContext {
  /** The account's verified e-mail address, or its last verified one while a newer one is not confirmed. */
  to: string;
  at: Date;
  /** 'Chrome on Windows' */
  device?: string;
  /** The client's address as the edge reported it ("unknown" when none). */
  address?: string;
}

const FACTORS: Record<string, string> = {
  SOFTWARE_TOKEN_MFA: "authenticator app",
  SMS_MFA: "text message (SMS)",
  EMAIL_OTP: "code by e-mail",
};

export function factorNames(list: readonly string[]): string {
  return list.length ? list.map((f) => FACTORS[f] ?? f).join(", ") : "none";
}

const passkeyNames = (passkeys: readonly PasskeySummary[]) => passkeys.map((p) => p.name || "passkey").join(", ");

/** 'a***@example.com': enough for the owner to recognize it (the domain, the first letter), no more. */
export function maskEmail(address: string | null): string {
  if (!address) return "none";
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** 'a number ending in 0123', as Cognito shows where it sent a code. */
export function maskPhone(phone: string | null): string {
  if (!phone) return "none";
  const digits = phone.replace(/\D/g, "");
  return digits.length > 4 ? `a number ending in ${digits.slice(-4)}` : "a number";
}

function accountUrl(): string {
  return `${site.url}/admin/account/`;
}

function notice(
  ctx: NoticeContext,
  subject: string,
  heading: string,
  what: string,
  rows: [string, string][],
): OutgoingMail {
  const blocks: Block[] = [
    { kind: "paragraph", text: what },
    {
      kind: "fields",
      rows: [
        ["When", ctx.at.toUTCString()],
        ["Device", ctx.device ?? ""],
        ["Network address", ctx.address && ctx.address !== "unknown" ? ctx.address : ""],
        ...rows,
      ],
    },
    { kind: "paragraph", text: "If this was you, there is nothing to do." },
    {
      kind: "paragraph",
      text: `If it was not you, change your password now at ${accountUrl()}, choose 'Sign out everywhere' there, and tell us at ${site.email} or ${site.phone}.`,
    },
  ];
  const body = renderMail({
    heading,
    blocks,
    footer: `A security notice about your ${site.brand} admin account, sent to ${ctx.to}. We send these for every change to how you sign in; they cannot be turned off.`,
  });
  return {
    to: { name: "", address: ctx.to },
    subject: headerText(`${subject} - ${site.brand}`, 150),
    // RFC 3834: automatic; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-generated" },
    ...body,
  };
}

export function newSignInMail(ctx: NoticeContext): OutgoingMail {
  return notice(
    ctx,
    "New sign-in to your account",
    "New sign-in from a device we have not seen",
    `Someone signed in to your ${site.brand} admin account from a device or browser that has not signed in to it before.`,
    [],
  );
}

export function passwordChangedMail(ctx: NoticeContext): OutgoingMail {
  return notice(
    ctx,
    "Your password was changed",
    "Your password was changed",
    `The password of your ${site.brand} admin account was changed.`,
    [],
  );
}

export function authenticatorAppMail(ctx: NoticeContext): OutgoingMail {
  return notice(
    ctx,
    "An authenticator app was set up",
    "An authenticator app was set up for your account",
    `A new authenticator app was set up for your ${site.brand} admin account: its codes now replace any earlier app's.`,
    [],
  );
}

export function changeMail(change: SecurityChange, ctx: NoticeContext): OutgoingMail {
  switch (change.kind) {
    case "mfa-changed":
      return notice(
        ctx,
        "Your sign-in verification changed",
        "Your multi-factor authentication changed",
        `The second steps that protect your ${site.brand} admin account were changed.`,
        [
          ["Before", factorNames(change.before)],
          ["Now", factorNames(change.after)],
        ],
      );
    case "passkey-added":
      return notice(
        ctx,
        "A passkey was added to your account",
        "A passkey was added to your account",
        `A passkey was added to your ${site.brand} admin account: it can now sign in without a password.`,
        [["Passkey", passkeyNames(change.passkeys)]],
      );
    case "passkey-removed":
      return notice(
        ctx,
        "A passkey was removed from your account",
        "A passkey was removed from your account",
        `A passkey was removed from your ${site.brand} admin account: it can no longer sign in.`,
        [["Passkey", passkeyNames(change.passkeys)]],
      );
    case "email-changed":
      return notice(
        ctx,
        "Your e-mail address was changed",
        "The e-mail address of your account was changed",
        `The e-mail address of your ${site.brand} admin account was changed. We send this to the last address ` +
          `you confirmed${change.verified ? "" : ", and keep sending security notices here until the new one is confirmed"}.`,
        [
          ["Before", maskEmail(change.before)],
          ["Now", `${maskEmail(change.after)}${change.after && !change.verified ? " (not confirmed yet)" : ""}`],
        ],
      );
    case "phone-changed":
      return notice(
        ctx,
        "Your phone number was changed",
        "The phone number of your account was changed",
        `The phone number of your ${site.brand} admin account, where text-message codes go, was ${
          change.after === null ? "removed" : change.before === null ? "added" : "changed"
        }.`,
        [
          ["Before", maskPhone(change.before)],
          ["Now", maskPhone(change.after)],
        ],
      );
  }
}
