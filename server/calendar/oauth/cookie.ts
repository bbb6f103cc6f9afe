/**
 * The short-lived cookie that carries one OAuth connection attempt from POST /api/calendar/connect to the
 * provider's redirect back: the state, the PKCE verifier, the provider, the signed-in user's sub, where to return
 * and the redirect URI, sealed with AES-256-GCM so it cannot be read or forged; after the callback also the
 * authorization code, until the signed-in page finishes. SameSite=Lax because it must come back on the provider's
 * top-level redirect; HttpOnly; ten minutes from the start.
 */
import { z } from "zod";
import { open, seal } from "../../crypto/aead";
import { clearSiteCookieHeader, siteCookieHeader, type SiteCookie } from "../../request/cookies";

export const OAUTH_COOKIE_MAX_AGE_SECONDS = 10 * 60;
/** `__Host-nw_calendar_oauth` on https, plain on http localhost (request/cookies.ts); Lax: the provider's redirect brings it. */
export const OAUTH_COOKIE: SiteCookie = {
  base: "nw_calendar_oauth",
  maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS,
  sameSite: "Lax",
};
/** Browsers keep a cookie's name and value up to 4,096 bytes together; the name and "=" take 25 of them. */
const MAX_COOKIE_VALUE_LENGTH = 4000;
const PURPOSE = "northwind:calendar-oauth:v1";

const Payload = z.strictObject({
  v: z.literal(1),
  /** state */
  st: z.string().min(1),
  /** PKCE code verifier */
  cv: z.string().min(1),
  p: z.enum(["microsoft", "google"]),
  sub: z.string().min(1),
  /** returnTo: a checked site path */
  rt: z.string().min(1),
  /** the redirect URI the consent page was opened with (the token request must repeat it) */
  ru: z.string().min(1),
  /** seconds since the epoch */
  iat: z.number().int(),
  /** the provider's authorization code, once the callback has checked the state (the page then finishes) */
  cd: z.string().min(1).max(4096).optional(),
});

export type OAuthCookie = z.infer<typeof Payload>;

export type OpenedOAuthCookie =
  { ok: true; cookie: OAuthCookie } | { ok: false; reason: "missing" | "invalid" | "expired" };

export class OAuthCookieTooLarge extends Error {
  override name = "OAuthCookieTooLarge";
}

/** Throws OAuthCookieTooLarge when the sealed value would not fit a browser's cookie (a very long code). */
export function sealOAuthCookie(key: Buffer, payload: OAuthCookie): string {
  const sealed = seal(key, JSON.stringify(payload), PURPOSE);
  if (sealed.length > MAX_COOKIE_VALUE_LENGTH)
    throw new OAuthCookieTooLarge(`The calendar OAuth cookie would be ${sealed.length} characters long.`);
  return sealed;
}

export function openOAuthCookie(key: Buffer, value: string | undefined, nowSeconds: number): OpenedOAuthCookie {
  if (!value) return { ok: false, reason: "missing" };
  if (value.length > MAX_COOKIE_VALUE_LENGTH) return { ok: false, reason: "invalid" };
  const text = open(key, value, PURPOSE);
  if (text === null) return { ok: false, reason: "invalid" };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const parsed = Payload.safeParse(data);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const age = nowSeconds - parsed.data.iat;
  if (age > OAUTH_COOKIE_MAX_AGE_SECONDS || age < -60) return { ok: false, reason: "expired" };
  return { ok: true, cookie: parsed.data };
}

export function oauthCookieHeader(value: string, secure: boolean): string {
  return siteCookieHeader(OAUTH_COOKIE, value, secure);
}

export function clearOAuthCookieHeader(secure: boolean): string {
  return clearSiteCookieHeader(OAUTH_COOKIE, secure);
}
