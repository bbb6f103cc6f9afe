/**
 * The access token the page holds after a refresh: Cognito's token with its signature sealed under the cookie key
 * (AES-256-GCM, bound to the token's header and claims). The page can still read the claims (expiry, user) and
 * send it to our functions, which restore the signature before verifying it; Cognito refuses it. So once a sign-in
 * is older than the access token's lifetime (5 minutes in a deployment: docs/deployment.md, Cognito settings), no script on the page
 * can call Cognito's self-service API with it (add a passkey, turn MFA off, delete the account): those changes go
 * only through the functions, which check step-up. The 'split token' pattern, with the signature kept sealed in
 * the browser instead of in a server store.
 */
import { open, seal } from "../crypto/aead";

const PURPOSE = "northwind:access-token-signature:v1";

const parts = (token: string): [string, string, string] | null => {
  const p = token.split(".");
  return p.length === 3 && p[0] && p[1] && p[2] ? [p[0], p[1], p[2]] : null;
};

/** The token with its signature sealed; unchanged when it is not a JWT. */
export function splitAccessToken(key: Buffer, token: string): string {
  const p = parts(token);
  if (!p) return token;
  const signed = `${p[0]}.${p[1]}`;
  return `${signed}.${seal(key, p[2], `${PURPOSE}:${signed}`)}`;
}

/** The token Cognito issued: a split token with its signature restored, or the token as it came. */
export function joinAccessToken(key: Buffer | null, token: string): string {
  const p = parts(token);
  if (!p || !key) return token;
  const signed = `${p[0]}.${p[1]}`;
  const signature = open(key, p[2], `${PURPOSE}:${signed}`);
  return signature === null ? token : `${signed}.${signature}`;
}
