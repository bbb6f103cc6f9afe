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
