/**
 * RS256 JWTs like Cognito's, signed and verified with node:crypto, plus the JWKS document.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import { DEV_SIGNING_KEY_ID, DEV_SIGNING_PRIVATE_KEY_PEM } from "./dev-signing-key";

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface Jwk {
  kty: string;
  kid: string;
  alg: "RS256";
  use: "sig";
  n: string;
  e: string;
}

let devKey: SigningKey | undefined;

/** The committed dev-only key (see dev-signing-key.ts). */
export function devSigningKey(): SigningKey {
  if (!devKey) {
    const privateKey = createPrivateKey(DEV_SIGNING_PRIVATE_KEY_PEM);
    devKey = { kid: DEV_SIGNING_KEY_ID, privateKey, publicKey: createPublicKey(privateKey) };
  }
  return devKey;
}

export function jwks(key: SigningKey): { keys: Jwk[] } {
  const jwk = key.publicKey.export({ format: "jwk" }) as { kty: string; n: string; e: string };
  return { keys: [{ kty: jwk.kty, kid: key.kid, alg: "RS256", use: "sig", n: jwk.n, e: jwk.e }] };
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export type JwtPayload = Record<string, unknown>;

export function signJwt(payload: JwtPayload, key: SigningKey): string {
  const header = { kid: key.kid, alg: "RS256" };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature = sign("RSA-SHA256", Buffer.from(signingInput), key.privateKey);
  return `${signingInput}.${b64url(signature)}`;
}

/** Decodes and checks the signature; returns the payload or null (never throws). */
export function verifyJwtSignature(token: unknown, key: SigningKey): JwtPayload | null {
  if (typeof token !== "string" || token.length > 16384) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(h, "base64url").toString("utf8")) as { alg?: unknown; kid?: unknown };
    if (header.alg !== "RS256" || header.kid !== key.kid) return null;
    const ok = verify("RSA-SHA256", Buffer.from(`${h}.${p}`), key.publicKey, Buffer.from(s, "base64url"));
    if (!ok) return null;
    const payload = JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as unknown;
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) return null;
    return payload as JwtPayload;
  } catch {
    return null;
  }
}

/** Decodes a JWT payload without verifying it (tests, logging). */
export function decodeJwt(token: string): JwtPayload {
  const part = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as JwtPayload;
}

/** An opaque refresh token (Cognito's are opaque to clients too). Only its hash is stored. */
export function newRefreshToken(): string {
  return `${b64url(randomBytes(24))}.${b64url(randomBytes(96))}.${b64url(randomBytes(16))}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newJti(): string {
  return randomUUID();
}

/** at_hash for an id token issued with an access token (OIDC core 3.1.3.6). */
export function atHash(accessToken: string): string {
  return b64url(createHash("sha256").update(accessToken).digest().subarray(0, 16));
}
