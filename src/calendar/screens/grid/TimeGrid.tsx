/**
 * The day and week views: days as columns, 24 hour rows, an all-day row on top and the current time across
 * today. For assistive technology it is an ARIA grid of three rows (the days' headers with their full dates, the
 * all-day events, the timed events) whose cells hold the events as buttons; the hour lines and labels are drawn
 * only. Events are placed by `core/time/grid` (wall-clock minutes, lanes for overlaps).
 */
import { useEffect, useMemo, useRef } from "react";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { DAY_MINUTES, MIN_SEGMENT_MINUTES, type ClockChange, type GridDay } from "../../../../core/time/grid";
import { formatPlainDate } from "../../../../core/text/dates";
import { formatDayNumber, formatHour, formatMinute, formatWeekday } from "../../../../core/time/gridFormat";
import { VisuallyHidden } from "../VisuallyHidden";
import { EventLines } from "./EventLines";
import { GridEvent } from "./GridEvent";
import { dayId, dayItems, entryId } from "./gridItems";
import { NowLine } from "./NowLine";
import { useFillHeight } from "./useFillHeight";
import { useGridKeyboard } from "./useGridKeyboard";

/** Height of an hour: a 20-minute event (the shortest drawn) gets one 16 px line. */
export const HOUR_PX = 48;
const GUTTER_PX = 56;
/** The morning is in view when a period opens, unless an event starts earlier. */
const FIRST_HOUR_SHOWN = 7;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface TimeGridProps {
  days: readonly GridDay[];
  timeZone: string;
  now: () => Date;
  /** The id of the heading naming the period. */
  labelledBy: string;
  onOpen: (event: UnifiedEvent, opener: HTMLElement) => void;
}

const percent = (minutes: number) => `${(minutes / DAY_MINUTES) * 100}%`;

function clockChangeText({ direction, startMinute, endMinute }: ClockChange): string {
  const span = `${formatMinute(startMinute)}–${formatMinute(endMinute)}`;
  return direction === "forward" ? `Clocks go forward: ${span} skipped` : `Clocks go back: ${span} twice`;
}

