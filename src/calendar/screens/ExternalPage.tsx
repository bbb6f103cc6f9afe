/**
 * /unifiedtime/external/: the in-person events attended in a year, this one to date or the last in full (filed in
 * the new year). The count and hours, the per-month chart, what needs review, every event with its verdict and
 * reasons and a control to override it, the definition with its switches, the CSV, and quarter locks. The
 * functions compute it all (GET /api/calendar/report) and send one page of each list; a change answers the report
 * after it, so an override or a switch updates the totals with one request.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import PortalShell from "../../portal/PortalShell";
import CalendarCards from "../CalendarCards";
import {
  type PreferencesUpdate,
  type ReportQuery,
  type ReportSection,
  type RowPage,
} from "../../../core/calendar/model";
import { parsePlainDate } from "../../../core/time/plainDate";
import { formatHours, formatShortDay } from "../../../core/time/format";
import { today } from "../../../core/time/zone";
import { useCalendarEnv } from "./CalendarEnv";
import { CsvDownload } from "./CsvDownload";
import { DefinitionPanel } from "./DefinitionPanel";
import { errorText } from "./errorText";
import { LocksSection } from "./LocksSection";
import { MonthChart } from "./MonthChart";
import { ProviderBanners } from "./ProviderBanners";
import { ReportChangeProvider } from "./ReportChange";
import { ReportLineItem } from "./ReportLineItem";
import { RowPager } from "./RowPager";
import { UnreadableItems } from "./UnreadableItems";
import { useEventsLoad } from "./useEventsLoad";

const FIRST_PAGES: ReportQuery["pages"] = { review: 0, counted: 0, notCounted: 0 };

function RowList({
  id,
  page,
  onPage,
  label,
}: {
  id: string;
  page: RowPage;
  label: string;
  onPage: (n: number) => void;
}) {
  return (
    <>
      <ul aria-labelledby={id} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {page.rows.map((row) => (
          <ReportLineItem key={row.key} line={row} />
        ))}
      </ul>
      <RowPager page={page} label={label} onPage={onPage} />
    </>
  );
}

export function ExternalPage() {
  const { api, timeZone, now } = useCalendarEnv();
  // One clock reading per visit: the report is "to now" as of loading, not a moving target while reading.
  const [loadedAt] = useState(() => now());
  const todayDate = today(timeZone, loadedAt);
  const thisYear = parsePlainDate(todayDate).year;
  const [year, setYear] = useState(thisYear);
  const [pages, setPages] = useState(FIRST_PAGES);
  const query: ReportQuery = useMemo(() => ({ year, timeZone, pages }), [year, timeZone, pages]);
  const loaded = useEventsLoad(() => api.report(query), [api, query]);
  const [message, setMessage] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message) summaryRef.current?.focus();
  }, [message]);

  const { set, reload } = loaded;
  const saved = useCallback(
    (update: PreferencesUpdate, text: string) => {
      if (update.report) set(update.report);
      else reload();
      setMessage(text);
    },
    [set, reload],
  );
  const change = useMemo(() => ({ query, saved }), [query, saved]);
  const showPage = (section: ReportSection) => (page: number) => setPages((old) => ({ ...old, [section]: page }));

  const answer = loaded.state.data;
  // A report of another year than the one asked for is the previous answer, kept on screen while the next comes.
  const report = answer && answer.year === year && !loaded.reading ? answer : undefined;
  const failed = loaded.state.status === "error" ? loaded.state.error : null;
  const figures = report?.figures;
  const sections = report?.sections;
  const unreadable = report?.unreadable ?? [];
  const past = year < thisYear;
  const years = answer?.years ?? [thisYear, thisYear - 1];

  return (
    <PortalShell
      title="External Events"
      lead={
        <p sx={{ m: 0 }}>
          The in-person events you attended from January 1, {year} to{" "}
          {past ? `December 31, ${year}` : formatShortDay(todayDate)}, across all your calendars, in your time zone (
          {timeZone}).
        </p>
      }
    >
      <div sx={{ mb: 4 }}>
        <label htmlFor="ut-year" sx={{ variant: "forms.label" }}>
          Report year
        </label>
        <select
          id="ut-year"
          value={year}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setPages(FIRST_PAGES);
            setMessage(null);
          }}
          sx={{ variant: "forms.input", width: "auto", minWidth: 160 }}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option === thisYear ? `${option} (to date)` : `${option} (whole year)`}
            </option>
          ))}
        </select>
      </div>
      {failed !== null && (
        <Alert tone="error" title="The report could not be loaded">
          <p>{errorText(failed)}</p>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {!report && failed === null && !loaded.reading && <p role="status">Loading the report of {year}…</p>}
      {answer && (
        <ProviderBanners
          providers={answer.providers}
          onContinueReading={loaded.stalled ? loaded.continueReading : undefined}
        />
      )}
      {report && figures && sections && (
        <ReportChangeProvider value={change}>
          <section aria-labelledby="ut-summary" sx={{ mb: 5 }}>
            <h2 id="ut-summary" sx={{ fontSize: 5 }}>
              {past ? `The year ${year}` : "Year to date"}
            </h2>
            <p ref={summaryRef} tabIndex={-1} role="status" data-testid="report-totals" sx={{ fontSize: 4, m: 0 }}>
              <strong>{figures.count}</strong> in-person {figures.count === 1 ? "event" : "events"},{" "}
              <strong>{formatHours(figures.hours)}</strong>
            </p>
            {message && <p sx={{ color: "muted", mt: 1 }}>{message}</p>}
            <div sx={{ mt: 3 }}>
              <CsvDownload query={query} fileName={report.fileName} rows={figures.count} />
            </div>
          </section>

          <section aria-labelledby="ut-definition" sx={{ mb: 5 }}>
            <h2 id="ut-definition" sx={{ fontSize: 5 }}>
              What counts
            </h2>
            <DefinitionPanel definition={report.definition} />
          </section>

          <section aria-labelledby="ut-months" sx={{ mb: 5 }}>
            <h2 id="ut-months" sx={{ fontSize: 5 }}>
              Per month
            </h2>
            <MonthChart months={figures.months} />
          </section>

          <section aria-labelledby="ut-review" sx={{ mb: 5 }}>
            <h2 id="ut-review" sx={{ fontSize: 5 }}>
              Needs review ({sections.review.total + unreadable.length})
            </h2>
            {unreadable.length > 0 && <UnreadableItems items={unreadable} />}
            {sections.review.total === 0 ? (
              <p>Nothing needs review: every past event has a clear verdict.</p>
            ) : (
              <RowList id="ut-review" label="Needs review" page={sections.review} onPage={showPage("review")} />
            )}
          </section>

          <section aria-labelledby="ut-counted" sx={{ mb: 5 }}>
            <h2 id="ut-counted" sx={{ fontSize: 5 }}>
              Counted events ({figures.count})
            </h2>
            {sections.counted.total === 0 ? (
              <p>No event counts yet under this definition.</p>
            ) : (
              <RowList id="ut-counted" label="Counted events" page={sections.counted} onPage={showPage("counted")} />
            )}
          </section>

          <section aria-labelledby="ut-not-counted" sx={{ mb: 5 }}>
            <h2 id="ut-not-counted" sx={{ fontSize: 5 }}>
              Not counted ({sections.notCounted.total})
            </h2>
            <details>
              <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
                Show the past events that do not count, with the reasons
              </summary>
              <RowList
                id="ut-not-counted"
                label="Not counted"
                page={sections.notCounted}
                onPage={showPage("notCounted")}
              />
            </details>
          </section>

          <section aria-labelledby="ut-locks" sx={{ mb: 5 }}>
            <h2 id="ut-locks" tabIndex={-1} sx={{ fontSize: 5 }}>
              Locked quarters
            </h2>
            <p sx={{ mt: 0, color: "muted" }}>
              Lock a quarter once you have filed it: its figures are frozen, and later changes in your calendars are
              shown as a difference.
            </p>
            <LocksSection locks={report.locks} lockable={report.lockable} year={year} missing={report.missing} />
          </section>
        </ReportChangeProvider>
      )}
      <section aria-labelledby="ut-more" sx={{ mt: 5 }}>
        <h2 id="ut-more" sx={{ fontSize: 5 }}>
          More in UnifiedTime
        </h2>
        <CalendarCards keys={["unified", "msft", "google", "landing"]} headingLevel={3} label="UnifiedTime tools" />
      </section>
    </PortalShell>
  );
}

export default ExternalPage;
