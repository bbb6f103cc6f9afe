/**
 * One event in a calendar grid, as a button that opens its details: a block in the day and week grids (time,
 * title, calendar and class chips, clipped to its length) or one line in a month cell and the all-day row.
 * Canceled events are struck through and declined ones muted, as in the agenda; the accessible name says it all.
 */
import type { UnifiedEvent } from "../../../../core/calendar/model";
import type { DayEntry } from "../../../../core/time/days";
import { formatEventTime, formatTime } from "../../../../core/time/format";
import type { PlainDate } from "../../../../core/time/plainDate";
import { EventBadges } from "../EventBadges";
import { eventSource } from "../../../../core/calendar/labels";
import { eventLabel, eventTitle } from "./eventLabel";
import { InPersonMarker } from "./InPersonMarker";
import { SOURCE_COLORS } from "./sourceColors";
import type { GridItemProps } from "./useGridKeyboard";

export interface GridEventProps {
  entry: DayEntry;
  date: PlainDate;
  timeZone: string;
  variant: "block" | "line";
  onOpen: (event: UnifiedEvent, opener: HTMLElement) => void;
  itemProps: GridItemProps;
}

export function GridEvent({ entry, date, timeZone, variant, onOpen, itemProps }: GridEventProps) {
  const { event } = entry;
  const canceled = event.status === "canceled";
  const declined = event.attendance === "declined";
  const label = eventLabel(entry, date, timeZone);
  // The calendar it is from, as the left edge's color (the legend names it; the name and chips say it in words).
  const edge = SOURCE_COLORS[eventSource(event)];
  const marker = event.kind === "event" && event.class === "in_person" && <InPersonMarker />;
  const titleSx = { fontWeight: "bold", textDecoration: canceled ? "line-through" : undefined } as const;
  const common = {
    display: "block",
    width: "100%",
    m: 0,
    font: "inherit",
    textAlign: "left",
    cursor: "pointer",
    color: declined ? "muted" : "text",
    borderRadius: "small",
    overflow: "hidden",
  } as const;

  if (variant === "line") {
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={(e) => onOpen(event, e.currentTarget)}
        {...itemProps}
        sx={{
          ...common,
          display: "flex",
          gap: 1,
          px: 1,
          py: "1px",
          fontSize: 1,
          lineHeight: 1.4,
          whiteSpace: "nowrap",
          border: "1px solid",
          borderColor: event.allDay ? "primary" : "transparent",
          borderStyle: declined ? "dashed" : "solid",
          borderLeft: "3px solid",
          borderLeftColor: edge,
          bg: event.allDay ? "highlight" : "transparent",
          "&:hover": { bg: "highlight" },
        }}
      >
        {/* The title first, cut last: the start time gives way to it in a narrow cell. */}
        <span sx={{ ...titleSx, overflow: "hidden", textOverflow: "ellipsis", minWidth: 0, flex: "0 1 auto" }}>
          {marker}
          {eventTitle(event.title)}
        </span>{" "}
        {!event.allDay && !entry.continued && (
          <span
            sx={{
              flex: "0 100 auto",
              minWidth: 0,
              overflow: "hidden",
              fontVariantNumeric: "tabular-nums",
              color: "muted",
            }}
          >
            {formatTime(event.start, timeZone)}
          </span>
        )}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-label={label}
      onClick={(e) => onOpen(event, e.currentTarget)}
      {...itemProps}
      sx={{
        ...common,
        height: "100%",
        px: 1,
        py: "2px",
        fontSize: 0,
        lineHeight: 1.25,
        bg: declined ? "background" : "highlight",
        border: "1px solid",
        borderColor: event.sources.length > 1 ? "primary" : "border",
        borderLeft: "4px solid",
        borderLeftColor: edge,
        // Dashed for an uncertain answer, but not the calendar's accent on the left.
        ...(declined || event.status === "tentative"
          ? { borderTopStyle: "dashed", borderRightStyle: "dashed", borderBottomStyle: "dashed" }
          : {}),
      }}
    >
      {/* The title first: a half-hour box has room for one line, and the title is what tells it apart. */}
      {/* Spaces between the lines, which draw none: the words stay apart in the text that must match the name. */}
      <span sx={{ display: "block", ...titleSx }}>
        {marker}
        {eventTitle(event.title)}
      </span>{" "}
      <span sx={{ display: "block", fontVariantNumeric: "tabular-nums" }}>
        {formatEventTime(event, timeZone)}
        {entry.continued && " (continued)"}
      </span>{" "}
      <span sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
        <EventBadges event={event} />
      </span>
    </button>
  );
}

export default GridEvent;
