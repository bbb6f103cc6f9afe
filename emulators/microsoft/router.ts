/** Routing of the Microsoft stand-in: identity platform endpoints per tenant, Graph v1.0, and an info page. */
import { json, type HttpRequest, type HttpResponse, type Routed } from "../kit";
import { authorizeGet, authorizePost } from "./authorize";
import { calendarViewEndpoint } from "./calendar-view";
import { calendarViewDeltaEndpoint } from "./calendar-view-delta";
import type { MicrosoftContext } from "./context";
import { openIdConfiguration, signingKeys } from "./discovery";
import { eventByIdEndpoint } from "./event-by-id";
import { graphError } from "./graph-errors";
import { calendarsEndpoint, meEndpoint } from "./me";
import { tokenEndpoint } from "./token";

const TENANT = "([A-Za-z0-9.-]{1,64})";
const LOGIN = new RegExp(`^/${TENANT}/oauth2/v2\\.0/(authorize|token)$`);
const DISCOVERY = new RegExp(`^/${TENANT}/v2\\.0/\\.well-known/openid-configuration$`);
const KEYS = new RegExp(`^/${TENANT}/discovery/v2\\.0/keys$`);
// calendarView of one calendar, optionally its delta (also written as the function call, delta()).
const CALENDAR_VIEW_OF = /^\/v1\.0\/me\/calendars\/([^/]+)\/calendarview(\/delta(?:\(\))?)?$/i;
const MY_CALENDAR_VIEW = /^\/v1\.0\/me(?:\/calendar)?\/calendarview(\/delta(?:\(\))?)?$/i;
// One event by id: /me/events/{id}, /me/calendar/events/{id}, /me/calendars/{calendarId}/events/{id}.
const EVENT_BY_ID = /^\/v1\.0\/me(?:\/(calendar)|\/calendars\/([^/]+))?\/events\/([^/]+)$/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function graph(ctx: MicrosoftContext, req: HttpRequest, path: string): Promise<Routed> {
  if (req.method !== "GET")
    return {
      operation: "graph.method",
      response: graphError(req, ctx.now(), 405, "ErrorInvalidRequest", `The stand-in answers GET only on ${path}.`),
    };
  const lower = path.toLowerCase();
  if (lower === "/v1.0/me") return { operation: "graph.me", response: meEndpoint(ctx, req) };
  const mine = MY_CALENDAR_VIEW.exec(path);
  const of = CALENDAR_VIEW_OF.exec(path);
  if (mine || of?.[1]) {
    let id: string | null = of?.[1] ?? null;
    try {
      if (id !== null) id = decodeURIComponent(id);
    } catch {
      /* keep as sent */
    }
    if (mine?.[1] ?? of?.[2])
      return { operation: "graph.calendarView.delta", response: calendarViewDeltaEndpoint(ctx, req, id) };
    return { operation: "graph.calendarView", response: calendarViewEndpoint(ctx, req, id) };
  }
  const byId = EVENT_BY_ID.exec(path);
  if (byId?.[3]) {
    const calendarId = byId[2] !== undefined ? decoded(byId[2]) : byId[1] !== undefined ? "" : null;
    return { operation: "graph.event", response: eventByIdEndpoint(ctx, req, calendarId, decoded(byId[3])) };
  }
  if (lower === "/v1.0/me/calendars")
    return { operation: "graph.calendars", response: calendarsEndpoint(ctx, req, false) };
  if (lower === "/v1.0/me/calendar")
    return { operation: "graph.calendar", response: calendarsEndpoint(ctx, req, true) };
  const segment = path.split("/").filter(Boolean).pop() ?? "";
  return {
    operation: "graph.not-found",
    response: graphError(req, ctx.now(), 400, "BadRequest", `Resource not found for the segment '${segment}'.`),
  };
}

export async function route(ctx: MicrosoftContext, req: HttpRequest): Promise<Routed> {
  const path = req.url.pathname;
  if (path.startsWith("/v1.0/")) return graph(ctx, req, path);
  const login = LOGIN.exec(path);
  if (login?.[1]) {
    const tenant = login[1];
    if (login[2] === "token") {
      if (req.method !== "POST")
        return {
          operation: "token",
          response: json(405, { error: "invalid_request", error_description: "POST only." }),
        };
      return { operation: "token", response: await tokenEndpoint(ctx, req, tenant) };
    }
    if (req.method === "GET") return { operation: "authorize", response: authorizeGet(ctx, req, tenant) };
    if (req.method === "POST") return { operation: "consent", response: authorizePost(ctx, req) };
  }
  const discovery = DISCOVERY.exec(path);
  if (discovery?.[1] && req.method === "GET")
    return { operation: "discovery", response: openIdConfiguration(ctx, discovery[1]) };
  if (KEYS.test(path) && req.method === "GET") return { operation: "keys", response: signingKeys(ctx) };
  if (path === "/" && req.method === "GET")
    return {
      operation: "info",
      response: json(200, {
        service: "microsoft-stand-in",
        authorize: `${ctx.publicUrl}/common/oauth2/v2.0/authorize`,
        token: `${ctx.publicUrl}/common/oauth2/v2.0/token`,
        graph: `${ctx.publicUrl}/v1.0`,
        accounts: ctx.accounts.map((a) => a.email),
      }),
    };
  return { operation: "not-found", response: notFound(req) };
}

function notFound(req: HttpRequest): HttpResponse {
  return json(404, { error: "not_found", error_description: `No route for ${req.method} ${req.url.pathname}` });
}
