/**
 * The Bearer check in front of every Graph call (401 InvalidAuthenticationToken when missing, unknown, revoked or
 * expired; 403 when the grant lacks the call's scopes), and the fault switch for data requests (429 TooManyRequests
 * with Retry-After, or a 5xx), both in Graph's error shape.
 */
import type { HttpRequest, HttpResponse } from "../kit";
import type { FixtureAccount, GrantRecord } from "../kit/oauth";
import type { MicrosoftContext } from "./context";
import { GRAPH_CHALLENGE, graphError } from "./graph-errors";

export type GraphCaller =
  { ok: true; account: FixtureAccount; grant: GrantRecord } | { ok: false; response: HttpResponse };

export function authenticate(
  ctx: MicrosoftContext,
  req: HttpRequest,
  anyOfScopes: string[],
  denied: { code: string; message: string },
): GraphCaller {
  const unauthorized = (message: string): GraphCaller => ({
    ok: false,
    response: graphError(req, ctx.now(), 401, "InvalidAuthenticationToken", message, GRAPH_CHALLENGE),
  });
  const m = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ""));
  if (!m?.[1]) return unauthorized("Access token is empty.");
  const result = ctx.grants.authenticate(m[1]);
  if (!result.ok)
    return unauthorized(
      result.reason === "expired"
        ? "Lifetime validation failed, the token is expired."
        : result.reason === "failed"
          ? "Continuous access evaluation resulted in challenge with result: InteractionRequired and code: TokenIssuedBeforeRevocationTimestamp"
          : "Access token validation failure.",
    );
  const account = ctx.accounts.find((a) => a.id === result.grant.accountId);
  if (!account) return unauthorized("Access token validation failure.");
  if (!result.grant.scopes.some((s) => anyOfScopes.includes(s)))
    return { ok: false, response: graphError(req, ctx.now(), 403, denied.code, denied.message) };
  return { ok: true, account, grant: result.grant };
}

const FAIL_CODES: Record<number, [string, string]> = {
  500: ["generalException", "General exception while processing."],
  502: ["BadGateway", "Bad Gateway"],
  503: ["serviceNotAvailable", "The service is temporarily unavailable. Please retry later."],
  504: ["GatewayTimeout", "Gateway Timeout"],
};

/** The answer a fault imposes on this data request, or null to serve it. */
export function faultResponse(ctx: MicrosoftContext, req: HttpRequest): HttpResponse | null {
  const fault = ctx.faults.next();
  if (!fault) return null;
  if (fault.kind === "throttle")
    return graphError(
      req,
      ctx.now(),
      429,
      "TooManyRequests",
      "Too many requests. The application has exceeded its request rate; retry after the interval in Retry-After.",
      { "Retry-After": String(fault.retryAfterSeconds) },
    );
  const [code, message] = FAIL_CODES[fault.status] ?? ["UnknownError", "An unknown error occurred."];
  return graphError(req, ctx.now(), fault.status, code, message);
}
