/**
 * /unifiedtime/unified/: both calendars together in the viewer's zone, as a day, week or month grid (a day on
 * phones, a week elsewhere, until the user picks) or as the agenda list (a day, a week, a month or a custom
 * period). Says which calendar's data is missing when one fails, lets a merged meeting be split apart (and merged
 * again), and moves through time with buttons or the N / P / T and arrow keys; inside a grid the arrows move
 * between days and events instead.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import PortalShell from "../../portal/PortalShell";
import { ToolTabs } from "./ToolTabs";
import CalendarCards from "../CalendarCards";
import type { SourceFilter, UnifiedEvent, VerdictOverride } from "../../../core/calendar/model";
import { eventSource } from "../../../core/calendar/labels";
import { countAgendaEvents, groupByDay } from "../../../core/time/days";
import { formatRange } from "../../../core/time/format";
import { formatPlainDate } from "../../../core/text/dates";
import { countEventsIn, layoutDays } from "../../../core/time/grid";
import { daysOf, rangeInstants } from "../../../core/time/ranges";
import { today } from "../../../core/time/zone";
import { AgendaEvent } from "./AgendaEvent";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { EventDialog } from "./grid/EventDialog";
import { MonthGrid } from "./grid/MonthGrid";
import { TimeGrid } from "./grid/TimeGrid";
import { useCalendarPeriod } from "./grid/useCalendarPeriod";
import { ProviderBanners } from "./ProviderBanners";
import { RangeControls } from "./RangeControls";
import { SourceLegend } from "./SourceLegend";
import { useLoad } from "./useLoad";
import { useEventsLoad } from "./useEventsLoad";

/** The event as the person corrected its class, else as the calendar has it. */
function withClassOverride(event: UnifiedEvent, override: VerdictOverride | undefined): UnifiedEvent {
  return override?.class && override.class !== event.class ? { ...event, class: override.class } : event;
}

/** Keys typed into a field are the field's, never a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Where a key is not the page's: anything in an open dialog, and the arrows inside a grid (they move its focus). */
function ownedElsewhere(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("dialog")) return true;
  return key.startsWith("Arrow") && target.closest("[role=grid]") !== null;
}

