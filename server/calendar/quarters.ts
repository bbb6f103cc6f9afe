/**
 * Calendar quarters as a person files them: "2026-Q1" in the viewer's IANA time zone. A quarter can be locked only
 * once it is over where the viewer is, so a filed report never covers days still to come.
 */

const QUARTER = /^(\d{4})-Q([1-4])$/;

export interface Quarter {
  year: number;
  /** 1-4 */
  index: number;
}

export function parseQuarter(value: string): Quarter | null {
  const m = QUARTER.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2999) return null;
  return { year, index: Number(m[2]) };
}

/** True for a zone the runtime's Intl knows (IANA names such as "Europe/Berlin", and "UTC"). */
export function validTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date in the zone as [year, month 1-12, day]. */
function todayIn(zone: string, nowMs: number): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part("year"), part("month"), part("day")];
}

/** The quarter is over in the zone: its local date today is on or after the first day of the next quarter. */
export function quarterEnded(quarter: Quarter, zone: string, nowMs: number): boolean {
  const [year, month] = todayIn(zone, nowMs);
  const nextYear = quarter.index === 4 ? quarter.year + 1 : quarter.year;
  const nextMonth = quarter.index === 4 ? 1 : quarter.index * 3 + 1;
  return year > nextYear || (year === nextYear && month >= nextMonth);
}
