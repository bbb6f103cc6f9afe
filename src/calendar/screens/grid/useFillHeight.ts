/**
 * The height that takes a box from where it starts on the page to the bottom of the window: the time grid fills
 * the rest of the first screen, under the page's heading and the calendar's toolbar, and is the one thing that
 * scrolls there (as a calendar app's grid is). Measured again when the window or the content above changes size
 * (a banner, a notice, the toolbar wrapping). Undefined before it is measured (server rendering, jsdom): the box
 * keeps its CSS fallback.
 */
import { useLayoutEffect, useState, type RefObject } from "react";

/** Never shorter than this: a phone held sideways still shows a few hours. */
const MIN_PX = 320;
/** Room under the box, so its border and rounded corners show. */
const BOTTOM_PX = 8;

export function useFillHeight(box: RefObject<HTMLElement>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_PX, Math.floor(window.innerHeight - top - BOTTOM_PX)));
    };
    measure();
    // Everything above the box (the earlier siblings of it and of each of its ancestors): their sizes move its top;
    // the box's own height does not, so setting it never measures again.
    const observer = new ResizeObserver(measure);
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling)
        observer.observe(before);
    }
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [box]);
  return height;
}

export default useFillHeight;
