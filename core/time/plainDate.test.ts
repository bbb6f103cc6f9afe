/** Plain dates: validation, day numbers, arithmetic across month and year ends. */
import { mulberry32 } from "../../test/mulberry32";
import { propertyRuns } from "../../test/propertyRuns";
import {
  addDays,
  addMonths,
  dateToUtcMs,
  daysBetween,
  epochDay,
  epochDayAt,
  epochDayOf,
  isPlainDate,
  parseDate,
  parsePlainDate,
  plainDate,
  plainDateOf,
  weekdayOf,
  weekdayOfEpochDay,
} from "./plainDate";

describe("plain-date arithmetic", () => {
  it("steps across month and year ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addMonths("2026-12-05", 1)).toBe("2027-01-01");
    expect(plainDate(2026, 13, 0)).toBe("2026-12-31");
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
  });

  it("numbers weekdays from Monday", () => {
    expect(weekdayOf("2026-03-02")).toBe(0); // a Monday
    expect(weekdayOf("2026-03-08")).toBe(6);
    expect(weekdayOfEpochDay(epochDay(2026, 11, 23))).toBe(0);
    expect(weekdayOfEpochDay(epochDay(1969, 12, 31))).toBe(2);
  });

  it("counts days since 1970", () => {
    expect(epochDay(1970, 1, 1)).toBe(0);
    expect(epochDay(2026, 3, 2)).toBe(Date.UTC(2026, 2, 2) / 86_400_000);
    expect(epochDayOf("2026-03-02")).toBe(epochDay(2026, 3, 2));
    expect(epochDayAt(Date.UTC(2026, 2, 2, 23, 59))).toBe(epochDay(2026, 3, 2));
    expect(epochDayAt(-1)).toBe(-1);
    expect(plainDateOf(epochDay(2026, 3, 2))).toBe("2026-03-02");
    expect(dateToUtcMs("2026-03-02")).toBe(Date.UTC(2026, 2, 2));
    // Years 0–99 as Date.UTC reads them.
    expect(dateToUtcMs("0050-01-01")).toBe(Date.UTC(1950, 0, 1));
  });

  it("validates", () => {
    expect(isPlainDate("2026-02-30")).toBe(false);
    expect(isPlainDate("2026-02-28")).toBe(true);
    expect(isPlainDate(" 2026-02-28")).toBe(false);
    expect(isPlainDate("0050-01-01")).toBe(false);
    expect(parseDate("2028-02-29")).toBe("2028-02-29");
    expect(parseDate("2026-02-29")).toBeUndefined();
    expect(parseDate(" 2026-03-02\n")).toBe("2026-03-02");
    expect(parsePlainDate("2026-03-02T09:00:00Z")).toEqual({ year: 2026, month: 3, day: 2 });
    expect(() => parsePlainDate("2026-3-2")).toThrow(RangeError);
  });
});

describe("parseDate reads by position what the date pattern matched", () => {
  const reference = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
    if (!m) return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const last =
      new Date(Date.UTC(2000, mo, 0)).getUTCDate() -
      (mo === 2 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 1 : 0);
    return mo >= 1 && mo <= 12 && d >= 1 && d <= last ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
  };

  it(`on ${propertyRuns(100_000)} random near-dates`, () => {
    const random = mulberry32(11);
    const chars = "0123456789-- \t\nT:x٣";
    const wrong: string[] = [];
    for (let n = 0; n < propertyRuns(100_000); n++) {
      let text = `${String(Math.floor(random() * 10_000)).padStart(4, "0")}-${String(Math.floor(random() * 14)).padStart(2, "0")}-${String(Math.floor(random() * 33)).padStart(2, "0")}`;
      if (random() < 0.3) {
        const at = Math.floor(random() * (text.length + 1));
        const c = chars[Math.floor(random() * chars.length)] as string;
        text = random() < 0.5 ? text.slice(0, at) + c + text.slice(at) : text.slice(0, at) + c + text.slice(at + 1);
      }
      if (parseDate(text) !== reference(text)) wrong.push(JSON.stringify(text));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe("day numbers are Date.UTC's", () => {
  it(`on ${propertyRuns(100_000)} random dates, in range and rolling over`, () => {
    const random = mulberry32(29);
    const int = (n: number) => Math.floor(random() * n);
    const wrong: string[] = [];
    for (let n = 0; n < propertyRuns(100_000); n++) {
      const [y, m, d] = [int(10_000), int(15) - 1, int(70) - 20];
      const day = epochDay(y, m, d);
      if (day * 86_400_000 !== Date.UTC(y, m - 1, d)) wrong.push(`${y}-${m}-${d}`);
      const text = new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
      if (plainDateOf(day) !== text) wrong.push(`plainDateOf ${y}-${m}-${d}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
