/**
 * AES-256-GCM sealing for secrets kept by the browser (the refresh-token cookie) or in the table (provider tokens,
 * a user's stored calendar events). A fresh 96-bit IV per
 * message; the associated data names the purpose, so a value sealed for one use cannot be replayed as another.
 * Wire form: base64url(iv | ciphertext | tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: string, associatedData: string): string {
  return sealBytes(key, Buffer.from(plaintext, "utf8"), associatedData).toString("base64url");
}

/** The plaintext, or null for anything forged, tampered with, truncated, or sealed with another key or purpose. */
export function open(key: Buffer, sealed: string, associatedData: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  return openBytes(key, Buffer.from(sealed, "base64url"), associatedData)?.toString("utf8") ?? null;
}

/** `seal` for bytes, as binary (iv | ciphertext | tag): for larger values stored as binary attributes. */
export function sealBytes(key: Buffer, plaintext: Uint8Array, associatedData: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

export function openBytes(key: Buffer, data: Uint8Array, associatedData: string): Buffer | null {
  if (data.length < IV_BYTES + TAG_BYTES + 1) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, data.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
