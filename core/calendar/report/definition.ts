/**
 * The definition of 'attended in person' in plain words, and the verdict on one event under it with every
 * reason, so the external view can print what it counts and explain each line (spec: explainable, correctable).
 */
import type { EventClass, ReportDefinition, UnifiedEvent, VerdictOverride } from "../model";
import { ATTENDANCE_LABELS, CLASS_LABELS } from "../labels";

/**
 * The working day in the report's time zone unless the user sets theirs (ReportDefinition.workday): what each day
 * of an event longer than a day counts (a three-day offsite counts three working days, not 56 hours), and an
 * included all-day event's hours per working day (Monday to Friday). Printed with the definition.
 */
export const DEFAULT_WORKDAY = { start: "09:00", end: "17:00" } as const;

/** A working day as minutes after midnight. */
export interface Workday {
  startMinutes: number;
  endMinutes: number;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" as minutes after midnight, or null when it is not a time of day. */
export function minutesOf(text: string): number | null {
  const m = HH_MM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The definition's working day (the default where it has none, or an unreadable one). */
export function workdayOf(definition: Pick<ReportDefinition, "workday">): Workday {
  const start = minutesOf(definition.workday?.start ?? "");
  const end = minutesOf(definition.workday?.end ?? "");
  if (start !== null && end !== null && start < end) return { startMinutes: start, endMinutes: end };
  return { startMinutes: 9 * 60, endMinutes: 17 * 60 };
}

/** A working day's hours (8 for 09:00 to 17:00). */
export function workdayHours(workday: Workday): number {
  return (workday.endMinutes - workday.startMinutes) / 60;
}

/** Minutes after midnight as "HH:MM". */
export const timeOfDay = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "09:00 to 17:00" */
export function workdayText(workday: Workday): string {
  return `${timeOfDay(workday.startMinutes)} to ${timeOfDay(workday.endMinutes)}`;
}

/** The definition's on/off switches (the working day is set apart). */
export type DefinitionSwitch = Exclude<keyof ReportDefinition, "workday">;

export const SWITCH_LABELS: Readonly<Record<DefinitionSwitch, string>> = {
  countNotDeclined: "Count not-declined as attended (tentative and unanswered invitations)",
  includeHybrid: "Include hybrid meetings (a physical location and an online link)",
  includeAllDay: "Include all-day events",
};

/** The definition as sentences, in the order a reader checks an event. */
export function definitionText(definition: ReportDefinition): string[] {
  const workday = workdayOf(definition);
  const hours = workdayHours(workday);
  return [
    "An event counts once it has ended, from January 1 of the report's year in your time zone to now (to December 31 for last year).",
    definition.countNotDeclined
      ? "You took part unless you declined: accepted, organized, tentative and unanswered invitations all count."
      : "You took part when you accepted the invitation or organized the event; tentative and unanswered invitations do not count.",
    definition.includeHybrid
      ? "It has a physical location (a room or an address); hybrid meetings, which also have an online link, count too."
      : "It has a physical location (a room or an address) and no online meeting link; hybrid meetings do not count.",
    definition.includeAllDay
      ? `All-day events count, at ${hours} hours per working day (Monday to Friday).`
      : "All-day events do not count.",
    `A timed event counts its scheduled length in hours; one longer than a day counts the working hours (${workdayText(workday)}) of each day it covers.`,
    "Canceled and declined events and entries that are not meetings (working location, out of office, focus time) never count.",
    "Your overrides win over what the calendars say.",
  ];
}

/** The event as the report sees it: the user's override of class and attendance applied. */
export function applyOverride(event: UnifiedEvent, override: VerdictOverride | undefined): UnifiedEvent {
  if (!override) return event;
  return {
    ...event,
    class: override.class ?? event.class,
    attendance: override.attendance ?? event.attendance,
  };
}

export interface Verdict {
  counted: boolean;
  /** Why, in reading order: overrides, exclusion, the calendar's signals, then the definition's rules. */
  reasons: string[];
}

const CLASS_REFUSALS: Readonly<Record<Exclude<EventClass, "in_person" | "hybrid">, string>> = {
  online: "online only: not in person",
  unknown: "no room, address or meeting link found: where it happened is unknown",
};

/**
 * The verdict on `event` (override already applied) under `definition`. `exclusion` is the rules engine's
 * `reportExclusion`: a non-null answer means it can never count.
 */
export function judge(
  event: UnifiedEvent,
  override: VerdictOverride | undefined,
  definition: ReportDefinition,
  exclusion: (event: UnifiedEvent) => string | null,
): Verdict {
  const reasons: string[] = [];
  if (override?.class) reasons.push(`overridden: class set to ${CLASS_LABELS[override.class]}`);
  if (override?.attendance) reasons.push(`overridden: attendance set to ${ATTENDANCE_LABELS[override.attendance]}`);
  if (override?.note) reasons.push(`note: ${override.note}`);
  const excluded = exclusion(event);
  if (excluded) return { counted: false, reasons: [...reasons, `never counted: ${excluded}`] };

  for (const signal of event.signals) {
    // A signal the override contradicts is still shown: it is what the calendar said.
    reasons.push(signal.detail ? `${signal.label} (${signal.detail})` : signal.label);
  }

  let counted = true;
  if (event.allDay) {
    if (definition.includeAllDay)
      reasons.push(
        `all-day, counted at ${workdayHours(workdayOf(definition))} h per working day ('include all-day' on)`,
      );
    else {
      reasons.push("all-day: not counted ('include all-day' off)");
      counted = false;
    }
  }

  if (event.attendance === "tentative" || event.attendance === "no_response") {
    const answer = event.attendance === "tentative" ? "tentative" : "no response";
    if (definition.countNotDeclined) reasons.push(`${answer}, counted ('count not-declined' on)`);
    else {
      reasons.push(`${answer}: not counted as attended`);
      counted = false;
    }
  }

  if (event.class === "hybrid") {
    if (definition.includeHybrid) reasons.push("hybrid, counted ('include hybrid' on)");
    else {
      reasons.push("hybrid: not counted ('include hybrid' off)");
      counted = false;
    }
  } else if (event.class !== "in_person") {
    reasons.push(CLASS_REFUSALS[event.class]);
    counted = false;
  }

  return { counted, reasons };
}
