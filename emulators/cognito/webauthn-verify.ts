/**
 * Checks the result of a passkey ceremony with @simplewebauthn/server, the library a production relying party would
 * use: nothing here does WebAuthn cryptography itself. Before the library runs, the client data and authenticator
 * data are decoded (with the library's own decoders) only to say *which* expectation failed, so that callers can
 * answer with Cognito's error for it; the library then checks everything again, the signature included.
 * Pure: no state, no Cognito errors; the callers map a failure's reason to the right error.
 */
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import {
  decodeAttestationObject,
  decodeClientDataJSON,
  isoBase64URL,
  isoUint8Array,
  parseAuthenticatorData,
  toHash,
} from "@simplewebauthn/server/helpers";

export type FailureReason =
  "malformed" | "challenge" | "origin" | "relyingParty" | "userVerification" | "counter" | "unsupported" | "signature";

export interface CeremonyFailure {
  ok: false;
  reason: FailureReason;
  detail: string;
}

/** COSE algorithms offered at registration (pubKeyCredParams) and accepted back: ES256 and RS256. */
export const SUPPORTED_ALGORITHMS = [-7, -257] as const;

const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

const fail = (reason: FailureReason, detail: string): CeremonyFailure => ({ ok: false, reason, detail });

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function base64url(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 && isoBase64URL.isBase64URL(value) ? value : null;
}

interface ParsedCredential {
  id: string;
  clientDataJSON: string;
  response: Record<string, unknown>;
}

/** The JSON shape every browser produces (RegistrationResponseJSON / AuthenticationResponseJSON). */
function parseCredential(value: unknown, fields: readonly string[]): ParsedCredential | CeremonyFailure {
  const credential = asObject(value);
  if (!credential) return fail("malformed", "The credential is not a JSON object.");
  const id = base64url(credential.id);
  if (!id || credential.rawId !== id) return fail("malformed", "The credential needs equal base64url id and rawId.");
  if (credential.type !== "public-key") return fail("malformed", 'The credential type must be "public-key".');
  const response = asObject(credential.response);
  if (!response) return fail("malformed", "The credential has no response object.");
  for (const field of ["clientDataJSON", ...fields]) {
    if (!base64url(response[field])) return fail("malformed", `response.${field} must be a base64url string.`);
  }
  return { id, clientDataJSON: response.clientDataJSON as string, response };
}

/** The ceremony type, challenge and origin the browser signed over. */
function checkClientData(
  clientDataJSON: string,
  type: "webauthn.create" | "webauthn.get",
  challenge: string,
  origins: readonly string[],
): CeremonyFailure | null {
  let data: { type?: unknown; challenge?: unknown; origin?: unknown };
  try {
    data = decodeClientDataJSON(clientDataJSON);
  } catch {
    return fail("malformed", "response.clientDataJSON is not base64url-encoded JSON.");
  }
  if (data.type !== type) return fail("malformed", `clientDataJSON.type is ${String(data.type)}, expected ${type}.`);
  if (data.challenge !== challenge)
    return fail("challenge", "The credential answers a challenge that was not issued for this ceremony.");
  if (typeof data.origin !== "string" || !origins.includes(data.origin)) {
    const allowed = origins.length ? origins.join(", ") : "none";
    return fail("origin", `Origin ${String(data.origin)} is not allowed for this relying party (allowed: ${allowed}).`);
  }
  return null;
}

type AuthenticatorData = ReturnType<typeof parseAuthenticatorData>;

async function checkAuthenticatorData(
  authData: AuthenticatorData,
  rpId: string,
  requireUserVerification: boolean,
): Promise<CeremonyFailure | null> {
  if (!isoUint8Array.areEqual(authData.rpIdHash, await toHash(isoUint8Array.fromUTF8String(rpId))))
    return fail("relyingParty", `The authenticator signed for another relying party than ${rpId}.`);
  if (requireUserVerification && !authData.flags.uv)
    return fail(
      "userVerification",
      "The pool requires user verification, and the authenticator did not verify the user.",
    );
  return null;
}

export interface RegistrationExpectation {
  challenge: string;
  origins: readonly string[];
  rpId: string;
  requireUserVerification: boolean;
}

export interface VerifiedPasskey {
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  authenticatorAttachment?: "platform" | "cross-platform";
  aaguid: string;
  userVerified: boolean;
}

