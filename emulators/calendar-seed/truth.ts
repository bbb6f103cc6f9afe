/**
 * The expected verdicts of a dataset, written down by the scenarios (never computed by the product's rules), and
 * the year-to-date figures they imply. The end-to-end test compares the external view with `expectedYearToDate`,
 * so this is the independent second opinion on 'attended in person'.
 */
import type { Attendance, EventClass, ProviderId, ReportDefinition } from "../../core/calendar/model";
import { DEFAULT_DEFINITION } from "../../core/calendar/model";
import { epochDayAt, plainDateOf } from "../../core/time/plainDate";
import { excludedBecause, type ExcludedBecause, type Occurrence } from "./occurrence";

export interface SeedTruth {
  title: string;
  /** Timed: ISO instant (UTC). All-day: plain date. */
  start: string;
  /** Exclusive, same form as start. */
  end: string;
  allDay: boolean;
  sources: ProviderId[];
  ids: { microsoft?: string; google?: string };
  expectedClass: EventClass;
  expectedAttendance: Attendance;
  excludedBecause?: ExcludedBecause;
  /**
   * Both copies come back from the default list calls and must show as one event. False for single-source events
   * and for canceled shared occurrences (Google returns canceled instances only with showDeleted=true).
   */
  mergedInView: boolean;
  /** Timed: elapsed hours (DST-aware). All-day: 24 per day of the calendar span. */
  hours: number;
  /** The IANA zone it was scheduled in. */
  timeZone: string;
  /** The series it belongs to (a logical key, the same for both calendars). */
  series?: string;
  /** Why the verdict is what it is. */
  why: string;
  /** The physical places' free text (empty: none). */
  places?: string[];
}

export function truthOf(o: Occurrence, ids: { microsoft?: string; google?: string }): SeedTruth {
  const excluded = excludedBecause(o);
  const t: SeedTruth = {
    title: o.title,
    start: o.allDay ? plainDateOf(epochDayAt(o.start)) : new Date(o.start).toISOString(),
    end: o.allDay ? plainDateOf(epochDayAt(o.end)) : new Date(o.end).toISOString(),
    allDay: o.allDay,
    sources: [...o.in],
    ids,
    expectedClass: o.expected.class,
    expectedAttendance: o.expected.attendance,
    mergedInView: o.in.length === 2 && !o.canceled,
    hours: Math.round(((o.end - o.start) / 3_600_000) * 1000) / 1000,
    timeZone: o.timeZone,
    why: o.why,
  };
  if (excluded) t.excludedBecause = excluded;
  if (o.series) t.series = o.series.key;
  if (o.places.length > 0) t.places = o.places.map((p) => p.text ?? p.displayName);
  return t;
}

export interface YearToDate {
  count: number;
  /** Sum of hours, rounded to 2 decimals. */
  hours: number;
  events: SeedTruth[];
  /** Meetings that would count but are held, in pairs at the same time in different places (start order). */
  held: SeedTruth[];
}

/**
 * In-person meetings attended from January 1 of now's year (UTC) until now, each counted once. By default:
 * accepted or organized, in person (not hybrid), timed, not excluded, ended by now. The switches mirror the
 * product's ReportDefinition. The seed keeps events clear of the year boundary and of now, so the result is the
 * same in every viewer time zone.
 */
export function expectedYearToDate(
  truth: readonly SeedTruth[],
  now: Date,
  definition: Partial<ReportDefinition> = {},
): YearToDate {
  const def = { ...DEFAULT_DEFINITION, ...definition };
  const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1);
  const nowMs = now.getTime();
  const events = truth
    .filter((t) => {
      if (t.excludedBecause) return false;
      if (t.expectedClass !== "in_person" && !(def.includeHybrid && t.expectedClass === "hybrid")) return false;
      const attended =
        t.expectedAttendance === "attended" ||
        (def.countNotDeclined && (t.expectedAttendance === "tentative" || t.expectedAttendance === "no_response"));
      if (!attended) return false;
      if (t.allDay && !def.includeAllDay) return false;
      const start = t.allDay ? Date.parse(`${t.start}T00:00:00Z`) : Date.parse(t.start);
      const end = t.allDay ? Date.parse(`${t.end}T00:00:00Z`) : Date.parse(t.end);
      return start >= yearStart && end <= nowMs;
    })
    .sort((a, b) => a.start.localeCompare(b.start));
  const held = impossiblePairs(events);
  const counted = events.filter((t) => !held.has(t));
  const hours = Math.round(counted.reduce((sum, t) => sum + t.hours, 0) * 100) / 100;
  return { count: counted.length, hours, events: counted, held: events.filter((t) => held.has(t)) };
}

/**
 * Timed meetings overlapping by half an hour or more in places with nothing in common: a person was at one of
 * them, so the report counts neither until told which (the product's rule, stated here on the seed's own terms).
 */
function impossiblePairs(events: readonly SeedTruth[]): Set<SeedTruth> {
  const norm = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const places = (t: SeedTruth) => new Set((t.places ?? []).map(norm).filter(Boolean));
  const held = new Set<SeedTruth>();
  const timed = events.filter((t) => !t.allDay);
  for (const a of timed)
    for (const b of timed) {
      if (a === b || a.start > b.start) continue;
      const overlap = Math.min(Date.parse(a.end), Date.parse(b.end)) - Date.parse(b.start);
      const pa = places(a);
      const pb = places(b);
      if (overlap < 30 * 60_000 || pa.size === 0 || pb.size === 0 || [...pa].some((p) => pb.has(p))) continue;
      held.add(a).add(b);
    }
  return held;
}
