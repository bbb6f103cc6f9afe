/** Routing of the Google stand-in: accounts (consent), oauth2 (token, revoke), userinfo and Calendar v3 on one origin. */
import { json, type HttpRequest, type Routed } from "../kit";
import { authorizeGet, authorizePost } from "./authorize";
import { calendarListEndpoint } from "./calendar-list";
import type { GoogleContext } from "./context";
import { certs, certsV1, openIdConfiguration } from "./discovery";
import { apiError, oauthError } from "./errors";
import { eventsListEndpoint } from "./events-list";
import { revokeEndpoint } from "./revoke";
import { tokenEndpoint } from "./token";
import { userinfoEndpoint } from "./userinfo";

const EVENTS = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/;

export async function route(ctx: GoogleContext, req: HttpRequest): Promise<Routed> {
  const path = req.url.pathname;
  const key = `${req.method} ${path}`;
  switch (key) {
    case "GET /o/oauth2/v2/auth":
      return { operation: "authorize", response: authorizeGet(ctx, req) };
    case "POST /o/oauth2/v2/auth":
      return { operation: "consent", response: authorizePost(ctx, req) };
    case "POST /token":
      return { operation: "token", response: await tokenEndpoint(ctx, req) };
    case "POST /revoke":
      return { operation: "revoke", response: await revokeEndpoint(ctx, req) };
    case "GET /oauth2/v3/userinfo":
    case "POST /oauth2/v3/userinfo":
      return { operation: "userinfo", response: userinfoEndpoint(ctx, req) };
    case "GET /calendar/v3/users/me/calendarList":
      return { operation: "calendarList.list", response: calendarListEndpoint(ctx, req) };
    case "GET /.well-known/openid-configuration":
      return { operation: "discovery", response: openIdConfiguration(ctx) };
    case "GET /oauth2/v3/certs":
      return { operation: "certs", response: certs(ctx) };
    case "GET /oauth2/v1/certs":
      return { operation: "certs.pem", response: await certsV1(ctx) };
    case "GET /":
      return {
        operation: "info",
        response: json(200, {
          service: "google-stand-in",
          authorize: `${ctx.publicUrl}/o/oauth2/v2/auth`,
          token: `${ctx.publicUrl}/token`,
          calendar: `${ctx.publicUrl}/calendar/v3`,
          accounts: ctx.accounts.map((a) => a.email),
        }),
      };
  }
  const events = EVENTS.exec(path);
  if (events?.[1] && req.method === "GET") {
    let calendarId = events[1];
    try {
      calendarId = decodeURIComponent(calendarId);
    } catch {
      /* keep as sent */
    }
    return { operation: "events.list", response: eventsListEndpoint(ctx, req, calendarId) };
  }
  if (path === "/token" || path === "/revoke")
    return { operation: "oauth.method", response: oauthError(405, "invalid_request", "POST only.") };
  return { operation: "not-found", response: apiError(404, "notFound", "Not Found") };
}
