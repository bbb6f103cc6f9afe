/**
 * The user's report settings behind /api/calendar/preferences, /overrides, /unmerged and /locks: the definition in
 * use, verdict overrides, un-merged events and locked quarters, each change answered with the whole
 * PreferencesResponse so the page shows what is stored. Rules a schema cannot say (an event key's bounds, a
 * finished quarter, totals that add up) are checked here, with messages naming the field.
 *
 * A lock's figures are computed here, where they are stored, from the calendars as they are now and the stored
 * definition and overrides (core/calendar/report, the code the report runs): the page sends only the quarter and,
 * to be refused if they moved, the figures it offered.
 */
import { filedQuarter, quarterOf } from "../../../core/calendar/report/locks";
import { reportExclusion } from "../../../core/calendar/eligibility";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import {
  PROVIDERS,
  type EventsResponse,
  type LockLinesResponse,
  type OverrideRequest,
  type PreferencesResponse,
  type QuarterLock,
  type ReportDefinition,
} from "../../../core/calendar/model";
import { ApiErrors } from "../../http";
import { CalendarErrors } from "../errors";
import type { TimeRange } from "../providers/provider";
import { parseQuarter, quarterEnded, validTimeZone, type Quarter } from "./quarters";
import type { LockBodyInput } from "../requests";
import type { CalendarStore } from "../store/store";
import { eventKeyProblem, MAX_LOCK_LINES } from "../store/keys";

/** Hours are decimals summed in floating point: a filed total may differ from the lines' sum by rounding only. */
export const HOURS_TOLERANCE = 0.01;
export const MERGED_PREFIX = "merged:";

export interface PreferencesDeps {
  store: CalendarStore;
  now: () => number;
  /** The user's unified events in a range, from the providers (EventsService.events). */
  events: (sub: string, range: TimeRange) => Promise<EventsResponse>;
}

export function checkEventKey(key: string): string {
  const problem = eventKeyProblem(key);
  if (problem) throw ApiErrors.invalidRequest(problem);
  return key;
}

function quarterField(value: string, field = "quarter"): Quarter {
  const quarter = parseQuarter(value);
  if (!quarter)
    throw ApiErrors.invalidRequest(`Field "${field}" must be a quarter such as "2026-Q1" (year, then Q1 to Q4).`);
  return quarter;
}

