/**
 * An event opened from a grid: a modal <dialog> with its time, calendars, chips, place and join link, its addresses
 * with a map link, 'count it as in person / not in person', and the agenda's details (people and their answers,
 * sources, why it is classed so, un-merge). On a wide screen it opens beside the event, as a calendar's popover
 * does, and a click outside it closes it; on a phone it is centerd. Focus moves to its title when it opens; Escape
 * or Close shut it and give focus back to the event that opened it. Where `showModal` is missing (jsdom), it opens
 * as a plain open dialog and Escape is handled here.
 */
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/Button";
import type { PreferencesResponse, UnifiedEvent, VerdictOverride } from "../../../../core/calendar/model";
import { formatEventWhen } from "../../../../core/time/gridFormat";
import { EventBadges } from "../EventBadges";
import { EventDetails } from "../EventDetails";
import { EventPlace, hasPlace } from "../EventPlace";
import { CountAsSwitch } from "../CountAsSwitch";
import { EventMapLinks } from "../EventMapLinks";
import { eventTitle } from "./eventLabel";
import { useAnchoredPosition } from "./useAnchoredPosition";
import { useMediaQuery } from "./useMediaQuery";

/** From this width the details open beside the event; below it, centerd. */
export const ANCHORED_QUERY = "(min-width: 56em)";

export interface EventDialogProps {
  event: UnifiedEvent;
  timeZone: string;
  /** The element focus goes back to when the user closes the dialog: the event, which it opens beside. */
  returnFocus: HTMLElement | null;
  /** The person's override of this event, if any. */
  override?: VerdictOverride;
  /** The preferences after 'count it as' changed the override. */
  onSaved: (preferences: PreferencesResponse) => void;
  onClose: () => void;
  onUnmerge: (event: UnifiedEvent) => void;
  unmerging: boolean;
}

export function EventDialog({
  event,
  timeZone,
  returnFocus,
  override,
  onSaved,
  onClose,
  onUnmerge,
  unmerging,
}: EventDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const wide = useMediaQuery(ANCHORED_QUERY);
  const position = useAnchoredPosition(dialog, wide && returnFocus?.isConnected ? returnFocus : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const canceled = event.status === "canceled";
  const declined = event.attendance === "declined";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    heading.current?.focus();
    return () => {
      if (element.open && typeof element.close === "function") element.close();
    };
  }, []);

  // The page behind is inert while the modal is open: close it first, then focus can go back to the event.
  const close = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === "function") element.close();
    else element?.removeAttribute("open");
    if (returnFocus?.isConnected) returnFocus.focus();
    onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog closes on Escape and on its backdrop
    <dialog
      ref={dialog}
      aria-labelledby="ut-event-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && typeof dialog.current?.showModal !== "function") close();
      }}
      // Beside the event, a click outside closes it (the content fills the dialog, so only the backdrop is the
      // dialog itself).
      onClick={(e) => {
        if (position && e.target === dialog.current) close();
      }}
      data-anchored={position ? "" : undefined}
      style={
        position
          ? { margin: 0, inset: "auto", left: position.left, top: position.top, maxHeight: position.maxHeight }
          : undefined
      }
      sx={{
        zIndex: "dialog",
        width: wide ? 440 : "calc(100% - 32px)",
        maxWidth: 600,
        maxHeight: "85vh",
        overflowY: "auto",
        p: 0,
        bg: "background",
        color: "text",
        border: "1px solid",
        borderColor: "muted",
        borderRadius: "default",
        boxShadow: "0 8px 32px rgba(0, 0, 0, 0.35)",
        "&::backdrop": { bg: wide ? "rgba(0, 0, 0, 0.2)" : "rgba(0, 0, 0, 0.55)" },
      }}
    >
      <div sx={{ p: [3, 4] }}>
        <div sx={{ display: "flex", gap: 3, alignItems: "flex-start", justifyContent: "space-between" }}>
          <h2
            id="ut-event-dialog-title"
            ref={heading}
            tabIndex={-1}
            sx={{ mt: 0, mb: 2, fontSize: 4, textDecoration: canceled ? "line-through" : undefined }}
          >
            {eventTitle(event.title)}
          </h2>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </div>
        <p sx={{ mt: 0, mb: 2, color: declined ? "muted" : "text" }}>{formatEventWhen(event, timeZone)}</p>
        <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
          <EventBadges event={event} />
        </div>
        {hasPlace(event) && (
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, fontSize: 1, mb: 2 }}>
            <EventPlace event={event} />
          </div>
        )}
        <EventMapLinks event={event} />
        {event.kind === "event" && event.status !== "canceled" && event.status !== "draft" && (
          <div sx={{ pt: 3 }}>
            <CountAsSwitch event={event} override={override} onSaved={onSaved} />
          </div>
        )}
        <EventDetails event={event} onUnmerge={onUnmerge} busy={unmerging} />
      </div>
    </dialog>
  );
}

export default EventDialog;
