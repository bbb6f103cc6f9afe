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

export function certs(ctx: GoogleContext): HttpResponse {
  return json(200, ctx.signer.jwks(), { "Cache-Control": "public, max-age=3600" });
}
