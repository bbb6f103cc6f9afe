/** User lookups and the views of a user that operations return. */
import { randomUUID } from "node:crypto";
import { Errors } from "./errors";
import type { Context } from "./context";
import { createVerifier } from "./srp";
import type { MfaType, UserRecord, UserStatus } from "./state";
import { WRITABLE_STANDARD_ATTRIBUTES as STANDARD_ATTRIBUTES } from "../../core/auth/standardAttributes";

export function userKey(username: string): string {
  return username.toLowerCase();
}

export function findUser(ctx: Context, username: unknown): UserRecord | undefined {
  if (typeof username !== "string") return undefined;
  return ctx.store.state.users[userKey(username)];
}

export function requireUser(ctx: Context, username: unknown): UserRecord {
  const user = findUser(ctx, username);
  if (!user) throw Errors.userNotFound();
  return user;
}

export function newUser(
  ctx: Context,
  fields: { username: string; status: UserStatus; attributes: Record<string, string>; sub?: string },
): UserRecord {
  const now = ctx.now();
  const sub = fields.sub ?? randomUUID();
  return {
    username: fields.username,
    sub,
    status: fields.status,
    enabled: true,
    attributes: { ...fields.attributes, sub },
    groups: [],
    mfa: { smsEnabled: false, totpEnabled: false },
    createdAt: now,
    updatedAt: now,
  };
}

export function setPassword(ctx: Context, user: UserRecord, password: string, temporary = false): void {
  const v = createVerifier(ctx.config.poolName, user.username, password);
  user.password = { salt: v.salt, verifier: v.verifier, setAt: ctx.now() };
  if (temporary) {
    user.password.temporaryExpiresAt = ctx.now() + ctx.config.passwordPolicy.temporaryPasswordValidityDays * 86_400_000;
  }
  user.updatedAt = ctx.now();
}

export function attributeList(user: UserRecord): Array<{ Name: string; Value: string }> {
  const names = Object.keys(user.attributes).sort((a, b) => (a === "sub" ? -1 : b === "sub" ? 1 : a.localeCompare(b)));
  return names.map((Name) => ({ Name, Value: user.attributes[Name] as string }));
}

export function isVerified(user: UserRecord, attribute: "email" | "phone_number"): boolean {
  return Boolean(user.attributes[attribute]) && user.attributes[`${attribute}_verified`] === "true";
}

/** "s***@e***" as Cognito masks destinations in CodeDeliveryDetails. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

export function maskPhone(phone: string): string {
  return `+*******${phone.slice(-4)}`;
}

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: "EMAIL" | "SMS";
  AttributeName: string;
}

export function deliveryDetails(attribute: "email" | "phone_number", value: string): CodeDeliveryDetails {
  return attribute === "email"
    ? { Destination: maskEmail(value), DeliveryMedium: "EMAIL", AttributeName: "email" }
    : { Destination: maskPhone(value), DeliveryMedium: "SMS", AttributeName: "phone_number" };
}

/**
 * MFA methods the user can be challenged with right now, in the order SELECT_MFA_TYPE lists them. E-mail codes
 * need a verified address: a changed, unverified e-mail is not where a code may go.
 */
export function enabledMfa(user: UserRecord): MfaType[] {
  const list: MfaType[] = [];
  if (user.mfa.smsEnabled && user.attributes.phone_number) list.push("SMS_MFA");
  if (user.mfa.totpEnabled && user.mfa.totpSecret) list.push("SOFTWARE_TOKEN_MFA");
  if (user.mfa.emailEnabled && isVerified(user, "email")) list.push("EMAIL_OTP");
  return list;
}

export function mfaView(user: UserRecord): {
  MFAOptions?: Array<{ DeliveryMedium: string; AttributeName: string }>;
  PreferredMfaSetting?: MfaType;
  UserMFASettingList?: MfaType[];
} {
  const list = enabledMfa(user);
  const view: ReturnType<typeof mfaView> = {};
  if (user.mfa.smsEnabled && user.attributes.phone_number)
    view.MFAOptions = [{ DeliveryMedium: "SMS", AttributeName: "phone_number" }];
  if (user.mfa.preferred && list.includes(user.mfa.preferred)) view.PreferredMfaSetting = user.mfa.preferred;
  if (list.length) view.UserMFASettingList = list;
  return view;
}

export const epochSeconds = (ms: number) => ms / 1000;

/** AdminGetUser / ListUsers shape. */
export function adminUserView(user: UserRecord) {
  return {
    Username: user.username,
    Attributes: attributeList(user),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** Attributes a user may write through UpdateUserAttributes / NEW_PASSWORD_REQUIRED. */
export const WRITABLE_STANDARD_ATTRIBUTES: ReadonlySet<string> = new Set(STANDARD_ATTRIBUTES);

export function isWritableAttribute(name: string): boolean {
  return WRITABLE_STANDARD_ATTRIBUTES.has(name) || /^custom:[\w.-]{1,20}$/.test(name);
}

/** Standard and custom attributes the pool knows (for reads/deletes and validation). */
export function isKnownAttribute(name: string): boolean {
  return isWritableAttribute(name) || ["sub", "email_verified", "phone_number_verified", "identities"].includes(name);
}
