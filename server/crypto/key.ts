/**
 * The 32-byte key of the refresh-token cookie, read from AUTH_COOKIE_KEY (64 hex characters, or base64 /
 * base64url of 32 bytes: `openssl rand -hex 32` or `openssl rand -base64 32`).
 */

export const KEY_BYTES = 32;

/**
 * The development key in `.env.development` and `.env.production.defaults` (applied by src/config/buildEnv.ts), so
 * `npm start` and a plain `npm run build && npm run serve` work offline with no setup. It is public: the functions
 * accept it only on loopback hosts, and a deployment that forgets AUTH_COOKIE_KEY answers ServerMisconfigured.
 */
export const DEVELOPMENT_COOKIE_KEY_HEX = "b941b98e163b76080d19168d97729299e1ef61772414e1d258c28e851f6b4596";

export type KeyResult = { ok: true; key: Buffer; development: boolean } | { ok: false; problem: string };

export function parseKey(value: string, variable: string): KeyResult {
  const text = value.trim();
  if (!text) return { ok: false, problem: `${variable} is not set (32 random bytes, e.g. \`openssl rand -hex 32\`).` };
  let key: Buffer | null = null;
  // Even-length hex is read as hex (a 32-byte base64 key always has a non-hex character or an odd length).
  if (/^[0-9a-fA-F]+$/.test(text) && text.length % 2 === 0) key = Buffer.from(text, "hex");
  // Node's base64 decoder reads both alphabets; the pattern keeps it from skipping stray characters.
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) key = Buffer.from(text, "base64");
  if (!key || key.length !== KEY_BYTES) {
    return {
      ok: false,
      problem: `${variable} must be ${KEY_BYTES} bytes as 64 hex characters or base64; got ${key ? `${key.length} bytes` : "neither"}.`,
    };
  }
  return { ok: true, key, development: key.equals(Buffer.from(DEVELOPMENT_COOKIE_KEY_HEX, "hex")) };
}
