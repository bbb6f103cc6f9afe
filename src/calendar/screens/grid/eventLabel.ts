/**
 * An event's accessible name in the grids: what a sighted user reads off the box (time, title), then what the box
 * shows as chips or styling (calendar, class or kind, status, continued), then the day, since a screen reader
 * moving between columns may not announce the column's header.
 */
import type { DayEntry } from "../../../../core/time/days";
import { CLASS_LABELS, sourcesLabel } from "../../../../core/calendar/labels";
import { formatDay, formatEventTime } from "../../../../core/time/format";
import type { PlainDate } from "../../../../core/time/plainDate";
import { KIND_LABELS } from "../EventBadges";

export function eventTitle(title: string): string {
  return title || "(no title)";
}

export function eventLabel(entry: DayEntry, date: PlainDate, timeZone: string): string {
  const { event } = entry;
  const parts = [formatEventTime(event, timeZone), eventTitle(event.title), sourcesLabel(event)];
  parts.push(event.kind === "event" ? CLASS_LABELS[event.class] : KIND_LABELS[event.kind]);
  if (event.status === "cancelled") parts.push("cancelled");
  else if (event.status === "tentative") parts.push("tentative");
  if (event.attendance === "declined") parts.push("declined");
  if (entry.continued) parts.push("continued from the day before");
  if (entry.continues) parts.push("continues the next day");
  parts.push(formatDay(date));
  return parts.join(", ");
}
