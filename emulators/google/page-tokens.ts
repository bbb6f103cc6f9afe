/**
 * events.list's opaque tokens. A page token carries the offset, a fingerprint of the query it belongs to (every
 * parameter but pageToken, plus the calendar and account, so it cannot be replayed on another query) and the
 * history position of the listing's first page, so every page shows that state and the nextSyncToken at the end
 * is issued there. A sync token carries the account, the history position it was issued at and the full sync's
 * singleEvents and eventTypes, which its incremental listings follow; a nonce makes every token a new one.
 */
import { createHash, randomBytes } from "node:crypto";
import { decodeToken, encodeToken, type LogPosition } from "../kit";
import { EVENT_TYPES, type EventType } from "./events";

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
  /** The history position of the listing's first page. */
  at: LogPosition;
}

export function pageToken(position: PagePosition, fingerprint: string): string {
  return encodeToken({
    o: position.offset,
    e: position.emptyServed ? 1 : 0,
    f: fingerprint,
    p: position.at.epoch,
    v: position.at.version,
  });
}

export function readPageToken(token: string, fingerprint: string): PagePosition | null {
  const v = decodeToken(token);
  if (!v || v.f !== fingerprint || typeof v.o !== "number" || !Number.isInteger(v.o) || v.o < 0) return null;
  if (typeof v.p !== "string" || typeof v.v !== "number" || !Number.isInteger(v.v)) return null;
  return { offset: v.o, emptyServed: v.e === 1, at: { epoch: v.p, version: v.v } };
}

export interface SyncPoint {
  at: LogPosition;
  /** The full sync's parameters (Google: the others "should be the same as for the initial synchronization"). */
  singleEvents: boolean;
  eventTypes: EventType[] | null;
}

export function syncToken(point: SyncPoint, accountId: string): string {
  return encodeToken({
    a: accountId,
    p: point.at.epoch,
    v: point.at.version,
    s: point.singleEvents,
    t: point.eventTypes,
    n: randomBytes(6).toString("base64url"),
  });
}

const isEventTypes = (v: unknown): v is EventType[] =>
  Array.isArray(v) && v.every((t) => (EVENT_TYPES as readonly unknown[]).includes(t));

/** Where a sync token was issued, or null when it is not one of ours for this account. */
export function readSyncToken(token: string, accountId: string): SyncPoint | null {
  const v = decodeToken(token);
  if (!v || v.a !== accountId || typeof v.p !== "string" || typeof v.v !== "number" || !Number.isInteger(v.v))
    return null;
  if (typeof v.s !== "boolean" || (v.t !== null && !isEventTypes(v.t))) return null;
  return { at: { epoch: v.p, version: v.v }, singleEvents: v.s, eventTypes: v.t };
}
