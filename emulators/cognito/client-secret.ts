/**
 * App clients with a secret: Cognito wants SECRET_HASH = Base64(HMAC-SHA256(secret, username + clientId)) on the
 * authentication calls and the secret itself on RevokeToken and the OAuth endpoints. A public client (no secret,
 * the default) needs neither, and anything sent is ignored, as in Cognito.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "./context";
import { Errors } from "./errors";

export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return createHmac("sha256", clientSecret)
    .update(username + clientId)
    .digest("base64");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks SECRET_HASH when the client has a secret. `usernames` are the names the hash may have been computed
 * over: the one the caller sent, or for a refresh the user's user name or `sub` (clients disagree on which one
 * REFRESH_TOKEN_AUTH wants, and Cognito accepts the user name of the token's user). null: no user is known
 * (an unknown refresh token), so only presence is checked and the call fails later for its own reason.
 */
export function requireSecretHash(ctx: Context, clientId: string, given: unknown, usernames: string[] | null): void {
  const secret = ctx.config.clientSecret;
  if (!secret) return;
  if (typeof given !== "string" || given === "") throw Errors.secretHashMissing(clientId);
  if (usernames && !usernames.some((name) => name && sameText(secretHash(secret, name, clientId), given)))
    throw Errors.secretHashMismatch(clientId);
}

/** RevokeToken's ClientSecret. */
export function requireClientSecret(ctx: Context, clientId: string, given: unknown): void {
  const secret = ctx.config.clientSecret;
  if (!secret) return;
  if (typeof given !== "string" || given === "") throw Errors.clientSecretMissing(clientId);
  if (!sameText(secret, given)) throw Errors.clientSecretMismatch(clientId);
}

/** OAuth client authentication (client_secret_basic or client_secret_post) for a client with a secret. */
export function oauthClientAuthenticated(ctx: Context, basicSecret: string | null, formSecret: string | null): boolean {
  const secret = ctx.config.clientSecret;
  if (!secret) return true;
  const given = basicSecret ?? formSecret;
  return typeof given === "string" && given !== "" && sameText(secret, given);
}
