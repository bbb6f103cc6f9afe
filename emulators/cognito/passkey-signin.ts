/**
 * Passkey sign-in, a first factor of choice-based sign-in (USER_AUTH `WEB_AUTHN`). The challenge carries
 * CREDENTIAL_REQUEST_OPTIONS for navigator.credentials.get() and a Session bound to its challenge; the answer is
 * checked against that challenge, the allowed origins, the relying party and the stored public key and counter. A
 * verified passkey is possession plus the user's verification on the device, so, as in Cognito, no MFA challenge
 * follows: tokens come through the same continueSignIn as every other factor (auth_time, device metadata alike).
 * RespondToAuthChallenge declares no WebAuthn errors in Cognito's model, so a refused assertion is a
 * NotAuthorizedException whose message says what failed.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "./context";
import { CognitoError, Errors } from "./errors";
import { descriptor, findPasskeyOwner, usablePasskeys, userHandle } from "./passkeys";
import { poolMfaConfiguration } from "./pool-mfa";
import type { ChallengeSession, SignInProgress } from "./challenge-session";
import { retire } from "./sessions";
import { assertCanSignIn, challenge, checkUsername, continueSignIn, sessionUser, type SignInStep } from "./signin";
import type { UserRecord } from "./state";
import { findUser } from "./users";
import { relyingPartyOrigins, webAuthnSettings } from "./webauthn-config";
import type { UserVerification } from "./webauthn-settings";
import { assertionCredentialId, assertionUserHandle, verifyAssertion, type CeremonyFailure } from "./webauthn-verify";

/**
 * Whether the user may sign in with a passkey: the pool allows passkeys, the user is active and has one for the relying
 * party in force. In a pool that requires MFA a passkey counts only when the pool says it does
 * (FactorConfiguration MULTI_FACTOR_WITH_USER_VERIFICATION); otherwise, like other passwordless factors, it is not offered.
 */
export function passkeyAllowed(ctx: Context, user: UserRecord): boolean {
  const settings = webAuthnSettings(ctx);
  return (
    settings.enabled &&
    user.enabled &&
    user.status === "CONFIRMED" &&
    usablePasskeys(user, settings.relyingPartyId).length > 0 &&
    (poolMfaConfiguration(ctx) !== "ON" || settings.factorConfiguration === "MULTI_FACTOR_WITH_USER_VERIFICATION")
  );
}

/** The user verification this sign-in asks for: the pool's, or required when the passkey stands in for required MFA. */
function userVerificationFor(ctx: Context): UserVerification {
  const settings = webAuthnSettings(ctx);
  return poolMfaConfiguration(ctx) === "ON" ? "required" : settings.userVerification;
}

/** The WEB_AUTHN challenge: request options for the user's passkeys, and a Session bound to a fresh challenge. */
export function passkeyChallenge(ctx: Context, user: UserRecord, progress: SignInProgress): SignInStep {
  const rpId = webAuthnSettings(ctx).relyingPartyId;
  const userVerification = userVerificationFor(ctx);
  const value = randomBytes(32).toString("base64url");
  const options = {
    challenge: value,
    rpId,
    allowCredentials: usablePasskeys(user, rpId).map(descriptor),
    userVerification,
    timeout: ctx.config.sessionTtlSeconds * 1000,
  };
  return challenge(
    ctx,
    "WEB_AUTHN",
    progress,
    { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
    { webAuthn: { challenge: value, rpId, userVerification } },
  );
}

const refused = (detail: string) => new CognitoError("NotAuthorizedException", `Passkey sign-in failed: ${detail}`);

function assertionError(failure: CeremonyFailure): CognitoError {
  if (failure.reason === "malformed")
    return Errors.invalidParameter(`CREDENTIAL is not a valid AuthenticationResponseJSON: ${failure.detail}`);
  return refused(failure.detail);
}

/** RespondToAuthChallenge WEB_AUTHN { USERNAME, CREDENTIAL (AuthenticationResponseJSON as a string) }. */
export async function answerPasskey(
  ctx: Context,
  session: ChallengeSession,
  r: Record<string, unknown>,
): Promise<SignInStep> {
  checkUsername(session, r);
  const raw = r.CREDENTIAL;
  if (typeof raw !== "string" || raw.length === 0) throw Errors.missingParameter("CREDENTIAL");
  let credential: unknown;
  try {
    credential = JSON.parse(raw);
  } catch {
    throw Errors.invalidParameter("CREDENTIAL must be the AuthenticationResponseJSON, serialized as a JSON string.");
  }
  const expected = session.webAuthn;
  if (!expected) throw Errors.sessionInvalid();
  // Spent before the (asynchronous) check: the same challenge cannot be answered twice, concurrently or later.
  retire(ctx, session);
  const user = sessionUser(ctx, session);
  if (!webAuthnSettings(ctx).enabled)
    throw new CognitoError("NotAuthorizedException", "Passkeys are not enabled for this user pool.");
  const id = assertionCredentialId(credential);
  if (!id) throw Errors.invalidParameter("CREDENTIAL is not a valid AuthenticationResponseJSON: it has no usable id.");
  const stored = usablePasskeys(user, expected.rpId).find((p) => p.credentialId === id);
  if (!stored) {
    const owner = findPasskeyOwner(ctx, id);
    throw refused(
      owner && owner.sub !== user.sub
        ? "the passkey is registered to another user."
        : "the passkey is not registered for this user (unknown or deleted).",
    );
  }
  const handle = assertionUserHandle(credential);
  if (handle !== undefined && handle !== userHandle(user)) throw refused("the user handle is not this user's.");
  const result = await verifyAssertion(credential, {
    challenge: expected.challenge,
    origins: relyingPartyOrigins(ctx, expected.rpId),
    rpId: expected.rpId,
    requireUserVerification: expected.userVerification === "required",
    credential: { id, publicKey: stored.publicKey, counter: stored.counter, transports: stored.transports },
  });
  if (!result.ok) throw assertionError(result);
  // Read again after the check: the passkey may have been deleted, or used with a higher counter, meanwhile.
  const current = findUser(ctx, user.username);
  const passkey =
    current?.sub === user.sub ? usablePasskeys(current, expected.rpId).find((p) => p.credentialId === id) : undefined;
  if (!current || !passkey) throw refused("the passkey was deleted during sign-in.");
  if ((result.newCounter > 0 || passkey.counter > 0) && result.newCounter <= passkey.counter)
    throw refused(`the signature counter did not increase (${result.newCounter} after ${passkey.counter}).`);
  passkey.counter = result.newCounter;
  passkey.lastUsedAt = ctx.now();
  assertCanSignIn(ctx, current);
  return continueSignIn(ctx, current, { ...session.progress, mfaDone: true });
}
