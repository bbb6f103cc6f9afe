/**
 * Why an event can never count in the in-person report, whatever the report's definition: shared by the server and
 * the browser so the report and its 'needs review' list agree on what was left out. Pass the event with the user's
 * override applied (an attendance override can lift 'declined').
 */
import type { EntryKind, UnifiedEvent } from "./model";

const KIND_REASONS: Record<Exclude<EntryKind, "event">, string> = {
  working_location: "a working-location entry, not a meeting",
  out_of_office: "an out-of-office entry",
  focus_time: "a focus-time block",
  birthday: "a birthday",
  from_gmail: "added from Gmail (a booking or reservation)",
};

/** A plain-words reason the event is excluded from the report, or null when the report's definition decides. */
export function reportExclusion(event: UnifiedEvent): string | null {
  if (event.status === "canceled") return "canceled";
  if (event.status === "draft") return "an invitation never sent (a draft)";
  if (event.kind !== "event") return KIND_REASONS[event.kind];
  if (event.attendance === "declined") return "you declined it";
  return null;
}
