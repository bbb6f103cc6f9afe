/** Lengths of time in milliseconds, as `Date` counts them (UTC: every day is 24 hours, no leap seconds). */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
