/** How the developer page words how far away a moment is: "in N minutes" / "N minutes ago" (its date: core/text/dates). */

/** Rounded to the nearest minute; under half a minute either way is "less than a minute". */
export function relativeMinutes(target: number, now: number): string {
  const minutes = Math.round(Math.abs(target - now) / 60_000);
  if (minutes === 0) return target >= now ? "in less than a minute" : "less than a minute ago";
  const amount = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return target >= now ? `in ${amount}` : `${amount} ago`;
}
