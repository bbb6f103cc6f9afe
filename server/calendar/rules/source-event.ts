/**
 * One calendar copy of an event after parsing, before merging: the unified event it is on its own, plus what merging
 * needs (the UID, the occurrence, epoch times for comparing) and its evidence kept apart by kind so a
 * merge can unite it. Internal to the rules; the functions only see `UnifiedEvent`.
 */
import type { ProviderId, Signal, UnifiedEvent } from "../../../src/calendar/model";

export interface SourceEvent {
  provider: ProviderId;
  id: string;
  /** The UID as the provider sent it, undefined when it sent none or a blank one (always present as a field, so
   * every SourceEvent has one shape). Merging normalises it (`normaliseICalUid`) only for copies that another
   * calendar's copy could pair with. */
  iCalUid: string | undefined;
  /** The occurrence's original start: an ISO instant for timed events, the date for all-day ones. */
  occurrence: string;
  /** The occurrence as epoch ms (a date: its UTC midnight), so UID pairing can group copies by a number first. */
  occurrenceMs: number;
  /** `event.allDay`, here too so merging reads every number it compares from this one object. */
  allDay: boolean;
  /** Epoch ms of start and end (all-day: the dates' UTC midnights), for sorting and the ±1 minute comparison. */
  startMs: number;
  endMs: number;
  /** Whether `event.online` came from strong evidence (a declared join link) rather than a description. */
  onlineStrong: boolean;
  /** `event.signals` holds the physical and online signals first, this many, then the attendance ones: one array
   * per event instead of three, split again only for the few copies that merge. */
  placeCount: number;
  /** The verdict's shared attendance signals (also at the end of `event.signals`). */
  attendanceSignals: readonly Signal[];
  /** The event as shown when no other copy merges with it (built once: most events are single). */
  event: UnifiedEvent;
}
