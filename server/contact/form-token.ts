/**
 * The contact form's fill-time token: when the form was handed out, signed with a server key (HMAC-SHA256), so the
 * function can refuse a request sent faster than a person fills the form in, or long after, without keeping any
 * state. A pre-rendered page cannot carry it (its time would be the build's): the browser fetches one when the
 * visitor starts on the form, a page without JavaScript gets one as a cookie from a tiny image inside <noscript>,
 * and every re-shown form carries one. Forging needs the key; re-using one token for many messages is bounded by
 * the per-address rate limit. Pure.
 */
import { createHmac, randomBytes, timingSafeEqual } from "crypto";

const VERSION = "v1";

/** A person needs longer than this to fill the form in (a bot posting at once does not). */
export const MIN_FILL_MS = 3_000;
/** Bounds of CONTACT_MIN_FILL_MS, which the e2e build sets so its browser tests do not wait 3 s per message. */
export const MIN_FILL_RANGE = { min: 500, max: 60_000 } as const;
/** A form older than this is stale (a tab left open for days): the visitor is asked to send it again. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;
/** Clock difference tolerated between function instances. */
const FUTURE_SKEW_MS = 60_000;

export type TokenCheck =
  { ok: true; issuedAt: number } | { ok: false; reason: "missing" | "invalid" | "too-fast" | "expired" };

function mac(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(`contact-form|${payload}`).digest("base64url");
}

/** A token issued at `now` (optionally back-dated, for a form the visitor already spent time on). */
export function issueToken(key: Buffer, now: number, nonce: string = randomBytes(9).toString("base64url")): string {
  const payload = `${VERSION}.${Math.floor(now).toString(36)}.${nonce}`;
  return `${payload}.${mac(key, payload)}`;
}

/** CONTACT_MIN_FILL_MS: unset is MIN_FILL_MS; anything but a whole number of milliseconds in MIN_FILL_RANGE is an error. */
export function parseMinFill(raw: string | undefined): { ms: number } | { error: string } {
  if (raw === undefined || raw.trim() === "") return { ms: MIN_FILL_MS };
  const ms = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (ms >= MIN_FILL_RANGE.min && ms <= MIN_FILL_RANGE.max) return { ms };
  return {
    error: `CONTACT_MIN_FILL_MS must be a whole number of milliseconds from ${MIN_FILL_RANGE.min} to ${MIN_FILL_RANGE.max}; got ${JSON.stringify(raw)}`,
  };
}

export function checkToken(
  key: Buffer,
  token: string | undefined,
  now: number,
  minFillMs: number = MIN_FILL_MS,
): TokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION || !/^[0-9a-z]{1,12}$/.test(parts[1] ?? "")) {
    return { ok: false, reason: "invalid" };
  }
  const payload = parts.slice(0, 3).join(".");
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(parts[3] ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const issuedAt = parseInt(parts[1] as string, 36);
  if (issuedAt > now + FUTURE_SKEW_MS) return { ok: false, reason: "invalid" };
  if (now - issuedAt < minFillMs) return { ok: false, reason: "too-fast" };
  if (now - issuedAt > MAX_TOKEN_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, issuedAt };
}
