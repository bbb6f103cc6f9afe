/**
 * Calendar quarters as a person files them: "2026-Q1" in the viewer's IANA time zone. A quarter can be locked only
 * once it is over where the viewer is, so a filed report never covers days still to come.
 */

import { quarterOf } from "../../../core/calendar/report/locks";
import { isTimeZone } from "../../../core/time/zone";

const QUARTER = /^(\d{4})-Q([1-4])$/;

export interface Quarter {
  year: number;
  index: 1 | 2 | 3 | 4;
}

export function parseQuarter(value: string): Quarter | null {
  const m = QUARTER.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2999) return null;
  return { year, index: Number(m[2]) as Quarter["index"] };
}

/** True for a zone the runtime's Intl knows (IANA names such as "Europe/Berlin", and "UTC"), at most 64 characters. */
export const validTimeZone = isTimeZone;

/**
 * The quarter is over in the zone: now is at or after the first midnight of the next quarter there. The browser
 * offers the lock on the same rule (core/calendar/report/locks.ts), so both use its quarterOf.
 */
export function quarterEnded(quarter: Quarter, zone: string, nowMs: number): boolean {
  return nowMs >= quarterOf(quarter.year, quarter.index, zone).end;
}
