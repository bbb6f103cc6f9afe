const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute("hidden"));
}

/**
 * Keeps Tab and Shift+Tab inside `container` (among its focusable elements that pass `include`): from the last element Tab wraps to the first and
 * Shift+Tab from the first wraps to the last. Returns true when it moved focus.
 */
export function trapTab(
  event: KeyboardEvent | React.KeyboardEvent,
  container: HTMLElement,
  include: (element: HTMLElement) => boolean = () => true,
): boolean {
  if (event.key !== "Tab") return false;
  const items = focusableIn(container).filter(include);
  if (items.length === 0) return false;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
