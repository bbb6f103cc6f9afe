/**
 * The unified page's view and period in its address (`?view=month&date=2026-03-01`, a list's custom period with
 * `&period=custom&to=`), so a link opens the same view, a reload keeps it, and back and forward move through what
 * the person looked at. Anything unreadable is ignored: the page opens as it would without it.
 */
import { daysBetween, isPlainDate } from "../../../../core/time/plainDate";
import { rangeAround, type DateRange, type RangeKind } from "../../../../core/time/ranges";
import { VIEWS, type CalendarView } from "./calendarView";

/** The longest custom period the address may carry (the events function reads at most 400 days). */
const MAX_CUSTOM_DAYS = 366;
const KINDS: readonly RangeKind[] = ["day", "week", "month", "custom"];

export interface PeriodInUrl {
  view: CalendarView;
  range: DateRange;
}

export function periodFromSearch(search: string): PeriodInUrl | null {
  const params = new URLSearchParams(search);
  const view = VIEWS.find((v) => v.view === params.get("view"))?.view;
  const date = params.get("date") ?? "";
  if (!view || !isPlainDate(date)) return null;
  if (view !== "list") return { view, range: rangeAround(view, date) };
  const kind = KINDS.find((k) => k === params.get("period")) ?? "week";
  if (kind !== "custom") return { view, range: rangeAround(kind, date) };
  const to = params.get("to") ?? "";
  if (!isPlainDate(to) || to <= date || daysBetween(date, to) > MAX_CUSTOM_DAYS) return null;
  return { view, range: { kind, from: date, to } };
}

/** The address's query for a view and period, with the page's other parameters kept. */
export function periodSearch(current: string, { view, range }: PeriodInUrl): string {
  const params = new URLSearchParams(current);
  for (const name of ["view", "date", "period", "to"]) params.delete(name);
  params.set("view", view);
  params.set("date", range.from);
  if (view === "list") {
    params.set("period", range.kind);
    if (range.kind === "custom") params.set("to", range.to);
  }
  return `?${params.toString()}`;
}
