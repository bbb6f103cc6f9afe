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

/** The value of the first cookie called `name`, or undefined. Values are not URL-decoded: ours never need it. */
export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join("; ") : header;
  if (!text) return undefined;
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value;
  }
  return undefined;
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
