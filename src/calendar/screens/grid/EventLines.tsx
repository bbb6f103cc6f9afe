/**
 * A day's events as a list of one-line boxes, where the grids show them in a row (a month cell, the all-day row),
 * each box an item of the grid's keyboard navigation.
 */
import type { DayEntry } from "../../../../core/time/days";
import type { PlainDate } from "../../../../core/time/plainDate";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { GridEvent } from "./GridEvent";
import { entryId } from "./gridItems";
import type { GridItemProps } from "./useGridKeyboard";

export interface EventLinesProps {
  entries: readonly DayEntry[];
  date: PlainDate;
  timeZone: string;
  onOpen: (event: UnifiedEvent, opener: HTMLElement) => void;
  itemProps: (id: string) => GridItemProps;
}

export function EventLines({ entries, date, timeZone, onOpen, itemProps }: EventLinesProps) {
  return (
    <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: "2px" }}>
      {entries.map((entry) => (
        <li key={entry.event.key} data-event-key={entry.event.key} sx={{ minWidth: 0 }}>
          <GridEvent
            entry={entry}
            date={date}
            timeZone={timeZone}
            variant="line"
            onOpen={onOpen}
            itemProps={itemProps(entryId(date, entry.event))}
          />
        </li>
      ))}
    </ul>
  );
}

export default EventLines;
