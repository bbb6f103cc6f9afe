/**
 * The contact form's two keys, derived from the functions' one secret (AUTH_COOKIE_KEY) with HKDF under their own
 * labels, so the form needs no new secret and a token key can never open a sign-in cookie: one signs fill-time
 * tokens, the other turns e-mail and IP addresses into the rate limit's opaque keys. Like the cookie key, the
 * committed development key works only for requests to a loopback host.
 */
import { hkdfSync } from "crypto";
import { parseKey } from "../crypto/key";
import { logOnce } from "../log";
import { AUTH_VARIABLES, builtAuthSettings } from "../settings";

export interface ContactKeys {
  token: Buffer;
  rateLimit: Buffer;
}

export function deriveContactKeys(master: Buffer): ContactKeys {
  const derive = (label: string) => Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), label, 32));
  return {
    token: derive("northwind/contact-form/token/v1"),
    rateLimit: derive("northwind/contact-form/rate-limit/v1"),
  };
}

let cached: { source: string; keys: ContactKeys } | undefined;

/** The keys, or null after logging why (once) when AUTH_COOKIE_KEY is unusable for this request. */
export function contactKeys(requestOnLoopback: boolean, source = builtAuthSettings().cookieKey): ContactKeys | null {
  const parsed = parseKey(source, AUTH_VARIABLES.cookieKey);
  if (!parsed.ok) {
    logOnce(`ServerMisconfigured: ${parsed.problem} (the contact form derives its keys from it)`);
    return null;
  }
  if (parsed.development && !requestOnLoopback) {
    logOnce(
      `ServerMisconfigured: ${AUTH_VARIABLES.cookieKey} is the committed development key, which works on localhost only; set a key of your own (openssl rand -hex 32).`,
    );
    return null;
  }
  if (cached?.source !== source) cached = { source, keys: deriveContactKeys(parsed.key) };
  return cached.keys;
}
