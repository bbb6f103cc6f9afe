/**
 * OpenID discovery for a tenant and its signing keys, so an OAuth library can be pointed at the stand-in the way it
 * is pointed at login.microsoftonline.com. As there, the multi-tenant endpoints ("common", "organizations",
 * "consumers") publish the issuer with a literal {tenantid}; id_tokens carry the fixture tenant's id.
 */
import { json, type HttpResponse } from "../kit";
import { MICROSOFT_TENANT_ID } from "./accounts";
import type { MicrosoftContext } from "./context";

const MULTI_TENANT = new Set(["common", "organizations", "consumers"]);

export function openIdConfiguration(ctx: MicrosoftContext, tenant: string): HttpResponse {
  const base = `${ctx.publicUrl}/${tenant}`;
  const issuerTenant = MULTI_TENANT.has(tenant.toLowerCase()) ? "{tenantid}" : MICROSOFT_TENANT_ID;
  return json(200, {
    token_endpoint: `${base}/oauth2/v2.0/token`,
    token_endpoint_auth_methods_supported: ["client_secret_post", "private_key_jwt", "client_secret_basic"],
    jwks_uri: `${base}/discovery/v2.0/keys`,
    response_modes_supported: ["query"],
    subject_types_supported: ["pairwise"],
    id_token_signing_alg_values_supported: ["RS256"],
    response_types_supported: ["code"],
    scopes_supported: ["openid", "profile", "email", "offline_access"],
    issuer: `${ctx.publicUrl}/${issuerTenant}/v2.0`,
    request_uri_parameter_supported: false,
    userinfo_endpoint: `${ctx.publicUrl}/oidc/userinfo`,
    authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
    code_challenge_methods_supported: ["S256"],
    http_logout_supported: true,
    frontchannel_logout_supported: true,
    claims_supported: [
      "sub",
      "iss",
      "aud",
      "exp",
      "iat",
      "nbf",
      "name",
      "nonce",
      "oid",
      "preferred_username",
      "tid",
      "ver",
      "email",
    ],
    tenant_region_scope: "EU",
    cloud_instance_name: "microsoftonline.com",
  });
}

export function signingKeys(ctx: MicrosoftContext): HttpResponse {
  return json(200, ctx.signer.jwks(), { "Cache-Control": "public, max-age=3600" });
}
