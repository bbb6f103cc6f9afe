/**
 * The key that encrypts provider tokens at rest, from CALENDAR_TOKEN_KEY (32 bytes, hex or base64). Like the
 * sign-in cookie key (server/auth/services.ts), a committed development key lets `npm start` and a plain build
 * work offline, and it is accepted only when the request is addressed to a loopback host: a deployment that forgot
 * its own key fails loudly instead of encrypting with a public one. Unlike sign-in, the refusal names the variable.
 */
import type { IncomingHttpHeaders } from "http";
import { DEVELOPMENT_COOKIE_KEY_HEX, parseKey } from "../../crypto/key";
import { localOnlyAllowed } from "../../request/local-only";
import { CalendarErrors } from "../errors";
import { CALENDAR_VARIABLES } from "../settings";

/** Public: in .env.development and .env.production.defaults; never accepted on a non-loopback host. */
export const DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX = "422d47cb01b62a644b8520e573ab69d2f53253c04fd657bee5d6be3084a59317";

const PUBLIC_KEYS = [DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX, DEVELOPMENT_COOKIE_KEY_HEX].map((hex) =>
  Buffer.from(hex, "hex"),
);

export type TokenKey = { ok: true; key: Buffer; development: boolean } | { ok: false; problem: string };

export function parseTokenKey(value: string): TokenKey {
  const parsed = parseKey(value, CALENDAR_VARIABLES.tokenKey);
  if (!parsed.ok) return parsed;
  return { ok: true, key: parsed.key, development: PUBLIC_KEYS.some((k) => k.equals(parsed.key)) };
}

/** The key, or 500 ServerMisconfigured (the log says what CALENDAR_TOKEN_KEY must be: CalendarErrors). */
export function requireTokenKey(result: TokenKey, headers: IncomingHttpHeaders): Buffer {
  if (!result.ok) throw CalendarErrors.misconfigured(result.problem);
  if (result.development && !localOnlyAllowed(headers))
    throw CalendarErrors.misconfigured(
      `${CALENDAR_VARIABLES.tokenKey} is the public development key, which works on localhost only; set a key of your own (32 random bytes: openssl rand -hex 32).`,
    );
  return result.key;
}
