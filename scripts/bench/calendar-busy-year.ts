/**
 * `npm run bench -- calendar-busy-year`: a consultant's busy year on stand-ins as slow as the services, the report
 * page's requests as it makes them now (GET /api/calendar/report, the figures computed by the functions) beside the
 * way it made them before (GET /api/calendar/events for the year to date, every event sent to the browser, which
 * computed the report itself).
 *
 * Both calendars hold 2,500 events over this year (generateBulkSeed, some meetings in both, some as occurrences of
 * recurring series) and answer with the stand-ins' realistic latency (Graph 0.5–2 s per calendarView or delta page
 * with bodies, Google 0.3–0.9 s per events.list page; real waits). Two new users, one per way, connect both
 * calendars through the stand-ins' consent pages, and each makes two visits to the report, one way after the other:
 *
 * 1. the first open of the year: the year is synced over as many requests as it takes, the page asking again by
 *    itself while a calendar answers `syncing` or `catchingUp` (at most MAX_SYNC_REREADS times, as the page);
 * 2. a week later (the functions' and the stand-ins' clock moved seven days on): meanwhile the 20 largest recurring
 *    series of each calendar had their title changed on every instance (Graph resends an edited series whole, master
 *    and members; Google's singleEvents sync sends every instance), and the page opens the report again.
 *
 * For every request: its wall time (the service's call and the answer's JSON.stringify), the answer's size and how
 * each calendar stood. Checks, for the report's requests: each under the platform's time limit
 * (CALENDAR_EVENTS_TIMEOUT_SECONDS, 10 s by default; the calendars' deadline is a second less), no calendar answering
 * an error or 'reconnect', every visit complete within the page's re-asks, and every answer under 1 MB. A failed
 * check exits non-zero after the tables; the figures themselves are not judged. The old way's requests are measured
 * the same and printed, not checked: the page no longer makes them.
 *
 * Everything is the production path, as in calendar-unified.ts: buildCalendarServices with the real providers and
 * rules over dynalite. The stand-ins, dynalite and the services share this process and its thread.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import {
  MAX_SYNC_REREADS,
  PROVIDERS,
  type EventsResponse,
  type ProviderId,
  type ProviderOutcome,
  type ReportResponse,
} from "../../core/calendar/model";
import { missingCalendars, stillReading } from "../../core/calendar/reading";
import { reportRange } from "../../core/calendar/report/compose";
import { yearOf } from "../../core/calendar/report/report";
import { ms, stats, formatTable, type BenchModule, type BenchTable } from "../../emulators/bench-kit";
import { generateBulkSeed } from "../../emulators/calendar-seed";
import { startGoogleStandIn } from "../../emulators/google";
import { startMicrosoftStandIn } from "../../emulators/microsoft";
import { fetchDeadlineFor } from "../../server/calendar/events-service";
import { checkProviderSettings, createProviders } from "../../server/calendar/providers/registry";
import { buildUnifiedEvents } from "../../server/calendar/rules";
import { buildCalendarServices } from "../../server/calendar/runtime";
import { startTestTable } from "../../server/db/testing/dynalite";
import { BENCH_CLIENT, benchCalendarSettings, benchConnect } from "./calendar-bench-kit";
import { DAY_MS } from "../../core/time/units";

const PER_PROVIDER = 2_500;
const EDITED_SERIES = 20;
const WEEK_MS = 7 * DAY_MS;
/** The seed's home zone (emulators/calendar-seed/directory.ts), the report's zone here. */
const TIME_ZONE = "Europe/London";
/** The report answer's ceiling: under 1 MB (10^6 bytes of JSON). */
const REPORT_MAX_BYTES = 1_000_000;
const CLIENT = BENCH_CLIENT;

type Way = "old" | "new";
const WAY_LABEL: Record<Way, string> = {
  old: "old: GET events (year to date)",
  new: "new: GET report",
};

/** One request of a visit, as the page would have seen it. */
interface RequestRecord {
  wallMs: number;
  bytes: number;
  outcomes: Record<ProviderId, ProviderOutcome>;
  /** Requests each stand-in answered during it (token refreshes included). */
  asked: Record<ProviderId, number>;
}

