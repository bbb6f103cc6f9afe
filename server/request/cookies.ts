/** Reading one cookie from the Cookie header and writing Set-Cookie values (Gatsby's req.cookies is not relied on). */

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax";
}

const NAME = /^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$/;
const VALUE = /^[A-Za-z0-9!#$%&'()*+\-./:<=>?@[\]^_`{|}~]*$/;

/** Every value sent for the cookie called `name`, in the order sent. Values are not URL-decoded: ours never need it. */
export function readCookies(header: string | string[] | undefined, name: string): string[] {
  const text = Array.isArray(header) ? header.join("; ") : header;
  if (!text) return [];
  const values: string[] = [];
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    values.push(value);
  }
  return values;
}

/**
 * The value of the one cookie called `name`; undefined when there is none, and also when there are several: a
 * cookie planted for a more specific path, or by a sibling subdomain, is sent first and must not be taken for ours.
 */
export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const values = readCookies(header, name);
  return values.length === 1 ? values[0] : undefined;
}

/**
 * The site's own cookies (session, device, calendar OAuth): `__Host-` prefixed whenever they are Secure, so the
 * browser keeps them only when this host set them over https with Path=/ and no Domain: no sibling subdomain, http
 * page or narrower path can plant one with our name. On http localhost (a local build) a browser keeps no Secure
 * cookie, so the name is plain there. Path is / in both, so the local site behaves like the deployed one.
 */
export interface SiteCookie {
  /** The name without prefix: "nw_session". */
  base: string;
  maxAge: number;
  sameSite: "Strict" | "Lax";
}

export const SITE_COOKIE_PATH = "/";

export function siteCookieName(cookie: Pick<SiteCookie, "base">, secure: boolean): string {
  return secure ? `__Host-${cookie.base}` : cookie.base;
}

/** Set-Cookie for one of the site's cookies (HttpOnly always); an empty value with maxAge 0 deletes it. */
export function siteCookieHeader(cookie: SiteCookie, value: string, secure: boolean, maxAge = cookie.maxAge): string {
  return serializeCookie(siteCookieName(cookie, secure), value, {
    path: SITE_COOKIE_PATH,
    maxAge,
    httpOnly: true,
    secure,
    sameSite: cookie.sameSite,
  });
}

export function clearSiteCookieHeader(cookie: SiteCookie, secure: boolean): string {
  return siteCookieHeader(cookie, "", secure, 0);
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name ${name}`);
  if (!VALUE.test(value)) throw new Error("Invalid cookie value");
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`];
  if (options.maxAge <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join("; ");
}
