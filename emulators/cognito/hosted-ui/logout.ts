/** GET /logout: ends the hosted-UI browser session and redirects to a registered sign-out URL. */
import type { Context } from "../context";
import { clearCookie, errorPage, html, redirect, type HttpRequest, type HttpResponse } from "../../kit";
import { authorizeParams, validateAuthorize } from "./authorize-request";
import { SESSION_COOKIE } from "./complete";

export function logout(ctx: Context, req: HttpRequest): HttpResponse {
  const q = req.url.searchParams;
  const clientId = q.get("client_id");
  if (!clientId) return html(400, errorPage("invalid_request", "client_id is required."));
  if (clientId !== ctx.config.clientId) return html(400, errorPage("invalid_client", "Client does not exist."));
  const sessionId = req.cookies[SESSION_COOKIE];
  const clear = { "Set-Cookie": clearCookie(SESSION_COOKIE) };
  const logoutUri = q.get("logout_uri");
  if (logoutUri !== null) {
    if (!ctx.config.logoutUrls.includes(logoutUri)) {
      return html(400, errorPage("invalid_request", "logout_uri is not one of the app client's sign-out URLs."));
    }
    if (sessionId) delete ctx.store.state.hostedSessions[sessionId];
    return redirect(logoutUri, clear);
  }
  // Cognito's other form: sign out, then straight back to the sign-in page.
  if (q.get("redirect_uri") !== null) {
    const v = validateAuthorize(ctx.config, q);
    if (!v.ok) return v.kind === "redirect" ? redirect(v.location) : html(400, errorPage(v.error, v.description));
    if (sessionId) delete ctx.store.state.hostedSessions[sessionId];
    return redirect(`/login?${authorizeParams(v.request).toString()}`, clear);
  }
  return html(400, errorPage("invalid_request", "logout_uri (or redirect_uri and response_type) is required."));
}