interface Visit {
  open: string;
  way: Way;
  requests: RequestRecord[];
  complete: boolean;
  /** The answer that ended the visit (kept for its size and gzip figure). */
  lastBody: string;
  largestBody: string;
}

/**
 * The `count` series with the most members (`seriesOf` names an occurrence's series), largest first (ties by
 * id, so the choice is the same every run).
 */
function largestSeries<T>(events: readonly T[], seriesOf: (e: T) => string | null | undefined, count: number) {
  const members = new Map<string, number>();
  for (const e of events) {
    const id = seriesOf(e);
    if (id) members.set(id, (members.get(id) ?? 0) + 1);
  }
  const chosen = [...members].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, count);
  if (chosen.length < count)
    throw new Error(`bench calendar-busy-year: the seed has ${chosen.length} recurring series, not ${count}`);
  return new Set(chosen.map(([id]) => id));
}

/** Every instance of the chosen series with its title changed: an edit of the whole series, as an organizer makes. */
function editSeries<T>(
  events: readonly T[],
  series: ReadonlySet<string>,
  seriesOf: (e: T) => string | null | undefined,
  retitled: (e: T) => T,
): { events: T[]; instances: number } {
  let instances = 0;
  const edited = events.map((e) => {
    const id = seriesOf(e);
    if (!id || !series.has(id)) return e;
    instances += 1;
    return retitled(e);
  });
  return { events: edited, instances };
}

const EDIT = " (moved to the new office)";

