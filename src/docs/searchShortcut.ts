/**
 * The keys that move focus to the docs search from anywhere on a docs page: '/', and Ctrl-K or Cmd-K. Both
 * modifiers work on every platform, so the server-rendered aria-keyshortcuts is true before the platform is known
 * (only the visible hint waits for it). Not while the reader types in a field, where '/' is a character and
 * Ctrl-K may be the field's own (macOS: delete to the end of the line).
 */

/** For aria-keyshortcuts: what the page listens for, whatever the platform. */
export const SEARCH_KEYSHORTCUTS = "/ Control+K Meta+K";

type Keys = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

// Inputs in which keys do not type text.
const NOT_TEXT = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "hidden",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/** Whether keys pressed with focus on `target` belong to it: a text input, a text area, a select, editable content. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // jsdom has no isContentEditable; the attribute is what makes an element (or its ancestor) editable.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Whether this key press asks for the search: '/' alone (Shift allowed, as some layouts need it), or Ctrl/Cmd-K. */
export function isSearchShortcut(event: Keys): boolean {
  if (event.altKey) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey;
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "k";
}

/** Whether a keydown seen by the document should focus the search. */
export function focusesSearch(event: KeyboardEvent): boolean {
  return !event.defaultPrevented && !event.isComposing && isSearchShortcut(event) && !isTextField(event.target);
}

/** The visible hint's modifier: ⌘ on Apple systems, Ctrl elsewhere. */
export function modifierLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? "⌘" : "Ctrl+";
}
