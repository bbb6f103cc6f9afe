/**
 * Provider-looking identifiers derived from a stable key, so a dataset is the same on every run (ids, etags and
 * links are hashes, never random) and each provider's ids look like its own: Google's base32hex event ids,
 * Graph's long base64url ids, Google's quoted numeric etags and Graph's weak etags.
 */
import { hashBytes, hashUint32 } from "./hash";

const BASE32HEX = "0123456789abcdefghijklmnopqrstuv";

/** A Google event id: 26 characters of lower-case base32hex (Google allows a–v and 0–9). */
export function googleId(key: string): string {
  const bytes = hashBytes(`google:${key}`, 17);
  let out = "";
  for (let i = 0; i < 26; i++) {
    // Five bits at a time from a 136-bit string.
    const bit = i * 5;
    const byte = bit >> 3;
    const word = ((bytes[byte] ?? 0) << 8) | (bytes[byte + 1] ?? 0);
    out += BASE32HEX[(word >> (11 - (bit & 7))) & 31];
  }
  return out;
}

/** A Graph event id ("AAMkAD…="), base64url like the REST ids. */
export function graphId(key: string): string {
  return `AAMkADU3NzFi${hashBytes(`graph:${key}`, 57).toString("base64url")}AAA=`;
}

export function graphEtag(key: string): string {
  return `W/"${hashBytes(`etag:${key}`, 21).toString("base64")}"`;
}

export function googleEtag(key: string): string {
  return `"3${String(hashUint32(`gtag:${key}`)).padStart(12, "0")}000"`;
}

/** A number of `digits` digits derived from a key (meeting ids, conference ids). */
export function numberFrom(key: string, digits: number): string {
  const bytes = hashBytes(`num:${key}`, digits);
  let out = String(1 + ((bytes[0] ?? 0) % 9));
  for (let i = 1; i < digits; i++) out += String((bytes[i] ?? 0) % 10);
  return out;
}

/** Letters for a Meet code ("abc-defg-hij"). */
export function meetCode(key: string): string {
  const bytes = hashBytes(`meet:${key}`, 10);
  const letters = Array.from(bytes, (b) => String.fromCharCode(97 + (b % 26))).join("");
  return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
}
