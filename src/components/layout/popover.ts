/**
 * The HTML `popover` attributes the header's menus are built on: the browser opens and closes them from the first
 * paint, with or without JavaScript (Escape and a tap outside close them, focus goes back to the button). React 18
 * does not know these attributes by name, so they are passed through as plain lowercase attributes.
 */
import { useEffect, useState, type RefObject } from "react";

/** Makes an element a popover that closes the others (`auto`). */
export const popover = { popover: "auto" } as Record<string, string>;

/** Makes a button open, close or toggle the popover with `id`. */
export function popoverTarget(id: string, action: "toggle" | "hide" | "show" = "toggle"): Record<string, string> {
  return action === "toggle" ? { popovertarget: id } : { popovertarget: id, popovertargetaction: action };
}

/** Closes a popover (after a client-side navigation nothing else would). No-op where popovers are unknown. */
export function hidePopover(element: HTMLElement | null | undefined): void {
  if (element && isOpen(element)) element.hidePopover();
}

/**
 * Whether the popover is open, for `aria-expanded`: undefined until the page runs (the server and the hydrating
 * render leave the attribute out, and the browser reports the state of a popover's button itself), then following
 * the browser's `toggle` events, however the popover was opened.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement>): boolean | undefined {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const sync = () => setOpen(isOpen(element));
    sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, [ref]);
  return open;
}

/** Whether the popover is shown; false where popovers are unknown (jsdom), whose selector would throw. */
export function isOpen(element: HTMLElement): boolean {
  return typeof element.showPopover === "function" && element.matches(":popover-open");
}