/** How one calendar stood in an answer, in a few words. */
function outcomeText(outcome: ProviderOutcome): string {
  switch (outcome.state) {
    case "ok":
      return outcome.catchingUp ? `ok, catching up (${outcome.catchingUp.read} read)` : `ok (${outcome.pages} pages)`;
    case "syncing":
      return `syncing (${outcome.read} read, ${outcome.pages} pages)`;
    case "error":
      return `error: ${outcome.message}`;
    case "reconnect":
      return `reconnect: ${outcome.message}`;
    default:
      return outcome.state;
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export const calendarBusyYearBench: BenchModule = {
  name: "calendar-busy-year",
  description:
    `${PER_PROVIDER.toLocaleString("en")} events per calendar on realistic stand-in latency: first open of the year, ` +
    `then a week away with ${EDITED_SERIES} series edited; the report request beside the old events request`,
  async run(): Promise<BenchTable[]> {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const started = clock();
    const year = yearOf(new Date(started), TIME_ZONE);
    const yearStart = Date.UTC(new Date(started).getUTCFullYear(), 0, 1);
    // The year so far and the week to come (those meetings are in the calendars already, and have ended a week on).
    const seed = generateBulkSeed({
      count: PER_PROVIDER,
      start: new Date(yearStart),
      end: new Date(Math.min(started + WEEK_MS, Date.UTC(new Date(started).getUTCFullYear() + 1, 0, 1))),
    });
    const asked: Record<ProviderId, number> = { microsoft: 0, google: 0 };
    const counting = (provider: ProviderId) => () => void (asked[provider] += 1);
    const common = { port: 0, logger: "silent" as const, latency: "realistic" as const, now: clock };
    const table = await startTestTable("unifiedtime-busy-year");
    const microsoft = await startMicrosoftStandIn({
      ...common,
      onTiming: counting("microsoft"),
      clientId: CLIENT.microsoft.id,
      clientSecret: CLIENT.microsoft.secret,
      events: seed.microsoft,
    });
    const google = await startGoogleStandIn({
      ...common,
      onTiming: counting("google"),
      clientId: CLIENT.google.id,
      clientSecret: CLIENT.google.secret,
      events: seed.google,
    });
    try {
      const settings = benchCalendarSettings(
        "calendar-busy-year",
        { microsoft: microsoft.url, google: google.url },
        table,
      );
      const limitMs = settings.eventsTimeoutMs;
      const deadlineMs = fetchDeadlineFor(limitMs);
      const calendar = buildCalendarServices(settings, {
        createProviders,
        checkProviderSettings,
        buildUnifiedEvents,
        db: table.db,
        now: clock,
      }).ready;
      if (!calendar) throw new Error("bench calendar-busy-year: the calendar services did not start");

      const users: Record<Way, string> = {
        old: `bench-busy-old-${randomBytes(4).toString("hex")}`,
        new: `bench-busy-new-${randomBytes(4).toString("hex")}`,
      };
      for (const sub of Object.values(users))
        for (const provider of PROVIDERS) await benchConnect("calendar-busy-year", calendar, sub, provider);

      /** One request as the page makes it, timed to its JSON. */
      const request = async (way: Way): Promise<{ answer: EventsResponse | ReportResponse; body: string }> => {
        if (way === "old") {
          // The page before: January 1 (a day earlier, for zones further east) to now, every event of it.
          const answer = await calendar.events.events(users.old, reportRange(year, new Date(clock()), TIME_ZONE), {
            spentMs: 0,
          });
          return { answer, body: JSON.stringify(answer) };
        }
        const query = calendar.report.query({ timeZone: TIME_ZONE, year: String(year) });
        const answer = await calendar.report.report(users.new, query, { spentMs: 0 });
        return { answer, body: JSON.stringify(answer) };
      };

      /** A visit: asked again while a calendar is still being read, as the page does, until complete or failed. */
      const visit = async (open: string, way: Way): Promise<Visit> => {
        const requests: RequestRecord[] = [];
        let lastBody = "";
        let largestBody = "";
        let complete = false;
        for (let made = 0; made < MAX_SYNC_REREADS + 1; made++) {
          const before = { ...asked };
          const t0 = performance.now();
          const { answer, body } = await request(way);
          const wallMs = performance.now() - t0;
          const bytes = Buffer.byteLength(body);
          if (bytes > Buffer.byteLength(largestBody)) largestBody = body;
          lastBody = body;
          requests.push({
            wallMs,
            bytes,
            outcomes: answer.providers,
            asked: { microsoft: asked.microsoft - before.microsoft, google: asked.google - before.google },
          });
          // A calendar missing (error, reconnect): the page shows its banner and asks no more.
          if (missingCalendars(answer).length > 0) break;
          if (!stillReading(answer)) {
            complete = true;
            break;
          }
        }
        return { open, way, requests, complete, lastBody, largestBody };
      };

      const visits: Visit[] = [];
      const firstOpen = "first open of the year";
      for (const way of ["old", "new"] as const) visits.push(await visit(firstOpen, way));

      // A week away: the clocks move on, and 20 series in each calendar are edited whole meanwhile.
      offset = WEEK_MS;
      const graphSeries = largestSeries(seed.microsoft, (e) => e.seriesMasterId, EDITED_SERIES);
      const googleSeries = largestSeries(seed.google, (e) => e.recurringEventId, EDITED_SERIES);
      const graphEdit = editSeries(
        seed.microsoft,
        graphSeries,
        (e) => e.seriesMasterId,
        (e) => ({ ...e, subject: `${e.subject}${EDIT}` }),
      );
      const googleEdit = editSeries(
        seed.google,
        googleSeries,
        (e) => e.recurringEventId,
        (e) => ({ ...e, summary: `${e.summary ?? ""}${EDIT}` }),
      );
      microsoft.setEvents(graphEdit.events);
      google.setEvents(googleEdit.events);
      const weekAway = `a week away, ${EDITED_SERIES} series edited in each calendar`;
      for (const way of ["old", "new"] as const) visits.push(await visit(weekAway, way));

      // ---- Checks (the report's requests only) ----
      const failures: string[] = [];
      for (const v of visits.filter((x) => x.way === "new")) {
        v.requests.forEach((r, i) => {
          const which = `${v.open}, report request ${i + 1} of ${v.requests.length}`;
          if (r.wallMs >= limitMs)
            failures.push(`${which}: ${ms(r.wallMs)} ms, not under the platform's limit of ${limitMs} ms`);
          for (const provider of PROVIDERS) {
            const o = r.outcomes[provider];
            if (o.state === "error" || o.state === "reconnect" || o.state === "not_connected")
              failures.push(`${which}: ${provider} answered ${outcomeText(o)} (request took ${ms(r.wallMs)} ms)`);
          }
          if (r.bytes >= REPORT_MAX_BYTES)
            failures.push(`${which}: the answer is ${r.bytes.toLocaleString("en")} bytes, not under 1 MB`);
        });
        if (!v.complete)
          failures.push(
            `${v.open}: the report was not complete after ${v.requests.length} requests (the page gives up)`,
          );
      }

      // ---- Tables ----
      const summaryRows = visits.map((v) => {
        const walls = v.requests.map((r) => r.wallMs);
        const w = stats(walls);
        const total = walls.reduce((a, b) => a + b, 0);
        const largest = Buffer.byteLength(v.largestBody);
        const sum = (provider: ProviderId) => v.requests.reduce((n, r) => n + r.asked[provider], 0);
        return [
          v.open,
          WAY_LABEL[v.way],
          v.requests.length,
          ms(w.max),
          ms(total),
          kB(largest),
          kB(gzipSync(v.largestBody).length),
          kB(v.requests.reduce((n, r) => n + r.bytes, 0)),
          sum("microsoft"),
          sum("google"),
          v.complete ? "complete" : "NOT complete",
        ];
      });
      const detailRows = visits.flatMap((v) =>
        v.requests.map((r, i) => [
          v.open,
          v.way,
          i + 1,
          ms(r.wallMs),
          kB(r.bytes),
          outcomeText(r.outcomes.microsoft),
          outcomeText(r.outcomes.google),
          r.asked.microsoft,
          r.asked.google,
        ]),
      );
      const lastEvents = visits.filter((v) => v.way === "old").map((v) => JSON.parse(v.lastBody) as EventsResponse);
      const eventsSent = lastEvents.map((a) => a.events.length).join(" / ");
      const [load1] = os.loadavg();
      const tables: BenchTable[] = [
        {
          title:
            `A busy year: ${PER_PROVIDER.toLocaleString("en")} events per calendar from January 1, realistic stand-in ` +
            `latency; the report page's requests, the new way beside the old`,
          columns: [
            "visit",
            "way",
            "requests",
            "slowest ms",
            "total ms",
            "largest answer kB",
            "gzip kB",
            "all answers kB",
            "to Microsoft",
            "to Google",
            "visit",
          ],
          rows: summaryRows,
          notes: [
            `Requests: calls until every calendar is complete (the page asks again while one answers 'syncing' or` +
              ` 'catchingUp', at most ${MAX_SYNC_REREADS} times). Each request's wall time is the service's call and` +
              ` its JSON.stringify; 'to Microsoft' and 'to Google' count every request the stand-in answered in the` +
              ` visit (token refreshes included). The old way's year-to-date answers held ${eventsSent} events;` +
              ` the old page also read GET preferences, not counted here.`,
            `Edited a week later: ${graphEdit.instances} Graph instances in ${graphSeries.size} series (resent whole` +
              ` with their masters) and ${googleEdit.instances} Google instances in ${googleSeries.size} series, the` +
              ` title changed on every instance.`,
            `Checks on the report's requests: each under the platform's limit of ${limitMs} ms (the calendars'` +
              ` deadline is ${deadlineMs} ms), no calendar in error, every visit complete, every answer under` +
              ` ${REPORT_MAX_BYTES.toLocaleString("en")} bytes: ` +
              (failures.length ? `FAILED (${failures.length})` : "all passed") +
              `. Machine: ${os.cpus().length} CPUs, 1-minute load average ${load1?.toFixed(1)}.`,
          ],
        },
        {
          title: "Each request",
          columns: ["visit", "way", "#", "wall ms", "answer kB", "Microsoft", "Google", "to Microsoft", "to Google"],
          rows: detailRows,
        },
      ];
      if (failures.length) {
        for (const t of tables) console.log(formatTable(t));
        throw new Error(`bench calendar-busy-year: ${failures.length} check(s) failed:\n- ${failures.join("\n- ")}`);
      }
      return tables;
    } finally {
      await google.close();
      await microsoft.close();
      await table.stop();
    }
  },
};
