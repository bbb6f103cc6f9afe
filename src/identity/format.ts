/** How the developer page words times: local date and time, and "in N minutes" / "N minutes ago". */

/** Rounded to the nearest minute; under half a minute either way is "less than a minute". */
export function relativeMinutes(target: number, now: number): string {
  const minutes = Math.round(Math.abs(target - now) / 60_000);
  if (minutes === 0) return target >= now ? "in less than a minute" : "less than a minute ago";
  const amount = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return target >= now ? `in ${amount}` : `${amount} ago`;
}

/** The visitor's own date and time format, e.g. "12 Mar 2026, 14:05". */
export function localDateTime(ms: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
}
