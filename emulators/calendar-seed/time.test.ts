import {
  compactInstant,
  dayOf,
  graphDateTime,
  offsetChanges,
  offsetDateTime,
  offsetMinutes,
  weekday,
  zoned,
} from "./time";

describe("seed time helpers", () => {
  it("turn wall-clock times into instants across DST", () => {
    expect(new Date(zoned(dayOf(2026, 1, 15), "11:00", "America/New_York")).toISOString()).toBe(
      "2026-01-15T16:00:00.000Z",
    );
    expect(new Date(zoned(dayOf(2026, 3, 12), "11:00", "America/New_York")).toISOString()).toBe(
      "2026-03-12T15:00:00.000Z",
    );
    expect(new Date(zoned(dayOf(2026, 7, 1), "09:00", "Europe/London")).toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(new Date(zoned(dayOf(2026, 7, 1), "10:00", "Asia/Tokyo")).toISOString()).toBe("2026-07-01T01:00:00.000Z");
  });

  it("find the offset changes of a year", () => {
    expect(offsetChanges("Europe/London", 2026).map((t) => new Date(t).toISOString())).toEqual([
      "2026-03-29T01:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
    ]);
    expect(offsetChanges("Asia/Tokyo", 2026)).toEqual([]);
    expect(offsetMinutes("America/New_York", Date.UTC(2026, 6, 1))).toBe(-240);
  });

  it("spell Graph and Google date-times", () => {
    const t = Date.UTC(2026, 2, 2, 9, 0, 0);
    expect(graphDateTime(t)).toBe("2026-03-02T09:00:00.0000000");
    expect(offsetDateTime(t, "Europe/London")).toBe("2026-03-02T09:00:00Z");
    expect(offsetDateTime(t, "America/New_York")).toBe("2026-03-02T04:00:00-05:00");
    expect(offsetDateTime(t, "Asia/Tokyo")).toBe("2026-03-02T18:00:00+09:00");
    expect(compactInstant(t)).toBe("20260302T090000Z");
    expect(weekday(dayOf(2026, 11, 23))).toBe(1);
  });
});
