/**
 * events.list's opaque tokens. A page token carries the offset and a fingerprint of the query it belongs to (every
 * parameter but pageToken, plus the calendar and account), so it cannot be replayed on another query. A sync
 * token carries the seed's version: after the seed changes it answers 410, and the client must sync in full.
 */
import { createHash } from "node:crypto";

function encode(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function decode(token: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function queryFingerprint(params: URLSearchParams, calendarId: string, accountId: string): string {
  const entries = [...params.entries()]
    .filter(([k]) => k !== "pageToken")
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([calendarId, accountId, entries]))
    .digest("base64url")
    .slice(0, 22);
}

export interface PagePosition {
  offset: number;
  /** The deliberately empty first page was served (short-pages mode). */
  emptyServed: boolean;
}

export function pageToken(position: PagePosition, fingerprint: string): string {
  return encode({ o: position.offset, e: position.emptyServed ? 1 : 0, f: fingerprint });
}

export function readPageToken(token: string, fingerprint: string): PagePosition | null {
  const v = decode(token);
  if (!v || v.f !== fingerprint || typeof v.o !== "number" || !Number.isInteger(v.o) || v.o < 0) return null;
  return { offset: v.o, emptyServed: v.e === 1 };
}

export function syncToken(version: string, accountId: string): string {
  return encode({ s: version, a: accountId });
}

/** The seed version a sync token was issued for, or null when the token is not one of ours for this account. */
export function readSyncToken(token: string, accountId: string): string | null {
  const v = decode(token);
  return v && v.a === accountId && typeof v.s === "string" ? v.s : null;
}
