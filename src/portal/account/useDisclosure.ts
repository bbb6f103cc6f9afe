/**
 * A form shown on demand in place of the button that opens it ('Edit profile', 'Change password'): opening moves
 * focus to the form's first field, closing it (Cancel, or done) gives focus back to the button, which is back on
 * the page by then. Keeps the account page short: each form takes room only while it is used.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  // What to focus after the next render: the panel's first field, the opener, or nothing (the first render).
  const focusNext = useRef<"panel" | "opener" | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "panel")
      panel.current?.querySelector<HTMLElement>("input:not([type='hidden']):not([hidden])")?.focus();
    if (target === "opener") opener.current?.focus();
  }, [open]);

  const show = useCallback(() => {
    focusNext.current = "panel";
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    focusNext.current = "opener";
    setOpen(false);
  }, []);

  return { open, show, hide, opener, panel };
}
