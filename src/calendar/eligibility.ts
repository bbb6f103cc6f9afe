/**
 * Why an event can never count as attended in person, whatever the definition or an override says: cancelled,
 * declined, or not a meeting at all (working location, out of office, focus time...). The rules engine owns the
 * canonical version of this module; this local copy keeps the signature it publishes so the report builds on
 * this branch, and is to be replaced by it when the branches meet.
 */
import type { EntryKind, UnifiedEvent } from "./model";

const KIND_LABELS: Record<Exclude<EntryKind, "event">, string> = {
  working_location: "a working-location entry, not a meeting",
  out_of_office: "an out-of-office entry, not a meeting",
  focus_time: "a focus-time entry, not a meeting",
  birthday: "a birthday, not a meeting",
  from_gmail: "an entry created from Gmail (a reservation), not a meeting",
};

/** The reason `event` is left out of the report, or null when it may count. */
export function reportExclusion(event: UnifiedEvent): string | null {
  if (event.status === "cancelled") return "cancelled";
  if (event.kind !== "event") return KIND_LABELS[event.kind];
  if (event.attendance === "declined") return "declined";
  return null;
}
