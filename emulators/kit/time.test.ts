/** The Intl-only time zone helpers the calendar stand-ins convert with: offsets, DST gaps and overlaps, parsing. */
import {
  formatLocal,
  formatRfc3339,
  instantOf,
  localParts,
  offsetMinutes,
  parseTimestamp,
  startOfDate,
  toInstant,
} from "./time";

describe("time zone arithmetic", () => {
  it("converts instants to local time behind and ahead of UTC, across DST", () => {
    const at = Date.parse("2024-05-06T09:00:00Z");
    expect(formatLocal(localParts(at, "America/Los_Angeles"), 7)).toBe("2024-05-06T02:00:00.0000000");
    expect(formatRfc3339(at, "Europe/Berlin")).toBe("2024-05-06T11:00:00+02:00");
    expect(formatRfc3339(at, "UTC")).toBe("2024-05-06T09:00:00Z");
    expect(offsetMinutes(Date.parse("2024-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2024-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
  });

  it("reads an ambiguous fall-back time as the earlier instant", () => {
    const local = { year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0, millisecond: 0 };
    expect(new Date(instantOf(local, "America/New_York")).toISOString()).toBe("2024-11-03T05:30:00.000Z");
  });

  it("reads local times as instants, moving a DST-gap time forward", () => {
    const local = { year: 2024, month: 3, day: 31, hour: 1, minute: 30, second: 0, millisecond: 0 };
    expect(new Date(instantOf(local, "Europe/London")).toISOString()).toBe("2024-03-31T01:30:00.000Z");
    expect(new Date(instantOf({ ...local, hour: 12 }, "Europe/London")).toISOString()).toBe("2024-03-31T11:30:00.000Z");
    expect(new Date(startOfDate("2024-11-03", "America/New_York") ?? 0).toISOString()).toBe("2024-11-03T04:00:00.000Z");
  });

  it("parses timestamps with and without offsets, and refuses malformed ones", () => {
    const p = parseTimestamp("2024-05-06T09:00:00.1234567+02:00");
    expect(p && new Date(toInstant(p, "UTC")).toISOString()).toBe("2024-05-06T07:00:00.123Z");
    const noOffset = parseTimestamp("2024-05-06T09:00:00");
    expect(noOffset?.offset).toBeNull();
    expect(parseTimestamp("2024-02-30T00:00:00Z")).toBeNull();
    expect(parseTimestamp("yesterday")).toBeNull();
    expect(parseTimestamp("2024-05-06")?.dateOnly).toBe(true);
  });
});