export function checkQuarter(value: string, field = "quarter"): string {
  quarterField(value, field);
  return value;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export class PreferencesService {
  constructor(private readonly deps: PreferencesDeps) {}

  private at(): string {
    return new Date(this.deps.now()).toISOString();
  }

  async read(sub: string): Promise<PreferencesResponse> {
    const { definition, overrides, unmerged, locks } = await this.deps.store.readAll(sub);
    return { definition, overrides, unmerged, locks };
  }

  async putDefinition(sub: string, definition: ReportDefinition): Promise<PreferencesResponse> {
    await this.deps.store.putDefinition(sub, definition, this.at());
    return this.read(sub);
  }

  async putOverride(sub: string, key: string, body: OverrideRequest): Promise<PreferencesResponse> {
    checkEventKey(key);
    if (body.class === undefined && body.attendance === undefined && body.note === undefined)
      throw ApiErrors.invalidRequest('Send at least one of "class", "attendance" or "note".');
    await this.deps.store.putOverride(sub, key, { ...body, at: this.at() });
    return this.read(sub);
  }

  async deleteOverride(sub: string, key: string): Promise<PreferencesResponse> {
    await this.deps.store.deleteOverride(sub, checkEventKey(key));
    return this.read(sub);
  }

  async putUnmerged(sub: string, key: string): Promise<PreferencesResponse> {
    checkEventKey(key);
    if (!key.startsWith(MERGED_PREFIX) || key.length === MERGED_PREFIX.length)
      throw ApiErrors.invalidRequest(`Only a merged event (a key starting with "${MERGED_PREFIX}") can be un-merged.`);
    await this.deps.store.putUnmerged(sub, key, this.at());
    return this.read(sub);
  }

  async deleteUnmerged(sub: string, key: string): Promise<PreferencesResponse> {
    await this.deps.store.deleteUnmerged(sub, checkEventKey(key));
    return this.read(sub);
  }

  /**
   * Files a finished quarter's figures as computed here from the calendars now; 409 when it is already locked, or
   * when the page offered other figures (`count`, `hours`) than the calendars give by now.
   */
  async lock(sub: string, body: LockBodyInput): Promise<PreferencesResponse> {
    const quarter = quarterField(body.quarter);
    if (!validTimeZone(body.timeZone))
      throw ApiErrors.invalidRequest('Field "timeZone" must be an IANA time zone such as "Europe/Berlin".');
    if (!quarterEnded(quarter, body.timeZone, this.deps.now()))
      throw ApiErrors.invalidRequest(
        `Field "quarter": ${body.quarter} has not ended yet in ${body.timeZone}; a quarter can be locked once it is over.`,
      );
    // Read once: refused early when already locked (no calendar asked), and the definition and overrides it files.
    const stored = await this.deps.store.readAll(sub);
    if (stored.locks.some((lock) => lock.quarter === body.quarter))
      throw CalendarErrors.conflict(`${body.quarter} is already locked; unlock it first to lock it again.`);
    const computed = await this.computeLock(sub, body.quarter, quarter, body.timeZone, stored);
    if (computed.lines.length > MAX_LOCK_LINES)
      throw ApiErrors.invalidRequest(
        `${body.quarter} has ${computed.lines.length} counted events; a locked quarter holds at most ${MAX_LOCK_LINES.toLocaleString("en-US")}.`,
      );
    const offered = body.count !== undefined || body.hours !== undefined;
    if (
      offered &&
      ((body.count !== undefined && body.count !== computed.count) ||
        (body.hours !== undefined && Math.abs(computed.hours - body.hours) > HOURS_TOLERANCE))
    )
      throw CalendarErrors.conflict(
        `The figures of ${body.quarter} changed since the page showed them (now ${computed.count} events, ` +
          `${round2(computed.hours)} h; the page showed ${body.count ?? "?"}, ${round2(body.hours ?? 0)} h). Check the report and lock again.`,
      );
    const lock: QuarterLock = { ...computed, lockedAt: this.at() };
    await this.deps.store.putLock(sub, lock);
    return this.read(sub);
  }

  async unlock(sub: string, quarter: string): Promise<PreferencesResponse> {
    await this.deps.store.deleteLock(sub, checkQuarter(quarter, "quarter"));
    return this.read(sub);
  }

  /** The quarter's counted lines as the report computes them from the calendars now; 503 if one could not be read. */
  private async computeLock(
    sub: string,
    id: string,
    filed: Quarter,
    timeZone: string,
    stored: Pick<PreferencesResponse, "definition" | "overrides">,
  ) {
    const quarter = quarterOf(filed.year, filed.index, timeZone);
    const range = { start: new Date(quarter.start).toISOString(), end: new Date(quarter.end).toISOString() };
    const { events, providers } = await this.deps.events(sub, range);
    for (const provider of PROVIDERS) {
      const outcome = providers[provider];
      const state = outcome?.state;
      if (state === "error" || state === "reconnect")
        throw CalendarErrors.calendarUnavailable(
          `Your ${PROVIDER_LABELS[provider]} calendar could not be read just now, so ${id} was not locked. Try again shortly.`,
        );
      // Catching up: the events are the calendar before its latest changes; filed figures must not be those.
      if (state === "syncing" || (outcome?.state === "ok" && outcome.catchingUp))
        throw CalendarErrors.calendarUnavailable(
          `Your ${PROVIDER_LABELS[provider]} calendar is still being read, so ${id} was not locked. Lock it once the report is complete.`,
        );
    }
    return filedQuarter(quarter, {
      events,
      overrides: stored.overrides,
      definition: stored.definition,
      timeZone,
      now: new Date(this.deps.now()),
      exclusion: reportExclusion,
    });
  }

  /** GET /api/calendar/locks/<quarter>: the filed lines, for the report that compares with them; 404 when not locked. */
  async lockLines(sub: string, quarter: string): Promise<LockLinesResponse> {
    const id = checkQuarter(quarter, "quarter");
    const lines = await this.deps.store.lockLines(sub, id);
    if (!lines) throw ApiErrors.notFound(`${id} is not locked.`);
    return { quarter: id, lines };
  }
}
