/**
 * /unifiedtime/external/: the in-person events attended this year to date. The count and hours, the per-month
 * chart, what needs review, every event with its verdict and reasons and a control to override it, the
 * definition with its switches, the CSV, and quarter locks. Everything is computed in the browser from the
 * events and the user's preferences, so an override or a switch updates the totals at once.
 */
import React, { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import PortalShell from "../../portal/PortalShell";
import CalendarCards from "../CalendarCards";
import {
  PROVIDERS,
  type PreferencesResponse,
  type ProviderId,
  type ProviderOutcome,
} from "../../../core/calendar/model";
import { buildReport, yearToDate, type ReportInput } from "../../../core/calendar/report/report";
import { formatHours, formatShortDay } from "../../../core/time/format";
import { today } from "../../../core/time/zone";
import { useCalendarEnv } from "./CalendarEnv";
import { CsvDownload } from "./CsvDownload";
import { DefinitionPanel } from "./DefinitionPanel";
import { errorText } from "./errorText";
import { LocksSection } from "./LocksSection";
import { MonthChart } from "./MonthChart";
import { ProviderBanners } from "./ProviderBanners";
import { ReportLineItem } from "./ReportLineItem";
import { UnreadableItems } from "./UnreadableItems";
import { useLoad } from "./useLoad";
import { useEventsLoad } from "./useEventsLoad";

const DAY_MS = 86_400_000;

/** Connected calendars whose events the answer lacks (a reconnect is needed, or the provider failed). */
function missingCalendars(providers: Record<ProviderId, ProviderOutcome> | undefined): ProviderId[] {
  if (!providers) return [];
  return PROVIDERS.filter((p) => providers[p].state === "reconnect" || providers[p].state === "error");
}

export function ExternalPage() {
  const { api, timeZone, now, exclusion } = useCalendarEnv();
  // One clock reading per visit: the report is "to now" as of loading, not a moving target while reading.
  const [loadedAt] = useState(() => now());
  const period = useMemo(() => yearToDate(loadedAt, timeZone), [loadedAt, timeZone]);
  // A day earlier than January 1 here, so a lock cut in another zone still finds its first hours.
  const events = useEventsLoad(
    () => api.events({ start: new Date(period.start - DAY_MS).toISOString(), end: loadedAt.toISOString() }),
    [api, period.start, loadedAt],
  );
  const prefs = useLoad(() => api.preferences(), [api]);
  const [message, setMessage] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const input: ReportInput | null = useMemo(
    () =>
      // No figures while a calendar's year is still being read: they would count only part of it.
      events.state.data && !events.reading && prefs.state.data
        ? {
            events: events.state.data.events,
            overrides: prefs.state.data.overrides,
            definition: prefs.state.data.definition,
            timeZone,
            now: loadedAt,
            exclusion,
          }
        : null,
    [events.state.data, events.reading, prefs.state.data, timeZone, loadedAt, exclusion],
  );
  const report = useMemo(() => (input ? buildReport(input) : null), [input]);

  useEffect(() => {
    if (message) summaryRef.current?.focus();
  }, [message]);

  const saved = (answer: PreferencesResponse, text: string) => {
    prefs.set(answer);
    setMessage(text);
  };

  const todayDate = today(timeZone, loadedAt);
  const failed =
    events.state.status === "error" ? events.state.error : prefs.state.status === "error" ? prefs.state.error : null;
  const overrides = prefs.state.data?.overrides ?? {};
  const notCounted = report ? report.lines.filter((line) => !line.counted) : [];
  const unreadable = events.state.data?.unreadable ?? [];

  return (
    <PortalShell
      title="External Events"
      lead={
        <p sx={{ m: 0 }}>
          The in-person events you attended from January 1, {period.year} to {formatShortDay(todayDate)}, across all
          your calendars, in your time zone ({timeZone}).
        </p>
      }
    >
      {failed !== null && (
        <Alert tone="error" title="The report could not be loaded">
          <p>{errorText(failed)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              events.reload();
              prefs.reload();
            }}
          >
            Try again
          </Button>
        </Alert>
      )}
      {!report && failed === null && !events.reading && <p role="status">Loading this year's events…</p>}
      {events.state.data && (
        <ProviderBanners
          providers={events.state.data.providers}
          onContinueReading={events.stalled ? events.continueReading : undefined}
        />
      )}
      {report && (
        <>
          <section aria-labelledby="ut-summary" sx={{ mb: 5 }}>
            <h2 id="ut-summary" sx={{ fontSize: 5 }}>
              Year to date
            </h2>
            <p ref={summaryRef} tabIndex={-1} role="status" data-testid="report-totals" sx={{ fontSize: 4, m: 0 }}>
              <strong>{report.count}</strong> in-person {report.count === 1 ? "event" : "events"},{" "}
              <strong>{formatHours(report.hours)}</strong>
            </p>
            {message && <p sx={{ color: "muted", mt: 1 }}>{message}</p>}
            <div sx={{ mt: 3 }}>
              <CsvDownload lines={report.counted} year={period.year} date={todayDate} />
            </div>
          </section>

          <section aria-labelledby="ut-definition" sx={{ mb: 5 }}>
            <h2 id="ut-definition" sx={{ fontSize: 5 }}>
              What counts
            </h2>
            <DefinitionPanel definition={report.definition} onSaved={saved} />
          </section>

          <section aria-labelledby="ut-months" sx={{ mb: 5 }}>
            <h2 id="ut-months" sx={{ fontSize: 5 }}>
              Per month
            </h2>
            <MonthChart months={report.months} />
          </section>

          <section aria-labelledby="ut-review" sx={{ mb: 5 }}>
            <h2 id="ut-review" sx={{ fontSize: 5 }}>
              Needs review ({report.review.length + unreadable.length})
            </h2>
            {unreadable.length > 0 && <UnreadableItems items={unreadable} />}
            {report.review.length === 0 ? (
              <p>Nothing needs review: every past event has a clear verdict.</p>
            ) : (
              <ul aria-labelledby="ut-review" sx={{ listStyle: "none", p: 0, m: 0 }}>
                {report.review.map((item) => (
                  <ReportLineItem
                    key={item.line.key}
                    line={item.line}
                    review={item.reasons}
                    override={overrides[item.line.key]}
                    onSaved={saved}
                  />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="ut-counted" sx={{ mb: 5 }}>
            <h2 id="ut-counted" sx={{ fontSize: 5 }}>
              Counted events ({report.count})
            </h2>
            {report.counted.length === 0 ? (
              <p>No event counts yet under this definition.</p>
            ) : (
              <ul aria-labelledby="ut-counted" sx={{ listStyle: "none", p: 0, m: 0 }}>
                {report.counted.map((line) => (
                  <ReportLineItem key={line.key} line={line} override={overrides[line.key]} onSaved={saved} />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="ut-not-counted" sx={{ mb: 5 }}>
            <h2 id="ut-not-counted" sx={{ fontSize: 5 }}>
              Not counted ({notCounted.length})
            </h2>
            <details>
              <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
                Show the past events that do not count, with the reasons
              </summary>
              <ul aria-labelledby="ut-not-counted" sx={{ listStyle: "none", p: 0, m: 0 }}>
                {notCounted.map((line) => (
                  <ReportLineItem key={line.key} line={line} override={overrides[line.key]} onSaved={saved} />
                ))}
              </ul>
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
            {input && prefs.state.data && (
              <LocksSection
                locks={prefs.state.data.locks}
                input={input}
                year={period.year}
                onSaved={saved}
                missing={missingCalendars(events.state.data?.providers)}
              />
            )}
          </section>
        </>
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
