/** The year-to-date report: period, definition switches, overrides, eligibility, hours, months and review. */
import { DEFAULT_DEFINITION, type ReportDefinition, type UnifiedEvent, type VerdictOverride } from "../model";
import { reportExclusion } from "../eligibility";
import { anEvent } from "../testing/eventBuilder";
import { buildReport, eventHours, yearToDate } from "./report";
import { definitionText, workdayOf } from "./definition";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const TZ = "America/New_York";

function report(
  events: UnifiedEvent[],
  definition: Partial<ReportDefinition> = {},
  overrides: Record<string, VerdictOverride> = {},
) {
  return buildReport({
    events,
    overrides,
    definition: { ...DEFAULT_DEFINITION, ...definition },
    timeZone: TZ,
    now: NOW,
    exclusion: reportExclusion,
  });
}

describe("year to date", () => {
  it("runs from January 1 00:00 in the viewer's zone to now", () => {
    expect(new Date(yearToDate(NOW, TZ).start).toISOString()).toBe("2026-01-01T05:00:00.000Z");
    const lateDec = anEvent({ start: "2026-01-01T04:00:00.000Z", end: "2026-01-01T04:30:00.000Z" }); // Dec 31 in NY
    const jan = anEvent({ start: "2026-01-01T05:00:00.000Z", end: "2026-01-01T06:00:00.000Z" });
    const running = anEvent({ start: "2026-11-23T14:00:00.000Z", end: "2026-11-23T16:00:00.000Z" });
    const result = report([lateDec, jan, running]);
    expect(result.lines.map((l) => l.key)).toEqual([jan.key]);
  });

  it("counts attended in-person timed events only by default, with their hours", () => {
    const events = [
      anEvent({ title: "Workshop", start: "2026-03-02T14:00:00.000Z", end: "2026-03-02T17:30:00.000Z" }),
      anEvent({ title: "Hybrid", class: "hybrid" }),
      anEvent({ title: "Online", class: "online" }),
      anEvent({ title: "Maybe", attendance: "tentative" }),
      anEvent({ title: "Offsite", allDay: true, start: "2026-04-06", end: "2026-04-08" }),
      anEvent({ title: "Canceled", status: "canceled" }),
      anEvent({ title: "Declined", attendance: "declined" }),
      anEvent({ title: "Office", kind: "working_location" }),
    ];
    const result = report(events);
    expect(result.counted.map((l) => l.title)).toEqual(["Workshop"]);
    expect(result.count).toBe(1);
    expect(result.hours).toBe(3.5);
    const why = (title: string) => result.lines.find((l) => l.title === title)?.reasons ?? [];
    expect(why("Hybrid")).toContain("hybrid: not counted ('include hybrid' off)");
    expect(why("Canceled")).toContain("never counted: canceled");
    expect(why("Workshop")).toContain("street address");
  });

  it.each([
    ["countNotDeclined", "Maybe"],
    ["includeHybrid", "Hybrid"],
    ["includeAllDay", "Offsite"],
  ] as const)("the switch %s adds %s", (name, title) => {
    const events = [
      anEvent({ title: "Base" }),
      anEvent({ title: "Maybe", attendance: "no_response" }),
      anEvent({ title: "Hybrid", class: "hybrid" }),
      anEvent({ title: "Offsite", allDay: true, start: "2026-04-06", end: "2026-04-08" }),
      anEvent({ title: "Declined", attendance: "declined" }),
    ];
    const result = report(events, { [name]: true });
    expect(result.counted.map((l) => l.title).sort()).toEqual(["Base", title].sort());
  });

  it("counts an all-day event at 8 hours per day when included", () => {
    expect(eventHours({ allDay: true, start: "2026-04-06", end: "2026-04-08" })).toBe(16);
    const result = report([anEvent({ allDay: true, start: "2026-04-06", end: "2026-04-08" })], { includeAllDay: true });
    expect(result.hours).toBe(16);
    expect(result.months[3]).toEqual({ year: 2026, month: 4, count: 1, hours: 16 });
  });

  it("counts the user's own working day, set with the definition", () => {
    const workday = { start: "08:30", end: "18:00" };
    const day = workdayOf({ workday });
    expect(day).toEqual({ startMinutes: 510, endMinutes: 1080 });
    // Two working days all-day: 2 × 9.5 h; the offsite Monday 8:30 to Wednesday 18:00 in Berlin: 3 × 9.5 h.
    expect(eventHours({ allDay: true, start: "2026-04-06", end: "2026-04-08" }, "UTC", day)).toBe(19);
    const offsite = { allDay: false, start: "2026-04-06T06:30:00.000Z", end: "2026-04-08T16:00:00.000Z" };
    expect(eventHours(offsite, "Europe/Berlin", day)).toBe(28.5);
    const result = report([anEvent({ allDay: true, start: "2026-04-06", end: "2026-04-08" })], {
      includeAllDay: true,
      workday,
    });
    expect(result.hours).toBe(19);
    expect(definitionText({ ...DEFAULT_DEFINITION, includeAllDay: true, workday }).join(" ")).toContain(
      "at 9.5 hours per working day",
    );
    // An unreadable one (end before start) is the default day.
    expect(workdayOf({ workday: { start: "18:00", end: "08:30" } })).toEqual({ startMinutes: 540, endMinutes: 1020 });
  });

  it("counts working days of an all-day event, and working hours of each day of a timed one longer than a day", () => {
    // Friday to Sunday (2026-04-10 is a Friday): the weekend adds nothing. Before: 24 h.
    expect(eventHours({ allDay: true, start: "2026-04-10", end: "2026-04-13" })).toBe(8);
    expect(eventHours({ allDay: true, start: "2026-04-11", end: "2026-04-13" })).toBe(0);
    // A three-day offsite, Monday 9:00 to Wednesday 17:00 in Berlin: three working days. Before: 56 h.
    const offsite = { allDay: false, start: "2026-04-06T07:00:00.000Z", end: "2026-04-08T15:00:00.000Z" };
    expect(eventHours(offsite, "Europe/Berlin")).toBe(24);
    // Monday 13:00 to Tuesday 11:00 is under a day: its length. To Wednesday 11:00: 4 h, 8 h and 2 h.
    expect(
      eventHours(
        { allDay: false, start: "2026-04-06T11:00:00.000Z", end: "2026-04-07T09:00:00.000Z" },
        "Europe/Berlin",
      ),
    ).toBe(22);
    expect(
      eventHours(
        { allDay: false, start: "2026-04-06T11:00:00.000Z", end: "2026-04-08T09:00:00.000Z" },
        "Europe/Berlin",
      ),
    ).toBe(14);
    // A late meeting past midnight keeps its length.
    expect(
      eventHours(
        { allDay: false, start: "2026-04-06T21:00:00.000Z", end: "2026-04-06T23:30:00.000Z" },
        "Europe/Berlin",
      ),
    ).toBe(2.5);
  });

  it("applies overrides, which win and are marked", () => {
    const online = anEvent({ title: "Was on site", class: "online" });
    const declined = anEvent({ title: "Went anyway", attendance: "declined" });
    const counted = anEvent({ title: "Did not go" });
    const result = report(
      [online, declined, counted],
      {},
      {
        [online.key]: { class: "in_person", at: NOW.toISOString() },
        [declined.key]: { attendance: "attended", at: NOW.toISOString() },
        [counted.key]: { attendance: "declined", at: NOW.toISOString() },
      },
    );
    expect(result.counted.map((l) => l.title).sort()).toEqual(["Was on site", "Went anyway"]);
    expect(result.lines.every((l) => l.overridden)).toBe(true);
    expect(result.lines.find((l) => l.title === "Was on site")?.reasons[0]).toBe("overridden: class set to In person");
  });

  it("gives a month series from January to the current month", () => {
    const result = report([
      anEvent({ start: "2026-02-10T15:00:00.000Z", end: "2026-02-10T16:00:00.000Z" }),
      anEvent({ start: "2026-02-11T15:00:00.000Z", end: "2026-02-11T15:45:00.000Z" }),
      anEvent({ start: "2026-11-02T15:00:00.000Z", end: "2026-11-02T17:00:00.000Z" }),
    ]);
    expect(result.months).toHaveLength(11);
    expect(result.months[1]).toEqual({ year: 2026, month: 2, count: 2, hours: 1.75 });
    expect(result.months[10]).toEqual({ year: 2026, month: 11, count: 1, hours: 2 });
    expect(result.months.reduce((s, m) => s + m.count, 0)).toBe(result.count);
  });

  it("lists unknown, tentative and unanswered events and overlapping counted events for review", () => {
    const a = anEvent({ title: "A", start: "2026-05-04T14:00:00.000Z", end: "2026-05-04T16:00:00.000Z" });
    const b = anEvent({ title: "B", start: "2026-05-04T15:30:00.000Z", end: "2026-05-04T17:00:00.000Z" });
    const c = anEvent({ title: "C", start: "2026-05-04T17:00:00.000Z", end: "2026-05-04T18:00:00.000Z" });
    const unknown = anEvent({ title: "Where?", class: "unknown", signals: [], locations: [] });
    const tentative = anEvent({ title: "Tentative", attendance: "tentative" });
    const silent = anEvent({ title: "Silent", attendance: "no_response" });
    const canceled = anEvent({ title: "Canceled", class: "unknown", status: "canceled" });
    const resolved = anEvent({ title: "Resolved", class: "unknown" });
    const result = report(
      [a, b, c, unknown, tentative, silent, canceled, resolved],
      {},
      {
        [resolved.key]: { class: "online", at: NOW.toISOString() },
      },
    );
    const review = Object.fromEntries(result.review.map((item) => [item.line.title, item.reasons]));
    // The overlapping pair is one item, on its earlier meeting; the queue asks by question, then in time order.
    expect(result.review.map((item) => [item.question, item.line.title, item.other?.title])).toEqual([
      ["where", "Where?", undefined],
      ["present", "Silent", undefined],
      ["present", "Tentative", undefined],
      ["overlap", "A", "B"],
    ]);
    expect(review.A?.[0]).toMatch(/^Overlaps "B"/);
    expect(review.Silent).toEqual(["You did not answer the invitation."]);

    // "Both count": attended by the person's word, the pair is no longer asked about, and both still count.
    const both = { attendance: "attended" as const, at: NOW.toISOString() };
    const answered = report([a, b, c], {}, { [a.key]: both, [b.key]: both });
    expect(answered.review).toEqual([]);
    expect(answered.count).toBe(3);
  });

  it("asks where before whether you were there, and again once the first is answered", () => {
    const unsure = anEvent({ title: "Unsure", class: "unknown", signals: [], locations: [], attendance: "tentative" });
    expect(report([unsure]).review.map((item) => item.question)).toEqual(["where"]);
    const placed = report([unsure], {}, { [unsure.key]: { class: "in_person", at: NOW.toISOString() } });
    expect(placed.review.map((item) => [item.question, item.reasons])).toEqual([
      ["present", ["You answered 'tentative'."]],
    ]);
  });

  it("prints the definition with its switches", () => {
    expect(definitionText(DEFAULT_DEFINITION).join(" ")).toMatch(/accepted the invitation or organized/);
    expect(definitionText({ ...DEFAULT_DEFINITION, includeAllDay: true }).join(" ")).toMatch(/8 hours per working day/);
    expect(definitionText({ ...DEFAULT_DEFINITION, includeHybrid: true }).join(" ")).toMatch(
      /hybrid meetings.*count too/,
    );
  });
});

