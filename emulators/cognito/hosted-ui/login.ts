/**
 * /oauth2/authorize and the hosted sign-in pages for pool users (/login and /login/challenge):
 * password, then any challenge (new password, TOTP or SMS code, MFA choice, TOTP setup).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "../context";
import { CognitoError } from "../errors";
import {
  cookie,
  errorPage,
  field,
  formBody,
  hiddenFields,
  html,
  page,
  redirect,
  type HttpRequest,
  type HttpResponse,
} from "../../kit";
import { mfaOperations } from "../operations/mfa";
import type { ChallengeName } from "../challenge-session";
import { passwordSignIn, respondToChallenge, type SignInStep } from "../signin";
import { otpauthUri } from "../totp";
import { authorizeParams, requestFromForm, validateAuthorize, type AuthorizeRequest } from "./authorize-request";
import { completeHostedSignIn, CSRF_COOKIE, hostedSession } from "./complete";
import { escapeHtml } from "../../../core/html";
import { startGoogle } from "./google";

function csrfToken(req: HttpRequest): { token: string; setCookie?: string } {
  const existing = req.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return { token: existing };
  const token = randomBytes(24).toString("base64url");
  return { token, setCookie: cookie(CSRF_COOKIE, token) };
}

function csrfValid(req: HttpRequest, form: URLSearchParams): boolean {
  const a = Buffer.from(req.cookies[CSRF_COOKIE] ?? "");
  const b = Buffer.from(form.get("_csrf") ?? "");
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

function withCookie(res: HttpResponse, setCookie?: string): HttpResponse {
  if (!setCookie) return res;
  const existing = res.headers?.["Set-Cookie"];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return { ...res, headers: { ...res.headers, "Set-Cookie": [...list, setCookie] } };
}

function intro(ctx: Context): string {
  return `Local Cognito emulator (${ctx.config.poolId}), for development only.`;
}

export function renderLogin(
  ctx: Context,
  request: AuthorizeRequest,
  csrf: string,
  opts: { error?: string; username?: string; status?: number } = {},
): HttpResponse {
  const params = authorizeParams(request, { identity_provider: undefined });
  const google = ctx.config.identityProviders.includes("Google")
    ? `<p class="divider">or</p>
<a class="button secondary" href="/oauth2/authorize?${escapeHtml(authorizeParams(request, { identity_provider: "Google" }).toString())}">Continue with Google</a>`
    : "";
  const body = `<form method="post" action="/login">
${hiddenFields(params)}
<input type="hidden" name="_csrf" value="${escapeHtml(csrf)}">
${field({ id: "username", label: "Email address", type: "email", autocomplete: "username", value: opts.username ?? "", invalid: Boolean(opts.error), autofocus: !opts.error })}
${field({ id: "password", label: "Password", type: "password", autocomplete: "current-password", invalid: Boolean(opts.error) })}
<button type="submit">Sign in</button>
</form>
${google}`;
  return html(
    opts.status ?? 200,
    page({
      title: "Sign in",
      heading: "Sign in",
      intro: intro(ctx),
      body,
      ...(opts.error ? { error: opts.error } : {}),
    }),
  );
}

interface ChallengeView {
  name: ChallengeName;
  session: string;
  username: string;
  parameters: Record<string, string>;
}

/** How the MFA choice names each factor. */
const MFA_LABELS: Record<string, string> = {
  SMS_MFA: "Text message (SMS)",
  SOFTWARE_TOKEN_MFA: "Authenticator app",
  EMAIL_OTP: "Code by e-mail",
};

