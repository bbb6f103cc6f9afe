/**
 * The report as a CSV file a spreadsheet opens as-is: RFC 4180 (CRLF line ends; a field holding a comma, a
 * quote, CR or LF is quoted with its quotes doubled), UTF-8 with a byte-order mark so Excel reads accents
 * instead of guessing a legacy code page.
 */
import { ATTENDANCE_LABELS, CLASS_LABELS } from "../labels";
import type { ReportLine } from "./report";

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

function lineRow(line: ReportLine): string {
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
  ]);
}

/**
 * The file in pieces of `rowsPerChunk` rows, header first, each ending with CRLF: the functions write it as it is
 * made instead of holding a busy year's file as one string.
 */
export function* reportCsvChunks(lines: readonly ReportLine[], rowsPerChunk = 200): Generator<string> {
  yield `${BOM}${csvRow(CSV_HEADER)}\r\n`;
  for (let i = 0; i < lines.length; i += rowsPerChunk)
    yield lines
      .slice(i, i + rowsPerChunk)
      .map((line) => `${lineRow(line)}\r\n`)
      .join("");
}

/** The counted lines as the file's rows, header first, ending with CRLF. */
export function reportCsv(lines: readonly ReportLine[]): string {
  return [...reportCsvChunks(lines)].join("");
}

/** "unifiedtime-in-person-2026-to-2026-11-23.csv" (a past year: to its December 31). */
export function csvFileName(year: number, date: string): string {
  return `unifiedtime-in-person-${year}-to-${date}.csv`;
}