describe("meetings at the same time in different places", () => {
  // A London workshop 12:00-14:00 UTC and a New York one from 13:30: half an hour of overlap, two cities.
  const london = anEvent({
    key: "google:london",
    title: "London workshop",
    locations: ["The Shard, 32 London Bridge St"],
    start: "2026-02-10T12:00:00.000Z",
    end: "2026-02-10T14:00:00.000Z",
  });
  const newYork = anEvent({
    key: "microsoft:ny",
    title: "New York workshop",
    locations: ["Hudson Yards, New York"],
    start: "2026-02-10T13:30:00.000Z",
    end: "2026-02-10T20:30:00.000Z",
  });

  it("are never both counted: both are held and asked about until the person answers", () => {
    const held = report([london, newYork]);
    expect(held.count).toBe(0);
    expect(held.lines.map((l) => [l.key, l.counted, l.conflict?.key])).toEqual([
      ["google:london", false, "microsoft:ny"],
      ["microsoft:ny", false, "google:london"],
    ]);
    // One question for the pair, not two items counted in 'Needs review'.
    expect(held.review.map((item) => [item.question, item.line.key, item.other?.key])).toEqual([
      ["conflict", "google:london", "microsoft:ny"],
    ]);
    expect(held.review[0]?.reasons).toEqual([
      expect.stringMatching(/^At the same time as "New York workshop" .* in another place: which did you attend\?$/),
    ]);
    // "I was at this one": the other declined.
    const kept = report([london, newYork], {}, { "microsoft:ny": { attendance: "declined", at: "" } });
    expect(kept.counted.map((l) => l.key)).toEqual(["google:london"]);
    expect(kept.lines.every((l) => l.conflict === undefined)).toBe(true);
    // "I was at both": both attended by the person's own word.
    const both = { attendance: "attended" as const, at: "" };
    expect(report([london, newYork], {}, { "google:london": both, "microsoft:ny": both }).count).toBe(2);
  });

  it("are not held for a short overlap, the same place, or a meeting with no place", () => {
    const shortly = { ...newYork, start: "2026-02-10T13:45:00.000Z" };
    expect(report([london, shortly]).count).toBe(2);
    const sameRoom = { ...newYork, locations: ["the shard  32 London Bridge St."] };
    expect(report([london, sameRoom]).count).toBe(2);
    const nowhere = { ...newYork, locations: [] };
    expect(report([london, nowhere]).count).toBe(2);
  });
});
