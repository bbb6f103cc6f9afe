/** End of a hosted-UI sign-in: browser session cookie, authorization code, redirect to the app. */
import type { Context } from "../context";
import { cookie, redirect, type HttpRequest, type HttpResponse } from "../../kit";
import type { HostedSession, UserRecord } from "../state";
import { findUser } from "../users";
import type { AuthorizeRequest } from "./authorize-request";
import { pruneOAuth, randomId } from "./oauth-state";

export const SESSION_COOKIE = "cognito_emulator_session";
export const CSRF_COOKIE = "cognito_emulator_csrf";

export function hostedSession(
  ctx: Context,
  req: HttpRequest,
): { session: HostedSession; user: UserRecord } | undefined {
  const id = req.cookies[SESSION_COOKIE];
  if (!id) return undefined;
  const session = ctx.store.state.hostedSessions[id];
  if (!session || session.expiresAt <= ctx.now()) return undefined;
  const user = findUser(ctx, session.username);
  if (!user || !user.enabled) return undefined;
  return { session, user };
}

export function completeHostedSignIn(
  ctx: Context,
  request: AuthorizeRequest,
  user: UserRecord,
  authTime: number,
  opts: { provider?: string; reuseSession?: boolean } = {},
): HttpResponse {
  const now = ctx.now();
  pruneOAuth(ctx.oauth, now);
  const headers: Record<string, string | string[]> = {};
  if (!opts.reuseSession) {
    const session: HostedSession = {
      id: randomId(32),
      username: user.username,
      authTime,
      expiresAt: now + ctx.config.hostedSessionTtlSeconds * 1000,
    };
    ctx.store.state.hostedSessions[session.id] = session;
    headers["Set-Cookie"] = cookie(SESSION_COOKIE, session.id, { maxAgeSeconds: ctx.config.hostedSessionTtlSeconds });
  }
  const code = randomId(32);
  ctx.oauth.codes.set(code, {
    code,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    username: user.username,
    scopes: request.scopes,
    authTime,
    expiresAt: now + ctx.config.authorizationCodeTtlSeconds * 1000,
    ...(request.codeChallenge ? { codeChallenge: request.codeChallenge } : {}),
    ...(request.nonce ? { nonce: request.nonce } : {}),
    ...(opts.provider ? { provider: opts.provider } : {}),
  });
  const target = new URL(request.redirectUri);
  target.searchParams.set("code", code);
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  return redirect(target.toString(), headers);
}
