/**
 * The report as a CSV file a spreadsheet opens as-is: RFC 4180 (CRLF line ends; a field holding a comma, a
 * quote, CR or LF is quoted with its quotes doubled), UTF-8 with a byte-order mark so Excel reads accents
 * instead of guessing a legacy code page.
 */
import { ATTENDANCE_LABELS, CLASS_LABELS } from "../labels";
import type { ReportLine } from "./report";
import { addDays, parsePlainDate } from "../../time/plainDate";
import { wallClock } from "../../time/zone";

export const CSV_HEADER = [
  "date",
  "title",
  "hours",
  "location",
  "class",
  "reasons",
  "attendance",
  "sources",
  "overridden",
  // Added after the first columns, so a sheet reading those by position still does.
  "start",
  "end",
  "time zone",
  "quarter",
  "note",
] as const;

const BOM = "\uFEFF";

/**
 * Calendar titles and locations are written by whoever sent the invitation. A cell starting with = + - @ (or a
 * tab or CR, which some programs skip before reading a formula) would run as a formula when the file is opened
 * (CSV injection), so such a cell gets a leading apostrophe and is shown as text.
 */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = guardFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return values.map(csvField).join(",");
}

/** "2026-03-02 09:00" in the report's zone; an all-day event's own date. */
function wallTime(value: string, allDay: boolean, timeZone: string): string {
  if (allDay) return value;
  const at = wallClock(Date.parse(value), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}`;
}

function lineRow(line: ReportLine, timeZone: string): string {
  const { allDay, start, end } = line.event;
  const { year, month } = parsePlainDate(line.date);
  return csvRow([
    line.date,
    line.title,
    String(line.hours),
    line.location,
    CLASS_LABELS[line.event.class],
    line.reasons.join("; "),
    ATTENDANCE_LABELS[line.event.attendance],
    line.sources,
    line.overridden ? "yes" : "no",
    wallTime(start, allDay, timeZone),
    // An all-day event's end is exclusive: the last day it covers.
    allDay ? addDays(end > start ? end : addDays(start, 1), -1) : wallTime(end, false, timeZone),
    timeZone,
    `${year}-Q${Math.ceil(month / 3)}`,
    line.note ?? "",
  ]);
}

/**
 * The file in pieces of `rowsPerChunk` rows, header first, each ending with CRLF: the functions write it as it is
 * made instead of holding a busy year's file as one string.
 */
export function* reportCsvChunks(
  lines: readonly ReportLine[],
  timeZone: string,
  rowsPerChunk = 200,
): Generator<string> {
  yield `${BOM}${csvRow(CSV_HEADER)}\r\n`;
  for (let i = 0; i < lines.length; i += rowsPerChunk)
    yield lines
      .slice(i, i + rowsPerChunk)
      .map((line) => `${lineRow(line, timeZone)}\r\n`)
      .join("");
}

/** The counted lines as the file's rows, header first, ending with CRLF; times in `timeZone`. */
export function reportCsv(lines: readonly ReportLine[], timeZone: string): string {
  return [...reportCsvChunks(lines, timeZone)].join("");
}

/** "unifiedtime-in-person-2026-to-2026-11-23.csv" (a past year: to its December 31). */
export function csvFileName(year: number, date: string): string {
  return `unifiedtime-in-person-${year}-to-${date}.csv`;
}
