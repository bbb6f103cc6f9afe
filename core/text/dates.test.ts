import { formatDate, formatDateTime, formatPlainDate, toDate } from "./dates";

const en = { locale: "en-US", timeZone: "UTC" };
// Newer ICU puts a narrow no-break space before "AM": the words are what is checked here.
const spaced = (text: string) => text.replace(/\u202f/g, " ");

describe("dates for people", () => {
  it("writes a moment's date short or long", () => {
    expect(formatDate("2026-03-02T09:05:00Z", "short", en)).toBe("Mar 2, 2026");
    expect(formatDate("2026-03-02T09:05:00Z", "long", en)).toBe("Monday, March 2, 2026");
    expect(formatDate(Date.UTC(2026, 2, 2, 9, 5), undefined, en)).toBe("Mar 2, 2026");
  });

  it("writes a moment with its time short or long", () => {
    expect(spaced(formatDateTime(new Date("2026-03-02T09:05:00Z"), "short", en))).toBe("Mar 2, 2026, 9:05 AM");
    expect(spaced(formatDateTime("2026-03-02T09:05:00Z", "long", en))).toBe("Monday, March 2, 2026 at 9:05 AM");
  });

  it("shows a moment in the zone it is given, and its day there", () => {
    const late = "2026-03-02T23:30:00Z";
    expect(spaced(formatDateTime(late, "short", { locale: "en-US", timeZone: "Asia/Tokyo" }))).toBe(
      "Mar 3, 2026, 8:30 AM",
    );
    expect(formatDate(late, "short", { locale: "en-US", timeZone: "America/Los_Angeles" })).toBe("Mar 2, 2026");
  });

  it("keeps a plain date on its day in every zone", () => {
    expect(formatPlainDate("2026-03-02", "short", "en-US")).toBe("Mar 2, 2026");
    expect(formatPlainDate("2026-03-02", "long", "en-US")).toBe("Monday, March 2, 2026");
    expect(formatPlainDate("0099-12-31", "short", "en-US")).toBe("Dec 31, 99");
    expect(() => formatPlainDate("2026-3-2")).toThrow(RangeError);
  });

  it("follows the locale it is given", () => {
    expect(formatDateTime("2026-03-02T14:05:00Z", "short", { locale: "en-GB", timeZone: "UTC" })).toBe(
      "2 Mar 2026, 14:05",
    );
  });

  it("reads only real moments", () => {
    expect(toDate(null)).toBeNull();
    expect(toDate("")).toBeNull();
    expect(toDate("yesterday")).toBeNull();
    expect(toDate(0)?.getTime()).toBe(0);
    expect(() => formatDate("yesterday")).toThrow(RangeError);
  });
});
