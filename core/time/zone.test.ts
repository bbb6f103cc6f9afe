/** Wall-clock arithmetic across zones and DST changes. */
import {
  dateIn,
  instantOfWall,
  isTimeZone,
  offsetAt,
  offsetChangesIn,
  offsetMinutes,
  startOfDay,
  today,
  wallClock,
} from "./zone";

const iso = (ms: number) => new Date(ms).toISOString();
/** A wall-clock reading as the epoch ms of the same reading in UTC. */
const wall = (local: string) => Date.parse(`${local}Z`);

describe("zone arithmetic", () => {
  it("finds midnight on both sides of a DST change", () => {
    // Berlin moves to CEST on 2026-03-29 at 02:00.
    expect(iso(startOfDay("2026-03-29", "Europe/Berlin"))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(startOfDay("2026-03-30", "Europe/Berlin"))).toBe("2026-03-29T22:00:00.000Z");
    // New York falls back on 2026-11-01.
    expect(iso(startOfDay("2026-11-01", "America/New_York"))).toBe("2026-11-01T04:00:00.000Z");
    expect(iso(startOfDay("2026-11-02", "America/New_York"))).toBe("2026-11-02T05:00:00.000Z");
    expect(iso(startOfDay("2024-11-03", "America/New_York"))).toBe("2024-11-03T04:00:00.000Z");
  });

  it("starts a day without a midnight at the change (Santiago springs forward at 00:00)", () => {
    const start = startOfDay("2026-09-06", "America/Santiago");
    expect(wallClock(start, "America/Santiago")).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(dateIn(start - 1, "America/Santiago")).toBe("2026-09-05");
  });

  it("reads dates and offsets in a zone", () => {
    const ms = Date.parse("2026-03-03T02:00:00Z");
    expect(dateIn(ms, "America/Los_Angeles")).toBe("2026-03-02");
    expect(dateIn(ms, "Asia/Tokyo")).toBe("2026-03-03");
    expect(offsetAt(ms, "America/Los_Angeles")).toBe(-8 * 3_600_000);
    expect(offsetAt(ms, "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(offsetMinutes(Date.parse("2024-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2024-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(today("Pacific/Auckland", new Date("2026-06-30T13:00:00Z"))).toBe("2026-07-01");
  });

  it("answers for the hour of a change as Intl does, to the millisecond", () => {
    // London springs forward at 01:00 UTC; Lord Howe changes by 30 minutes at 15:00 UTC; Kathmandu moved to +05:45
    // at 18:30 UTC. Asked twice: the second answers come from the remembered hours.
    for (let round = 0; round < 2; round++) {
      const change = Date.parse("2026-03-29T01:00:00Z");
      expect(offsetAt(change - 1, "Europe/London")).toBe(0);
      expect(offsetAt(change, "Europe/London")).toBe(3_600_000);
      const lordHowe = Date.parse("2026-04-04T15:00:00Z");
      expect(offsetAt(lordHowe - 1, "Australia/Lord_Howe")).toBe(11 * 3_600_000);
      expect(offsetAt(lordHowe, "Australia/Lord_Howe")).toBe(10.5 * 3_600_000);
      const kathmandu = Date.parse("1985-12-31T18:30:00Z");
      expect(offsetAt(kathmandu - 1, "Asia/Kathmandu")).toBe(5.5 * 3_600_000);
      expect(offsetAt(kathmandu, "Asia/Kathmandu")).toBe(5.75 * 3_600_000);
    }
  });

  it("refuses unknown zones and invalid instants", () => {
    expect(() => offsetAt(0, "Nowhere/Special")).toThrow(RangeError);
    expect(() => offsetAt(NaN, "Europe/London")).toThrow(RangeError);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Nowhere/Special")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("instantOfWall", () => {
  it.each([
    ["2026-07-01T10:00:00", "Europe/Berlin", "2026-07-01T08:00:00.000Z"],
    ["2026-01-15T10:00:00", "Europe/Berlin", "2026-01-15T09:00:00.000Z"],
    // Skipped by the spring change: moved forward by the gap.
    ["2026-03-29T01:30:00", "Europe/London", "2026-03-29T01:30:00.000Z"],
    ["2026-03-29T02:30:00", "Europe/London", "2026-03-29T01:30:00.000Z"],
    // Repeated by the autumn change: the earlier instant.
    ["2026-10-25T01:30:00", "Europe/London", "2026-10-25T00:30:00.000Z"],
    ["2024-11-03T01:30:00", "America/New_York", "2024-11-03T05:30:00.000Z"],
    ["2024-03-31T12:30:00", "Europe/London", "2024-03-31T11:30:00.000Z"],
    ["2026-03-02T09:00:00", "Asia/Kolkata", "2026-03-02T03:30:00.000Z"],
    ["2026-03-02T09:00:00", "UTC", "2026-03-02T09:00:00.000Z"],
    ["2026-01-15T11:00:00", "America/New_York", "2026-01-15T16:00:00.000Z"],
    ["2026-03-12T11:00:00", "America/New_York", "2026-03-12T15:00:00.000Z"],
    ["2026-07-01T10:00:00", "Asia/Tokyo", "2026-07-01T01:00:00.000Z"],
  ])("%s in %s is %s", (local, zone, expected) => {
    expect(iso(instantOfWall(wall(local), zone))).toBe(expected);
  });

  it("keeps the milliseconds", () => {
    expect(iso(instantOfWall(wall("2024-05-06T09:00:00.123"), "Europe/Berlin"))).toBe("2024-05-06T07:00:00.123Z");
  });
});

describe("offsetChangesIn", () => {
  it("finds the changes of a year to the millisecond", () => {
    expect(offsetChangesIn(2026, "Europe/London").map(iso)).toEqual([
      "2026-03-29T01:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
    ]);
    expect(offsetChangesIn(2026, "Australia/Lord_Howe").map(iso)).toEqual([
      "2026-04-04T15:00:00.000Z",
      "2026-10-03T15:30:00.000Z",
    ]);
    expect(offsetChangesIn(2026, "Asia/Tokyo")).toEqual([]);
  });
});
