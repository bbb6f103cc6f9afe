/**
 * The definition of 'attended in person' in plain words, and the verdict on one event under it with every
 * reason, so the external view can print what it counts and explain each line (spec: explainable, correctable).
 */
import type { EventClass, ReportDefinition, UnifiedEvent, VerdictOverride } from "../model";
import { ATTENDANCE_LABELS, CLASS_LABELS } from "../labels";

/**
 * A working day in the report's time zone: what each day of an event longer than a day counts (a three-day offsite
 * counts three working days, not 56 hours).
 */
export const WORKDAY = { startHour: 9, endHour: 17 } as const;

/**
 * An all-day event has no hours of its own; when the definition includes all-day events each working day (Monday
 * to Friday) it covers counts a working day's 8 hours. Printed with the definition so the figure is never a
 * surprise.
 */
export const ALL_DAY_HOURS = WORKDAY.endHour - WORKDAY.startHour;

export const SWITCH_LABELS: Readonly<Record<keyof ReportDefinition, string>> = {
  countNotDeclined: "Count not-declined as attended (tentative and unanswered invitations)",
  includeHybrid: "Include hybrid meetings (a physical location and an online link)",
  includeAllDay: "Include all-day events",
};

/** The definition as sentences, in the order a reader checks an event. */
export function definitionText(definition: ReportDefinition): string[] {
  return [
    "An event counts once it has ended, from January 1 of this year in your time zone to now.",
    definition.countNotDeclined
      ? "You took part unless you declined: accepted, organised, tentative and unanswered invitations all count."
      : "You took part when you accepted the invitation or organised the event; tentative and unanswered invitations do not count.",
    definition.includeHybrid
      ? "It has a physical location (a room or an address); hybrid meetings, which also have an online link, count too."
      : "It has a physical location (a room or an address) and no online meeting link; hybrid meetings do not count.",
    definition.includeAllDay
      ? `All-day events count, at ${ALL_DAY_HOURS} hours per working day (Monday to Friday).`
      : "All-day events do not count.",
    `A timed event counts its scheduled length in hours; one longer than a day counts the working hours (${WORKDAY.startHour}:00 to ${WORKDAY.endHour}:00) of each day it covers.`,
    "Cancelled and declined events and entries that are not meetings (working location, out of office, focus time) never count.",
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
    if (definition.includeAllDay) reasons.push(`all-day, counted at ${ALL_DAY_HOURS} h per day ('include all-day' on)`);
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
