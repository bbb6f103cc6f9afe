/**
 * OpenID discovery and signing keys, so an OAuth library can be pointed at the stand-in the way it is pointed at
 * accounts.google.com. Locally one origin serves all of Google's hosts, so every endpoint is on publicUrl.
 */
import { json, type HttpResponse } from "../kit";
import type { GoogleContext } from "./context";

export function openIdConfiguration(ctx: GoogleContext): HttpResponse {
  const base = ctx.publicUrl;
  return json(200, {
    issuer: base,
    authorization_endpoint: `${base}/o/oauth2/v2/auth`,
    token_endpoint: `${base}/token`,
    userinfo_endpoint: `${base}/oauth2/v3/userinfo`,
    revocation_endpoint: `${base}/revoke`,
    jwks_uri: `${base}/oauth2/v3/certs`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    claims_supported: [
      "aud",
      "email",
      "email_verified",
      "exp",
      "family_name",
      "given_name",
      "iat",
      "iss",
      "name",
      "sub",
    ],
    code_challenge_methods_supported: ["S256"],
    grant_types_supported: ["authorization_code", "refresh_token"],
  });
}

/**
 * How long a client may keep the signing keys. Google answers some hours (the max-age counts down to its Expires);
 * the stand-in's keys are made per process, so an hour keeps a client that outlives a restart from holding stale
 * keys all day.
 */
const KEYS_MAX_AGE_SECONDS = 3600;

/** The caching headers Google sends with its keys: Cache-Control max-age with Expires (and Date) to match. */
function keyCaching(ctx: GoogleContext): Record<string, string> {
  const now = ctx.now();
  return {
    "Cache-Control": `public, max-age=${KEYS_MAX_AGE_SECONDS}, must-revalidate, no-transform`,
    Date: new Date(now).toUTCString(),
    Expires: new Date(now + KEYS_MAX_AGE_SECONDS * 1000).toUTCString(),
  };
}

/** GET /oauth2/v3/certs: the JWK set. */
export function certs(ctx: GoogleContext): HttpResponse {
  return json(200, ctx.signer.jwks(), keyCaching(ctx));
}

/** Issuer and subject of Google's signing certificates. */
const SIGNON_CERTIFICATE_NAME = "federated-signon.system.gserviceaccount.com";

/**
 * GET /oauth2/v1/certs: the same keys, under the same kids, as self-signed X.509 certificates in PEM,
 * `{ "<kid>": "-----BEGIN CERTIFICATE-----\n…" }`: what google-auth-library's OAuth2Client.verifyIdToken fetches
 * (endpoints.oauth2FederatedSignonPemCertsUrl) and caches for the Cache-Control max-age.
 */
export async function certsV1(ctx: GoogleContext): Promise<HttpResponse> {
  const pem = await ctx.signer.certificate(SIGNON_CERTIFICATE_NAME, ctx.now());
  const body: Record<string, string> = {};
  for (const key of ctx.signer.jwks().keys) body[String(key.kid)] = pem;
  return json(200, body, keyCaching(ctx));
}
