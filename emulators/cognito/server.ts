/**
 * HTTP wiring only: routing, body limits, CORS, the JSON 1.1 protocol of the user-pool API,
 * Server-Timing, and persisting state after each request that may have changed it.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "./context";
import { jwksDocument, openIdConfiguration } from "./discovery";
import { CognitoError, Errors, toWireError } from "./errors";
import { CORS_ROUTES, HOSTED_UI_ROUTES } from "./hosted-ui";
import { errorPage, html, json, requestListener, type HttpRequest, type HttpResponse, type Routed } from "../kit";
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from "./cors";
import { IDENTITY_OPERATIONS, OPERATIONS } from "./operations";
import { listOutbox } from "./outbox";
import { MAX_TOKEN_FAMILIES, pruneState } from "./token-service";

export const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";
/** The identity-pool API shares the endpoint; the target's service name tells them apart. */
export const IDENTITY_TARGET_PREFIX = "AWSCognitoIdentityService.";

export interface ServerHooks {
  reset: () => Promise<void>;
  onTiming?: (operation: string, ms: number) => void;
  logRequests?: boolean;
}

const AMZ_JSON = "application/x-amz-json-1.1";

function apiError(err: unknown, requestId: string): HttpResponse {
  const wire = toWireError(err);
  return {
    status: wire.status,
    headers: { "Content-Type": AMZ_JSON, "x-amzn-RequestId": requestId, ...wire.headers },
    body: JSON.stringify(wire.body),
  };
}

type ApiOutcome = Routed;

