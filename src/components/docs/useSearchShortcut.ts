/**
 * '/' and Ctrl/Cmd-K focus the docs search from anywhere on the page (the rule: src/docs/searchShortcut.ts). One
 * listener on the document while the search box is mounted, i.e. on every docs page. Returns the hint's modifier,
 * 'Ctrl+' until the platform is read after hydration (the server cannot know it; ⌘ on Apple systems).
 */
import { useEffect, useState, type RefObject } from "react";
import { focusesSearch, modifierLabel } from "../../docs/searchShortcut";

export function useSearchShortcut(input: RefObject<HTMLInputElement>): string {
  const [modifier, setModifier] = useState(() => modifierLabel(""));
  useEffect(() => {
    // userAgentData is Chromium's newer source; navigator.platform is deprecated but everywhere.
    const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
    setModifier(modifierLabel(data?.platform || navigator.platform || ""));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!input.current || !focusesSearch(event)) return;
      // Not typed into the box, nor taken by the browser (Firefox's quick find on '/', the browser's own search box on Ctrl-K).
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [input]);
  return modifier;
}
