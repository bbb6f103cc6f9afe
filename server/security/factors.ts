/**
 * Changing how someone signs in (passkeys, the authenticator app, which MFA factors are on) and deleting the
 * account, through the functions rather than from the browser straight to Cognito: the function checks step-up
 * first (sign-in-time.ts), then makes the call with the caller's own access token, so the rule holds whatever
 * script runs the page. Cognito's refusals become fixed messages the account page shows.
 */
import {
  AssociateSoftwareTokenCommand,
  CompleteWebAuthnRegistrationCommand,
  DeleteUserCommand,
  DeleteWebAuthnCredentialCommand,
  SetUserMFAPreferenceCommand,
  StartWebAuthnRegistrationCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  type StartWebAuthnRegistrationCommandOutput,
} from "@aws-sdk/client-cognito-identity-provider";
import { z } from "zod";
import { classifyCognitoError } from "../auth/cognito";
import { ApiError, ApiErrors } from "../http";
import { logError } from "../log";

/** The SDK's JSON document type (the passkey options and the browser's credential). */
type DocumentType = NonNullable<StartWebAuthnRegistrationCommandOutput["CredentialCreationOptions"]>;

const Choice = z.strictObject({ enabled: z.boolean(), preferred: z.boolean() });

/** POST /api/account/factors: one change per call, named by `action`. */
export const FactorChange = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("passkey-options") }),
  z.strictObject({ action: z.literal("passkey-register"), credential: z.record(z.string(), z.unknown()) }),
  z.strictObject({ action: z.literal("passkey-delete"), id: z.string().min(1).max(1024) }),
  z.strictObject({ action: z.literal("totp-setup") }),
  z.strictObject({
    action: z.literal("totp-verify"),
    code: z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
    friendlyName: z.string().max(128).optional(),
  }),
  z.strictObject({
    action: z.literal("mfa-preference"),
    preference: z.strictObject({ totp: Choice.optional(), sms: Choice.optional(), email: Choice.optional() }),
  }),
]);
export type FactorChange = z.infer<typeof FactorChange>;

/** What each action answers: the passkey options for the browser's prompt, the new authenticator's secret. */
export type FactorResult = { options: DocumentType } | { secret: string } | Record<string, never>;

/** The actions after which the account's sign-in methods may differ (the owner is told). */
export const CHANGING_ACTIONS: ReadonlySet<FactorChange["action"]> = new Set([
  "passkey-register",
  "passkey-delete",
  "totp-verify",
  "mfa-preference",
]);

const SETTINGS = { totp: "SoftwareTokenMfaSettings", sms: "SMSMfaSettings", email: "EmailMfaSettings" } as const;

export async function changeFactor(
  client: CognitoIdentityProviderClient,
  AccessToken: string,
  change: FactorChange,
): Promise<FactorResult> {
  try {
    switch (change.action) {
      case "passkey-options": {
        const out = await client.send(new StartWebAuthnRegistrationCommand({ AccessToken }));
        if (!out.CredentialCreationOptions) throw new Error("StartWebAuthnRegistration sent no options");
        return { options: out.CredentialCreationOptions };
      }
      case "passkey-register":
        await client.send(
          new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: change.credential as DocumentType }),
        );
        return {};
      case "passkey-delete":
        await client.send(new DeleteWebAuthnCredentialCommand({ AccessToken, CredentialId: change.id }));
        return {};
      case "totp-setup": {
        const out = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
        if (!out.SecretCode) throw new Error("AssociateSoftwareToken sent no secret");
        return { secret: out.SecretCode };
      }
      case "totp-verify": {
        const out = await client.send(
          new VerifySoftwareTokenCommand({
            AccessToken,
            UserCode: change.code,
            ...(change.friendlyName ? { FriendlyDeviceName: change.friendlyName } : {}),
          }),
        );
        if (out.Status !== "SUCCESS") throw Object.assign(new Error("not verified"), { name: "CodeMismatchException" });
        return {};
      }
      case "mfa-preference": {
        const input: Record<string, { Enabled: boolean; PreferredMfa: boolean }> = {};
        for (const [factor, choice] of Object.entries(change.preference))
          if (choice)
            input[SETTINGS[factor as keyof typeof SETTINGS]] = {
              Enabled: choice.enabled,
              PreferredMfa: choice.preferred,
            };
        await client.send(new SetUserMFAPreferenceCommand({ AccessToken, ...input }));
        return {};
      }
    }
  } catch (err) {
    throw factorError(err, change.action);
  }
}

export async function deleteOwnAccount(client: CognitoIdentityProviderClient, AccessToken: string): Promise<void> {
  try {
    await client.send(new DeleteUserCommand({ AccessToken }));
  } catch (err) {
    throw factorError(err, "delete-account");
  }
}

const invalid = (code: string, message: string) => new ApiError(400, code, message);

/** Cognito's refusals as the function's answers, with messages of our own. */
export function factorError(err: unknown, action: string): ApiError {
  const name = (err as { name?: unknown } | null)?.name;
  switch (name) {
    case "NotAuthorizedException":
      return ApiErrors.invalidSession();
    case "CodeMismatchException":
    case "EnableSoftwareTokenMFAException":
      return invalid("CodeMismatch", "That code is not right. Enter the current code from your authenticator app.");
    case "ExpiredCodeException":
      return invalid("ExpiredCode", "That code has expired. Enter the current code from your authenticator app.");
    case "ResourceNotFoundException":
      return ApiErrors.notFound("There is no such passkey on your account.");
    case "WebAuthnChallengeNotFoundException":
      return invalid("PasskeyExpired", "Adding the passkey took too long. Try again.");
    case "WebAuthnNotEnabledException":
    case "WebAuthnConfigurationMissingException":
      return invalid("PasskeysOff", "Passkeys are not turned on for this site.");
    case "WebAuthnOriginNotAllowedException":
    case "WebAuthnRelyingPartyMismatchException":
    case "WebAuthnClientMismatchException":
    case "WebAuthnCredentialNotSupportedException":
      return invalid("PasskeyRefused", "This passkey was not accepted. Try again, or use another authenticator.");
    case "InvalidParameterException":
      return invalid("InvalidRequest", "The sign-in service refused this change.");
    case "LimitExceededException":
    case "TooManyRequestsException":
      return new ApiError(429, "TooManyAttempts", "Too many attempts. Wait a few minutes, then try again.", {
        "Retry-After": "300",
      });
  }
  if (classifyCognitoError(err) === "misconfigured") return ApiErrors.misconfigured();
  logError(`${action} failed`, err);
  return ApiErrors.unavailable();
}
