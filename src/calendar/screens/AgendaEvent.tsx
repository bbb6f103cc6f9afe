/**
 * One event in the agenda, as a list item: time (or 'All day'), title, source badge, class chip, location and
 * join link; canceled struck through, declined in muted text, non-meetings named as such, and a disclosure
 * that opens its details.
 */
import type { UnifiedEvent } from "../../../core/calendar/model";
import { formatEventTime } from "../../../core/time/format";
import type { DayEntry } from "../../../core/time/days";
import { EventBadges } from "./EventBadges";
import { EventDetails } from "./EventDetails";
import { EventPlace, hasPlace } from "./EventPlace";
import { VisuallyHidden } from "./VisuallyHidden";
import { eventTitle } from "./grid/eventLabel";

export interface AgendaEventProps {
  entry: DayEntry;
  timeZone: string;
  onUnmerge: (event: UnifiedEvent) => void;
  unmerging: boolean;
}

export function AgendaEvent({ entry, timeZone, onUnmerge, unmerging }: AgendaEventProps) {
  const { event } = entry;
  const canceled = event.status === "canceled";
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
        <span sx={{ fontWeight: "bold", textDecoration: canceled ? "line-through" : undefined, flex: "1 1 200px" }}>
          {eventTitle(event.title)}
        </span>
        <EventBadges event={event} />
      </div>
      {hasPlace(event) && (
        <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 1, fontSize: 1 }}>
          <EventPlace event={event} />
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
