/** Wire date-times: the rules engine's reader, zone conversion by name, and the stand-ins' stricter form. */
import { mulberry32 } from "../../test/mulberry32";
import { propertyRuns } from "../../test/propertyRuns";
import { instantOf, parseDateTime, parseTimestamp, toInstant } from "./wire";

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

describe("instantOf", () => {
  it.each([
    ["2026-07-01T10:00:00", "Europe/Berlin", "2026-07-01T08:00:00.000Z"],
    ["2026-01-15T10:00:00", "W. Europe Standard Time", "2026-01-15T09:00:00.000Z"],
    ["2026-03-29T02:30:00", "Europe/London", "2026-03-29T01:30:00.000Z"],
    ["2026-10-25T01:30:00", "Europe/London", "2026-10-25T00:30:00.000Z"],
    ["2026-03-02T09:00:00.0000000", "India Standard Time", "2026-03-02T03:30:00.000Z"],
    ["2026-03-02T09:00:00", "UTC", "2026-03-02T09:00:00.000Z"],
    ["2026-03-02T09:00:00", undefined, "2026-03-02T09:00:00.000Z"],
    ["2026-03-02T09:00:00+01:00", "Asia/Tokyo", "2026-03-02T08:00:00.000Z"],
  ])("%s in %s is %s", (local, zone, iso) => {
    expect(new Date(instantOf(local, zone)).toISOString()).toBe(iso);
  });

  it("says NaN for a text that is no date-time and Infinity for an unknown zone", () => {
    expect(instantOf("2026-02-30T09:00:00", "UTC")).toBeNaN();
    expect(instantOf("2026-03-02T09:00:00", "Nowhere/Special")).toBe(Infinity);
    expect(instantOf("2026-03-02T09:00:00", "tzone://Microsoft/Custom")).toBe(Infinity);
    expect(instantOf("2026-03-02T09:00:00Z", "Nowhere/Special")).toBe(utc("2026-03-02T09:00:00Z"));
  });
});

describe("parseTimestamp (the stand-ins' form)", () => {
  it("parses timestamps with and without offsets, and refuses malformed ones", () => {
    const p = parseTimestamp("2024-05-06T09:00:00.1234567+02:00");
    expect(p && new Date(toInstant(p, "UTC")).toISOString()).toBe("2024-05-06T07:00:00.123Z");
    const noOffset = parseTimestamp("2024-05-06T09:00:00");
    expect(noOffset?.offsetMinutes).toBeUndefined();
    expect(noOffset && new Date(toInstant(noOffset, "America/New_York")).toISOString()).toBe(
      "2024-05-06T13:00:00.000Z",
    );
    expect(parseTimestamp("2024-02-30T00:00:00Z")).toBeUndefined();
    expect(parseTimestamp("yesterday")).toBeUndefined();
    expect(parseTimestamp("2024-05-06")).toMatchObject({ dateOnly: true, wallMs: utc("2024-05-06T00:00:00Z") });
    expect(parseTimestamp(" 2024-05-06 09:30Z ")).toMatchObject({ dateOnly: false, offsetMinutes: 0 });
    expect(parseTimestamp("2024-05-06+05:30")).toMatchObject({ dateOnly: true, offsetMinutes: 330 });
  });

  it.each([
    "2024-05-06T24:00:00",
    "2024-05-06T23:59:60",
    "2024-05-06T09:00:00,5Z",
    "2024-05-06T09:00:00.1234567890",
    "2024-05-06T09:00:00+05",
    "2024-05-06T09:00:00+24:00",
    "2024-05-06T09:60",
  ])("refuses %p, which the rules engine's reader would take", (text) => {
    expect(parseTimestamp(text)).toBeUndefined();
  });

  /** The stand-ins' grammar as a pattern, and its fields read as Date.UTC reads them. */
  const TIMESTAMP =
    /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?([Zz]|[+-]\d{2}:?\d{2})?$/;
  const reference = (text: string) => {
    const m = TIMESTAMP.exec(text.trim());
    if (!m) return undefined;
    const [, y, mo, d, h, mi, s, frac, off] = m;
    const f = [y, mo, d, h, mi, s].map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
    const last = [
      31,
      f[0] % 4 === 0 && (f[0] % 100 !== 0 || f[0] % 400 === 0) ? 29 : 28,
      31,
      30,
      31,
      30,
      31,
      31,
      30,
      31,
      30,
      31,
    ];
    if (f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > (last[f[1] - 1] ?? 0) || f[3] > 23 || f[4] > 59 || f[5] > 59) {
      return undefined;
    }
    let offsetMinutes: number | undefined;
    if (off) {
      const digits = off.replace(":", "");
      const [oh, om] = [Number(digits.slice(1, 3)), Number(digits.slice(3, 5))];
      if (oh > 23 || om > 59) return undefined;
      offsetMinutes = off === "Z" || off === "z" ? 0 : (off.startsWith("-") ? -1 : 1) * (oh * 60 + om);
    }
    const ms = Number((frac ?? "0").padEnd(3, "0").slice(0, 3));
    return {
      wallMs: Date.UTC(f[0], f[1] - 1, f[2], f[3], f[4], f[5], ms),
      offsetMinutes,
      date: text.trim().slice(0, 10),
      dateOnly: h === undefined,
    };
  };

  it(`on ${propertyRuns(100_000)} random timestamps`, () => {
    const random = mulberry32(31);
    const int = (n: number) => Math.floor(random() * n);
    const pad = (v: number, width: number) => String(v).padStart(width, "0");
    const pick = <T>(list: readonly T[]) => list[int(list.length)] as T;
    const wrong: string[] = [];
    for (let n = 0; n < propertyRuns(100_000); n++) {
      let text = `${pad(pick([2026, 2024, 2100, 2000, 1 + int(9_999)]), 4)}-${pad(int(14), 2)}-${pad(int(33), 2)}`;
      if (random() < 0.8) {
        text += `${pick(["T", "t", " ", "x"])}${pad(int(26), 2)}:${pad(int(61), 2)}`;
        if (random() < 0.8) text += `:${pad(int(62), 2)}`;
        if (random() < 0.5) text += pick([".", ","]) + String(int(10 ** 9)).slice(0, 1 + int(11));
      }
      text += pick([
        "",
        "",
        "Z",
        "z",
        `+${pad(int(25), 2)}:${pad(int(61), 2)}`,
        `-${pad(int(25), 2)}${pad(int(61), 2)}`,
        "+05",
      ]);
      if (random() < 0.1) text = pick([" ", "\t", ""]) + text + pick([" ", "\n", "x"]);
      const got = parseTimestamp(text);
      if (JSON.stringify(got) !== JSON.stringify(reference(text))) wrong.push(JSON.stringify(text));
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
