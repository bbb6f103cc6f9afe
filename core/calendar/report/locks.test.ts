/** Quarter locks: quarters in the viewer's zone, the lock request, and the difference after later changes. */
import { DEFAULT_DEFINITION, type QuarterLock } from "../model";
import { reportExclusion } from "../eligibility";
import { anEvent } from "../testing/eventBuilder";
import { currentLinesForLock, diffLock, filedQuarter, lockableQuarters, quarterOf } from "./locks";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const TZ = "Europe/Berlin";
const base = { overrides: {}, now: NOW, exclusion: reportExclusion };

describe("quarter locks", () => {
  it("cuts quarters at midnight in the zone and offers only ended, unlocked ones", () => {
    const q2 = quarterOf(2026, 2, TZ);
    expect(new Date(q2.start).toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect(new Date(q2.end).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(lockableQuarters(2026, NOW, TZ, [{ quarter: "2026-Q1" }]).map((q) => q.id)).toEqual(["2026-Q2", "2026-Q3"]);
  });

  it("offers last year's Q4 in the new year, once it is over where the viewer is", () => {
    const newYearBerlin = new Date("2026-12-31T23:30:00.000Z"); // January 1 in Berlin, December 31 in New York
    expect(lockableQuarters(2026, newYearBerlin, TZ, []).map((q) => q.id)).toEqual([
      "2026-Q1",
      "2026-Q2",
      "2026-Q3",
      "2026-Q4",
    ]);
    expect(
      lockableQuarters(2026, newYearBerlin, "America/New_York", [{ quarter: "2026-Q1" }]).map((q) => q.id),
    ).toEqual(["2026-Q2", "2026-Q3"]);
    expect(lockableQuarters(2027, newYearBerlin, TZ, [])).toEqual([]);
  });

  it("files the quarter's counted lines", () => {
    const inQ1 = anEvent({ title: "Q1", start: "2026-03-31T20:00:00.000Z", end: "2026-03-31T21:30:00.000Z" });
    const inQ2 = anEvent({ title: "Q2", start: "2026-03-31T22:00:00.000Z", end: "2026-03-31T23:00:00.000Z" });
    const online = anEvent({ title: "Online", class: "online", start: "2026-02-01T10:00:00.000Z" });
    const request = filedQuarter(quarterOf(2026, 1, TZ), {
      ...base,
      events: [inQ1, inQ2, online],
      definition: DEFAULT_DEFINITION,
      timeZone: TZ,
    });
    expect(request).toEqual({
      quarter: "2026-Q1",
      timeZone: TZ,
      definition: DEFAULT_DEFINITION,
      count: 1,
      hours: 1.5,
      lines: [{ key: inQ1.key, title: "Q1", start: inQ1.start, allDay: false, hours: 1.5 }],
    });
  });

  it("shows added, removed and changed lines and the change in count and hours", () => {
    const lock: QuarterLock = {
      quarter: "2026-Q1",
      timeZone: TZ,
      lockedAt: "2026-04-02T08:00:00.000Z",
      definition: DEFAULT_DEFINITION,
      count: 3,
      hours: 5,
      lines: [
        { key: "a", title: "Kick-off", start: "2026-01-10T09:00:00.000Z", allDay: false, hours: 2 },
        { key: "b", title: "Review", start: "2026-02-10T09:00:00.000Z", allDay: false, hours: 1 },
        { key: "c", title: "Dinner", start: "2026-03-10T18:00:00.000Z", allDay: false, hours: 2 },
      ],
    };
    const diff = diffLock(lock, [
      { key: "a", title: "Kick-off (renamed)", start: "2026-01-10T09:00:00.000Z", allDay: false, hours: 2 },
      { key: "b", title: "Review", start: "2026-02-10T09:00:00.000Z", allDay: false, hours: 1.5 },
      { key: "d", title: "Visit", start: "2026-03-12T09:00:00.000Z", allDay: false, hours: 3 },
    ]);
    expect(diff.added.map((l) => l.key)).toEqual(["d"]);
    expect(diff.removed.map((l) => l.key)).toEqual(["c"]);
    expect(diff.changed.map((c) => [c.key, c.fields])).toEqual([
      ["a", ["title"]],
      ["b", ["hours"]],
    ]);
    expect(diff.count).toEqual({ locked: 3, now: 3, delta: 0 });
    expect(diff.hours).toEqual({ locked: 5, now: 6.5, delta: 1.5 });
    expect(diff.unchanged).toBe(false);
    expect(diffLock(lock, lock.lines).unchanged).toBe(true);
  });

  it("recomputes a lock under its own definition, not today's switches", () => {
    const hybrid = anEvent({ class: "hybrid", start: "2026-02-02T10:00:00.000Z", end: "2026-02-02T11:00:00.000Z" });
    const lock = { quarter: "2026-Q1", timeZone: TZ, definition: { ...DEFAULT_DEFINITION, includeHybrid: true } };
    expect(currentLinesForLock(lock, { ...base, events: [hybrid] })?.map((l) => l.key)).toEqual([hybrid.key]);
    expect(currentLinesForLock({ ...lock, definition: DEFAULT_DEFINITION }, { ...base, events: [hybrid] })).toEqual([]);
  });
});
