/**
 * The change history behind the calendar stand-ins' incremental sync (Google's syncToken, Graph's delta): every
 * replacement of a keyed collection is diffed against the previous one (added, changed, removed, by key) and kept
 * under an increasing version, so a token saying "version v" can be answered with what changed since. Only the last
 * `retain` versions are kept, as a real service forgets old sync state; an older token, one from another process
 * (the epoch is random per process) or one issued before `expire()` cannot be answered and the client must sync
 * in full.
 */
import { randomBytes } from "node:crypto";

/** One key's net change over a range of versions: as it was before the first change, as it was after the last. */
export interface Change<T> {
  readonly before: T | null;
  readonly after: T | null;
}

/** Where a token stands: the log's epoch and version when it was issued. */
export interface LogPosition {
  epoch: string;
  version: number;
}

export interface ChangeLogOptions<T> {
  key(item: T): string;
  /** Whether two items under the same key are unchanged. */
  same(a: T, b: T): boolean;
  /** Versions kept (default 50). */
  retain?: number;
}

const newEpoch = (): string => randomBytes(6).toString("base64url");

export class ChangeLog<T> {
  private epoch = newEpoch();
  private version = 0;
  /** One entry per version with changes, oldest first; versions are contiguous and end at `version`. */
  private sets: Map<string, Change<T>>[] = [];
  private readonly retain: number;

  constructor(private readonly options: ChangeLogOptions<T>) {
    this.retain = options.retain ?? 50;
    if (!Number.isInteger(this.retain) || this.retain < 1) throw new Error("retain must be a positive integer");
  }

  /** The position a token issued now carries. */
  position(): LogPosition {
    return { epoch: this.epoch, version: this.version };
  }

  /** Diffs a replacement; a new version only when something changed. Returns how many keys changed. */
  record(before: Iterable<T>, after: Iterable<T>): number {
    const { key, same } = this.options;
    const old = new Map<string, T>();
    for (const item of before) old.set(key(item), item);
    const changes = new Map<string, Change<T>>();
    for (const item of after) {
      const k = key(item);
      const was = old.get(k);
      old.delete(k);
      if (was === undefined) changes.set(k, { before: null, after: item });
      else if (!same(was, item)) changes.set(k, { before: was, after: item });
    }
    for (const [k, was] of old) changes.set(k, { before: was, after: null });
    if (changes.size === 0) return 0;
    this.version += 1;
    this.sets.push(changes);
    if (this.sets.length > this.retain) this.sets.shift();
    return changes.size;
  }

  /** Every token issued so far becomes unanswerable (the history itself is kept for listings in progress). */
  expire(): void {
    this.epoch = newEpoch();
  }

  /** The oldest version whose changes since are still known. */
  private oldest(): number {
    return this.version - this.sets.length;
  }

  private fold(from: number, to: number): Map<string, Change<T>> {
    const net = new Map<string, Change<T>>();
    // sets[i] holds version oldest() + i + 1.
    for (let v = from + 1; v <= to; v += 1) {
      const set = this.sets[v - this.oldest() - 1];
      if (!set) continue;
      for (const [k, change] of set) {
        const seen = net.get(k);
        net.set(k, { before: seen ? seen.before : change.before, after: change.after });
      }
    }
    return net;
  }

  /**
   * The net changes after `from` up to version `to` (default: now), by key in the order they first changed; null
   * when the token cannot be answered (another epoch, forgotten, or not issued by this log).
   */
  since(from: LogPosition, to = this.version): Map<string, Change<T>> | null {
    if (from.epoch !== this.epoch || !Number.isInteger(from.version) || !Number.isInteger(to)) return null;
    if (from.version < this.oldest() || from.version > to || to > this.version) return null;
    return this.fold(from.version, to);
  }

  /**
   * `current` (the items now) as they were at `version`, so the later pages of a listing show the same state as
   * its first: changed items put back in place, added ones dropped, removed ones appended. Returns `current`
   * itself when nothing changed since, and null when `version` is forgotten.
   */
  rewind(current: readonly T[], version: number): readonly T[] | null {
    if (!Number.isInteger(version) || version < this.oldest() || version > this.version) return null;
    if (version === this.version) return current;
    const net = this.fold(version, this.version);
    const { key } = this.options;
    const out: T[] = [];
    for (const item of current) {
      const change = net.get(key(item));
      if (!change) out.push(item);
      else if (change.before !== null) out.push(change.before);
    }
    for (const change of net.values()) if (change.after === null && change.before !== null) out.push(change.before);
    return out;
  }
}

/** A stand-in's event record: its id, and a fingerprint of everything a client could see of it. */
export interface FingerprintedRecord {
  id: string;
  fingerprint: string;
}

/** A change log of event records, keyed by id, an event changed when its fingerprint did. */
export function recordChangeLog<R extends FingerprintedRecord>(): ChangeLog<R> {
  return new ChangeLog<R>({ key: (r) => r.id, same: (a, b) => a.fingerprint === b.fingerprint });
}

/**
 * A seed replacement as the stand-ins serve it: `next`'s records in its order, an unchanged one replaced by the record
 * it had (so stamps given before survive), a changed one passed to `restamp` with the record it had, and the
 * replacement recorded in `log`.
 */
export function replaceRecords<R extends FingerprintedRecord>(
  log: ChangeLog<R>,
  previous: readonly R[],
  next: readonly R[],
  restamp: (was: R, now: R) => R,
): R[] {
  const before = new Map(previous.map((r) => [r.id, r]));
  const records = next.map((r) => {
    const was = before.get(r.id);
    if (!was) return r;
    return was.fingerprint === r.fingerprint ? was : restamp(was, r);
  });
  log.record(previous, records);
  return records;
}
