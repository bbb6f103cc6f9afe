/** /<poolId>/.well-known/openid-configuration and jwks.json. */
import type { Context } from "./context";
import { jwks } from "./tokens";

export function openIdConfiguration(ctx: Context) {
  const base = ctx.urls.base;
  return {
    issuer: ctx.urls.issuer,
    authorization_endpoint: `${base}/oauth2/authorize`,
    token_endpoint: `${base}/oauth2/token`,
    userinfo_endpoint: `${base}/oauth2/userInfo`,
    revocation_endpoint: `${base}/oauth2/revoke`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${ctx.urls.issuer}/.well-known/jwks.json`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    scopes_supported: [...ctx.config.oauthScopes],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    code_challenge_methods_supported: ["S256"],
    claims_supported: [
      "sub",
      "aud",
      "iss",
      "exp",
      "iat",
      "auth_time",
      "email",
      "email_verified",
      "name",
      "cognito:username",
      "cognito:groups",
      "identities",
    ],
  };
}

export function jwksDocument(ctx: Context) {
  return jwks(ctx.key);
}
