/**
 * Which browser a sign-in came from, for the 'new sign-in' e-mail. Each browser that signs in gets a random id in
 * an HttpOnly cookie (`__Host-` on https, like the session cookie): a sign-in whose cookie this account has
 * seen is a known device, one without (a new browser, cleared cookies) a new one. Cognito's device keys cannot
 * serve: sign-ins that do not remember the device (hosted UI, e-mail codes, passkeys) get a fresh key each time.
 * The label in the e-mail is a plain 'Chrome on Windows' from the user agent. Pure, but for the random id.
 */
import { randomBytes } from "crypto";
import { siteCookieHeader, type SiteCookie } from "../request/cookies";

/** The longest lifetime browsers keep a cookie (Chrome caps Max-Age at 400 days). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** `__Host-nw_device` on https, plain on http localhost (request/cookies.ts). */
export const DEVICE_COOKIE: SiteCookie = {
  base: "nw_device",
  maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  sameSite: "Strict",
};

/** 16 random bytes, base64url. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface SignInDevice {
  id: string;
  label: string;
  /** True when the browser had no (usable) device cookie: the id is new and must be set. */
  fresh: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** 'Chrome on Windows', 'Safari on iPhone', … or 'an unknown browser'. */
export function describeUserAgent(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : "an unknown browser");
}

/** The device of a sign-in: the browser's cookie id when it has a well-formed one, else a new id. */
export function signInDevice(
  cookie: string | undefined,
  userAgent: string | undefined,
  newId: () => string = () => randomBytes(16).toString("base64url"),
): SignInDevice {
  const label = describeUserAgent(userAgent);
  if (cookie && DEVICE_ID.test(cookie)) return { id: cookie, label, fresh: false };
  return { id: newId(), label, fresh: true };
}

export function deviceCookieHeader(id: string, secure: boolean): string {
  return siteCookieHeader(DEVICE_COOKIE, id, secure);
}
