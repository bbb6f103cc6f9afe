/**
 * The calendar copies read in one call, after parsing and before merging: each copy's unified event as it is on its
 * own, plus what merging needs (provider, id, UID, occurrence, epoch times) and its evidence kept apart by kind so a
 * merge can unite it. Internal to the rules; the functions only see `UnifiedEvent`.
 *
 * Kept column by column rather than as one object per copy: a call reads tens of thousands of copies, and an object
 * each (with a boxed number for each of its three times) was a fifth of what the call kept alive until merging, all
 * of it copied by the young-generation collector. The times and flags live in typed arrays, outside the JS heap. A
 * plain array of one record per copy measured about 40% slower (docs/performance.md, "Rules engine data structures").
 */
import type { ProviderId, UnifiedEvent } from "../../../core/calendar/model";

/** The times a parser resolved for the copy it adds (parse-common's `times`). */
export interface CopyTimes {
  allDay: boolean;
  occurrence: string;
  occurrenceMs: number;
  startMs: number;
  endMs: number;
}

export class SourceList {
  /** Copies held; row k of every column is copy k (the columns are allocated for `capacity` rows up front, so
   * rows past `length` are empty or stale). */
  length = 0;
  /** The event as shown when no other copy merges with it (built once: most events are single). */
  readonly events: UnifiedEvent[];
  readonly ids: string[];
  /** The UID as the provider sent it, undefined when it sent none or a blank one. Merging normalizes it
   * (`normalizeICalUid`) only for copies that another calendar's copy could pair with. */
  readonly iCalUids: (string | undefined)[];
  /** The occurrence's original start: an ISO instant for timed events, the date for all-day ones. */
  readonly occurrences: string[];
  /** 1 for a Microsoft copy, 0 for a Google one. */
  microsoft: Uint8Array;
  allDay: Uint8Array;
  /** 1 when `event.online` came from strong evidence (a declared join link) rather than a description. */
  onlineStrong: Uint8Array;
  /** `event.signals` holds the physical and online signals first, this many, then the attendance ones: one array
   * per event instead of three, split again only for the few copies that merge (the attendance signals are not kept
   * apart either: a column of 20,000 entries is a large object, whose allocation took ~0.8 ms in the profile). */
  placeCount: Int32Array;
  /** The occurrence as epoch ms (a date: its UTC midnight), so UID pairing can group copies by a number first. */
  occurrenceMs: Float64Array;
  /** Epoch ms of start and end (all-day: the dates' UTC midnights), for sorting and the ±1 minute comparison. */
  startMs: Float64Array;
  endMs: Float64Array;

  /** `capacity`: the copies expected (the items to read); the columns grow if more come. */
  constructor(capacity = 16) {
    const n = Math.max(1, capacity);
    // Sized once rather than grown by push, which copies each array several times on the way to 20,000 rows.
    this.events = new Array<UnifiedEvent>(n);
    this.ids = new Array<string>(n);
    this.iCalUids = new Array<string | undefined>(n);
    this.occurrences = new Array<string>(n);
    this.microsoft = new Uint8Array(n);
    this.allDay = new Uint8Array(n);
    this.onlineStrong = new Uint8Array(n);
    this.placeCount = new Int32Array(n);
    this.occurrenceMs = new Float64Array(n);
    this.startMs = new Float64Array(n);
    this.endMs = new Float64Array(n);
  }

  provider(k: number): ProviderId {
    return this.microsoft[k] ? "microsoft" : "google";
  }

  /** Appends a copy. The times are read from `times` here, so no number is boxed to pass them. */
  add(
    event: UnifiedEvent,
    provider: ProviderId,
    id: string,
    iCalUid: string | undefined,
    times: CopyTimes,
    onlineStrong: boolean,
    placeCount: number,
  ): void {
    const k = this.length;
    if (k === this.startMs.length) this.grow();
    this.events[k] = event;
    this.ids[k] = id;
    this.iCalUids[k] = iCalUid;
    this.occurrences[k] = times.occurrence;
    this.microsoft[k] = provider === "microsoft" ? 1 : 0;
    this.allDay[k] = times.allDay ? 1 : 0;
    this.onlineStrong[k] = onlineStrong ? 1 : 0;
    this.placeCount[k] = placeCount;
    this.occurrenceMs[k] = times.occurrenceMs;
    this.startMs[k] = times.startMs;
    this.endMs[k] = times.endMs;
    this.length = k + 1;
  }

  /** Removes the last copy (its row is reused by the next one added). */
  pop(): void {
    this.length--;
  }

  /** Puts the last copy at row `to` in place of the copy there, and removes the last row. */
  replaceWithLast(to: number): void {
    const k = this.length - 1;
    this.events[to] = this.events[k] as UnifiedEvent;
    this.ids[to] = this.ids[k] as string;
    this.iCalUids[to] = this.iCalUids[k];
    this.occurrences[to] = this.occurrences[k] as string;
    this.microsoft[to] = this.microsoft[k] as number;
    this.allDay[to] = this.allDay[k] as number;
    this.onlineStrong[to] = this.onlineStrong[k] as number;
    this.placeCount[to] = this.placeCount[k] as number;
    this.occurrenceMs[to] = this.occurrenceMs[k] as number;
    this.startMs[to] = this.startMs[k] as number;
    this.endMs[to] = this.endMs[k] as number;
    this.pop();
  }

  private grow(): void {
    const n = this.startMs.length * 2;
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.microsoft = grown(this.microsoft, new Uint8Array(n));
    this.allDay = grown(this.allDay, new Uint8Array(n));
    this.onlineStrong = grown(this.onlineStrong, new Uint8Array(n));
    this.placeCount = grown(this.placeCount, new Int32Array(n));
    this.occurrenceMs = grown(this.occurrenceMs, new Float64Array(n));
    this.startMs = grown(this.startMs, new Float64Array(n));
    this.endMs = grown(this.endMs, new Float64Array(n));
  }
}
