/**
 * Small builders the scenarios are written with: a single meeting, a weekly series with a moved and a canceled
 * occurrence, both dropped where the seed window forbids them. Defaults (time zone, UID form, creation time) are
 * filled here so a scenario states only what makes it interesting.
 */
import type { ProviderId } from "../../core/calendar/model";
import type { EpochDay } from "../../core/time/plainDate";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../core/time/units";
import { instantOfWall } from "../../core/time/zone";
import { allowed, type SeedWindow } from "./calendar-window";
import { HOME_TZ } from "./directory";
import { outlookUid } from "./ical-uid";
import { googleId } from "./ids";
import type { Occurrence } from "./occurrence";

/** What a scenario states; the rest has defaults. */
export type MeetingSpec = Omit<
  Occurrence,
  | "key"
  | "start"
  | "end"
  | "allDay"
  | "timeZone"
  | "canceled"
  | "origin"
  | "uid"
  | "created"
  | "series"
  | "places"
  | "invitees"
> &
  Partial<Pick<Occurrence, "timeZone" | "canceled" | "origin" | "uid" | "places" | "invitees">>;

function defaultOrigin(spec: MeetingSpec): Occurrence["origin"] {
  if (spec.origin) return spec.origin;
  const only: ProviderId | undefined = spec.in.length === 1 ? spec.in[0] : undefined;
  if (!only) throw new Error(`${spec.title}: a meeting in both calendars must state its origin`);
  return only;
}

function uidFor(origin: Occurrence["origin"], key: string, created: number, given?: string): string {
  if (given) return given;
  if (origin === "microsoft") return outlookUid(key, created);
  if (origin === "google") return `${googleId(key)}@google.com`;
  return `${key}@external.example`;
}

function build(
  spec: MeetingSpec,
  key: string,
  start: number,
  end: number,
  allDay: boolean,
  created: number,
  uidKey: string,
): Occurrence {
  const origin = defaultOrigin(spec);
  return {
    ...spec,
    key,
    start,
    end,
    allDay,
    timeZone: spec.timeZone ?? HOME_TZ,
    canceled: spec.canceled ?? false,
    origin,
    uid: uidFor(origin, uidKey, created, spec.uid),
    created,
    places: spec.places ?? [],
    invitees: spec.invitees ?? [],
  };
}

/** The instant of a wall-clock time ("HH:MM") on a day in a zone (a time skipped by DST moves forward). */
function zoned(day: EpochDay, time: string, tz: string): number {
  const [h, m] = time.split(":").map(Number);
  return instantOfWall(day * DAY_MS + (h ?? 0) * HOUR_MS + (m ?? 0) * MINUTE_MS, tz);
}

function createdBefore(w: SeedWindow, start: number, days: number): number {
  // A whole-second time a while before the start, never later than two days before now.
  const t = Math.min(start - days * DAY_MS, w.now - 2 * DAY_MS);
  return Math.floor(t / 1000) * 1000 + 417_000;
}

/** A timed single meeting ("HH:MM" in the meeting's zone), or nothing when the window forbids it. */
export function single(
  w: SeedWindow,
  key: string,
  day: EpochDay,
  time: string,
  minutes: number,
  spec: MeetingSpec,
  options: { ignoreWindow?: boolean } = {},
): Occurrence[] {
  const start = zoned(day, time, spec.timeZone ?? HOME_TZ);
  const end = start + minutes * MINUTE_MS;
  if (!options.ignoreWindow && !allowed(w, start, end, false)) return [];
  const created = createdBefore(w, start, 9);
  return [build(spec, key, start, end, false, created, key)];
}

/** An all-day entry over `days` days (end exclusive). */
export function allDay(w: SeedWindow, key: string, day: EpochDay, days: number, spec: MeetingSpec): Occurrence[] {
  const start = day * DAY_MS;
  const end = (day + days) * DAY_MS;
  if (!allowed(w, start, end, true)) return [];
  return [build(spec, key, start, end, true, createdBefore(w, start, 20), key)];
}

/** A timed entry from one wall-clock moment to another (multi-day out of office, overnight work). */
export function span(
  w: SeedWindow,
  key: string,
  from: { day: EpochDay; time: string },
  to: { day: EpochDay; time: string },
  spec: MeetingSpec,
): Occurrence[] {
  const tz = spec.timeZone ?? HOME_TZ;
  const start = zoned(from.day, from.time, tz);
  const end = zoned(to.day, to.time, tz);
  if (!allowed(w, start, end, false)) return [];
  return [build(spec, key, start, end, false, createdBefore(w, start, 12), key)];
}

export interface SeriesSpec {
  key: string;
  /** The first day of the pattern (its weekday repeats). */
  firstDay: EpochDay;
  everyWeeks: number;
  /** "HH:MM" in the meeting's zone; absent for an all-day series. */
  time?: string;
  minutes?: number;
  meeting: MeetingSpec;
  /** Fractions along the past occurrences: one moved (by days, to a time), one canceled. */
  moved?: { at: number; byDays: number; time: string };
  canceled?: { at: number };
}

/** A weekly series until the window's end: occurrences, a moved exception and a canceled exception. */
export function series(w: SeedWindow, s: SeriesSpec): Occurrence[] {
  const tz = s.meeting.timeZone ?? HOME_TZ;
  const isAllDay = s.time === undefined;
  const slots: Array<{ day: EpochDay; start: number; end: number }> = [];
  for (let day = s.firstDay; day * DAY_MS < w.end; day += 7 * s.everyWeeks) {
    const start = isAllDay ? day * DAY_MS : zoned(day, s.time ?? "00:00", tz);
    const end = isAllDay ? start + DAY_MS : start + (s.minutes ?? 60) * MINUTE_MS;
    slots.push({ day, start, end });
  }
  const first = slots[0];
  if (!first) return [];
  const created = createdBefore(w, first.start, 10);
  const past = slots.filter((x) => x.end < w.now - DAY_MS && allowed(w, x.start, x.end, isAllDay));
  const pick = (at: number) => past[Math.min(past.length - 1, Math.floor(at * past.length))];
  const movedSlot = s.moved ? pick(s.moved.at) : undefined;
  const canceledSlot = s.canceled ? pick(s.canceled.at) : undefined;

  const out: Occurrence[] = [];
  for (const slot of slots) {
    let { start, end } = slot;
    let change: "moved" | "canceled" | undefined;
    if (slot === movedSlot && slot !== canceledSlot && s.moved) {
      const movedStart = zoned(slot.day + s.moved.byDays, s.moved.time, tz);
      if (allowed(w, movedStart, movedStart + (end - start), false)) {
        end = movedStart + (end - start);
        start = movedStart;
        change = "moved";
      }
    }
    if (slot === canceledSlot) change = "canceled";
    if (!allowed(w, start, end, isAllDay)) continue;
    const occ = build(s.meeting, `${s.key}@${slot.day}`, start, end, isAllDay, created, s.key);
    occ.series = { key: s.key, originalStart: slot.start, ...(change ? { change } : {}) };
    if (change === "canceled") occ.canceled = true;
    if (change === "moved") occ.why = `${occ.why} (moved occurrence)`;
    out.push(occ);
  }
  return out;
}