/** A RegistrationResponseJSON (navigator.credentials.create), against the challenge the pool handed out. */
export async function verifyRegistration(
  value: unknown,
  expected: RegistrationExpectation,
): Promise<{ ok: true; passkey: VerifiedPasskey } | CeremonyFailure> {
  const parsed = parseCredential(value, ["attestationObject"]);
  if ("ok" in parsed) return parsed;
  const clientProblem = checkClientData(parsed.clientDataJSON, "webauthn.create", expected.challenge, expected.origins);
  if (clientProblem) return clientProblem;
  let authData: AuthenticatorData;
  try {
    const attestation = decodeAttestationObject(isoBase64URL.toBuffer(parsed.response.attestationObject as string));
    authData = parseAuthenticatorData(attestation.get("authData"));
  } catch (err) {
    return fail("malformed", `response.attestationObject cannot be decoded: ${errorText(err)}`);
  }
  const dataProblem = await checkAuthenticatorData(authData, expected.rpId, expected.requireUserVerification);
  if (dataProblem) return dataProblem;
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: value as RegistrationResponseJSON,
      expectedChallenge: expected.challenge,
      expectedOrigin: [...expected.origins],
      expectedRPID: [expected.rpId],
      requireUserVerification: expected.requireUserVerification,
      supportedAlgorithmIDs: [...SUPPORTED_ALGORITHMS],
    });
  } catch (err) {
    return fail("unsupported", errorText(err));
  }
  if (!result.verified) return fail("signature", "The attestation does not verify.");
  const info = result.registrationInfo;
  const reported = parsed.response.transports;
  const transports = Array.isArray(reported)
    ? reported.filter((t): t is string => typeof t === "string" && KNOWN_TRANSPORTS.has(t))
    : [];
  const attachment = (value as { authenticatorAttachment?: unknown }).authenticatorAttachment;
  return {
    ok: true,
    passkey: {
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: [...new Set(transports)],
      ...(attachment === "platform" || attachment === "cross-platform" ? { authenticatorAttachment: attachment } : {}),
      aaguid: info.aaguid,
      userVerified: info.userVerified,
    },
  };
}

/** The credential id an assertion claims to come from (to find the stored key), if it has a usable one. */
export function assertionCredentialId(value: unknown): string | undefined {
  return base64url(asObject(value)?.id) ?? undefined;
}

/** The user handle an assertion carries (the user.id given at registration), if any. */
export function assertionUserHandle(value: unknown): string | undefined {
  return base64url(asObject(asObject(value)?.response)?.userHandle) ?? undefined;
}

export interface StoredCredential {
  id: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface AssertionExpectation {
  challenge: string;
  origins: readonly string[];
  rpId: string;
  requireUserVerification: boolean;
  credential: StoredCredential;
}

/**
 * An AuthenticationResponseJSON (navigator.credentials.get), against the challenge of the sign-in and the stored
 * credential. A signature counter that does not increase is refused when the authenticator keeps one (non-zero):
 * it means a cloned authenticator or a replayed assertion.
 */
export async function verifyAssertion(
  value: unknown,
  expected: AssertionExpectation,
): Promise<{ ok: true; newCounter: number; userVerified: boolean } | CeremonyFailure> {
  const parsed = parseCredential(value, ["authenticatorData", "signature"]);
  if ("ok" in parsed) return parsed;
  if (parsed.id !== expected.credential.id) return fail("malformed", "The assertion is for another credential.");
  const clientProblem = checkClientData(parsed.clientDataJSON, "webauthn.get", expected.challenge, expected.origins);
  if (clientProblem) return clientProblem;
  let authData: AuthenticatorData;
  try {
    authData = parseAuthenticatorData(isoBase64URL.toBuffer(parsed.response.authenticatorData as string));
  } catch (err) {
    return fail("malformed", `response.authenticatorData cannot be decoded: ${errorText(err)}`);
  }
  const dataProblem = await checkAuthenticatorData(authData, expected.rpId, expected.requireUserVerification);
  if (dataProblem) return dataProblem;
  const stored = expected.credential.counter;
  if ((authData.counter > 0 || stored > 0) && authData.counter <= stored) {
    return fail("counter", `The signature counter did not increase (${authData.counter} after ${stored}).`);
  }
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response: value as AuthenticationResponseJSON,
      expectedChallenge: expected.challenge,
      expectedOrigin: [...expected.origins],
      expectedRPID: [expected.rpId],
      credential: {
        id: expected.credential.id,
        publicKey: isoBase64URL.toBuffer(expected.credential.publicKey),
        counter: stored,
        transports: expected.credential.transports,
      },
      requireUserVerification: expected.requireUserVerification,
    });
  } catch (err) {
    return fail("signature", errorText(err));
  }
  if (!result.verified) return fail("signature", "The signature does not verify with the registered public key.");
  return {
    ok: true,
    newCounter: result.authenticationInfo.newCounter,
    userVerified: result.authenticationInfo.userVerified,
  };
}