function renderChallenge(
  ctx: Context,
  request: AuthorizeRequest,
  csrf: string,
  view: ChallengeView,
  error?: string,
): HttpResponse {
  let session = view.session;
  let heading: string;
  let fields: string;
  const invalid = Boolean(error);
  // Every MFA code is the same field; only its label and hint say where the code came from.
  const codeField = (label: string, hint?: string) =>
    field({
      id: "code",
      label,
      type: "text",
      autocomplete: "one-time-code",
      inputmode: "numeric",
      pattern: "[0-9]{6}",
      ...(hint ? { hint } : {}),
      invalid,
      autofocus: true,
    });
  switch (view.name) {
    case "NEW_PASSWORD_REQUIRED":
      heading = "Choose a new password";
      fields =
        field({
          id: "new_password",
          label: "New password",
          type: "password",
          autocomplete: "new-password",
          hint: `At least ${ctx.config.passwordPolicy.minimumLength} characters.`,
          invalid,
          autofocus: true,
        }) +
        field({
          id: "confirm_password",
          label: "Confirm new password",
          type: "password",
          autocomplete: "new-password",
          invalid,
        });
      break;
    case "SOFTWARE_TOKEN_MFA":
      heading = "Enter your authenticator code";
      fields = codeField("6-digit code from your authenticator app");
      break;
    case "SMS_MFA":
      heading = "Enter the code we sent you";
      fields = codeField(
        "6-digit code",
        `Sent by SMS to ${view.parameters.CODE_DELIVERY_DESTINATION ?? "your phone"}.`,
      );
      break;
    case "EMAIL_OTP":
      heading = "Enter the code we e-mailed you";
      fields = codeField(
        "6-digit code",
        `Sent by e-mail to ${view.parameters.CODE_DELIVERY_DESTINATION ?? "your address"}.`,
      );
      break;
    case "SELECT_MFA_TYPE": {
      heading = "Choose how to confirm it is you";
      const options = (JSON.parse(view.parameters.MFAS_CAN_CHOOSE ?? "[]") as string[])
        .map(
          (o, i) =>
            `<div><input type="radio" id="answer-${i}" name="answer" value="${escapeHtml(o)}"${i === 0 ? " checked" : ""}><label for="answer-${i}">${
              MFA_LABELS[o] ?? o
            }</label></div>`,
        )
        .join("\n");
      fields = `<fieldset><legend>Verification method</legend>${options}</fieldset>`;
      break;
    }
    case "MFA_SETUP": {
      heading = "Set up an authenticator app";
      let secret = view.parameters.SECRET_CODE;
      if (!secret) {
        const associated = mfaOperations.AssociateSoftwareToken!.handler(
          ctx,
          { Session: session },
          { headers: {} },
        ) as { SecretCode: string; Session: string };
        secret = associated.SecretCode;
        session = associated.Session;
        view.parameters = { ...view.parameters, SECRET_CODE: secret };
      }
      const uri = otpauthUri(secret, view.username, ctx.config.totpIssuer);
      fields = `<p>Add this key to your authenticator app, then enter the code it shows.</p>
<p id="secret-label"><strong>Secret key:</strong> <code aria-labelledby="secret-label">${escapeHtml(secret)}</code></p>
<p class="hint">Setup link: <code>${escapeHtml(uri)}</code></p>
${field({ id: "code", label: "6-digit code from your authenticator app", type: "text", autocomplete: "one-time-code", inputmode: "numeric", pattern: "[0-9]{6}", invalid, autofocus: true })}`;
      break;
    }
    default:
      return html(400, errorPage("invalid_request", `The ${view.name} challenge cannot be answered in the hosted UI.`));
  }
  const body = `<form method="post" action="/login/challenge">
${hiddenFields(authorizeParams(request))}
${hiddenFields({ _csrf: csrf, challenge: view.name, session, username: view.username, challenge_parameters: JSON.stringify(view.parameters) })}
${fields}
<button type="submit">Continue</button>
</form>`;
  return html(
    error ? 400 : 200,
    page({ title: heading, heading, intro: intro(ctx), body, ...(error ? { error } : {}) }),
  );
}

function afterStep(ctx: Context, request: AuthorizeRequest, csrf: string, step: SignInStep): HttpResponse {
  if (step.type === "authenticated") return completeHostedSignIn(ctx, request, step.user, step.authTime);
  return renderChallenge(ctx, request, csrf, {
    name: step.name,
    session: step.session,
    username: step.username,
    parameters: step.parameters,
  });
}

function badRequestFor(ctx: Context, params: URLSearchParams): HttpResponse | { request: AuthorizeRequest } {
  const v = validateAuthorize(ctx.config, params);
  if (v.ok) return { request: v.request };
  if (v.kind === "redirect") return redirect(v.location);
  return html(400, errorPage(v.error, v.description));
}

/** GET /oauth2/authorize */
export function authorize(ctx: Context, req: HttpRequest): HttpResponse {
  const checked = badRequestFor(ctx, req.url.searchParams);
  if (!("request" in checked)) return checked;
  const { request } = checked;
  if (request.identityProvider === "Google") return startGoogle(ctx, request);
  const existing = hostedSession(ctx, req);
  if (
    existing &&
    request.prompt !== "login" &&
    !(request.identityProvider === "COGNITO" && existing.user.identities?.length)
  ) {
    return completeHostedSignIn(ctx, request, existing.user, existing.session.authTime, { reuseSession: true });
  }
  return redirect(`/login?${authorizeParams(request).toString()}`);
}

