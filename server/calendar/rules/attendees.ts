/**
 * The people invited to an event, with their answers, as the parsers list them and merging combines them
 * (docs/performance.md, "Attendees and their answers", has what they cost).
 */
import { MAX_LISTED_ATTENDEES, type Attendee, type AttendeeAnswer } from "../../../core/calendar/model";
import { plainConstructor } from "./plain-object";

/**
 * One invited person with their answer, its fields in one order, undefined when absent (JSON leaves them out): made
 * by `new` as the events are (see plainConstructor). Measured against a table of shared objects found by e-mail,
 * which cost more in lookups than it saved in objects.
 */
export const Invitee = plainConstructor(function (
  this: Attendee,
  answer: AttendeeAnswer,
  name: string | undefined,
  email: string | undefined,
  self: boolean,
  optional: boolean,
): void {
  this.name = name || undefined;
  this.email = email || undefined;
  this.answer = answer;
  this.self = self ? true : undefined;
  this.optional = optional ? true : undefined;
});

/** Adds a person to an event's list, which is made on the first one and stops at MAX_LISTED_ATTENDEES. */
export function listAttendee(list: Attendee[] | undefined, person: Attendee): Attendee[] {
  if (list === undefined) return [person];
  if (list.length < MAX_LISTED_ATTENDEES) list.push(person);
  return list;
}

const ANSWER_KNOWN = (a: Attendee): boolean => a.answer !== "unknown";

/**
 * The people of a meeting in both calendars: the copy that knows more answers (the organizer's) first, then whoever
 * only the other copy lists (found by e-mail, else name); a person the first copy does not know the answer of takes
 * the other's.
 */
export function mergeAttendees(a: Attendee[] | undefined, b: Attendee[] | undefined): Attendee[] | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const [first, second] = a.filter(ANSWER_KNOWN).length >= b.filter(ANSWER_KNOWN).length ? [a, b] : [b, a];
  const merged = first.slice();
  for (const other of second) {
    const at = merged.findIndex((mine) => samePerson(mine, other));
    if (at < 0) {
      if (merged.length < MAX_LISTED_ATTENDEES) merged.push(other);
    } else if (!ANSWER_KNOWN(merged[at] as Attendee) && ANSWER_KNOWN(other)) {
      merged[at] = other;
    }
  }
  return merged;
}

function samePerson(a: Attendee, b: Attendee): boolean {
  if (a.email && b.email) return a.email.toLowerCase() === b.email.toLowerCase();
  return !a.email && !b.email && a.name !== undefined && a.name === b.name;
}
