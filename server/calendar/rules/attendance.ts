/**
 * Whether the signed-in user took part, from their own response on each provider (the notes' rules, section 3.2),
 * with the signals that explain it. Own events without attendees count as attended (as Reclaim does); an event on a
 * shared calendar where the user is neither organizer nor attendee does not.
 */
import type { Attendance, Signal } from "../../../core/calendar/model";

export interface AttendanceVerdict {
  attendance: Attendance;
  signals: readonly Signal[];
}

// Each verdict is one frozen constant shared by every event it applies to: the parsers copy the signals into each
// event's own list, and merging labels copies, so nothing writes to them; freezing makes sure of it.
const verdict = (
  attendance: Attendance,
  code: string,
  label: string,
  strength: Signal["strength"] = "strong",
): AttendanceVerdict =>
  Object.freeze({ attendance, signals: Object.freeze([Object.freeze({ kind: "attendance", strength, code, label })]) });

const ORGANIZER = verdict("attended", "organizer", "you organized it");
const ACCEPTED = verdict("attended", "accepted", "accepted the invitation");
const TENTATIVE = verdict("tentative", "tentative", "answered tentatively");
const DECLINED = verdict("declined", "declined", "declined the invitation");
const NO_RESPONSE = verdict("no_response", "no-response", "did not respond to the invitation");
const OWN_EVENT = verdict("attended", "no-attendees", "no attendees on your own calendar", "weak");
const NOT_INVITED = verdict(
  "no_response",
  "not-invited",
  "you are not among the attendees (a shared or subscribed calendar)",
  "weak",
);
const NONE = verdict("no_response", "no-response", "no response recorded", "weak");

export interface GoogleAttendanceInput {
  /** `responseStatus` of the attendee marked `self`, undefined when no attendee is. */
  selfResponse?: string;
  /** The `self` attendee is also flagged `organizer`. */
  selfIsOrganizer: boolean;
  /** Number of attendees listed (rooms included: any list means it is a meeting). */
  attendees: number;
  /** `organizer.self`, undefined when the organizer is absent. */
  organizerSelf?: boolean;
}

export function googleAttendance(input: GoogleAttendanceInput): AttendanceVerdict {
  const organizer = input.organizerSelf === true || input.selfIsOrganizer;
  if (input.selfResponse === undefined) {
    if (organizer) return ORGANIZER;
    // No guest list: the user's own entry, unless the organizer is explicitly someone else (a shared calendar).
    if (input.attendees === 0 && input.organizerSelf !== false) return OWN_EVENT;
    return NOT_INVITED;
  }
  switch (input.selfResponse) {
    case "accepted":
      return organizer ? ORGANIZER : ACCEPTED;
    case "tentative":
      return TENTATIVE;
    case "declined":
      return DECLINED;
    default:
      // needsAction (or a value Google adds later): the organizer's own copy still counts as theirs.
      return organizer ? ORGANIZER : NO_RESPONSE;
  }
}

export interface GraphAttendanceInput {
  /** `responseStatus.response`. */
  response?: string;
  isOrganizer?: boolean;
  /** Attendees listed (rooms included). */
  attendees: number;
}

export function graphAttendance(input: GraphAttendanceInput): AttendanceVerdict {
  switch (input.response) {
    case "organizer":
      return ORGANIZER;
    case "accepted":
      return input.isOrganizer ? ORGANIZER : ACCEPTED;
    case "tentativelyAccepted":
      return TENTATIVE;
    case "declined":
      return DECLINED;
    case "notResponded":
      return NO_RESPONSE;
    default:
      // 'none' (or absent): Graph's answer for the user's own appointments and for entries it has no response for.
      if (input.isOrganizer) return ORGANIZER;
      if (input.attendees === 0) return OWN_EVENT;
      return NONE;
  }
}

/**
 * Best response across copies of one meeting (the user may be invited on both addresses): an answer, a decline
 * included, over no answer, since the copy without one is the invitation nobody replied to from that calendar.
 */
export const ATTENDANCE_RANK: Record<Attendance, number> = { attended: 3, tentative: 2, declined: 1, no_response: 0 };
