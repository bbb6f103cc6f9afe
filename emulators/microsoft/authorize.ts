/**
 * GET|POST /{tenant}/oauth2/v2.0/authorize: the identity platform's authorize endpoint. GET validates the request
 * (an untrusted client or redirect URI gets an error page, anything else an error redirect) and shows the consent
 * page; the page's POST redirects back with a code, or with access_denied when the user cancels.
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
import { AAD, authorizeErrorPage, authorizeErrorRedirect } from "./aad-errors";
import type { MicrosoftContext } from "./context";
import { normalizeScopes, permissionsText } from "./scopes";

type Validation = { ok: true; request: ConsentRequest } | { ok: false; response: HttpResponse };

function validate(ctx: MicrosoftContext, params: URLSearchParams, tenant: string): Validation {
  const page = (e: Parameters<typeof authorizeErrorPage>[0]): Validation => ({
    ok: false,
    response: authorizeErrorPage(e),
  });
  const clientId = params.get("client_id");
  if (!clientId) return page(AAD.missingParameter("client_id"));
  if (clientId !== ctx.client.clientId) return page(AAD.unknownClient(clientId, tenant));
  const redirectUri = params.get("redirect_uri");
  if (!redirectUri) return page(AAD.missingParameter("redirect_uri"));
  if (!redirectUriAllowed(redirectUri, "microsoft", ctx.redirectUris))
    return page(AAD.redirectMismatch(redirectUri, clientId));

  const state = params.get("state") ?? undefined;
  const fail = (e: Parameters<typeof authorizeErrorRedirect>[1]): Validation => ({
    ok: false,
    response: authorizeErrorRedirect(redirectUri, e, state),
  });
  const responseType = params.get("response_type");
  if (!responseType) return fail(AAD.missingParameter("response_type"));
  if (responseType !== "code") return fail(AAD.unsupportedResponseType(responseType));
  const mode = params.get("response_mode");
  if (mode && mode !== "query") return fail(AAD.unsupportedResponseMode(mode));
  const scopeText = params.get("scope") ?? "";
  if (!scopeText.trim()) return fail(AAD.missingParameter("scope"));
  const scopes = normalizeScopes(scopeText);
  if ("unknown" in scopes) return fail(AAD.invalidScope(scopes.unknown));
  const challenge = params.get("code_challenge");
  if (!challenge) return fail(AAD.pkceRequired());
  if ((params.get("code_challenge_method") ?? "plain") !== "S256") return fail(AAD.pkceMethod());
  if (!CODE_CHALLENGE.test(challenge)) return fail(AAD.pkceSize());

  const request: ConsentRequest = {
    clientId,
    redirectUri,
    scopes: scopes.scopes,
    codeChallenge: challenge,
    // Without offline_access Microsoft issues no refresh token.
    offline: scopes.scopes.includes("offline_access"),
  };
  if (state !== undefined) request.state = state;
  const nonce = params.get("nonce");
  if (nonce) request.nonce = nonce;
  return { ok: true, request };
}

export function authorizeGet(ctx: MicrosoftContext, req: HttpRequest, tenant: string): HttpResponse {
  const checked = validate(ctx, req.url.searchParams, tenant);
  if (!checked.ok) return checked.response;
  const pendingId = ctx.pending.add(checked.request);
  return html(
    200,
    consentPage({
      provider: "Microsoft",
      action: req.url.pathname,
      pendingId,
      clientId: checked.request.clientId,
      accounts: ctx.accounts,
      permissions: permissionsText(checked.request.scopes),
    }),
  );
}

export function authorizePost(ctx: MicrosoftContext, req: HttpRequest): HttpResponse {
  const decision = consentDecision(formBody(req), ctx.pending, ctx.accounts);
  if (decision.kind === "invalid")
    return authorizeErrorPage({ error: "invalid_request", code: 900561, message: decision.message });
  const { request } = decision;
  if (decision.kind === "cancel") return authorizeErrorRedirect(request.redirectUri, AAD.declined(), request.state);
  const code = ctx.codes.issue({
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    accountId: decision.account.id,
    scopes: request.scopes,
    codeChallenge: request.codeChallenge,
    offline: request.offline,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  return redirect(withQuery(request.redirectUri, { code, state: request.state }));
}
