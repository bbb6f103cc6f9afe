/**
 * The server-held refresh token (backend-for-frontend): an AES-256-GCM sealed cookie the page's scripts cannot
 * read (HttpOnly), sent only to /api/auth/* (Path) and only by the site's own pages (SameSite=Strict). Inside:
 * the refresh token, the user it was issued for (sub, user name), the app client, the sign-in's origin_jti and
 * when it was stored. A cookie that was forged, tampered with, sealed with another key, is older than the refresh
 * token can live, or belongs to another app client does not open.
 */
import { z } from "zod";
import { open, seal } from "../crypto/aead";
import { serializeCookie } from "../request/cookies";

export const REFRESH_COOKIE_NAME = "nw_session";
export const REFRESH_COOKIE_PATH = "/api/auth/";
/** Cognito's default refresh-token validity; an older cookie cannot hold a live token anyway. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
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

/** `Secure` is dropped only for http on a loopback origin, where a browser would not keep a Secure cookie. */
export function refreshCookieHeader(value: string, secure: boolean): string {
  return serializeCookie(REFRESH_COOKIE_NAME, value, {
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    secure,
    sameSite: "Strict",
  });
}

export function clearRefreshCookieHeader(secure: boolean): string {
  return serializeCookie(REFRESH_COOKIE_NAME, "", {
    path: REFRESH_COOKIE_PATH,
    maxAge: 0,
    httpOnly: true,
    secure,
    sameSite: "Strict",
  });
}
