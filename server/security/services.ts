/**
 * The security notices' real dependencies: the user pool client of the auth functions, the site's DynamoDB table
 * (the calendar settings name it), the mail settings and nodemailer.
 */
import type { IncomingHttpHeaders } from "http";
import type { ReadyAuth } from "../auth/services";
import { sharedDocumentClient } from "../calendar/dynamo";
import { builtCalendarSettings } from "../calendar/settings";
import { clientAddress } from "../contact/client-address";
import { classifyCognitoError } from "../auth/cognito";
import { ApiError, ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import { readyMailSettings } from "../mail/ready";
import { sendMail } from "../mail/send";
import { readCookie } from "../request/cookies";
import { localHttpOrigin, localOnlyAllowed } from "../request/local-only";
import { DEVICE_COOKIE_NAME, deviceCookieHeader, signInDevice } from "./device";
import { noticeSignIn, type NoticeDeps, type Requester } from "./notices";
import { SecurityStore } from "./store";

function store(): SecurityStore {
  const settings = builtCalendarSettings();
  return new SecurityStore(sharedDocumentClient(settings), settings.table);
}

export function noticeDeps(auth: ReadyAuth, headers: IncomingHttpHeaders): NoticeDeps {
  return {
    store: store(),
    cognito: auth.gateway.client,
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
 * After a sign-in (POST /api/auth/session): the new-device notice, best effort. It never fails or holds up the
 * sign-in for long: errors are logged once per kind, and it gives up after SIGN_IN_NOTICE_DEADLINE_MS. Returns the
 * device cookie to set when the browser had none.
 */
export async function noticeSignInQuietly(
  auth: ReadyAuth,
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  sub: string,
  accessToken: string,
): Promise<string | null> {
  const who = requester(sub, accessToken, headers, socketAddress);
  const device = signInDevice(readCookie(headers.cookie, DEVICE_COOKIE_NAME), who.userAgent);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      noticeSignIn(noticeDeps(auth, headers), who, device),
      new Promise<void>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${SIGN_IN_NOTICE_DEADLINE_MS} ms`)),
          SIGN_IN_NOTICE_DEADLINE_MS,
        );
      }),
    ]);
  } catch (err) {
    const e = err as { name?: unknown; message?: unknown };
    logOnce(
      `could not check the sign-in's device for a security notice: ${String(e?.name)}: ${String(e?.message ?? err)}`,
    );
  } finally {
    if (timer) clearTimeout(timer);
  }
  return device.fresh ? deviceCookieHeader(device.id, !localHttpOrigin(headers)) : null;
}
