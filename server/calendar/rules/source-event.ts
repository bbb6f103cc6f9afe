/**
 * One calendar copy of an event after parsing, before merging: the unified model's fields plus what merging needs
 * (the normalised UID, the occurrence, epoch times for comparing) and evidence kept apart by kind so a merge can
 * unite it. Internal to the rules; the functions only see `UnifiedEvent`.
 */
import type {
  Attendance,
  EntryKind,
  EntryStatus,
  OnlineMeeting,
  Person,
  ProviderId,
  Signal,
  SourceRef,
} from "../../../src/calendar/model";

export interface SourceEvent {
  provider: ProviderId;
  id: string;
  ref: SourceRef;
  /** The UID normalised by `normaliseICalUid`, absent when the provider sent none. */
  uid?: string;
  /** The occurrence's original start: an ISO instant for timed events, the date for all-day ones. */
  occurrence: string;
  title: string;
  allDay: boolean;
  /** As in UnifiedEvent: ISO instants, or plain dates with an exclusive end. */
  start: string;
  end: string;
  /** Epoch ms of start and end (all-day: the dates' UTC midnights), for sorting and the ±1 minute comparison. */
  startMs: number;
  endMs: number;
  timeZone?: string;
  kind: EntryKind;
  status: EntryStatus;
  locations: string[];
  online?: OnlineMeeting;
  /** Whether `online` came from strong evidence (a declared join link) rather than a description. */
  onlineStrong: boolean;
  organizer?: Person;
  attendeeCount: number;
  attendance: Attendance;
  attendanceSignals: Signal[];
  /** Physical and online signals. */
  placeSignals: Signal[];
  seriesId?: string;
}

export type ParseResult = { ok: true; event: SourceEvent } | { ok: false; id?: string; reason: string };
