/**
 * An event's accessible name in the grids. It starts with the words the box shows, in their order (WCAG 2.5.3,
 * label in name: a person using speech input says what they see): a block's title, time and chips, a month line's
 * title and start time. Then what the box does not show: the rest of a line's time, its chips, whether
 * it continues across midnight, and the day, since a screen reader moving between columns may not announce the
 * column's header.
 */
import type { DayEntry } from "../../../../core/time/days";
import { CLASS_LABELS, sourcesLabel } from "../../../../core/calendar/labels";
import { formatEventTime } from "../../../../core/time/format";
import { formatPlainDate } from "../../../../core/text/dates";
import type { PlainDate } from "../../../../core/time/plainDate";
import { KIND_LABELS } from "../EventBadges";

export function eventTitle(title: string): string {
  return title || "(no title)";
}

/** The chips' words, in EventBadges' order. */
function badgeWords(event: DayEntry["event"]): string[] {
  const words: string[] = [];
  if (event.status === "canceled") words.push("Canceled");
  if (event.attendance === "declined") words.push("Declined");
  if (event.status === "tentative") words.push("Tentative");
  if (event.status === "draft") words.push("Draft, not sent");
  if (event.kind !== "event") words.push(KIND_LABELS[event.kind]);
  words.push(sourcesLabel(event));
  if (event.kind === "event") words.push(CLASS_LABELS[event.class]);
  return words;
}

export function eventLabel(entry: DayEntry, date: PlainDate, timeZone: string): string {
  const { event } = entry;
  const title = eventTitle(event.title);
  const time = formatEventTime(event, timeZone);
  // Both variants show the title first (a month line then its start, which the range begins with).
  const parts = [title, time, ...badgeWords(event)];
  if (entry.continued) parts.push("continued from the day before");
  if (entry.continues) parts.push("continues the next day");
  parts.push(formatPlainDate(date, "long"));
  return parts.join(", ");
}
