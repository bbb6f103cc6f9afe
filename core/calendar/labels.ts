/** The words the calendar pages use for classes, attendance and sources, in one place for screens, report and CSV. */
import type { Attendance, AttendeeAnswer, EventClass, ProviderId, SourceFilter, UnifiedEvent } from "./model";

export const CLASS_LABELS: Readonly<Record<EventClass, string>> = {
  in_person: "In person",
  hybrid: "Hybrid",
  online: "Online",
  unknown: "Unknown",
};

export const ATTENDANCE_LABELS: Readonly<Record<Attendance, string>> = {
  attended: "Attended",
  tentative: "Tentative",
  no_response: "No response",
  declined: "Declined",
};

/** An invited person's answer, as the event details list it. */
export const ANSWER_LABELS: Readonly<Record<AttendeeAnswer, string>> = {
  accepted: "Accepted",
  tentative: "Tentative",
  declined: "Declined",
  no_response: "Not answered yet",
  unknown: "Answer not shown to you",
};

export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  microsoft: "Microsoft",
  google: "Google",
};

/** "Google", "Microsoft", or "Google + Microsoft" for a meeting found in both calendars. */
/** Why figures are incomplete when calendars could not be read ("events from Google are missing"), or null. */
export function missingText(missing: readonly ProviderId[]): string | null {
  return missing.length > 0 ? `events from ${missing.map((p) => PROVIDER_LABELS[p]).join(" and ")} are missing` : null;
}

/** The calendars an event is in, as one key: the one provider, or "both" for a meeting in both. */
export function eventSource(event: Pick<UnifiedEvent, "sources">): SourceFilter {
  const providers = new Set(event.sources.map((source) => source.provider));
  return providers.size > 1 ? "both" : (event.sources[0]?.provider ?? "microsoft");
}

export function sourcesLabel(event: Pick<UnifiedEvent, "sources">): string {
  const providers = new Set(event.sources.map((source) => source.provider));
  const names = (["google", "microsoft"] as const).filter((p) => providers.has(p)).map((p) => PROVIDER_LABELS[p]);
  return names.length > 0 ? names.join(" + ") : "Unknown calendar";
}
