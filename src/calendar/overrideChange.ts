/**
 * One change to an event's stored override, as the review queue's answers and the event details' 'count as' switch
 * make it: the PUT body, or null for a DELETE. A PUT replaces the override whole, so a change keeps the fields the
 * person set before, and putting one back is the body it had.
 */
import type {
  EventClass,
  OverrideRequest,
  PreferencesUpdate,
  ReportQuery,
  VerdictOverride,
} from "../../core/calendar/model";
import type { CalendarApi } from "./api";

export interface OverrideChange {
  key: string;
  /** The override to store (PUT); null removes it (DELETE). */
  body: OverrideRequest | null;
}

/** The override as a request body, without its time: what puts it back. */
export function bodyOf(override: VerdictOverride | undefined): OverrideRequest | null {
  if (!override) return null;
  const body: OverrideRequest = {};
  if (override.class) body.class = override.class;
  if (override.attendance) body.attendance = override.attendance;
  if (override.note) body.note = override.note;
  return body;
}

/** The override after a change: the change's fields over the ones the person set before. */
export function over(before: VerdictOverride | undefined, change: OverrideRequest): OverrideRequest {
  return { ...bodyOf(before), ...change };
}

/**
 * Where the event counts as having happened: a class of the person's own, or null for the calendar's verdict again
 * (the rest of the override kept; nothing left removes it).
 */
export function classChange(
  key: string,
  before: VerdictOverride | undefined,
  value: EventClass | null,
): OverrideChange {
  if (value) return { key, body: over(before, { class: value }) };
  const rest = bodyOf(before);
  if (rest) delete rest.class;
  return { key, body: rest && Object.keys(rest).length > 0 ? rest : null };
}

/** Stores the changes one after the other; the last asks for the report after them all, when `report` names it. */
export async function applyChanges(
  api: Pick<CalendarApi, "setOverride" | "clearOverride">,
  changes: readonly OverrideChange[],
  report?: ReportQuery,
): Promise<PreferencesUpdate> {
  let update: PreferencesUpdate | undefined;
  for (const [index, { key, body }] of changes.entries()) {
    const last = index === changes.length - 1 ? report : undefined;
    update = body ? await api.setOverride(key, body, last) : await api.clearOverride(key, last);
  }
  if (!update) throw new Error("a change of overrides changes at least one");
  return update;
}
