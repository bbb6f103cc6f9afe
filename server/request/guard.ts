/**
 * The guard every function goes through: Cache-Control no-store on every answer, only the declared methods (405
 * with Allow), cross-site refusal on mutating calls, the JSON body rules, and one place that turns anything thrown
 * into the one error format, so no request can crash the process or leak a stack trace.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { z } from "zod";
import { ApiError, ApiErrors, allowMethods, noStore, sendApiError, type HttpMethod } from "../http";
import { logError } from "../log";
import { builtAuthSettings } from "../settings";
import { checkBodyHeaders, DEFAULT_BODY_LIMIT_BYTES, EmptyBody, parseBody } from "./body";
import { originAllowed } from "./origin";

export interface Call<Body> {
  req: GatsbyFunctionRequest;
  res: GatsbyFunctionResponse;
  body: Body;
  /** Epoch ms when the function was entered: a deadline counts from here, as the platform's time limit does. */
  startedAt: number;
}

export interface Route<Body> {
  /** Changes state (cookies, revocation): the Origin must be the site's. */
  mutating: boolean;
  /** Schema of the JSON body; without one the body must be absent or `{}`. */
  body?: z.ZodType<Body>;
  run(call: Call<Body>): Promise<void> | void;
}

/** Keeps each route's body type (a helper because a record of routes would widen them). */
export function route<Body = Record<string, never>>(spec: Route<Body>): Route<Body> {
  return spec;
}

export interface HandlerOptions {
  bodyLimitBytes?: number;
  /** The JSON media types accepted (application/json; the Cognito proxy also takes Cognito's own). */
  bodyTypes?: readonly string[];
  /** The configured site URL (SITE_URL); injectable for tests. */
  siteUrl?: () => string;
}

export type FunctionHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;

export function apiHandler(
  routes: Partial<Record<HttpMethod, Route<unknown>>>,
  options: HandlerOptions = {},
): FunctionHandler {
  const methods = Object.keys(routes) as HttpMethod[];
  const limit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const siteUrl = options.siteUrl ?? (() => builtAuthSettings().siteUrl);
  return async (req, res) => {
    const startedAt = Date.now();
    try {
      noStore(res);
      if (!allowMethods(req, res, methods)) return;
      const spec = routes[(req.method ?? "GET").toUpperCase() as HttpMethod] as Route<unknown>;
      if (spec.mutating && !originAllowed(req.headers, siteUrl())) throw ApiErrors.originRefused();
      checkBodyHeaders(req.headers, limit, options.bodyTypes);
      const body = parseBody(spec.body ?? EmptyBody, req.headers, req.body);
      await spec.run({ req, res, body, startedAt });
    } catch (err) {
      if (!(err instanceof ApiError)) logError("function failed", err);
      if (res.headersSent) {
        res.end();
        return;
      }
      sendApiError(res, err instanceof ApiError ? err : ApiErrors.internal());
    }
  };
}
