/**
 * /unifiedtime/external/: the in-person events attended in a year, this one to date or the last in full (filed in
 * the new year). The count and hours, the per-month chart, what needs review, every event with its verdict and
 * reasons and a control to override it, the definition with its switches, the CSV, and quarter locks. The
 * functions compute it all (GET /api/calendar/report) and send one page of each list; a change answers the report
 * after it, so an override or a switch updates the totals with one request.
 */
import { useCallback, useMemo, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import PortalShell from "../../portal/PortalShell";
import { ToolTabs } from "./ToolTabs";
import CalendarCards from "../CalendarCards";
import {
  type PreferencesUpdate,
  type ReportQuery,
  DEFAULT_TABLE,
  type ReportSection,
  type TableQuery,
} from "../../../core/calendar/model";
import { missingText } from "../../../core/calendar/labels";
import { formatHours } from "../../../core/time/format";
import { formatPlainDate } from "../../../core/text/dates";
import { dateIn } from "../../../core/time/zone";
import type { ReportRequest } from "../api";
import { useCalendarEnv } from "./CalendarEnv";
import { ChangeNotice, type Notice } from "./ChangeNotice";
import { CsvDownload } from "./CsvDownload";
import { DefinitionPanel } from "./DefinitionPanel";
import { errorText } from "./errorText";
import { LocksSection } from "./LocksSection";
import { MonthChart } from "./MonthChart";
import { ProviderBanners } from "./ProviderBanners";
import { ReportChangeProvider } from "./ReportChange";
import { EventsTable } from "./EventsTable";
import { ReviewQueue } from "./ReviewQueue";
import { useEventsLoad } from "./useEventsLoad";

const FIRST_PAGES: ReportQuery["pages"] = { review: 0, events: 0 };

export function ExternalPage() {
  const { api, timeZone } = useCalendarEnv();
  // Which year is "this year" is the functions' to say (they refuse others): the first request names none, and
  // the answer's `years` fill the selector.
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [pages, setPages] = useState(FIRST_PAGES);
  const [table, setTable] = useState<TableQuery>(DEFAULT_TABLE);
  const request: ReportRequest = useMemo(
    () => ({ timeZone, pages, table, ...(chosen === undefined ? {} : { year: chosen }) }),
    [chosen, timeZone, pages, table],
  );
  const loaded = useEventsLoad(() => api.report(request), [api, request]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undoing, setUndoing] = useState(false);

  const answer = loaded.state.data;
  const year = chosen ?? answer?.year;
  // The report's own query, for the changes made on it (their answers carry the report after them).
  const query: ReportQuery | undefined = useMemo(
    () => (year === undefined ? undefined : { year, timeZone, pages, table }),
    [year, timeZone, pages, table],
  );
  const { set, reload } = loaded;
  const apply = useCallback(
    (update: PreferencesUpdate) => (update.report ? set(update.report) : reload()),
    [set, reload],
  );
  const saved = useCallback(
    (update: PreferencesUpdate, text: string, undo?: () => Promise<PreferencesUpdate>) => {
      apply(update);
      const takeBack = async (undo: () => Promise<PreferencesUpdate>) => {
        setUndoing(true);
        try {
          apply(await undo());
          setNotice({ text: "Undone." });
        } catch (err) {
          setNotice({ text: `It could not be undone: ${errorText(err)}` });
        } finally {
          setUndoing(false);
        }
      };
      setNotice({ text, ...(undo ? { undo: () => void takeBack(undo) } : {}) });
    },
    [apply],
  );
  const change = useMemo(() => (query ? { query, saved } : undefined), [query, saved]);
  const showPage = (section: ReportSection) => (page: number) => setPages((old) => ({ ...old, [section]: page }));
  const showTable = (next: TableQuery) => {
    setTable(next);
    setPages((old) => ({ ...old, events: 0 }));
  };

  // A report of another year than the one asked for is the previous answer, kept on screen while the next comes.
  const report = answer && answer.year === year && !loaded.reading ? answer : undefined;
  const failed = loaded.state.status === "error" ? loaded.state.error : null;
  const figures = report?.figures;
  const sections = report?.sections;
  const unreadable = report?.unreadable ?? [];
  const years = answer?.years ?? [];
  const past = year !== undefined && years.length > 0 && year < (years[0] as number);
  const lastDay = report ? formatPlainDate(dateIn(Date.parse(report.end) - 1, timeZone)) : null;

  return (
    <PortalShell
      tabs={<ToolTabs page="external" />}
      title="External Events"
      lead={
        <p sx={{ m: 0 }}>
          {year === undefined || lastDay === null
            ? `The in-person events you attended this year, across all your calendars, in your time zone (${timeZone}).`
            : `The in-person events you attended from ${formatPlainDate(`${year}-01-01`)} to ${lastDay}, across all your calendars, in your time zone (${timeZone}).`}
        </p>
      }
    >
      <div sx={{ mb: 4 }}>
        <label htmlFor="ut-year" sx={{ variant: "forms.label" }}>
          Report year
        </label>
        <select
          id="ut-year"
          value={year ?? ""}
          disabled={years.length === 0}
          onChange={(e) => {
            setChosen(Number(e.target.value));
            setPages(FIRST_PAGES);
            setNotice(null);
          }}
          sx={{ variant: "forms.input", width: "auto", minWidth: 160 }}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option === years[0] ? `${option} (to date)` : `${option} (whole year)`}
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
      {!report && failed === null && !loaded.reading && (
        <p role="status">Loading the report{year === undefined ? "" : ` of ${year}`}…</p>
      )}
      {answer && (
        <ProviderBanners
          providers={answer.providers}
          onContinueReading={loaded.stalled ? loaded.continueReading : undefined}
        />
      )}
      {report && figures && sections && change && (
        <ReportChangeProvider value={change}>
          <section aria-labelledby="ut-summary" sx={{ mb: 5 }}>
            <h2 id="ut-summary" sx={{ fontSize: 5 }}>
              {past ? `The year ${year}` : "Year to date"}
            </h2>
            <p role="status" data-testid="report-totals" sx={{ fontSize: 4, m: 0 }}>
              <strong>{figures.count}</strong> in-person {figures.count === 1 ? "event" : "events"},{" "}
              <strong>{formatHours(figures.hours)}</strong>
            </p>
            <div sx={{ mt: 3 }}>
              <CsvDownload query={change.query} fileName={report.fileName} rows={figures.count} />
            </div>
          </section>

          <ReviewQueue
            page={sections.review}
            questions={report.questions ?? {}}
            unreadable={unreadable}
            onPage={showPage("review")}
          />

          <EventsTable
            year={report.year}
            lastMonth={figures.months.length}
            timeZone={timeZone}
            page={sections.events}
            quarters={report.quarters ?? []}
            table={table}
            shownTable={report.table ?? table}
            onTable={showTable}
            onPage={showPage("events")}
            locks={report.locks}
            lockable={report.lockable}
            blocked={missingText(report.missing) ?? undefined}
          />

          <section aria-labelledby="ut-months" sx={{ mb: 5 }}>
            <h2 id="ut-months" sx={{ fontSize: 5 }}>
              Per month
            </h2>
            <MonthChart months={figures.months} />
          </section>

          <section aria-labelledby="ut-definition" sx={{ mb: 5 }}>
            <h2 id="ut-definition" sx={{ fontSize: 5 }}>
              What counts
            </h2>
            <DefinitionPanel definition={report.definition} />
          </section>

          <section aria-labelledby="ut-locks" sx={{ mb: 5 }}>
            <h2 id="ut-locks" tabIndex={-1} sx={{ fontSize: 5 }}>
              Locked quarters
            </h2>
            <p sx={{ mt: 0, color: "muted" }}>
              Lock a quarter once you have filed it: its figures are frozen, and later changes in your calendars are
              shown as a difference.
            </p>
            <LocksSection locks={report.locks} lockable={report.lockable} year={report.year} missing={report.missing} />
          </section>
        </ReportChangeProvider>
      )}
      <ChangeNotice notice={notice} busy={undoing} onClose={() => setNotice(null)} />
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
