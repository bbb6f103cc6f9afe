/**
 * GET /oauth2/v3/userinfo: who the access token belongs to. `sub` always; email fields with the email scope and
 * name fields with the profile scope, as Google's OpenID userinfo does. Errors in the OAuth endpoints' flat shape.
 */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { bearerToken } from "./api-auth";
import type { GoogleContext } from "./context";
import { EMAIL_SCOPE, PROFILE_SCOPE } from "./scopes";

export function userinfoEndpoint(ctx: GoogleContext, req: HttpRequest): HttpResponse {
  const refused = json(
    401,
    { error: "invalid_request", error_description: "Invalid Credentials" },
    { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  );
  const token = bearerToken(req);
  if (!token) return refused;
  const result = ctx.grants.authenticate(token);
  if (!result.ok) return refused;
  const account = ctx.accounts.find((a) => a.id === result.grant.accountId);
  if (!account) return refused;
  const info: Record<string, unknown> = { sub: account.id };
  if (result.grant.scopes.includes(PROFILE_SCOPE)) {
    const [given, ...family] = account.name.split(" ");
    Object.assign(info, { name: account.name, given_name: given, family_name: family.join(" ") });
  }
  if (result.grant.scopes.includes(EMAIL_SCOPE)) Object.assign(info, { email: account.email, email_verified: true });
  return json(200, info);
}
