/**
 * calendarView/delta's state tokens, opaque to clients as Graph's are: a `$skiptoken` (the round goes on) carries
 * the account, the window, the history position the round lists up to, where the round started (null for the
 * first, full round) and the offset (in units a page never splits: a single event, a removal, or a whole series;
 * pages are recomputed from the history, so the same units come back); a `$deltatoken` (the round is over) carries the account, the window and the
 * position the next round starts from, and a nonce, so every deltaLink is a new one. A token of another kind or
 * account reads as no token (null).
 */
import { randomBytes } from "node:crypto";
import { decodeToken, encodeToken, type LogPosition } from "../kit";

export interface DeltaWindow {
  from: number;
  to: number;
}

export interface DeltaRound {
  window: DeltaWindow;
  /** What the round lists up to, and where its deltaLink is issued. */
  at: LogPosition;
  /** The version the round lists changes since (same epoch as `at`), or null for a full round. */
  since: number | null;
  /** Units of the round already sent (see calendar-view-delta.ts). */
  offset: number;
}

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function common(v: Record<string, unknown> | null, kind: string, accountId: string) {
  if (!v || v.k !== kind || v.a !== accountId || !int(v.f) || !int(v.t) || typeof v.p !== "string" || !int(v.v))
    return null;
  return { window: { from: v.f, to: v.t }, at: { epoch: v.p, version: v.v } };
}

export function skipToken(round: DeltaRound, accountId: string): string {
  const { window, at } = round;
  return encodeToken({
    k: "s",
    a: accountId,
    f: window.from,
    t: window.to,
    p: at.epoch,
    v: at.version,
    s: round.since,
    o: round.offset,
  });
}

export function readSkipToken(token: string, accountId: string): DeltaRound | null {
  const v = decodeToken(token);
  const base = common(v, "s", accountId);
  if (!base || !v || !int(v.o) || v.o < 0 || (v.s !== null && !int(v.s))) return null;
  return { ...base, since: v.s, offset: v.o };
}

export function deltaToken(window: DeltaWindow, at: LogPosition, accountId: string): string {
  const n = randomBytes(6).toString("base64url");
  return encodeToken({ k: "d", a: accountId, f: window.from, t: window.to, p: at.epoch, v: at.version, n });
}

/** The window and the position a deltaLink resumes from. */
export function readDeltaToken(token: string, accountId: string): { window: DeltaWindow; at: LogPosition } | null {
  return common(decodeToken(token), "d", accountId);
}
