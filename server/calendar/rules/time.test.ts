/** Wire date-times, plain dates and zone conversion. */
import { addDays, ianaZone, parseDate, parseDateTime, zonedToInstant } from "./time";

const utc = (s: string) => Date.parse(s);

describe("parseDateTime", () => {
  it("reads Graph's 7 fractional digits without an offset", () => {
    expect(parseDateTime("2026-03-02T09:00:00.1234567")).toEqual({
      wallMs: utc("2026-03-02T09:00:00.123Z"),
      offsetMinutes: undefined,
      date: "2026-03-02",
    });
  });

  it("reads offsets", () => {
    expect(parseDateTime("2026-03-02T09:00:00-05:00")?.offsetMinutes).toBe(-300);
    expect(parseDateTime("2026-03-02T09:00:00+0530")?.offsetMinutes).toBe(330);
    expect(parseDateTime("2026-03-02T09:00:00Z")?.offsetMinutes).toBe(0);
  });

  it.each(["2026-02-30T09:00:00", "2026-03-02 09:00", "2026-13-01T00:00:00", "", "2026-03-02T25:00:00"])(
    "rejects %p",
    (text) => expect(parseDateTime(text)).toBeUndefined(),
  );
});

describe("plain dates", () => {
  it("validates and steps across month and year ends", () => {
    expect(parseDate("2028-02-29")).toBe("2028-02-29");
    expect(parseDate("2026-02-29")).toBeUndefined();
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("zonedToInstant", () => {
  const wall = (s: string) => utc(`${s}Z`);
  it.each([
    ["2026-07-01T10:00:00", "Europe/Berlin", "2026-07-01T08:00:00.000Z"],
    ["2026-01-15T10:00:00", "W. Europe Standard Time", "2026-01-15T09:00:00.000Z"],
    ["2026-03-29T02:30:00", "Europe/London", "2026-03-29T01:30:00.000Z"],
    ["2026-10-25T01:30:00", "Europe/London", "2026-10-25T00:30:00.000Z"],
    ["2026-03-02T09:00:00", "Asia/Kolkata", "2026-03-02T03:30:00.000Z"],
    ["2026-03-02T09:00:00", "UTC", "2026-03-02T09:00:00.000Z"],
  ])("%s in %s is %s", (local, zone, iso) => {
    expect(new Date(zonedToInstant(wall(local), zone) as number).toISOString()).toBe(iso);
  });

  it("knows no unknown zone", () => {
    expect(zonedToInstant(0, "Nowhere/Special")).toBeUndefined();
    expect(ianaZone("Pacific Standard Time")).toBe("America/Los_Angeles");
    expect(ianaZone("tzone://Microsoft/Custom")).toBeUndefined();
  });
});
