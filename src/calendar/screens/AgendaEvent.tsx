/**
 * One event in the agenda, as a list item: time (or 'All day'), title, source badge, class chip, location and
 * join link; cancelled struck through, declined in muted text, non-meetings named as such, and a disclosure
 * that opens its details.
 */
import React from "react";
import type { EntryKind, UnifiedEvent } from "../../../core/calendar/model";
import { safeLink } from "../../../core/calendar/safeLink";
import { formatEventTime } from "../../../core/time/format";
import type { DayEntry } from "../../../core/time/days";
import { Chip } from "./Chip";
import { ClassChip } from "./ClassChip";
import { EventDetails } from "./EventDetails";
import { SourceBadge } from "./SourceBadge";
import { VisuallyHidden } from "./VisuallyHidden";

/** Shared with the grid's events and their dialog. */
export const KIND_LABELS: Readonly<Record<Exclude<EntryKind, "event">, string>> = {
  working_location: "Working location",
  out_of_office: "Out of office",
  focus_time: "Focus time",
  birthday: "Birthday",
  from_gmail: "From Gmail",
};

export const JOIN_LABELS: Readonly<Record<NonNullable<UnifiedEvent["online"]>["provider"], string>> = {
  teams: "Join Teams meeting",
  meet: "Join Google Meet",
  zoom: "Join Zoom meeting",
  webex: "Join Webex meeting",
  skype: "Join Skype meeting",
  other: "Join online meeting",
};

export interface AgendaEventProps {
  entry: DayEntry;
  timeZone: string;
  onUnmerge: (event: UnifiedEvent) => void;
  unmerging: boolean;
}

export function AgendaEvent({ entry, timeZone, onUnmerge, unmerging }: AgendaEventProps) {
  const { event } = entry;
  const cancelled = event.status === "cancelled";
  const joinUrl = safeLink(event.online?.url);
  const declined = event.attendance === "declined";
  const time = formatEventTime(event, timeZone);
  return (
    <li
      data-event-key={event.key}
      sx={{ borderTop: "1px solid", borderColor: "border", py: 3, color: declined ? "muted" : "text" }}
    >
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "baseline" }}>
        <span sx={{ minWidth: 150, fontVariantNumeric: "tabular-nums" }}>
          {time}
          {entry.continued && <span sx={{ color: "muted" }}> (continued)</span>}
        </span>
        <span sx={{ fontWeight: "bold", textDecoration: cancelled ? "line-through" : undefined, flex: "1 1 200px" }}>
          {event.title || "(no title)"}
        </span>
        {cancelled && <Chip tone="danger">Cancelled</Chip>}
        {declined && <Chip>Declined</Chip>}
        {event.status === "tentative" && <Chip tone="warning">Tentative</Chip>}
        {event.kind !== "event" && <Chip>{KIND_LABELS[event.kind]}</Chip>}
        <SourceBadge event={event} />
        {event.kind === "event" && <ClassChip value={event.class} />}
      </div>
      {(event.locations.length > 0 || joinUrl) && (
        <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 1, fontSize: 1 }}>
          {event.locations.length > 0 && (
            <span>
              <VisuallyHidden>Location: </VisuallyHidden>
              {event.locations.join("; ")}
            </span>
          )}
          {event.online && joinUrl && !cancelled && (
            <a href={joinUrl} target="_blank" rel="noopener noreferrer">
              {JOIN_LABELS[event.online.provider]}
              <VisuallyHidden> for {event.title} (new tab)</VisuallyHidden>
            </a>
          )}
        </div>
      )}
      <details sx={{ mt: 1 }}>
        <summary sx={{ cursor: "pointer", color: "primary", fontSize: 1, width: "fit-content" }}>
          Details<VisuallyHidden> of {event.title || "this event"}</VisuallyHidden>
        </summary>
        <EventDetails event={event} onUnmerge={onUnmerge} busy={unmerging} />
      </details>
    </li>
  );
}

export default AgendaEvent;
