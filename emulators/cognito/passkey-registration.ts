/**
 * Passkey registration for a signed-in user. StartWebAuthnRegistration hands out CredentialCreationOptions with a fresh
 * challenge that is remembered for that user for a few minutes; CompleteWebAuthnRegistration checks the browser's
 * answer against it (once: any completion attempt uses it up) and stores the passkey. The pending challenges are kept
 * in memory like challenge sessions: a restart only means starting the registration again.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "./context";
import { CognitoError, Errors } from "./errors";
import {
  descriptor,
  findPasskeyOwner,
  friendlyName,
  MAX_PASSKEYS_PER_USER,
  passkeysOf,
  usablePasskeys,
  userHandle,
} from "./passkeys";
import type { UserRecord } from "./state";
import { findUser } from "./users";
import { relyingPartyOrigins, webAuthnSettings } from "./webauthn-config";
import { SUPPORTED_ALGORITHMS, verifyRegistration, type CeremonyFailure } from "./webauthn-verify";

/** How long the browser may take, and how long the challenge is remembered. */
export const REGISTRATION_TIMEOUT_MS = 5 * 60 * 1000;

export function assertPasskeysEnabled(ctx: Context): void {
  if (!webAuthnSettings(ctx).enabled)
    throw new CognitoError("WebAuthnNotEnabledException", "Passkeys (WebAuthn) are not enabled for this user pool.");
}

function prune(ctx: Context): void {
  const now = ctx.now();
  for (const [sub, pending] of ctx.webAuthnRegistrations)
    if (pending.expiresAt <= now) ctx.webAuthnRegistrations.delete(sub);
}

/** StartWebAuthnRegistration: the options for navigator.credentials.create(), as Cognito shapes them. */
export function startRegistration(ctx: Context, user: UserRecord, clientId: string): Record<string, unknown> {
  assertPasskeysEnabled(ctx);
  const { relyingPartyId: rpId, userVerification } = webAuthnSettings(ctx);
  if (relyingPartyOrigins(ctx, rpId).length === 0) {
    throw new CognitoError(
      "WebAuthnConfigurationMissingException",
      `None of the emulator's origins can use passkeys of relying party ${rpId}: add one on that host (https, or http on localhost) with COGNITO_EMULATOR_ORIGINS.`,
    );
  }
  if (passkeysOf(user).length >= MAX_PASSKEYS_PER_USER)
    throw new CognitoError("LimitExceededException", `A user can register at most ${MAX_PASSKEYS_PER_USER} passkeys.`);
  prune(ctx);
  const challenge = randomBytes(32).toString("base64url");
  ctx.webAuthnRegistrations.set(user.sub, {
    challenge,
    clientId,
    rpId,
    userVerification,
    expiresAt: ctx.now() + REGISTRATION_TIMEOUT_MS,
  });
  return {
    rp: { id: rpId, name: rpId },
    user: { id: userHandle(user), name: user.username, displayName: user.attributes.name ?? user.username },
    challenge,
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ type: "public-key", alg })),
    timeout: REGISTRATION_TIMEOUT_MS,
    excludeCredentials: usablePasskeys(user, rpId).map(descriptor),
    authenticatorSelection: { requireResidentKey: true, residentKey: "required", userVerification },
  };
}

/** The registration API's error for a failed check (CompleteWebAuthnRegistration declares these in Cognito's model). */
function registrationError(failure: CeremonyFailure): CognitoError {
  switch (failure.reason) {
    case "malformed":
      return Errors.invalidParameter(`Credential is not a valid RegistrationResponseJSON: ${failure.detail}`);
    case "challenge":
      return new CognitoError("WebAuthnChallengeNotFoundException", failure.detail);
    case "origin":
      return new CognitoError("WebAuthnOriginNotAllowedException", failure.detail);
    case "relyingParty":
      return new CognitoError("WebAuthnRelyingPartyMismatchException", failure.detail);
    default:
      return new CognitoError(
        "WebAuthnCredentialNotSupportedException",
        `The passkey cannot be registered: ${failure.detail}`,
      );
  }
}

/** CompleteWebAuthnRegistration: verifies the RegistrationResponseJSON and stores the passkey. */
export async function completeRegistration(
  ctx: Context,
  user: UserRecord,
  clientId: string,
  credential: unknown,
): Promise<void> {
  assertPasskeysEnabled(ctx);
  const pending = ctx.webAuthnRegistrations.get(user.sub);
  if (!pending || pending.expiresAt <= ctx.now()) {
    ctx.webAuthnRegistrations.delete(user.sub);
    throw new CognitoError(
      "WebAuthnChallengeNotFoundException",
      "No passkey registration is pending for this user (never started, expired or already completed): call StartWebAuthnRegistration again.",
    );
  }
  if (pending.clientId !== clientId) {
    throw new CognitoError(
      "WebAuthnClientMismatchException",
      "The access token is for a different app client than the one in the StartWebAuthnRegistration request.",
    );
  }
  // Used up before the (asynchronous) check, so two completions cannot both use it.
  ctx.webAuthnRegistrations.delete(user.sub);
  const result = await verifyRegistration(credential, {
    challenge: pending.challenge,
    origins: relyingPartyOrigins(ctx, pending.rpId),
    rpId: pending.rpId,
    requireUserVerification: pending.userVerification === "required",
  });
  if (!result.ok) throw registrationError(result);
  // The user may have been deleted or replaced while the check ran.
  const current = findUser(ctx, user.username);
  if (!current || current.sub !== user.sub) throw Errors.userNotFound();
  const passkey = result.passkey;
  if (findPasskeyOwner(ctx, passkey.credentialId)) throw Errors.invalidParameter("This passkey is already registered.");
  const now = ctx.now();
  current.passkeys = [
    ...passkeysOf(current),
    {
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      ...(passkey.authenticatorAttachment ? { authenticatorAttachment: passkey.authenticatorAttachment } : {}),
      friendlyName: friendlyName(passkey.authenticatorAttachment),
      relyingPartyId: pending.rpId,
      aaguid: passkey.aaguid,
      createdAt: now,
    },
  ];
  current.updatedAt = now;
}
