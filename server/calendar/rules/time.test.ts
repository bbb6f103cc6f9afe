/** Wire date-times, plain dates and zone conversion. */
import { mulberry32 } from "./testing/generate";
import { propertyRuns } from "../../../test/propertyRuns";
import { addDays, ianaZone, isoInstant, parseDate, parseDateTime, zonedToInstant } from "./time";

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

describe("isoInstant is Date's toISOString", () => {
  const DAY = 86_400_000;
  const iso = (ms: number) => {
    try {
      return new Date(ms).toISOString();
    } catch (err) {
      return (err as Error).name;
    }
  };
  const ours = (ms: number) => {
    try {
      return isoInstant(ms);
    } catch (err) {
      return (err as Error).name;
    }
  };

  it("at the edges of the hand-computed range and of Date's", () => {
    const edges = [
      0,
      -1,
      1,
      Date.UTC(0, 0, 1) - Date.UTC(1900, 0, 1) + Date.UTC(0, 0, 1),
      8.64e15,
      -8.64e15,
      8.64e15 + 1,
    ];
    for (const day of [-719_528, -719_469, -719_468, -719_467, 2_932_896, 2_932_897, -1, 0, 11_016, 11_017]) {
      edges.push(day * DAY, day * DAY - 1, day * DAY + 1, (day + 1) * DAY - 1);
    }
    edges.push(1.5, -0.5, NaN, Infinity, 1_772_442_000_000.25);
    for (const ms of edges) expect([ms, ours(ms)]).toEqual([ms, iso(ms)]);
  });

  it(`on ${propertyRuns(200_000)} random instants from year -300 to 12000`, () => {
    const random = mulberry32(5);
    const wrong: number[] = [];
    for (let n = 0; n < propertyRuns(200_000); n++) {
      const ms = Math.floor(-7e13 + random() * 3.5e14);
      if (ours(ms) !== iso(ms)) wrong.push(ms);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
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

describe("parseDateTime reads by position what the date-time grammar says", () => {
  // The definition: RFC 3339 / Graph date-times with optional seconds, a fraction of any length after them (its
  // digits times 100, 10, 1, 0.1, ... summed and floored), and Z or an offset (+hh, +hhmm, +hh:mm) at the very end.
  const GRAMMAR =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;
  const reference = (text: string) => {
    const m = GRAMMAR.exec(text);
    if (!m) return undefined;
    const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((k) => Number(m[k] ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
    const last = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1] ?? 0;
    if (mo < 1 || mo > 12 || d < 1 || d > last || h > 24 || mi > 59 || s > 60 || (h === 24 && (mi > 0 || s > 0))) {
      return undefined;
    }
    const oh = Number(m[10] ?? 0);
    const om = Number(m[11] ?? 0);
    if (oh > 23 || om > 59) return undefined;
    let fraction = 0;
    let scale = 100;
    for (const c of m[7] ?? "") {
      fraction += Number(c) * scale;
      scale /= 10;
    }
    return {
      wallMs: Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59)) + Math.floor(fraction),
      offsetMinutes: m[8] ? 0 : m[9] ? (m[9] === "-" ? -1 : 1) * (oh * 60 + om) : undefined,
      date: text.slice(0, 10),
    };
  };

  it.each([
    "2026-03-02T09:00:00.99999999999999999",
    "2026-03-02T09:00:00.1239999999999999999",
    "2026-03-02T09:00:00.0000000",
    "2026-03-02T09:00:00.0000001",
    "2026-03-02T09:00:00,5Z",
    "2026-03-02T24:00:00.5",
    "0099-12-31T23:59:60.999-23:59",
  ])("%s", (text) => expect(parseDateTime(text)).toEqual(reference(text)));

  it(`on ${propertyRuns(200_000)} random date-times: fractions of any length, offsets of every form, leap days, damaged text`, () => {
    const random = mulberry32(23);
    const int = (n: number) => Math.floor(random() * n);
    const pad = (v: number, width: number) => String(v).padStart(width, "0");
    const pick = <T>(list: readonly T[]) => list[int(list.length)] as T;
    const wrong: string[] = [];
    for (let n = 0; n < propertyRuns(200_000); n++) {
      const year = pick([int(10_000), 2026, 2024, 2100, 2000, int(100)]);
      let text = `${pad(year, 4)}-${pad(int(14), 2)}-${pad(int(33), 2)}${pick(["T", "t", " "])}${pad(int(26), 2)}:${pad(int(61), 2)}`;
      if (random() < 0.85) text += `:${pad(int(62), 2)}`;
      if (random() < 0.6) {
        const digits = int(22);
        let f = "";
        // Long runs of 9s: the floating-point sum of 17 or more reaches the next millisecond.
        const nines = random() < 0.3;
        for (let k = 0; k < digits; k++)
          f += nines && k > 1 ? "9" : random() < 0.5 ? "0" : random() < 0.5 ? "9" : String(int(10));
        text += pick([".", ",", "."]) + f;
      }
      text += pick([
        "",
        "",
        "Z",
        "z",
        `+${pad(int(25), 2)}:${pad(int(61), 2)}`,
        `-${pad(int(25), 2)}${pad(int(61), 2)}`,
        `+${pad(int(25), 2)}`,
        "+5",
        "-05:3",
        "Zx",
        "+05:30x",
      ]);
      if (random() < 0.1) {
        const at = int(text.length);
        text = text.slice(0, at) + pick(["", "1", ":", "-", "x", " "]) + text.slice(at + 1);
      }
      const got = parseDateTime(text);
      const want = reference(text);
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(JSON.stringify(text));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
