/**
 * One claim of a JWT whose signature a function has already verified (requireSession, startSession): reading the
 * payload again is cheaper than carrying every claim through the session cache. Never use it on an unverified
 * token. Pure.
 */
export function verifiedClaim(token: string, name: string): unknown {
  const part = token.split(".")[1];
  if (!part) return undefined;
  try {
    return (JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}
