/** SetUserSettings, SetUserMFAPreference (SMS, TOTP and e-mail MFA), AssociateSoftwareToken, VerifySoftwareToken. */
import type { Context } from "../context";
import { CognitoError, Errors } from "../errors";
import { createSession, getSession, recordFailure, retire } from "../sessions";
import type { MfaType, UserRecord } from "../state";
import { authenticateAccessToken } from "../token-service";
import { generateTotpSecret, verifyTotp } from "../totp";
import { findUser, isVerified } from "../users";
import { optBool, optObject, optString, reqString, SESSION_RULE, TOKEN_RULE, type Body } from "../validation";
import type { OperationTable } from "./types";

const codeMismatch = () =>
  new CognitoError("EnableSoftwareTokenMFAException", "Code mismatch and fail enable Software Token MFA");

function mfaSettings(input: Body, name: string): { enabled?: boolean; preferred?: boolean } | undefined {
  const obj = optObject(input, name);
  if (!obj) return undefined;
  const enabled = optBool(obj, "Enabled");
  const preferred = optBool(obj, "PreferredMfa");
  return { ...(enabled !== undefined ? { enabled } : {}), ...(preferred !== undefined ? { preferred } : {}) };
}

function exactlyOne(input: Body): { accessToken?: string; session?: string } {
  const accessToken = optString(input, "AccessToken", TOKEN_RULE);
  const session = optString(input, "Session", SESSION_RULE);
  if (!accessToken && !session) throw Errors.invalidParameter("Either AccessToken or Session is required.");
  if (accessToken && session) throw Errors.invalidParameter("Only one of AccessToken and Session may be given.");
  return { ...(accessToken ? { accessToken } : {}), ...(session ? { session } : {}) };
}

function enableTotp(user: UserRecord, secret: string, step: number): void {
  user.mfa.totpSecret = secret;
  user.mfa.lastTotpStep = step;
  delete user.mfa.pendingTotpSecret;
}

interface MfaMethod {
  type: MfaType;
  /** Its settings in SetUserMFAPreference. */
  input: "SMSMfaSettings" | "SoftwareTokenMfaSettings" | "EmailMfaSettings";
  flag: "smsEnabled" | "totpEnabled" | "emailEnabled";
}

const METHODS: readonly MfaMethod[] = [
  { type: "SMS_MFA", input: "SMSMfaSettings", flag: "smsEnabled" },
  { type: "SOFTWARE_TOKEN_MFA", input: "SoftwareTokenMfaSettings", flag: "totpEnabled" },
  { type: "EMAIL_OTP", input: "EmailMfaSettings", flag: "emailEnabled" },
];

/** Why the user cannot turn this method on (Cognito's words where known), or null. */
function cannotEnable(ctx: Context, user: UserRecord, type: MfaType): string | null {
  switch (type) {
    case "SMS_MFA":
      return user.attributes.phone_number ? null : "User does not have delivery config set to turn on SMS_MFA";
    case "SOFTWARE_TOKEN_MFA":
      return user.mfa.totpSecret ? null : "User has not verified software token mfa";
    case "EMAIL_OTP":
      if (!ctx.config.emailMfa) return "Email MFA is not enabled for this user pool.";
      return isVerified(user, "email") ? null : "User does not have delivery config set to turn on EMAIL_OTP";
  }
}

/**
 * SetUserMFAPreference and AdminSetUserMFAPreference: the same rules, for the user of an access token or the one an
 * administrator names. Turning every method off ends MFA for the user (an administrator's "reset MFA"); the
 * verified TOTP secret is kept, as in Cognito, until the user associates a new one.
 */
export function applyMfaPreference(ctx: Context, user: UserRecord, input: Body): void {
  const wanted = METHODS.map((method) => ({ ...method, settings: mfaSettings(input, method.input) }));
  for (const m of wanted) {
    const why = m.settings?.enabled ? cannotEnable(ctx, user, m.type) : null;
    if (why) throw Errors.invalidParameter(why);
  }
  for (const m of wanted) {
    if (m.settings?.preferred && !(m.settings.enabled ?? Boolean(user.mfa[m.flag])))
      throw Errors.invalidParameter(`${m.type} must be enabled to be preferred.`);
  }
  for (const m of wanted) if (m.settings?.enabled !== undefined) user.mfa[m.flag] = m.settings.enabled;
  const preferred = wanted.find((m) => m.settings?.preferred);
  if (preferred) user.mfa.preferred = preferred.type;
  else if (wanted.some((m) => m.settings?.preferred === false && user.mfa.preferred === m.type))
    delete user.mfa.preferred;
  const current = METHODS.find((m) => m.type === user.mfa.preferred);
  if (current && !user.mfa[current.flag]) delete user.mfa.preferred;
  user.updatedAt = ctx.now();
}