export function UnifiedPage() {
  const { api, timeZone, now } = useCalendarEnv();
  const todayDate = today(timeZone, now());
  const { view, range, visible, shift, goToday, setView, setListKind, setCustom, showDay } =
    useCalendarPeriod(todayDate);
  // By value: switching between views of the same days (the week grid and the week's list) needs no new request.
  const instants = useMemo(
    () => rangeInstants({ from: visible.from, to: visible.to }, timeZone),
    [visible.from, visible.to, timeZone],
  );
  const events = useEventsLoad(() => api.events(instants), [api, instants]);
  const prefs = useLoad(() => api.preferences(), [api]);
  const [unmerging, setUnmerging] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  // The event whose dialog is open (grids only), and the element focus returns to when it closes.
  const [opened, setOpened] = useState<{ key: string; returnFocus: HTMLElement | null } | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string; remerge?: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // '+N more' leaves the month for a day: focus follows into the day's grid instead of falling to the page.
  const gridArea = useRef<HTMLDivElement>(null);
  const [focusGrid, setFocusGrid] = useState(0);
  // Titles of merged meetings seen this session, so the 'split apart' list can name them.
  const titles = useRef(new Map<string, string>());

  // While an event's details are open the calendar behind stays put, wherever focus is (a click on the dialog's
  // text can leave it on the page).
  const dialogOpen = useRef(false);
  useEffect(() => {
    dialogOpen.current = opened !== null;
  }, [opened]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target) || dialogOpen.current) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (ownedElsewhere(event.target, key)) return;
      if (key === "n" || key === "ArrowRight") shift(1);
      else if (key === "p" || key === "ArrowLeft") shift(-1);
      else if (key === "t") goToday();
      else if (key === "?") setHelp((open) => !open);
      else return;
      event.preventDefault();
      // Moved from inside the grid: focus stays in it, on the new period's first stop.
      if (event.target instanceof Element && event.target.closest("[role=grid]")) setFocusGrid((n) => n + 1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shift, goToday]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    if (focusGrid > 0) gridArea.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
  }, [focusGrid]);

  const data = events.state.data;
  for (const event of data?.events ?? []) if (event.sources.length > 1) titles.current.set(event.key, event.title);
  // The legend's filter: the calendars switched off are hidden everywhere, the count included.
  const [hidden, setHidden] = useState<ReadonlySet<SourceFilter>>(new Set());
  const toggleSource = useCallback(
    (source: SourceFilter) =>
      setHidden((old) => {
        const next = new Set(old);
        if (!next.delete(source)) next.add(source);
        return next;
      }),
    [],
  );
  // The person's corrections show in every view ('count it as in person' puts the pin on at once).
  const overrides = prefs.state.data?.overrides;
  const shown = useMemo(
    () =>
      data
        ? data.events
            .filter((event) => !hidden.has(eventSource(event)))
            .map((event) => withClassOverride(event, overrides?.[event.key]))
        : [],
    [data, hidden, overrides],
  );
  const grid = view !== "list";
  const days = useMemo(
    () => (data && !grid ? groupByDay(shown, range, timeZone, todayDate) : []),
    [data, shown, grid, range, timeZone, todayDate],
  );
  const gridDays = useMemo(
    () => (data && grid ? layoutDays(shown, daysOf(visible), timeZone, todayDate) : []),
    [data, shown, grid, visible, timeZone, todayDate],
  );
  const title = formatRange(range);
  // One rule for every view: the distinct events shown on the period's days. The answer holds more (a month grid's
  // neighbors' days; all-day events a day either side, since the range was cut in the viewer's zone).
  const eventCount = grid ? countEventsIn(gridDays, range) : countAgendaEvents(days);
  const openEvent = opened ? data?.events.find((event) => event.key === opened.key) : undefined;
  const open = useCallback(
    (event: UnifiedEvent, returnFocus: HTMLElement) => setOpened({ key: event.key, returnFocus }),
    [],
  );
  const openDay = useCallback(
    (date: string) => {
      showDay(date);
      setFocusGrid((n) => n + 1);
    },
    [showDay],
  );

  const unmerge = async (event: UnifiedEvent) => {
    setUnmerging(event.key);
    try {
      prefs.set(await api.unmerge(event.key));
      events.reload();
      setNotice({
        tone: "success",
        text: `"${event.title}" is now shown as its two calendar copies.`,
        remerge: event.key,
      });
    } catch (error) {
      setNotice({ tone: "error", text: `"${event.title}" could not be split: ${errorText(error)}` });
    } finally {
      setUnmerging(null);
      // The dialog closes so the notice (and its 'Merge again') is seen and takes focus; the event it showed is gone.
      setOpened(null);
    }
  };

  const remerge = async (key: string) => {
    const name = titles.current.get(key);
    try {
      prefs.set(await api.remerge(key));
      events.reload();
      setNotice({ tone: "success", text: name ? `"${name}" is merged again.` : "The meeting is merged again." });
    } catch (error) {
      setNotice({ tone: "error", text: `It could not be merged again: ${errorText(error)}` });
    }
  };

  const unmerged = prefs.state.data?.unmerged ?? [];

  return (
    <PortalShell
      tabs={<ToolTabs page="unified" />}
      title="Unified Events"
      lead={
        // On a phone the grid needs the room; the zone is in the count's line there.
        <p sx={{ m: 0, display: ["none", "block"] }}>
          The events from your Microsoft and Google calendars together, in your time zone ({timeZone}).
        </p>
      }
    >
      <RangeControls
        view={view}
        range={range}
        title={title}
        titleId="ut-period"
        legend={<SourceLegend hidden={hidden} onToggle={toggleSource} />}
        help={help}
        setHelp={setHelp}
        onView={setView}
        onKind={setListKind}
        onShift={shift}
        onToday={goToday}
        onCustom={setCustom}
      />
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            <p>{notice.text}</p>
            {notice.remerge && (
              <Button variant="secondary" onClick={() => void remerge(notice.remerge ?? "")}>
                Merge again
              </Button>
            )}
          </Alert>
        </div>
      )}
      <section aria-labelledby="ut-period">
        <p role="status" sx={{ color: "muted", mt: 0, mb: 2, fontSize: 1 }}>
          {events.state.status === "loading"
            ? `Loading the events of ${title}…`
            : events.state.status === "ok"
              ? `${eventCount} ${eventCount === 1 ? "event" : "events"} in ${title}, times in ${timeZone}.`
              : ""}
        </p>
        {events.state.status === "error" && (
          <Alert tone="error" title="The events could not be loaded">
            <p>{errorText(events.state.error)}</p>
            <Button variant="secondary" onClick={events.reload}>
              Try again
            </Button>
          </Alert>
        )}
        {data && (
          <ProviderBanners
            providers={data.providers}
            onContinueReading={events.stalled ? events.continueReading : undefined}
          />
        )}
        {data && events.state.status !== "error" && !events.reading && eventCount === 0 && (
          <p>No events in this period.</p>
        )}
        <div ref={gridArea}>
          {data && (view === "day" || view === "week") && (
            <TimeGrid days={gridDays} timeZone={timeZone} now={now} labelledBy="ut-period" onOpen={open} />
          )}
          {data && view === "month" && (
            <MonthGrid
              days={gridDays}
              month={range}
              timeZone={timeZone}
              labelledBy="ut-period"
              onOpen={open}
              onOpenDay={openDay}
            />
          )}
        </div>
        {data &&
          days.map((day) => {
            if (day.entries.length === 0 && !day.isToday) return null;
            const headingId = `ut-day-${day.date}`;
            return (
              <section key={day.date} aria-labelledby={headingId} sx={{ mb: 4 }} data-today={day.isToday || undefined}>
                <h3
                  id={headingId}
                  sx={{
                    fontSize: 3,
                    mb: 1,
                    ...(day.isToday
                      ? { color: "primary", borderLeft: "4px solid", borderColor: "primary", pl: 2 }
                      : {}),
                  }}
                >
                  {formatPlainDate(day.date, "long")}
                  {day.isToday && " — Today"}
                </h3>
                {day.entries.length === 0 ? (
                  <p sx={{ mt: 0, color: "muted" }}>Nothing scheduled today.</p>
                ) : (
                  <ul aria-labelledby={headingId} sx={{ listStyle: "none", p: 0, m: 0 }}>
                    {day.entries.map((entry) => (
                      <AgendaEvent
                        key={entry.event.key}
                        entry={entry}
                        timeZone={timeZone}
                        onUnmerge={(event) => void unmerge(event)}
                        unmerging={unmerging === entry.event.key}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
      </section>
      {opened && openEvent && (
        <EventDialog
          event={openEvent}
          timeZone={timeZone}
          returnFocus={opened.returnFocus}
          override={overrides?.[openEvent.key]}
          onSaved={prefs.set}
          onClose={() => setOpened(null)}
          onUnmerge={(event) => void unmerge(event)}
          unmerging={unmerging === openEvent.key}
        />
      )}
      {unmerged.length > 0 && (
        <section aria-labelledby="ut-split" sx={{ mt: 5 }}>
          <h2 id="ut-split" sx={{ fontSize: 5 }}>
            Meetings you split apart
          </h2>
          <ul sx={{ pl: 4 }}>
            {unmerged.map((key) => (
              <li key={key} sx={{ mb: 2 }}>
                {titles.current.get(key) ?? <code>{key}</code>}{" "}
                <Button variant="ghost" onClick={() => void remerge(key)}>
                  Merge again
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="ut-more" sx={{ mt: 5 }}>
        <h2 id="ut-more" sx={{ fontSize: 5 }}>
          More in UnifiedTime
        </h2>
        <CalendarCards keys={["external", "msft", "google", "landing"]} headingLevel={3} label="UnifiedTime tools" />
      </section>
    </PortalShell>
  );
}

export default UnifiedPage;