export function TimeGrid({ days, timeZone, now, labelledBy, onOpen }: TimeGridProps) {
  const columns = useMemo(() => days.map(dayItems), [days]);
  const todayIndex = days.findIndex((day) => day.isToday);
  const keys = useGridKeyboard(columns, { startColumn: Math.max(0, todayIndex) });
  const scroller = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(scroller);
  const header = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const template = `${GUTTER_PX}px repeat(${days.length}, minmax(0, 1fr))`;

  const firstStart = Math.min(...days.flatMap((day) => day.timed.map((segment) => segment.startMinute)));
  const firstHour = Math.min(FIRST_HOUR_SHOWN, Math.floor(firstStart / 60));
  // A new period opens on its morning (or its first event); the hours above stay a scroll away. Again when the
  // period's events arrive with an earlier first one (the previous period's are shown while they load), not on
  // every reload of the same events.
  const firstDate = days[0]?.date;
  useEffect(() => {
    if (scroller.current && body.current && header.current) {
      scroller.current.scrollTop = body.current.offsetTop - header.current.offsetHeight + firstHour * HOUR_PX;
    }
  }, [firstDate, days.length, firstHour]);

  const row = { display: "grid", gridTemplateColumns: template } as const;
  const cellBorder = { borderLeft: "1px solid", borderColor: "border" } as const;

  return (
    <div
      ref={scroller}
      style={fill === undefined ? undefined : { height: fill }}
      sx={{
        position: "relative",
        overflow: "auto",
        // Until measured: most of a screen.
        maxHeight: fill === undefined ? "min(75vh, 900px)" : undefined,
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
        // Under the pinned headers and all-day row when focus moves to an event.
        scrollPaddingTop: 128,
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- a composite: focus moves among its cells */}
      <div
        role="grid"
        aria-labelledby={labelledBy}
        onKeyDown={keys.onKeyDown}
        sx={{ minWidth: days.length > 1 ? GUTTER_PX + days.length * 92 : undefined }}
      >
        {/* The day headers and the all-day row (working locations, trips) stay pinned while the hours scroll. */}
        <div role="rowgroup" ref={header} sx={{ position: "sticky", top: 0, zIndex: 3, bg: "background" }}>
          <div role="row" sx={{ ...row, borderBottom: "1px solid", borderColor: "border" }}>
            <div role="columnheader">
              <VisuallyHidden>Time</VisuallyHidden>
            </div>
            {days.map((day) => (
              <div
                key={day.date}
                role="columnheader"
                aria-current={day.isToday ? "date" : undefined}
                sx={{ ...cellBorder, px: 1, py: 2, textAlign: "center", lineHeight: 1.2 }}
              >
                <span
                  aria-hidden="true"
                  sx={{ display: "block", fontSize: 1, color: day.isToday ? "primary" : "muted" }}
                >
                  {formatWeekday(day.date)}
                </span>
                <span
                  aria-hidden="true"
                  sx={{
                    display: "inline-block",
                    minWidth: 32,
                    mt: 1,
                    px: 1,
                    fontSize: 3,
                    fontWeight: "bold",
                    borderRadius: "round",
                    ...(day.isToday ? { bg: "primary", color: "primaryText" } : {}),
                  }}
                >
                  {formatDayNumber(day.date)}
                </span>
                <VisuallyHidden>
                  {formatPlainDate(day.date, "long")}
                  {day.isToday && ", today"}
                </VisuallyHidden>
                {day.clockChange && (
                  <span sx={{ display: "block", mt: 1, fontSize: 0, color: "muted" }}>
                    {clockChangeText(day.clockChange)}
                  </span>
                )}
              </div>
            ))}
          </div>
          <div role="row" sx={{ ...row, borderBottom: "1px solid", borderColor: "border" }}>
            <div role="rowheader" sx={{ px: 1, py: 1, fontSize: 0, color: "muted", textAlign: "right" }}>
              All day
            </div>
            {days.map((day) => (
              <div key={day.date} role="gridcell" sx={{ ...cellBorder, p: "2px", minHeight: 28 }}>
                {day.allDay.length > 0 && (
                  <EventLines
                    entries={day.allDay}
                    date={day.date}
                    timeZone={timeZone}
                    onOpen={onOpen}
                    itemProps={keys.itemProps}
                  />
                )}
              </div>
            ))}
          </div>
        </div>
        <div role="row" ref={body} sx={{ ...row, gridTemplateRows: `${24 * HOUR_PX}px` }}>
          {/* The hour lines, across every column. */}
          <div aria-hidden="true" sx={{ gridRow: 1, gridColumn: "1 / -1", position: "relative" }}>
            {HOURS.slice(1).map((hour) => (
              <div
                key={hour}
                sx={{
                  position: "absolute",
                  left: GUTTER_PX - 6,
                  right: 0,
                  top: hour * HOUR_PX,
                  borderTop: "1px solid",
                  borderColor: "border",
                }}
              />
            ))}
          </div>
          <div role="rowheader" sx={{ gridRow: 1, gridColumn: 1, position: "relative" }}>
            <VisuallyHidden>Timed events</VisuallyHidden>
            {HOURS.slice(1).map((hour) => (
              <span
                key={hour}
                aria-hidden="true"
                sx={{
                  position: "absolute",
                  // A string: theme-ui reads a small number here as an index into the theme's space scale.
                  right: "8px",
                  top: hour * HOUR_PX - 9,
                  fontSize: 0,
                  color: "muted",
                  bg: "background",
                  whiteSpace: "nowrap",
                }}
              >
                {formatHour(hour)}
              </span>
            ))}
          </div>
          {days.map((day, index) => {
            const empty = day.allDay.length === 0 && day.timed.length === 0;
            return (
              <div
                key={day.date}
                role="gridcell"
                {...(empty ? keys.itemProps(dayId(day.date)) : {})}
                sx={{
                  ...cellBorder,
                  gridRow: 1,
                  gridColumn: index + 2,
                  position: "relative",
                  ...(day.isToday ? { bg: "rgba(127,127,127,0.06)" } : {}),
                }}
              >
                {empty && <VisuallyHidden>No events on {formatPlainDate(day.date, "long")}</VisuallyHidden>}
                {day.clockChange && (
                  <div
                    aria-hidden="true"
                    title={clockChangeText(day.clockChange)}
                    sx={{
                      position: "absolute",
                      left: 0,
                      right: 0,
                      top: percent(day.clockChange.startMinute),
                      height: percent(day.clockChange.endMinute - day.clockChange.startMinute),
                      backgroundImage:
                        "repeating-linear-gradient(135deg, transparent 0 6px, rgba(127,127,127,0.25) 6px 8px)",
                    }}
                  />
                )}
                {day.timed.length > 0 && (
                  <ul sx={{ listStyle: "none", m: 0, p: 0 }}>
                    {day.timed.map((segment) => {
                      const length = Math.max(segment.endMinute - segment.startMinute, MIN_SEGMENT_MINUTES);
                      const top = Math.min(segment.startMinute, DAY_MINUTES - MIN_SEGMENT_MINUTES);
                      return (
                        <li
                          key={segment.event.key}
                          data-event-key={segment.event.key}
                          sx={{
                            position: "absolute",
                            top: percent(top),
                            height: percent(Math.min(length, DAY_MINUTES - top)),
                            left: `calc(${(segment.lane / segment.lanes) * 100}% + 2px)`,
                            width: `calc(${100 / segment.lanes}% - 4px)`,
                            zIndex: 1,
                            "&:focus-within, &:hover": { zIndex: 2 },
                          }}
                        >
                          <GridEvent
                            entry={segment}
                            date={day.date}
                            timeZone={timeZone}
                            variant="block"
                            onOpen={onOpen}
                            itemProps={keys.itemProps(entryId(day.date, segment.event))}
                          />
                        </li>
                      );
                    })}
                  </ul>
                )}
                {day.isToday && <NowLine date={day.date} timeZone={timeZone} now={now} />}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

export default TimeGrid;
