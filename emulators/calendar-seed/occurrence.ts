/**
 * The provider-neutral description of one meeting occurrence that the scenarios write and both encoders read.
 * Keeping one description per logical meeting is what makes the two calendars agree (a shared meeting has the same
 * times, organizer and invitees in both) and lets the expected verdict sit next to the facts that justify it.
 */
import type { Attendance, EntryKind, EventClass, ProviderId } from "../../core/calendar/model";
import type { GraphLocationType, GraphPhysicalAddress, GraphShowAs } from "./wire";

export interface Party {
  name: string;
  email: string;
}

/** An invitation's answer, in Google's words (the Graph encoder maps them). */
export type Answer = "accepted" | "tentative" | "needsAction" | "declined";

export interface Invitee extends Party {
  answer: Answer;
  optional?: boolean;
}

/** A physical place. Outlook keeps its structure; Google (and Outlook's iCalendar invites) see only `text`. */
export interface Place {
  displayName: string;
  locationType: GraphLocationType;
  address?: GraphPhysicalAddress;
  coordinates?: { latitude: number; longitude: number };
  /** A bookable room: its mailbox in Exchange, its resource calendar in Google Workspace. */
  room?: { microsoft?: string; google?: string };
  /** A maps link; Google-side events carry it as their location text. */
  mapsUrl?: string;
  /** The free-text form ("The Wolseley, 160 Piccadilly, London W1J 9EB"); defaults to displayName. */
  text?: string;
}

export interface Online {
  provider: "teams" | "meet" | "zoom";
  url: string;
  conferenceId: string;
}

export type ExcludedBecause =
  "canceled" | "declined" | "working_location" | "out_of_office" | "focus_time" | "birthday";

export interface Expected {
  class: EventClass;
  attendance: Attendance;
}

export interface Occurrence {
  /** Unique per logical meeting occurrence; ids and hashes derive from it. */
  key: string;
  title: string;
  allDay: boolean;
  /** Timed: instants (ms). All-day: UTC midnight of the first day and of the day after the last (exclusive). */
  start: number;
  end: number;
  /** The IANA zone it was scheduled in. */
  timeZone: string;
  series?: {
    key: string;
    /** The start the recurrence gave this occurrence (instant; UTC midnight of the day for all-day series). */
    originalStart: number;
    change?: "moved" | "canceled";
  };
  canceled: boolean;
  /** Whose server created the meeting: decides the UID's form on each side. */
  origin: ProviderId | "external";
  /** The UID as its origin writes it: Outlook's clean hex, or a foreign string ("…@google.com"). */
  uid: string;
  organizer: Party;
  /** Everyone invited except the organizer and rooms, including either of the user's own addresses. */
  invitees: Invitee[];
  places: Place[];
  online?: Online;
  /** Extra agenda text (the join block is added by the encoders). */
  description?: string;
  kind: Exclude<EntryKind, "from_gmail">;
  workingLocation?: { type: "homeOffice" } | { type: "officeLocation"; label: string };
  /** Graph free/busy when it is not the answer's default (oof, workingElsewhere). */
  showAs?: GraphShowAs;
  /** Graph answer `none` for an organizer's event created through the API (attended by the 'none' rule). */
  graphNoResponse?: boolean;
  /** The calendars holding a copy. */
  in: ProviderId[];
  /** A copy that differs from the others (separate invitations: own UID, a retyped title). */
  variants?: Partial<Record<ProviderId, { title?: string; uid?: string }>>;
  /** When it was created (ms), before its first start. */
  created: number;
  expected: Expected;
  /** Why the expected verdict is what it is, in a few words. */
  why: string;
}

export function excludedBecause(o: Occurrence): ExcludedBecause | undefined {
  if (o.canceled) return "canceled";
  if (o.kind === "working_location") return "working_location";
  if (o.kind === "out_of_office") return "out_of_office";
  if (o.kind === "focus_time") return "focus_time";
  if (o.kind === "birthday") return "birthday";
  if (o.expected.attendance === "declined") return "declined";
  return undefined;
}
