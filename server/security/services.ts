/**
 * The security notices' real dependencies: the user pool client of the auth functions, the site's DynamoDB table
 * (server/db), the mail settings and nodemailer.
 */
import type { IncomingHttpHeaders } from "http";
import type { ReadyAuth } from "../auth/services";
import { sharedDocumentClient } from "../db/client";
import { builtSiteTableSettings } from "../db/settings";
import { clientAddress } from "../contact/client-address";
import { classifyCognitoError, type UserReader } from "../auth/cognito";
import { ApiError, ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import { readyMailSettings } from "../mail/ready";
import { sendMail } from "../mail/send";
import { readCookie, siteCookieName } from "../request/cookies";
import { localHttpOrigin, localOnlyAllowed } from "../request/local-only";
import { DEVICE_COOKIE, deviceCookieHeader, signInDevice } from "./device";
import { checkSecurityChanges, noticeSignIn, type NoticeDeps, type Requester } from "./notices";
import { isLocalBuild } from "../../core/config/deployment";
import { checkAccessTokenLifetime, recordSignInTime } from "./sign-in-time";
import { issuedAccessToken, type Principal } from "../auth/session";
import { SecurityStore } from "./store";

export function securityStore(): SecurityStore {
  const settings = builtSiteTableSettings();
  return new SecurityStore(sharedDocumentClient(settings), settings.table);
}

/** @param reads GetUser as the request shares it (a sign-in's hand-over); the gateway's own by default. */
export function noticeDeps(
  auth: ReadyAuth,
  headers: IncomingHttpHeaders,
  reads: UserReader = auth.gateway,
): NoticeDeps {
  return {
    store: securityStore(),
    cognito: reads,
    mailSettings: () => readyMailSettings(localOnlyAllowed(headers)),
    send: sendMail,
    now: Date.now,
    log: (message) => logError(message),
  };
}

export function requester(
  sub: string,
  accessToken: string,
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
): Requester {
  const ua = headers["user-agent"];
  return {
    sub,
    accessToken,
    ...(typeof ua === "string" ? { userAgent: ua } : {}),
    address: clientAddress(headers, socketAddress),
  };
}

/** What a failure of the Cognito or table calls behind a notice means for the caller. */
export function noticeError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (classifyCognitoError(err) === "refused") return ApiErrors.invalidSession();
  logError("security notices failed", err);
  return ApiErrors.unavailable();
}

export const SIGN_IN_NOTICE_DEADLINE_MS = 2_500;

/**
 * Runs a notice task that must never fail or hold up the request it follows for long: errors are logged once per
 * kind, and it gives up after SIGN_IN_NOTICE_DEADLINE_MS.
 */
async function quietly(what: string, task: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      task(),
      new Promise<void>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${SIGN_IN_NOTICE_DEADLINE_MS} ms`)),
          SIGN_IN_NOTICE_DEADLINE_MS,
        );
      }),
    ]);
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown };
    logOnce(`could not ${what}: ${String(e?.name)}: ${String(e?.message ?? err)}`);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * After a sign-in (POST /api/auth/session): the server's record of the sign-in's time (step-up reads it), and the
 * security notices (a new device, sign-in methods changed since the last look), best effort. Returns the device
 * cookie to set when the browser had none.
 */
export async function noticeSignInQuietly(
  auth: ReadyAuth,
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  principal: Principal,
  tokens: { idToken: string; accessToken: string },
  reads: UserReader = auth.gateway,
): Promise<string | null> {
  const who = requester(principal.sub, tokens.accessToken, headers, socketAddress);
  const secure = !localHttpOrigin(headers);
  const device = signInDevice(readCookie(headers.cookie, siteCookieName(DEVICE_COOKIE, secure)), who.userAgent);
  const deps = noticeDeps(auth, headers, reads);
  checkAccessTokenLifetime(tokens.accessToken, !isLocalBuild());
  await Promise.all([
    quietly("record the sign-in's time for step-up", () =>
      recordSignInTime(
        deps.store,
        principal,
        tokens.idToken,
        deps.now(),
        issuedAccessToken(auth, tokens.accessToken) !== tokens.accessToken,
      ),
    ),
    quietly("check the sign-in for a security notice", () => noticeSignIn(deps, who, device)),
  ]);
  return device.fresh ? deviceCookieHeader(device.id, secure) : null;
}

/** After a token refresh: sign-in methods changed since the last look are e-mailed (best effort). */
export function checkSecurityQuietly(
  auth: ReadyAuth,
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  sub: string,
  accessToken: string,
): Promise<void> {
  const who = requester(sub, accessToken, headers, socketAddress);
  return quietly("compare the sign-in methods after a refresh", () =>
    checkSecurityChanges(noticeDeps(auth, headers), who),
  );
}
