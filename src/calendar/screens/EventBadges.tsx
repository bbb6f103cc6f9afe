/**
 * An event's badges wherever it is shown (the list, a grid box, the details dialog): cancelled, declined,
 * tentative, what kind of entry it is when not a meeting, which calendars it came from, and its class.
 */
import React from "react";
import type { EntryKind, UnifiedEvent } from "../../../core/calendar/model";
import { Chip } from "./Chip";
import { ClassChip } from "./ClassChip";
import { SourceBadge } from "./SourceBadge";

export const KIND_LABELS: Readonly<Record<Exclude<EntryKind, "event">, string>> = {
  working_location: "Working location",
  out_of_office: "Out of office",
  focus_time: "Focus time",
  birthday: "Birthday",
  from_gmail: "From Gmail",
};

export function EventBadges({ event }: { event: UnifiedEvent }) {
  return (
    <>
      {event.status === "cancelled" && <Chip tone="danger">Cancelled</Chip>}
      {event.attendance === "declined" && <Chip>Declined</Chip>}
      {event.status === "tentative" && <Chip tone="warning">Tentative</Chip>}
      {event.kind !== "event" && <Chip>{KIND_LABELS[event.kind]}</Chip>}
      <SourceBadge event={event} />
      {event.kind === "event" && <ClassChip value={event.class} />}
    </>
  );
}

export default EventBadges;
