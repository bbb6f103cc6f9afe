/**
 * An event opened: where its copies live, why copies were merged, the signals behind its class and attendance,
 * and for a merged meeting the way to split it apart again (the user knows better than the matcher).
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import type { UnifiedEvent } from "../../../core/calendar/model";
import { ATTENDANCE_LABELS, CLASS_LABELS, PROVIDER_LABELS } from "../../../core/calendar/labels";
import { safeLink } from "../../../core/calendar/safeLink";

const MERGE_REASONS: Record<NonNullable<UnifiedEvent["merge"]>["reason"], string> = {
  "ical-uid": "Same meeting id (iCalendar UID) in both calendars",
  "time-title-organizer": "Same start, end, title and organiser in both calendars",
  "time-title-place": "Same start, title and place; one copy is your own (a sync tool's, or kept from before a change)",
};

export interface EventDetailsProps {
  event: UnifiedEvent;
  onUnmerge?: (event: UnifiedEvent) => void;
  busy?: boolean;
}

export function EventDetails({ event, onUnmerge, busy }: EventDetailsProps) {
  return (
    <div sx={{ display: "grid", gap: 2, pt: 2, fontSize: 1 }}>
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
        <dt>Class</dt>
        <dd>{CLASS_LABELS[event.class]}</dd>
        <dt>Your attendance</dt>
        <dd>{ATTENDANCE_LABELS[event.attendance]}</dd>
        {event.organizer && (
          <>
            <dt>Organiser</dt>
            <dd>{event.organizer.self ? "You" : (event.organizer.name ?? event.organizer.email)}</dd>
          </>
        )}
        <dt>Attendees</dt>
        <dd>{event.attendeeCount}</dd>
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
        {event.merge && (
          <>
            <dt>Merged because</dt>
            <dd>
              {MERGE_REASONS[event.merge.reason]} ({event.merge.detail})
            </dd>
          </>
        )}
      </dl>
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
        <p sx={{ fontWeight: "bold", m: 0 }}>Why it is classed this way</p>
        {event.signals.length === 0 ? (
          <p sx={{ m: 0 }}>No signal was found: no room, address or meeting link.</p>
        ) : (
          <ul sx={{ m: 0, pl: 4 }}>
            {event.signals.map((signal) => (
              <li key={`${signal.kind}:${signal.code}:${signal.detail ?? ""}`}>
                {signal.label}
                {signal.detail ? ` (${signal.detail})` : ""}{" "}
                <span sx={{ color: "muted" }}>
                  — {signal.kind}, {signal.strength}
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
