/**
 * POST /revoke (oauth2.googleapis.com): revokes the whole grant a refresh or access token belongs to, so its refresh
 * answers invalid_grant and its access tokens 401. The token may come in the form or the query, as Google allows.
 */
import { formBody, json, type HttpRequest, type HttpResponse } from "../kit";
import type { GoogleContext } from "./context";
import { oauthError } from "./errors";

export async function revokeEndpoint(ctx: GoogleContext, req: HttpRequest): Promise<HttpResponse> {
  const token = formBody(req).get("token") ?? req.url.searchParams.get("token");
  if (!token) return oauthError(400, "invalid_request", "Missing required parameter: token");
  if (!(await ctx.grants.revokeToken(token))) return oauthError(400, "invalid_token", "Token expired or revoked");
  return json(200, {});
}
