/**
 * The server-held refresh token (backend-for-frontend): an AES-256-GCM sealed cookie the page's scripts cannot
 * read (HttpOnly), sent only by the site's own pages (SameSite=Strict), and named `__Host-` on https so no other
 * host or page can plant one beside it. Inside:
 * the refresh token, the user it was issued for (sub, user name), the app client, the sign-in's origin_jti, when it
 * was stored, and when the sign-in was and the session was last renewed (the limits the functions keep). A cookie that was forged, tampered with, sealed with another key, is older than the refresh
 * token can live, or belongs to another app client does not open.
 */
import { z } from "zod";
import { open, seal } from "../crypto/aead";
import { clearSiteCookieHeader, serializeCookie, siteCookieHeader, type SiteCookie } from "../request/cookies";

/** Cognito's default refresh-token validity; an older cookie cannot hold a live token anyway. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** `__Host-nw_session` on https, `nw_session` on http localhost (request/cookies.ts). */
export const REFRESH_COOKIE: SiteCookie = {
  base: "nw_session",
  maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
  sameSite: "Strict",
};
/** Browsers drop cookies over 4096 bytes; refuse to set one instead of losing it silently. */
export const MAX_COOKIE_VALUE_LENGTH = 3800;
const PURPOSE = "northwind:refresh-cookie:v1";

const Payload = z.strictObject({
  v: z.literal(1),
  rt: z.string().min(1),
  sub: z.string().min(1),
  usr: z.string().min(1),
  cid: z.string().min(1),
  ojti: z.string().optional(),
  /** Seconds since the epoch when the cookie was set. */
  iat: z.number().int(),
  /** The sign-in's time (the id token's auth_time), seconds: the absolute limit runs from it. Absent: `iat`. */
  sia: z.number().int().optional(),
  /** The last renewal through this cookie, seconds: the idle limit runs from it. Absent: `iat`. */
  act: z.number().int().optional(),
  /** When the access token of that renewal expires, seconds: an open tab renews before it (never idle till then). */
  ate: z.number().int().optional(),
});

export type RefreshCookie = z.infer<typeof Payload>;

export function sealRefreshCookie(key: Buffer, payload: RefreshCookie): string {
  return seal(key, JSON.stringify(payload), PURPOSE);
}

export interface OpenOptions {
  clientId: string;
  nowSeconds: number;
  maxAgeSeconds?: number;
}

export function openRefreshCookie(key: Buffer, value: string, options: OpenOptions): RefreshCookie | null {
  if (value.length > MAX_COOKIE_VALUE_LENGTH) return null;
  const text = open(key, value, PURPOSE);
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = Payload.safeParse(data);
  if (!parsed.success) return null;
  const cookie = parsed.data;
  const age = options.nowSeconds - cookie.iat;
  if (age > (options.maxAgeSeconds ?? REFRESH_COOKIE_MAX_AGE_SECONDS) || age < -60) return null;
  if (cookie.cid !== options.clientId) return null;
  return cookie;
}

/** `Secure` (and the `__Host-` name) is dropped only for http on a loopback origin of a local build. */
export function refreshCookieHeader(value: string, secure: boolean): string {
  return siteCookieHeader(REFRESH_COOKIE, value, secure);
}

export function clearRefreshCookieHeader(secure: boolean): string {
  return clearSiteCookieHeader(REFRESH_COOKIE, secure);
}

/**
 * Deletions of the cookies the site set before they were `__Host-` and Path=/ (`nw_session` and `nw_device` at
 * Path=/api/auth/), sent at sign-in and sign-out: on localhost an old one has the new one's name, and the two
 * together would read as none (a duplicate), ending every session at its first refresh.
 */
export function clearLegacyCookieHeaders(secure: boolean): string[] {
  return ["nw_session", "nw_device"].map((name) =>
    serializeCookie(name, "", { path: "/api/auth/", maxAge: 0, httpOnly: true, secure, sameSite: "Strict" }),
  );
}