async function handleApi(ctx: Context, req: HttpRequest): Promise<ApiOutcome> {
  const requestId = randomUUID();
  const target = String(req.headers["x-amz-target"] ?? "");
  const [prefix, table] = target.startsWith(IDENTITY_TARGET_PREFIX)
    ? [IDENTITY_TARGET_PREFIX, IDENTITY_OPERATIONS]
    : [TARGET_PREFIX, OPERATIONS];
  const operation = target.startsWith(prefix) ? target.slice(prefix.length) : "";
  const def = Object.prototype.hasOwnProperty.call(table, operation) ? table[operation] : undefined;
  const label = def ? operation : "Unknown";
  if (req.tooLarge)
    return {
      operation: label,
      response: apiError(
        Errors.serialization(`Request body is larger than ${ctx.config.maxBodyBytes} bytes.`),
        requestId,
      ),
    };
  if (!def) return { operation: label, response: apiError(Errors.unknownOperation(target), requestId) };

  let input: Record<string, unknown>;
  try {
    const text = req.body.toString("utf8");
    const parsed: unknown = text.trim() === "" ? {} : JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    input = parsed as Record<string, unknown>;
  } catch {
    return { operation, response: apiError(Errors.serialization(), requestId) };
  }

  let response: HttpResponse;
  let mutated = !def.readonly;
  try {
    if (def.admin) {
      if (!/^AWS4-HMAC-SHA256 /.test(String(req.headers.authorization ?? ""))) throw Errors.missingAuthToken();
    }
    const result = (await def.handler(ctx, input, {
      headers: req.headers,
      ...(req.ip ? { ip: req.ip } : {}),
    })) as Record<string, unknown>;
    // Password-verifier challenges only create in-memory sessions; nothing to write.
    if (result && (result.ChallengeName === "PASSWORD_VERIFIER" || result.ChallengeName === "DEVICE_PASSWORD_VERIFIER"))
      mutated = false;
    response = {
      status: 200,
      headers: { "Content-Type": AMZ_JSON, "x-amzn-RequestId": requestId },
      body: JSON.stringify(result ?? {}),
    };
  } catch (err) {
    if (!(err instanceof CognitoError))
      ctx.log.error(`${operation} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    response = apiError(err, requestId);
    // Most operations validate before they change anything; the code-checking ones count failures.
    mutated = Boolean(def.commitOnError);
  }
  if (mutated) {
    try {
      pruneIfLarge(ctx);
      await ctx.store.commit();
    } catch (err) {
      ctx.log.error(`could not persist state: ${err instanceof Error ? err.message : String(err)}`);
      response = apiError(Errors.internal("The emulator could not persist its state."), requestId);
    }
  }
  return { operation, response };
}

const lastPrune = new WeakMap<Context, number>();
/** Drops expired records at most once a minute, or at once when there are too many sign-ins. */
function pruneIfLarge(ctx: Context): void {
  const now = ctx.now();
  const many = Object.keys(ctx.store.state.families).length > MAX_TOKEN_FAMILIES;
  if (many || now - (lastPrune.get(ctx) ?? 0) > 60_000) {
    lastPrune.set(ctx, now);
    pruneState(ctx);
  }
}

function corsHeaders(ctx: Context, origin: string | undefined): Record<string, string> {
  if (!origin || !ctx.config.allowedOrigins.includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    Vary: "Origin",
    "Access-Control-Expose-Headers": CORS_EXPOSED_HEADERS,
  };
}

function preflight(ctx: Context, req: HttpRequest): HttpResponse {
  const origin = req.headers.origin;
  if (!origin || !ctx.config.allowedOrigins.includes(origin))
    return { status: 403, headers: { "Content-Type": "text/plain" }, body: "CORS origin not allowed" };
  const requested = String(req.headers["access-control-request-headers"] ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allowed = [...new Set([...CORS_ALLOWED_HEADERS, ...requested.filter((h) => CORS_ALLOWED_HEADERS.includes(h))])];
  return {
    status: 204,
    headers: {
      ...corsHeaders(ctx, origin),
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": allowed.join(", "),
      "Access-Control-Max-Age": "600",
      // Chrome's Private Network Access preflight (page and emulator are both local; harmless otherwise).
      ...(req.headers["access-control-request-private-network"] === "true"
        ? { "Access-Control-Allow-Private-Network": "true" }
        : {}),
    },
  };
}

async function route(ctx: Context, req: HttpRequest, hooks: ServerHooks): Promise<ApiOutcome> {
  const path = req.url.pathname;
  if (req.method === "OPTIONS") return { operation: "preflight", response: preflight(ctx, req) };
  if (path === "/" && req.method === "POST") return handleApi(ctx, req);
  if (path === "/" && req.method === "GET") {
    return {
      operation: "info",
      response: json(200, {
        service: "cognito-emulator",
        poolId: ctx.config.poolId,
        clientId: ctx.config.clientId,
        issuer: ctx.urls.issuer,
      }),
    };
  }
  if (path === "/health") return { operation: "health", response: json(200, { status: "ok" }) };

  const wellKnown = `/${ctx.config.poolId}/.well-known/`;
  if (req.method === "GET" && path === `${wellKnown}jwks.json`) {
    return {
      operation: "jwks",
      response: json(200, jwksDocument(ctx), {
        "Cache-Control": "public, max-age=3600",
        "Access-Control-Allow-Origin": "*",
      }),
    };
  }
  if (req.method === "GET" && path === `${wellKnown}openid-configuration`) {
    return {
      operation: "discovery",
      response: json(200, openIdConfiguration(ctx), { "Access-Control-Allow-Origin": "*" }),
    };
  }

  if (ctx.config.devEndpoints && path.startsWith("/_dev/")) {
    if (req.method === "GET" && path === "/_dev/outbox") {
      const to = req.url.searchParams.get("to") ?? undefined;
      const username = req.url.searchParams.get("username") ?? undefined;
      return {
        operation: "outbox",
        response: json(200, listOutbox(ctx, { ...(to ? { to } : {}), ...(username ? { username } : {}) })),
      };
    }
    if (req.method === "POST" && path === "/_dev/reset") {
      await hooks.reset();
      return { operation: "reset", response: json(200, { reset: true, poolId: ctx.config.poolId }) };
    }
  }

  const hosted = HOSTED_UI_ROUTES[`${req.method} ${path}`];
  if (hosted) {
    let response: HttpResponse;
    try {
      response = hosted(ctx, req);
    } catch (err) {
      ctx.log.error(`${req.method} ${path} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      response = html(500, errorPage("server_error", "The emulator hit an internal error."));
    }
    await ctx.store.commit();
    return { operation: `${req.method} ${path}`, response };
  }
  if (req.tooLarge) return { operation: "too-large", response: json(400, { error: "request_too_large" }) };
  return {
    operation: "not-found",
    response: json(404, { __type: "ResourceNotFoundException", message: `No route for ${req.method} ${path}` }),
  };
}

export function createRequestHandler(ctx: Context, hooks: ServerHooks) {
  return requestListener((req) => route(ctx, req, hooks), {
    maxBodyBytes: ctx.config.maxBodyBytes,
    log: ctx.log,
    ...(hooks.logRequests ? { logRequests: true } : {}),
    ...(hooks.onTiming ? { onTiming: hooks.onTiming } : {}),
    internalError: (requestId) => apiError(Errors.internal(), requestId),
    decorate: (req) =>
      req.method !== "OPTIONS" &&
      (req.method === "POST" || CORS_ROUTES.has(req.url.pathname) || req.url.pathname.startsWith("/_dev/"))
        ? corsHeaders(ctx, req.headers.origin)
        : {},
  });
}
