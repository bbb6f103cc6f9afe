/**
 * An offline stand-in for "Sign in with Google". The round trip has the same shape as the real
 * one: /oauth2/authorize?identity_provider=Google redirects to a Google-like account chooser
 * (/_google/o/oauth2/v2/auth), which redirects back to /oauth2/idpresponse with a code; the
 * emulator then signs the identity in as the federated pool user `Google_<sub>` (created or
 * updated, in the `<poolId>_Google` group, with the `identities` claim) and redirects to the app.
 */
import { createHash } from "node:crypto";
import type { Context } from "../context";
import {
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
import type { SeedGoogleIdentity } from "../seed";
import type { UserRecord } from "../state";
import { findUser, newUser, userKey } from "../users";
import { EMAIL_PATTERN } from "../validation";
import { errorRedirect, type AuthorizeRequest } from "./authorize-request";
import { completeHostedSignIn } from "./complete";
import { escapeHtml } from "../../../core/html";
import { randomId } from "./oauth-state";

export const GOOGLE_CHOOSER_PATH = "/_google/o/oauth2/v2/auth";
const PENDING_TTL_MS = 10 * 60 * 1000;

export function startGoogle(ctx: Context, request: AuthorizeRequest): HttpResponse {
  const id = randomId();
  ctx.oauth.pending.set(id, { id, request, expiresAt: ctx.now() + PENDING_TTL_MS });
  const url = new URLSearchParams({
    client_id: "cognito-emulator-google-client",
    redirect_uri: `${ctx.urls.base}/oauth2/idpresponse`,
    response_type: "code",
    scope: "openid email profile",
    state: id,
  });
  return redirect(`${GOOGLE_CHOOSER_PATH}?${url.toString()}`);
}

function identityForEmail(email: string, name: string): SeedGoogleIdentity {
  const n = BigInt(`0x${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 16)}`) % 10n ** 20n;
  const [given = name, ...rest] = name.split(" ");
  return {
    sub: (10n ** 20n + n).toString(),
    email,
    emailVerified: true,
    name,
    givenName: given,
    familyName: rest.join(" "),
  };
}

function chooser(ctx: Context, state: string, error?: string): HttpResponse {
  const accounts = ctx.seed.googleIdentities
    .map(
      (g) => `<li><form method="post" action="${GOOGLE_CHOOSER_PATH}">
${hiddenFields({ state, account: g.sub })}
<button type="submit" class="secondary">${escapeHtml(g.name)} <span>(${escapeHtml(g.email)})</span></button>
</form></li>`,
    )
    .join("\n");
  const body = `<h2 style="font-size:1.1rem">Choose an account</h2>
<ul class="accounts">${accounts}</ul>
<h2 style="font-size:1.1rem">Use another account</h2>
<form method="post" action="${GOOGLE_CHOOSER_PATH}">
${hiddenFields({ state, account: "other" })}
${field({ id: "email", label: "Email", type: "email", autocomplete: "email", invalid: Boolean(error) })}
${field({ id: "name", label: "Full name", type: "text", autocomplete: "name", invalid: Boolean(error) })}
<button type="submit">Continue</button>
</form>
<form method="post" action="${GOOGLE_CHOOSER_PATH}">
${hiddenFields({ state, account: "cancel" })}
<button type="submit" class="secondary">Cancel</button>
</form>`;
  return html(
    error ? 400 : 200,
    page({
      title: "Sign in with Google (offline stand-in)",
      heading: "Sign in with Google",
      intro:
        "Offline stand-in for Google's account chooser, part of the local Cognito emulator. No real Google account is used.",
      body,
      ...(error ? { error } : {}),
    }),
  );
}

/** GET /_google/o/oauth2/v2/auth */
export function googleChooserPage(ctx: Context, req: HttpRequest): HttpResponse {
  const state = req.url.searchParams.get("state") ?? "";
  if (!ctx.oauth.pending.has(state))
    return html(400, errorPage("invalid_request", "Unknown or expired sign-in request."));
  return chooser(ctx, state);
}

/** POST /_google/o/oauth2/v2/auth */
export function googleChooserSubmit(ctx: Context, req: HttpRequest): HttpResponse {
  const form = formBody(req);
  const state = form.get("state") ?? "";
  if (!ctx.oauth.pending.has(state))
    return html(400, errorPage("invalid_request", "Unknown or expired sign-in request."));
  const back = new URL(`${ctx.urls.base}/oauth2/idpresponse`);
  back.searchParams.set("state", state);
  const account = form.get("account") ?? "";
  if (account === "cancel") {
    back.searchParams.set("error", "access_denied");
    return redirect(back.toString());
  }
  let identity: SeedGoogleIdentity | undefined;
  if (account === "other") {
    const email = (form.get("email") ?? "").trim();
    const name = (form.get("name") ?? "").trim() || email.split("@")[0] || "Google User";
    if (!EMAIL_PATTERN.test(email) || email.length > 254 || name.length > 128)
      return chooser(ctx, state, "Enter a valid email address.");
    identity = identityForEmail(email, name);
  } else {
    identity = ctx.seed.googleIdentities.find((g) => g.sub === account);
    if (!identity) return chooser(ctx, state, "Choose one of the listed accounts.");
  }
  const code = randomId();
  ctx.oauth.googleCodes.set(code, { code, pendingId: state, identity, expiresAt: ctx.now() + PENDING_TTL_MS });
  back.searchParams.set("code", code);
  return redirect(back.toString());
}

/** Creates or refreshes the federated pool user for a Google identity. */
export function federatedUser(ctx: Context, identity: SeedGoogleIdentity): UserRecord {
  const username = `Google_${identity.sub}`;
  const group = `${ctx.config.poolId}_Google`;
  const now = ctx.now();
  if (!ctx.store.state.groups[group])
    ctx.store.state.groups[group] = {
      name: group,
      description: "Autogenerated group for users who sign in using Google",
      createdAt: now,
      updatedAt: now,
    };
  let user = findUser(ctx, username);
  if (!user) {
    user = newUser(ctx, { username, status: "EXTERNAL_PROVIDER", attributes: {} });
    user.identities = [{ providerName: "Google", providerType: "Google", userId: identity.sub, dateCreated: now }];
    user.groups.push(group);
    ctx.store.state.users[userKey(username)] = user;
  }
  Object.assign(user.attributes, {
    email: identity.email,
    email_verified: identity.emailVerified ? "true" : "false",
    name: identity.name,
    given_name: identity.givenName,
    family_name: identity.familyName,
    identities: JSON.stringify(
      (user.identities ?? []).map((i) => ({
        userId: i.userId,
        providerName: i.providerName,
        providerType: i.providerType,
        issuer: null,
        primary: true,
        dateCreated: i.dateCreated,
      })),
    ),
  });
  user.updatedAt = now;
  return user;
}

/** GET /oauth2/idpresponse */
export function idpResponse(ctx: Context, req: HttpRequest): HttpResponse {
  const state = req.url.searchParams.get("state") ?? "";
  const pending = ctx.oauth.pending.get(state);
  if (!pending || pending.expiresAt <= ctx.now())
    return html(400, errorPage("invalid_request", "Unknown or expired sign-in request."));
  ctx.oauth.pending.delete(state);
  const { request } = pending;
  const error = req.url.searchParams.get("error");
  if (error)
    return redirect(errorRedirect(request.redirectUri, error, "The user canceled the Google sign-in.", request.state));
  const code = req.url.searchParams.get("code") ?? "";
  const google = ctx.oauth.googleCodes.get(code);
  ctx.oauth.googleCodes.delete(code);
  if (!google || google.pendingId !== state || google.expiresAt <= ctx.now()) {
    return redirect(
      errorRedirect(request.redirectUri, "invalid_request", "Invalid response from Google.", request.state),
    );
  }
  const user = federatedUser(ctx, google.identity);
  if (!user.enabled)
    return redirect(errorRedirect(request.redirectUri, "access_denied", "User is disabled.", request.state));
  return completeHostedSignIn(ctx, request, user, Math.floor(ctx.now() / 1000), { provider: "Google" });
}
