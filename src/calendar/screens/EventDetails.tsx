/**
 * An event opened, in plain words: whether it is the same meeting in both calendars (and how that was seen), who is
 * invited and how they answered, where its copies live, the signals behind its class and attendance, and for a
 * merged meeting the way to split it apart again (the user knows better than the matcher).
 */
import { Button } from "../../components/ui/Button";
import type { Signal, UnifiedEvent } from "../../../core/calendar/model";
import { ATTENDANCE_LABELS, CLASS_LABELS, PROVIDER_LABELS } from "../../../core/calendar/labels";
import { safeLink } from "../../../core/calendar/safeLink";
import { EventPeople } from "./EventPeople";

const MERGE_REASONS: Record<NonNullable<UnifiedEvent["merge"]>["reason"], string> = {
  "ical-uid": "both copies carry the same meeting id",
  "time-title-organizer": "both copies have the same start, end, title and organizer",
  "time-title-place":
    "both have the same start, title and place, and one copy is your own (a sync tool's, or kept from before a change)",
};

const SIGNAL_KINDS: Readonly<Record<Signal["kind"], string>> = {
  physical: "of a place",
  online: "of an online meeting",
  attendance: "of your answer",
};

export interface EventDetailsProps {
  event: UnifiedEvent;
  onUnmerge?: (event: UnifiedEvent) => void;
  busy?: boolean;
}

export function EventDetails({ event, onUnmerge, busy }: EventDetailsProps) {
  return (
    <div sx={{ display: "grid", gap: 2, pt: 2, fontSize: 1 }}>
      {event.merge && (
        <p sx={{ m: 0 }}>
          The same meeting is in both calendars (Microsoft and Google): {MERGE_REASONS[event.merge.reason]}.{" "}
          <span sx={{ color: "muted" }}>{event.merge.detail}</span>
        </p>
      )}
      <dl
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: ["1fr", "max-content 1fr"],
          columnGap: 3,
          rowGap: 1,
          "& dt": { fontWeight: "bold" },
          "& dd": { m: 0 },
        }}
      >
        <dt>The calendar says</dt>
        <dd>{CLASS_LABELS[event.class]}</dd>
        <dt>Your answer</dt>
        <dd>{ATTENDANCE_LABELS[event.attendance]}</dd>
        {event.timeZone && (
          <>
            <dt>Scheduled in</dt>
            <dd>{event.timeZone}</dd>
          </>
        )}
        {event.seriesId && (
          <>
            <dt>Recurring</dt>
            <dd>One occurrence of a series</dd>
          </>
        )}
      </dl>
      <EventPeople event={event} />
      <div>
        <p sx={{ fontWeight: "bold", m: 0 }}>Sources</p>
        <ul sx={{ m: 0, pl: 4 }}>
          {event.sources.map((source) => {
            const href = safeLink(source.webLink);
            return (
              <li key={`${source.provider}:${source.id}`}>
                {PROVIDER_LABELS[source.provider]}
                {href && (
                  <>
                    {": "}
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      open in {PROVIDER_LABELS[source.provider]} (new tab)
                    </a>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <p sx={{ fontWeight: "bold", m: 0 }}>Why the calendar says so</p>
        {event.signals.length === 0 ? (
          <p sx={{ m: 0 }}>No signal was found: no room, address or meeting link.</p>
        ) : (
          <ul sx={{ m: 0, pl: 4 }}>
            {event.signals.map((signal) => (
              <li key={`${signal.kind}:${signal.code}:${signal.detail ?? ""}`}>
                {signal.label}
                {signal.detail ? ` (${signal.detail})` : ""}{" "}
                <span sx={{ color: "muted" }}>
                  — a {signal.strength} sign {SIGNAL_KINDS[signal.kind]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {onUnmerge && event.sources.length > 1 && (
        <div>
          <Button variant="secondary" busy={busy} onClick={() => onUnmerge(event)}>
            Un-merge: show the two copies apart
          </Button>
        </div>
      )}
    </div>
  );
}

export default EventDetails;