export const mfaOperations: OperationTable = {
  SetUserSettings: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const options = input.MFAOptions;
      if (!Array.isArray(options)) throw Errors.missingParameter("MFAOptions");
      for (const o of options) {
        if (!o || typeof o !== "object")
          throw new CognitoError("SerializationException", "Unexpected value type for MFAOptions.");
        const opt = o as Body;
        if (opt.DeliveryMedium !== "SMS" || opt.AttributeName !== "phone_number") {
          throw Errors.invalidParameter("Only SMS to phone_number is supported in MFAOptions.");
        }
      }
      if (options.length > 0 && !user.attributes.phone_number) {
        throw Errors.invalidParameter("User does not have delivery config set to turn on SMS_MFA");
      }
      user.mfa.smsEnabled = options.length > 0;
      if (!user.mfa.smsEnabled && user.mfa.preferred === "SMS_MFA") delete user.mfa.preferred;
      user.updatedAt = ctx.now();
      return {};
    },
  },
  SetUserMFAPreference: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      applyMfaPreference(ctx, user, input);
      return {};
    },
  },
  AssociateSoftwareToken: {
    handler(ctx, input) {
      const { accessToken, session: sessionId } = exactlyOne(input);
      const secret = generateTotpSecret();
      if (accessToken) {
        const { user } = authenticateAccessToken(ctx, accessToken);
        user.mfa.pendingTotpSecret = secret;
        user.updatedAt = ctx.now();
        return { SecretCode: secret };
      }
      const session = getSession(ctx, sessionId, { challenges: ["MFA_SETUP"] });
      retire(ctx, session);
      const next = createSession(ctx, "MFA_SETUP", session.progress, { pendingTotpSecret: secret });
      return { SecretCode: secret, Session: next.id };
    },
  },
  VerifySoftwareToken: {
    handler(ctx, input) {
      const { accessToken, session: sessionId } = exactlyOne(input);
      const code = reqString(input, "UserCode", { max: 6, min: 6, pattern: /^[0-9]+$/, patternText: "[0-9]+" });
      optString(input, "FriendlyDeviceName", { max: 131072 });
      if (accessToken) {
        const { user } = authenticateAccessToken(ctx, accessToken);
        const pending = user.mfa.pendingTotpSecret;
        if (!pending)
          throw new CognitoError(
            "SoftwareTokenMFANotFoundException",
            "Software token MFA has not been associated: call AssociateSoftwareToken first.",
          );
        const step = verifyTotp(pending, code, ctx.now());
        if (step === null) throw codeMismatch();
        enableTotp(user, pending, step);
        user.updatedAt = ctx.now();
        return { Status: "SUCCESS" };
      }
      const session = getSession(ctx, sessionId, { challenges: ["MFA_SETUP"] });
      const pending = session.pendingTotpSecret;
      if (!pending)
        throw new CognitoError(
          "SoftwareTokenMFANotFoundException",
          "Software token MFA has not been associated: call AssociateSoftwareToken with this Session first.",
        );
      const step = verifyTotp(pending, code, ctx.now());
      if (step === null) recordFailure(ctx, session, codeMismatch());
      const user = findUser(ctx, session.progress.username);
      if (!user) throw Errors.userNotFound();
      enableTotp(user, pending, step);
      user.mfa.totpEnabled = true;
      if (!user.mfa.preferred) user.mfa.preferred = "SOFTWARE_TOKEN_MFA";
      user.updatedAt = ctx.now();
      retire(ctx, session);
      const next = createSession(ctx, "MFA_SETUP", session.progress, { totpVerified: true });
      return { Status: "SUCCESS", Session: next.id };
    },
  },
};
