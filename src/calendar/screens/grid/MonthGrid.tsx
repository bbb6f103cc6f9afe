/**
 * The month view: whole weeks as rows, a day per cell, each cell listing its events as one line each (all-day
 * first) and '+N more' when they do not fit, which opens that day. An ARIA grid: weekday column headers, each
 * cell named by its full date; days of the neighboring months are shown muted.
 */
import { useMemo } from "react";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { cellEntries, dayEntries, type GridDay } from "../../../../core/time/grid";
import { formatPlainDate } from "../../../../core/text/dates";
import { formatDayNumber, formatWeekday } from "../../../../core/time/gridFormat";
import type { PlainDate } from "../../../../core/time/plainDate";
import { containsDate, type DateRange } from "../../../../core/time/ranges";
import { VisuallyHidden } from "../VisuallyHidden";
import { EventLines } from "./EventLines";
import { ALL_DAY_POSITION, MORE_POSITION, dayId, entryId, moreId } from "./gridItems";
import type { NavItem } from "./gridNavigation";
import { useGridKeyboard } from "./useGridKeyboard";

/** Lines in a cell before '+N more' (which takes the last one). */
export const MAX_LINES = 4;

export interface MonthGridProps {
  /** Whole weeks, Monday first. */
  days: readonly GridDay[];
  /** The month itself, so its neighbors' days can be told apart. */
  month: Pick<DateRange, "from" | "to">;
  timeZone: string;
  labelledBy: string;
  onOpen: (event: UnifiedEvent, opener: HTMLElement) => void;
  /** '+N more': show that day on its own. */
  onOpenDay: (date: PlainDate) => void;
}

export function MonthGrid({ days, month, timeZone, labelledBy, onOpen, onOpenDay }: MonthGridProps) {
  const cells = useMemo(() => days.map((day) => ({ day, ...cellEntries(dayEntries(day), MAX_LINES) })), [days]);
  const columns = useMemo(
    () =>
      cells.map(({ day, shown, more }): NavItem[] => {
        const items: NavItem[] = shown.map((entry) => ({
          id: entryId(day.date, entry.event),
          position: "startMinute" in entry ? entry.startMinute : ALL_DAY_POSITION,
        }));
        if (more > 0) items.push({ id: moreId(day.date), position: MORE_POSITION });
        return items.length > 0 ? items : [{ id: dayId(day.date), position: 0 }];
      }),
    [cells],
  );
  const todayIndex = days.findIndex((day) => day.isToday);
  const firstOfMonth = days.findIndex((day) => day.date === month.from);
  const keys = useGridKeyboard(columns, {
    weekLength: 7,
    startColumn:
      todayIndex >= 0 && containsDate(month, days[todayIndex]?.date ?? "") ? todayIndex : Math.max(0, firstOfMonth),
  });
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const row = { display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))" } as const;

  return (
    // Positioned, so the visually hidden weekday names (absolutely positioned) scroll with the grid: else those of
    // the columns past a phone's width widened the page to 532 px.
    <div
      sx={{
        position: "relative",
        overflowX: "auto",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- a composite: focus moves among its cells */}
      <div role="grid" aria-labelledby={labelledBy} onKeyDown={keys.onKeyDown} sx={{ minWidth: 560 }}>
        <div role="row" sx={{ ...row, borderBottom: "1px solid", borderColor: "border" }}>
          {(weeks[0] ?? []).map(({ day }) => (
            <div
              key={day.date}
              role="columnheader"
              sx={{ px: 2, py: 1, fontSize: 1, color: "muted", textAlign: "left" }}
            >
              <span aria-hidden="true">{formatWeekday(day.date)}</span>
              <VisuallyHidden>{formatWeekday(day.date, "long")}</VisuallyHidden>
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div
            key={week[0]?.day.date}
            role="row"
            sx={{ ...row, "& + &": { borderTop: "1px solid", borderColor: "border" } }}
          >
            {week.map(({ day, shown, more }, index) => {
              const inMonth = containsDate(month, day.date);
              const empty = shown.length === 0;
              return (
                <div
                  key={day.date}
                  role="gridcell"
                  aria-current={day.isToday ? "date" : undefined}
                  {...(empty ? keys.itemProps(dayId(day.date)) : {})}
                  sx={{
                    minHeight: 128,
                    minWidth: 0,
                    p: 1,
                    borderLeft: index > 0 ? "1px solid" : undefined,
                    borderColor: "border",
                    bg: inMonth ? "background" : "paper",
                  }}
                >
                  <span
                    aria-hidden="true"
                    sx={{
                      display: "inline-block",
                      minWidth: 26,
                      px: 1,
                      mb: 1,
                      fontSize: 1,
                      fontWeight: "bold",
                      textAlign: "center",
                      borderRadius: "round",
                      color: inMonth ? "text" : "muted",
                      ...(day.isToday ? { bg: "primary", color: "primaryText" } : {}),
                    }}
                  >
                    {formatDayNumber(day.date)}
                  </span>
                  <VisuallyHidden>
                    {formatPlainDate(day.date, "long")}
                    {day.isToday && ", today"}
                    {empty && ": no events"}
                  </VisuallyHidden>
                  {shown.length > 0 && (
                    <EventLines
                      entries={shown}
                      date={day.date}
                      timeZone={timeZone}
                      onOpen={onOpen}
                      itemProps={keys.itemProps}
                    />
                  )}
                  {more > 0 && (
                    <button
                      type="button"
                      {...keys.itemProps(moreId(day.date))}
                      aria-label={`${more} more events on ${formatPlainDate(day.date, "long")}: show the day`}
                      onClick={() => onOpenDay(day.date)}
                      sx={{
                        variant: "buttons.ghost",
                        mt: "2px",
                        px: 1,
                        py: 0,
                        fontSize: 1,
                        fontWeight: "bold",
                        color: "primary",
                      }}
                    >
                      +{more} more
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

export default MonthGrid;
