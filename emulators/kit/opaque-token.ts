/**
 * The stand-ins' opaque tokens (page, sync and delta tokens): base64url JSON. Clients must treat them as opaque, as
 * with the real services; the stand-in reads them back, and anything that does not decode to an object is
 * simply not one of its tokens.
 */
export function encodeToken(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function decodeToken(token: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
