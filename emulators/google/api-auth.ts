/**
 * The Bearer check in front of Google's Calendar API (401 authError; 403 insufficientPermissions when the grant
 * lacks a calendar scope) and the fault switch for data requests: throttling alternates 403 usageLimits
 * rateLimitExceeded and 429 rateLimitExceeded; failing answers 5xx backendError.
 */
import type { HttpRequest, HttpResponse } from "../kit";
import type { FixtureAccount, GrantRecord } from "../kit/oauth";
import type { GoogleContext } from "./context";
import { apiError } from "./errors";

export type ApiCaller =
  { ok: true; account: FixtureAccount; grant: GrantRecord } | { ok: false; response: HttpResponse };

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"' };

export function bearerToken(req: HttpRequest): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ""))?.[1] ?? null;
}

export function authenticate(ctx: GoogleContext, req: HttpRequest, anyOfScopes: string[]): ApiCaller {
  const unauthorized: ApiCaller = {
    ok: false,
    response: apiError(
      401,
      "authError",
      "Invalid Credentials",
      { locationType: "header", location: "Authorization" },
      CHALLENGE,
    ),
  };
  const token = bearerToken(req);
  if (!token) return unauthorized;
  const result = ctx.grants.authenticate(token);
  if (!result.ok) return unauthorized;
  const account = ctx.accounts.find((a) => a.id === result.grant.accountId);
  if (!account) return unauthorized;
  if (!result.grant.scopes.some((s) => anyOfScopes.includes(s)))
    return {
      ok: false,
      response: apiError(403, "insufficientPermissions", "Request had insufficient authentication scopes."),
    };
  return { ok: true, account, grant: result.grant };
}

export function faultResponse(ctx: GoogleContext): HttpResponse | null {
  const fault = ctx.faults.next();
  if (!fault) return null;
  if (fault.kind === "throttle") {
    const status = fault.sequence % 2 === 0 ? 403 : 429;
    const headers: Record<string, string> = status === 429 ? { "Retry-After": String(fault.retryAfterSeconds) } : {};
    return apiError(status, "rateLimitExceeded", "Rate Limit Exceeded", { domain: "usageLimits" }, headers);
  }
  return apiError(fault.status, "backendError", "Backend Error");
}
