/**
 * Who is invited and how each answered: the organizer first, then the people as the calendar lists them (at most
 * MAX_LISTED_ATTENDEES; the rest counted). An Outlook invitee's copy does not know the others' answers, and says so
 * rather than 'no answer'.
 */
import type { Attendee, AttendeeAnswer, UnifiedEvent } from "../../../core/calendar/model";
import { ANSWER_LABELS } from "../../../core/calendar/labels";

const ANSWER_MARKS: Readonly<Record<AttendeeAnswer, string>> = {
  accepted: "✓",
  tentative: "?",
  declined: "✕",
  no_response: "…",
  unknown: "–",
};

const nameOf = (person: { name?: string; email?: string }) => person.name ?? person.email ?? "Someone";

const sameAs = (a: Attendee, organizer: UnifiedEvent["organizer"]) =>
  !!organizer?.email && a.email?.toLowerCase() === organizer.email.toLowerCase();

export function EventPeople({ event }: { event: UnifiedEvent }) {
  const organizer = event.organizer;
  const listed = (event.attendees ?? []).filter((a) => !sameAs(a, organizer));
  // Google lists the organizer among the guests too; Outlook does not: counted once either way.
  const organizerListed = (event.attendees ?? []).length !== listed.length;
  const more = event.attendeeCount - listed.length - (organizerListed ? 1 : 0);
  if (!organizer && listed.length === 0 && more <= 0) return null;
  const headingId = `ut-people-${event.key}`;
  return (
    <div>
      <p id={headingId} sx={{ fontWeight: "bold", m: 0 }}>
        People
        {event.attendeeCount > 0 && ` (${event.attendeeCount} invited)`}
      </p>
      <ul aria-labelledby={headingId} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
        {organizer && (
          <li>
            {organizer.self ? "You" : nameOf(organizer)} <span sx={{ color: "muted" }}>— organizer</span>
          </li>
        )}
        {listed.map((person, index) => (
          <li key={`${person.email ?? person.name ?? ""}:${index}`} sx={{ display: "flex", gap: 2 }}>
            <span aria-hidden="true" sx={{ width: "1.2em", textAlign: "center", color: "muted" }}>
              {ANSWER_MARKS[person.answer]}
            </span>
            <span>
              {person.self ? "You" : nameOf(person)}
              {person.name && person.email && !person.self && (
                <span sx={{ color: "muted" }}> &lt;{person.email}&gt;</span>
              )}
              {" — "}
              {ANSWER_LABELS[person.answer]}
              {person.optional && ", optional"}
            </span>
          </li>
        ))}
        {more > 0 && <li sx={{ color: "muted" }}>and {more} more</li>}
      </ul>
    </div>
  );
}

export default EventPeople;
