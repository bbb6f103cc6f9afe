/**
 * RFC 6238 TOTP as Cognito uses it for SOFTWARE_TOKEN_MFA: HMAC-SHA1, 6 digits, 30-second steps,
 * secrets exchanged as unpadded upper-case base32 (what AssociateSoftwareToken returns).
 */
import { createHmac, randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, spaces and '=' padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error(`Invalid base32 character '${ch}'`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function isValidBase32Secret(text: string): boolean {
  try {
    return base32Decode(text).length >= 10;
  } catch {
    return false;
  }
}

/** A fresh 32-character secret (160 bits), like Cognito's. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP value for a counter (RFC 4226 dynamic truncation). */
export function hotp(secretBase32: string, counter: number): string {
  const key = base32Decode(secretBase32);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(msg).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return bin.toString().padStart(TOTP_DIGITS, "0");
}

export function totp(secretBase32: string, nowMs: number, stepOffset = 0): string {
  return hotp(secretBase32, timeStep(nowMs) + stepOffset);
}

/**
 * Checks a code within +-`window` steps. Returns the matching step (so callers can refuse a step
 * that was already used) or null.
 */
export function verifyTotp(secretBase32: string, code: unknown, nowMs: number, window = 1): number | null {
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return null;
  const current = timeStep(nowMs);
  for (let d = -window; d <= window; d++) {
    if (hotp(secretBase32, current + d) === code) return current + d;
  }
  return null;
}

/** otpauth:// URI for authenticator apps (what a QR code encodes). */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
