/** How a locked quarter differs from the calendars now: the change in count and hours, and each line that moved. */
import type { LockDiff } from "../../../core/calendar/model";
import { formatHours } from "../../../core/time/format";
import { formatPlainDate } from "../../../core/text/dates";
import { dateIn } from "../../../core/time/zone";

function signed(value: number, unit: string): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Number(Math.abs(value).toFixed(2))}${unit}`;
}

export function LockDiffText({ diff, timeZone }: { diff: LockDiff; timeZone: string }) {
  if (diff.unchanged) return <p sx={{ m: 0 }}>No change since it was locked.</p>;
  return (
    <div>
      <p sx={{ m: 0, fontWeight: "bold" }}>
        The calendars now give {diff.count.now} events and {formatHours(diff.hours.now)}:{" "}
        {signed(diff.count.delta, " events")}, {signed(diff.hours.delta, " h")} against the locked figures.
      </p>
      <ul sx={{ m: 0, pl: 4 }}>
        {diff.added.map((line) => (
          <li key={`a-${line.key}`}>
            Added since: {line.title} (
            {formatPlainDate(line.allDay ? line.start : dateIn(Date.parse(line.start), timeZone))},{" "}
            {formatHours(line.hours)})
          </li>
        ))}
        {diff.removed.map((line) => (
          <li key={`r-${line.key}`}>
            No longer counted: {line.title} ({formatHours(line.hours)})
          </li>
        ))}
        {diff.changed.map((change) => (
          <li key={`c-${change.key}`}>
            Changed: {change.before.title}
            {change.fields.includes("title") && ` → renamed "${change.after.title}"`}
            {change.fields.includes("hours") &&
              ` → ${formatHours(change.before.hours)} now ${formatHours(change.after.hours)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default LockDiffText;
