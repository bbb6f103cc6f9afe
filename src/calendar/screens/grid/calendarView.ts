/**
 * The unified page's views (day, week and month grids, and the agenda list) and the period each shows. A grid view
 * always shows its own kind of period around an anchor day; the list shows whatever period it was given (the
 * grid's, or a custom one), as the agenda always has.
 */
import { containsDate, rangeAround, type DateRange } from "../../../../core/time/ranges";
import { monthGridRange } from "../../../../core/time/grid";
import type { PlainDate } from "../../../../core/time/plainDate";
import { breakpointPx } from "../../../theme";

export type CalendarView = "day" | "week" | "month" | "list";

export const VIEWS: readonly { view: CalendarView; label: string }[] = [
  { view: "day", label: "Day" },
  { view: "week", label: "Week" },
  { view: "month", label: "Month" },
  { view: "list", label: "List" },
];

/** Below the theme's `sm` breakpoint a week does not fit: phones open on a day. */
export const NARROW_QUERY = `(max-width: ${breakpointPx.sm - 0.02}px)`;

export function defaultView(narrow: boolean): CalendarView {
  return narrow ? "day" : "week";
}

/** The day a new view centers on: today when it is showing, else the first day shown. */
export function anchorOf(range: DateRange, todayDate: PlainDate): PlainDate {
  return containsDate(range, todayDate) ? todayDate : range.from;
}

/** The period `view` shows, given the one shown until now. */
export function rangeForView(view: CalendarView, range: DateRange, todayDate: PlainDate): DateRange {
  if (view === "list" || range.kind === view) return range;
  return rangeAround(view, anchorOf(range, todayDate));
}

/** The days drawn (and fetched): a month grid shows whole weeks, so the neighboring months' days too. */
export function visibleRange(view: CalendarView, range: DateRange): Pick<DateRange, "from" | "to"> {
  return view === "month" ? monthGridRange(range.from) : { from: range.from, to: range.to };
}
