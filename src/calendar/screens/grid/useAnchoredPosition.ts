/**
 * Places a floating element (an event's details) beside the element it belongs to, as Google Calendar and Outlook
 * place theirs: to the right of the event, else to its left, else below or above, kept inside the window and as
 * tall as the room there allows, following scrolling and resizing. Floating UI does the geometry (a fixed
 * strategy: a modal <dialog> sits in the top layer, outside every scrolling box). Off (`anchor` null) the element
 * keeps its own placement: the centerd dialog of a phone.
 */
import { useLayoutEffect, useState, type RefObject } from "react";
import { autoUpdate, computePosition, flip, offset, shift, size } from "@floating-ui/dom";

export interface AnchoredPosition {
  left: number;
  top: number;
  maxHeight: number;
}

const GAP = 8;
const MARGIN = 8;

export function useAnchoredPosition(
  floating: RefObject<HTMLElement>,
  anchor: HTMLElement | null,
): AnchoredPosition | null {
  const [position, setPosition] = useState<AnchoredPosition | null>(null);
  useLayoutEffect(() => {
    const element = floating.current;
    if (!element || !anchor) {
      setPosition(null);
      return undefined;
    }
    let maxHeight = window.innerHeight - 2 * MARGIN;
    const place = () => {
      void computePosition(anchor, element, {
        strategy: "fixed",
        placement: "right-start",
        middleware: [
          offset(GAP),
          flip({ fallbackPlacements: ["left-start", "bottom", "top"], padding: MARGIN }),
          shift({ padding: MARGIN }),
          size({
            padding: MARGIN,
            apply: ({ availableHeight }) => {
              maxHeight = Math.max(160, Math.floor(availableHeight));
            },
          }),
        ],
      }).then(({ x, y }) => setPosition({ left: Math.round(x), top: Math.round(y), maxHeight }));
    };
    return autoUpdate(anchor, element, place);
  }, [floating, anchor]);
  return position;
}

export default useAnchoredPosition;
