/**
 * An event's badges wherever it is shown (the list, a grid box, the details dialog): canceled, declined,
 * tentative, what kind of entry it is when not a meeting, which calendars it came from, and its class.
 */
import type { EntryKind, UnifiedEvent } from "../../../core/calendar/model";
import { Chip } from "./Chip";
import { ClassChip } from "./ClassChip";
import { SourceBadge } from "./SourceBadge";

export const KIND_LABELS: Readonly<Record<Exclude<EntryKind, "event">, string>> = {
  working_location: "Working location",
  out_of_office: "Out of office",
  focus_time: "Focus time",
  birthday: "Birthday",
  from_gmail: "From Gmail",
};

export function EventBadges({ event }: { event: UnifiedEvent }) {
  const badges = [
    event.status === "canceled" && (
      <Chip key="canceled" tone="danger">
        Canceled
      </Chip>
    ),
    event.attendance === "declined" && <Chip key="declined">Declined</Chip>,
    event.status === "tentative" && (
      <Chip key="tentative" tone="warning">
        Tentative
      </Chip>
    ),
    event.status === "draft" && (
      <Chip key="draft" tone="warning">
        Draft, not sent
      </Chip>
    ),
    event.kind !== "event" && <Chip key="kind">{KIND_LABELS[event.kind]}</Chip>,
    <SourceBadge key="source" event={event} />,
    event.kind === "event" && <ClassChip key="class" value={event.class} />,
  ].filter(Boolean);
  // A space between the chips, though their flex row draws none: their words stay words for a screen reader and
  // for the name a button's text gives (WCAG 2.5.3).
  return <>{badges.flatMap((badge, i) => (i === 0 ? [badge] : [" ", badge]))}</>;
}

export default EventBadges;
