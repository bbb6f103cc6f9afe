/**
 * Where an event happens, wherever it is shown in full (the list, the details dialog): its locations and, unless it
 * was canceled, its join link (only a link safeLink accepts), named for the event since it opens a new tab.
 */
import type { UnifiedEvent } from "../../../core/calendar/model";
import { safeLink } from "../../../core/calendar/safeLink";
import { VisuallyHidden } from "./VisuallyHidden";
import { eventTitle } from "./grid/eventLabel";

export const JOIN_LABELS: Readonly<Record<NonNullable<UnifiedEvent["online"]>["provider"], string>> = {
  teams: "Join Teams meeting",
  meet: "Join Google Meet",
  zoom: "Join Zoom meeting",
  webex: "Join Webex meeting",
  skype: "Join Skype meeting",
  other: "Join online meeting",
};

function joinLink(event: UnifiedEvent): string | undefined {
  return event.status === "canceled" ? undefined : safeLink(event.online?.url);
}

/** Whether EventPlace has anything to show. */
export function hasPlace(event: UnifiedEvent): boolean {
  return event.locations.length > 0 || joinLink(event) !== undefined;
}

export function EventPlace({ event }: { event: UnifiedEvent }) {
  const joinUrl = joinLink(event);
  return (
    <>
      {event.locations.length > 0 && (
        <span>
          <VisuallyHidden>Location: </VisuallyHidden>
          {event.locations.join("; ")}
        </span>
      )}
      {event.online && joinUrl && (
        <a href={joinUrl} target="_blank" rel="noopener noreferrer">
          {JOIN_LABELS[event.online.provider]}
          <VisuallyHidden> for {eventTitle(event.title)} (new tab)</VisuallyHidden>
        </a>
      )}
    </>
  );
}

export default EventPlace;
