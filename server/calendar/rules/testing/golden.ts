/**
 * `npx tsx server/calendar/rules/testing/golden.ts [--write <file> | --check <file>]`: a SHA-256 of
 * buildUnifiedEvents' serialized output for many inputs (the bench input, generated calendars with shuffles,
 * repeats, un-merges and corrupted or oddly written fields, the emulators' default and bulk seeds, and the edge-case
 * table of edgeCases.ts). Performance work must leave every hash unchanged: this proves byte-identical output
 * over far more inputs than the tests assert on.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { generateBulkSeed, generateDefaultSeed } from "../../../../emulators/calendar-seed";
import { buildUnifiedEvents, type BuildResult } from "../index";
import { generateCalendars, mulberry32 } from "./generate";

type Raw = { microsoft: unknown[]; google: unknown[] };
type Wire = Record<string, unknown>;

const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Every result of one input: as given, and with each of the first merged keys un-merged. */
function outputsOf(raw: Raw): string {
  const first = buildUnifiedEvents(raw);
  const merged = first.events.filter((e) => e.merge).map((e) => e.key);
  const parts: BuildResult[] = [first];
  if (merged.length) parts.push(buildUnifiedEvents(raw, { unmerged: merged.filter((_, i) => i % 3 === 0) }));
  return JSON.stringify(parts);
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Date-time texts the wire formats allow, or nearly: offsets, fractions, odd zones, DST gaps, invalid values. */
const ODD_TIMES = [
  "2026-03-29T02:30:00",
  "2026-10-25T01:30:00.5",
  "2026-03-08T02:15:00.0000000",
  "2026-11-01T01:30:00",
  "2026-06-01T09:00:00+05:30",
  "2026-06-01T09:00:00-0800",
  "2026-06-01T09:00:00+14:00",
  "2026-06-01T09:00:00-12",
  "2026-06-01T09:00:00.123456789Z",
  "2026-06-01T09:00:00,25Z",
  "2026-06-01t09:00:00z",
  "2026-06-01T24:00:00",
  "2026-06-01T23:59:60Z",
  "2026-06-01T09:00Z",
  "2026-06-01T09:00",
  "2026-02-29T09:00:00",
  "2024-02-29T09:00:00",
  "0099-06-01T09:00:00Z",
  "1969-12-31T23:59:59.999Z",
  "2026-06-01T09:00:00+25:00",
  "2026-06-01T09:00:00+05:3",
  "2026-06-01 09:00:00",
  "2026-06-01T9:00:00",
  "2026-06-01T09:00:00.",
  "2026-06-01T09:00:00Zjunk",
  "soon",
  "",
];
const ODD_ZONES = [
  "UTC",
  "Europe/London",
  "America/New_York",
  "Pacific Standard Time",
  "W. Europe Standard Time",
  "India Standard Time",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "tzone://Microsoft/Utc",
  "Nowhere/Special",
  "utc",
  "",
];
const ODD_DATES = ["2026-03-02", " 2026-03-02 ", "2026-02-30", "2026-3-2", "0050-01-01", "2026-12-31", "x"];
const ODD_TEXT = [
  "Microsoft Teams Meeting",
  "  zoom meeting. ",
  "Online!",
  "tel:+15550102030",
  "+1 (555) 010-2030 x 123",
  "https://example.com/event",
  "https://maps.google.com/?q=Berlin Hauptbahnhof",
  "10 Downing Street, London",
  "Büro Zürich, Bahnhofstraße 12",
  "Fjord room; https://acme.zoom.us/j/81234567890?pwd=x; Online",
  "Join https://meet.google.com/abc-defg-hij.",
  "ÖNLINE",
  "\tClient   office\n",
  "Ｚｏｏｍ",
  "see https://teams.live.com/meet/12345 and https://zoom.us/j/1",
  "İstanbul office",
];
const ODD_TITLES = [
  "FW: RE: Standup",
  "Canceled: Budget review",
  "  standup  ",
  "ＳＴＡＮＤＵＰ",
  "(no title)",
  "",
  "Fwd:Aw: x",
];

/** Rewrites some items' fields with values from the lists above, or with wrong types, and keeps the rest. */
function corrupt(raw: Raw, random: () => number): Raw {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const odd = () => pick<unknown>([null, 7, true, [], {}, "x", undefined]);
  const graph = raw.microsoft.map((item) => {
    if (random() < 0.6) return item;
    const w = structuredClone(item) as Wire;
    const r = random();
    if (r < 0.25) w.start = { dateTime: pick(ODD_TIMES), timeZone: pick(ODD_ZONES) };
    else if (r < 0.4) w.end = { dateTime: pick(ODD_TIMES), timeZone: pick(ODD_ZONES) };
    else if (r < 0.45) w.originalStart = pick(ODD_TIMES);
    else if (r < 0.5) w.originalStartTimeZone = pick(ODD_ZONES);
    else if (r < 0.6) w.locations = [{ displayName: pick(ODD_TEXT), locationType: pick(["default", "hotel", "x"]) }];
    else if (r < 0.65) w.location = { displayName: pick(ODD_TEXT), locationUri: pick(ODD_TEXT) };
    else if (r < 0.7) w.bodyPreview = pick(ODD_TEXT);
    else if (r < 0.75) w.subject = pick(ODD_TITLES);
    else if (r < 0.8) w.isAllDay = random() < 0.5;
    else if (r < 0.85)
      w.iCalUId = pick([" ABC ", "", "040000008200E00074C5B7101A82E008zz", (w.iCalUId as string)?.toLowerCase()]);
    else {
      const keys = Object.keys(w);
      w[pick(keys)] = odd();
    }
    return w;
  });
  const google = raw.google.map((item) => {
    if (random() < 0.6) return item;
    const w = structuredClone(item) as Wire;
    const r = random();
    if (r < 0.2) w.start = { dateTime: pick(ODD_TIMES), timeZone: pick(ODD_ZONES) };
    else if (r < 0.3) w.end = { dateTime: pick(ODD_TIMES) };
    else if (r < 0.4) {
      w.start = { date: pick(ODD_DATES) };
      w.end = random() < 0.5 ? { date: pick(ODD_DATES) } : { date: "2026-03-01" };
    } else if (r < 0.45)
      w.originalStartTime = random() < 0.5 ? { dateTime: pick(ODD_TIMES) } : { date: pick(ODD_DATES) };
    else if (r < 0.55) w.location = pick(ODD_TEXT);
    else if (r < 0.6) w.description = pick(ODD_TEXT);
    else if (r < 0.65) w.summary = pick(ODD_TITLES);
    else if (r < 0.7) w.status = pick(["cancelled", "tentative", "weird", undefined]);
    else if (r < 0.75) w.iCalUID = pick([" ABC@google.com ", "", "m1@google.com"]);
    else if (r < 0.8) w.workingLocationProperties = pick([{ type: "homeOffice" }, { officeLocation: { label: "HQ" } }]);
    else {
      const keys = Object.keys(w);
      w[pick(keys)] = odd();
    }
    return w;
  });
  return { microsoft: graph, google };
}

/** Items listed twice, some changed, as repeated pages give them. */
function repeat(raw: Raw, random: () => number): Raw {
  const again = (list: unknown[], field: string) =>
    list.concat(
      list.filter(() => random() < 0.05).map((w) => (random() < 0.5 ? w : { ...(w as Wire), [field]: "Later" })),
    );
  return { microsoft: again(raw.microsoft, "subject"), google: again(raw.google, "summary") };
}

/** The cases of the edge-case table (edgeCases.ts). Some of their fields are jest's asymmetric matchers: inert here. */
async function tableCases(): Promise<Raw[]> {
  const inert: unknown = new Proxy(() => undefined, { get: () => inert, apply: () => inert });
  (globalThis as Record<string, unknown>).expect ??= inert;
  const { cases } = await import("./edgeCases");
  return cases.map((c) => ({ microsoft: c.microsoft ?? [], google: c.google ?? [] }));
}

async function main(): Promise<void> {
  const hashes: Record<string, string> = {};
  const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

  hashes.bench = sha(outputsOf(json(generateCalendars(mulberry32(2026), { perProvider: 10_000, shared: 0.1 }))));
  for (const seed of [1, 2, 3, 7, 42]) {
    const random = mulberry32(seed * 7919);
    const raw = json(
      generateCalendars(mulberry32(seed), {
        perProvider: 1500 + seed * 100,
        shared: 0.05 * seed,
        days: 30 + seed * 20,
      }),
    );
    hashes[`seed ${seed}`] = sha(outputsOf(raw));
    hashes[`seed ${seed} shuffled`] = sha(
      outputsOf({ microsoft: shuffle(raw.microsoft, random), google: shuffle(raw.google, random) }),
    );
    hashes[`seed ${seed} repeated`] = sha(outputsOf(repeat(raw, random)));
    hashes[`seed ${seed} corrupted`] = sha(outputsOf(corrupt(raw, random)));
    hashes[`seed ${seed} corrupted again`] = sha(outputsOf(corrupt(raw, random)));
  }
  const small: string[] = [];
  for (let seed = 1; seed <= 300; seed++) {
    const random = mulberry32(seed);
    const raw = json(
      generateCalendars(random, {
        perProvider: 1 + Math.floor(random() * 25),
        shared: random() * 0.6,
        days: 1 + Math.floor(random() * 14),
      }),
    );
    small.push(outputsOf(seed % 2 ? raw : corrupt(raw, random)));
  }
  hashes["300 small calendars"] = sha(small.join("\n"));
  for (const now of ["2026-03-15T12:00:00Z", "2026-11-01T06:30:00Z"]) {
    const seed = generateDefaultSeed({ now: new Date(now) });
    hashes[`default seed ${now}`] = sha(outputsOf(json({ microsoft: seed.microsoft, google: seed.google })));
  }
  for (const seed of [1, 2]) {
    const bulk = generateBulkSeed({
      count: 3000,
      start: new Date("2025-09-01T00:00:00Z"),
      end: new Date("2026-09-01T00:00:00Z"),
      seed,
    });
    const raw = json({ microsoft: bulk.microsoft, google: bulk.google });
    hashes[`bulk seed ${seed}`] = sha(outputsOf(raw));
    hashes[`bulk seed ${seed} corrupted`] = sha(outputsOf(corrupt(raw, mulberry32(seed))));
  }
  const cases = await tableCases();
  hashes[`rules.test.ts table (${cases.length} cases)`] = sha(cases.map(outputsOf).join("\n"));

  const text = JSON.stringify(hashes, null, 2);
  const mode = process.argv[2];
  const file = process.argv[3];
  if (mode === "--write" && file) writeFileSync(file, `${text}\n`);
  if (mode === "--check" && file) {
    const want = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const diff = Object.keys({ ...want, ...hashes }).filter((k) => want[k] !== hashes[k]);
    for (const k of diff) console.log(`DIFFERS: ${k}: ${want[k]} -> ${hashes[k]}`);
    console.log(diff.length ? `${diff.length} of ${Object.keys(want).length} differ` : "all hashes equal");
    if (diff.length) process.exitCode = 1;
    return;
  }
  console.log(text);
}

void main();
