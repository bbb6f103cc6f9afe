/**
 * GET|POST /o/oauth2/v2/auth: Google's consent flow. GET validates the request (problems are shown as Google's
 * "Error 400" pages, never redirected) and shows the account chooser; the POST redirects back with
 * code, scope and state, or with error=access_denied when the user cancels. A refresh token is promised only
 * with access_type=offline, and on a later consent only with prompt=consent (as Google does).
 */
import { formBody, html, redirect, type HttpRequest, type HttpResponse } from "../kit";
import {
  CODE_CHALLENGE,
  consentDecision,
  consentPage,
  redirectUriAllowed,
  withQuery,
  type ConsentRequest,
} from "../kit/oauth";
import type { GoogleContext } from "./context";
import { authorizeErrorPage } from "./errors";
import { CALENDAR_EVENTS_SCOPES, CALENDAR_LIST_SCOPES, normalizeScopes, permissionsText } from "./scopes";

const CALENDAR_SCOPES = [...new Set([...CALENDAR_EVENTS_SCOPES, ...CALENDAR_LIST_SCOPES])];

type Validation = { ok: true; request: ConsentRequest } | { ok: false; response: HttpResponse };

function validate(ctx: GoogleContext, params: URLSearchParams): Validation {
  const page = (status: number, error: string, description: string): Validation => ({
    ok: false,
    response: authorizeErrorPage(status, error, description),
  });
  const missing = (name: string) => page(400, "invalid_request", `Missing required parameter: ${name}`);
  const clientId = params.get("client_id");
  if (!clientId) return missing("client_id");
  if (clientId !== ctx.client.clientId) return page(401, "invalid_client", "The OAuth client was not found.");
  const redirectUri = params.get("redirect_uri");
  if (!redirectUri) return missing("redirect_uri");
  if (!redirectUriAllowed(redirectUri, "google", ctx.redirectUris))
    return page(
      400,
      "redirect_uri_mismatch",
      `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`,
    );
  const responseType = params.get("response_type");
  if (!responseType) return missing("response_type");
  if (responseType !== "code") return page(400, "unsupported_response_type", `Invalid response_type: ${responseType}`);
  const scopeText = params.get("scope") ?? "";
  if (!scopeText.trim()) return missing("scope");
  const scopes = normalizeScopes(scopeText);
  if ("invalid" in scopes)
    return page(400, "invalid_scope", `Some requested scopes were invalid. {invalid=[${scopes.invalid.join(", ")}]}`);
  const challenge = params.get("code_challenge");
  if (!challenge) return missing("code_challenge");
  const method = params.get("code_challenge_method") ?? "plain";
  if (method !== "S256")
    return page(400, "invalid_request", `Invalid code_challenge_method: ${method} (S256 is required)`);
  if (!CODE_CHALLENGE.test(challenge)) return page(400, "invalid_request", "Invalid code_challenge.");
  const accessType = params.get("access_type") ?? "online";
  if (accessType !== "online" && accessType !== "offline")
    return page(400, "invalid_request", `Invalid access_type: ${accessType}`);

  const request: ConsentRequest = {
    clientId,
    redirectUri,
    scopes: scopes.scopes,
    codeChallenge: challenge,
    offline: accessType === "offline",
  };
  const state = params.get("state");
  if (state !== null) request.state = state;
  const nonce = params.get("nonce");
  if (nonce) request.nonce = nonce;
  const prompt = params.get("prompt");
  if (prompt) request.prompt = prompt;
  return { ok: true, request };
}

export function authorizeGet(ctx: GoogleContext, req: HttpRequest): HttpResponse {
  const checked = validate(ctx, req.url.searchParams);
  if (!checked.ok) return checked.response;
  return html(
    200,
    consentPage({
      provider: "Google",
      action: req.url.pathname,
      pendingId: ctx.pending.add(checked.request),
      clientId: checked.request.clientId,
      accounts: ctx.accounts,
      permissions: permissionsText(checked.request.scopes.filter((scope) => !CALENDAR_SCOPES.includes(scope))),
      // Google's granular consent: calendar access is a checkbox the user may untick.
      optional: checked.request.scopes
        .filter((scope) => CALENDAR_SCOPES.includes(scope))
        .map((scope) => ({ scope, label: permissionsText([scope])[0] ?? scope })),
    }),
  );
}

export function authorizePost(ctx: GoogleContext, req: HttpRequest): HttpResponse {
  const decision = consentDecision(formBody(req), ctx.pending, ctx.accounts, CALENDAR_SCOPES);
  if (decision.kind === "invalid") return authorizeErrorPage(400, "invalid_request", decision.message);
  const { request } = decision;
  if (decision.kind === "cancel")
    return redirect(withQuery(request.redirectUri, { error: "access_denied", state: request.state }));
  const { account, scopes } = decision;
  // "A refresh token is only returned the first time the user consents", unless prompt=consent asks again.
  const reconsent = (request.prompt ?? "").split(/\s+/).includes("consent");
  const offline = request.offline && (reconsent || !ctx.grants.hasLiveOfflineGrant(account.id, request.clientId));
  const code = ctx.codes.issue({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    accountId: account.id,
    scopes,
    codeChallenge: request.codeChallenge,
    offline,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  return redirect(withQuery(request.redirectUri, { state: request.state, code, scope: scopes.join(" ") }));
}