/** GET /login */
export function loginPage(ctx: Context, req: HttpRequest): HttpResponse {
  const checked = badRequestFor(ctx, req.url.searchParams);
  if (!("request" in checked)) return checked;
  const csrf = csrfToken(req);
  return withCookie(renderLogin(ctx, checked.request, csrf.token), csrf.setCookie);
}

function expiredCsrf(ctx: Context, req: HttpRequest, request: AuthorizeRequest): HttpResponse {
  const csrf = csrfToken(req);
  return withCookie(
    renderLogin(ctx, request, csrf.token, { error: "This form has expired. Please sign in again.", status: 403 }),
    csrf.setCookie,
  );
}

/** POST /login */
export function loginSubmit(ctx: Context, req: HttpRequest): HttpResponse {
  const form = formBody(req);
  const checked = badRequestFor(ctx, requestFromForm(form));
  if (!("request" in checked)) return checked;
  const { request } = checked;
  if (!csrfValid(req, form)) return expiredCsrf(ctx, req, request);
  const csrf = req.cookies[CSRF_COOKIE] as string;
  const username = (form.get("username") ?? "").trim();
  const password = form.get("password") ?? "";
  if (!username || !password) {
    return renderLogin(ctx, request, csrf, { error: "Enter your email address and password.", username, status: 400 });
  }
  try {
    return afterStep(
      ctx,
      request,
      csrf,
      passwordSignIn(ctx, request.clientId, username, password, { viaHostedUi: true }),
    );
  } catch (err) {
    if (!(err instanceof CognitoError) || err.status >= 500) throw err;
    const message =
      err.type === "UserNotFoundException" || err.type === "NotAuthorizedException"
        ? "Incorrect username or password."
        : err.message;
    return renderLogin(ctx, request, csrf, { error: message, username, status: 400 });
  }
}

const SESSION_GONE = new Set(["LimitExceededException"]);

function parseParameters(text: string | null): Record<string, string> {
  if (!text || text.length > 4096) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** POST /login/challenge */
export function challengeSubmit(ctx: Context, req: HttpRequest): HttpResponse {
  const form = formBody(req);
  const checked = badRequestFor(ctx, requestFromForm(form));
  if (!("request" in checked)) return checked;
  const { request } = checked;
  if (!csrfValid(req, form)) return expiredCsrf(ctx, req, request);
  const csrf = req.cookies[CSRF_COOKIE] as string;
  const name = (form.get("challenge") ?? "") as ChallengeName;
  const session = form.get("session") ?? "";
  const username = form.get("username") ?? "";
  const code = (form.get("code") ?? "").trim();
  const view: ChallengeView = {
    name,
    session,
    username,
    parameters: parseParameters(form.get("challenge_parameters")),
  };
  try {
    let responses: Record<string, string>;
    let sessionId = session;
    switch (name) {
      case "NEW_PASSWORD_REQUIRED": {
        const password = form.get("new_password") ?? "";
        if (password !== (form.get("confirm_password") ?? ""))
          return renderChallenge(ctx, request, csrf, view, "Your passwords must match.");
        responses = { USERNAME: username, NEW_PASSWORD: password };
        break;
      }
      case "SOFTWARE_TOKEN_MFA":
        responses = { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code };
        break;
      case "SMS_MFA":
        responses = { USERNAME: username, SMS_MFA_CODE: code };
        break;
      case "EMAIL_OTP":
        responses = { USERNAME: username, EMAIL_OTP_CODE: code };
        break;
      case "SELECT_MFA_TYPE":
        responses = { USERNAME: username, ANSWER: form.get("answer") ?? "" };
        break;
      case "MFA_SETUP": {
        const verified = mfaOperations.VerifySoftwareToken!.handler(
          ctx,
          { Session: session, UserCode: code },
          { headers: {} },
        ) as { Session: string };
        sessionId = verified.Session;
        responses = { USERNAME: username };
        break;
      }
      default:
        return html(400, errorPage("invalid_request", "Unknown challenge."));
    }
    return afterStep(ctx, request, csrf, respondToChallenge(ctx, request.clientId, name, sessionId, responses));
  } catch (err) {
    if (!(err instanceof CognitoError) || err.status >= 500) throw err;
    const sessionGone =
      SESSION_GONE.has(err.type) || (err.type === "NotAuthorizedException" && /session/i.test(err.message));
    if (sessionGone) {
      return renderLogin(ctx, request, csrf, { error: `${err.message} Please sign in again.`, username, status: 400 });
    }
    const message = err.type === "EnableSoftwareTokenMFAException" ? "Invalid code received for user" : err.message;
    return renderChallenge(ctx, request, csrf, view, message);
  }
}
