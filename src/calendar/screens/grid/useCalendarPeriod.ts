/**
 * The unified page's view and period as one piece of state. Until the user picks a view, it follows the screen
 * (a day on phones, a week elsewhere); a grid view always shows its own kind of period, so moving, 'today' and
 * switching views only ever produce a period the view can draw. The list keeps the period it is given, custom
 * ones included, and moves through time as the agenda always has. A view the person chose, and its period, are in
 * the address (periodUrl.ts): each change is a history entry, and back and forward restore them.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { daysBetween, type PlainDate } from "../../../../core/time/plainDate";
import { rangeAround, shiftRange, weekOf, type DateRange, type RangeKind } from "../../../../core/time/ranges";
import { defaultView, NARROW_QUERY, rangeForView, visibleRange, type CalendarView } from "./calendarView";
import { periodFromSearch, periodSearch } from "./periodUrl";
import { useMediaQuery } from "./useMediaQuery";

const fromAddress = () => (typeof window === "undefined" ? null : periodFromSearch(window.location.search));

export function useCalendarPeriod(todayDate: PlainDate) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [chosen, setChosen] = useState<CalendarView | null>(() => fromAddress()?.view ?? null);
  const [stored, setStored] = useState<DateRange>(() => fromAddress()?.range ?? weekOf(todayDate));
  const view = chosen ?? defaultView(narrow);
  const range = useMemo(() => rangeForView(view, stored, todayDate), [view, stored, todayDate]);
  const visible = useMemo(() => visibleRange(view, range), [view, range]);

  // Back and forward: the address says what to show (nothing: the page as first opened).
  useEffect(() => {
    const restore = () => {
      const found = periodFromSearch(window.location.search);
      setChosen(found?.view ?? null);
      setStored(found?.range ?? weekOf(todayDate));
    };
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, [todayDate]);

  // What is shown goes into the address once the person has moved (until then the view follows the screen).
  useEffect(() => {
    const address = periodFromSearch(window.location.search);
    const untouched = chosen === null && stored.kind === "week" && stored.from === weekOf(todayDate).from;
    if (untouched && address === null) return;
    const search = periodSearch(window.location.search, { view, range });
    if (search !== window.location.search)
      window.history.pushState(window.history.state, "", `${window.location.pathname}${search}${window.location.hash}`);
  }, [chosen, stored, view, range, todayDate]);

  const shift = useCallback(
    (direction: -1 | 1) => setStored((r) => shiftRange(rangeForView(view, r, todayDate), direction)),
    [view, todayDate],
  );
  // A custom period keeps its length and starts today.
  const goToday = useCallback(
    () =>
      setStored((r) => {
        const current = rangeForView(view, r, todayDate);
        return rangeAround(current.kind, todayDate, daysBetween(current.from, current.to));
      }),
    [view, todayDate],
  );
  const setView = useCallback(
    (next: CalendarView) => {
      setStored((r) => rangeForView(next, rangeForView(view, r, todayDate), todayDate));
      setChosen(next);
    },
    [view, todayDate],
  );
  /** The list's period kind, as the agenda's period buttons always switched it. */
  const setListKind = useCallback(
    (kind: RangeKind) => setStored((r) => (kind === r.kind ? r : rangeAround(kind, r.from))),
    [],
  );
  /** The day a month's '+N more' opens. */
  const showDay = useCallback((date: PlainDate) => {
    setStored(rangeAround("day", date));
    setChosen("day");
  }, []);

  return { view, range, visible, shift, goToday, setView, setListKind, setCustom: setStored, showDay };
}

export default useCalendarPeriod;
