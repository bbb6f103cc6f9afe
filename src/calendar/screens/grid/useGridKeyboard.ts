/**
 * A roving tabindex over a calendar grid: one item is in the tab order (today's first, until the user moves), the
 * arrow keys move focus as `gridNavigation` says, and the grid keeps those keys to itself so the page's own
 * arrow-key shortcuts (previous / next period) do not fire while focus is inside the grid.
 */
import React, { useCallback, useRef, useState } from "react";
import { GRID_KEYS, nextItemId, type NavColumns } from "./gridNavigation";

export interface GridItemProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex: 0 | -1;
  onFocus: () => void;
  "data-grid-item": string;
}

export function useGridKeyboard(
  columns: NavColumns,
  { weekLength, startColumn = 0 }: { weekLength?: number; startColumn?: number } = {},
) {
  const [chosen, setChosen] = useState<string | undefined>();
  const elements = useRef(new Map<string, HTMLElement>());
  const known = columns.some((items) => items.some((item) => item.id === chosen));
  // The item that was focused last, while it is still shown; else the first of the start column (today).
  const activeId = known ? chosen : (columns[startColumn]?.[0]?.id ?? columns[0]?.[0]?.id);

  const itemProps = useCallback(
    (id: string): GridItemProps => ({
      ref: (element) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      },
      tabIndex: id === activeId ? 0 : -1,
      onFocus: () => setChosen(id),
      "data-grid-item": id,
    }),
    [activeId],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    // From the item holding focus (the roving state may not have caught up with a focus change yet).
    const current = (event.target as Element).closest("[data-grid-item]")?.getAttribute("data-grid-item") ?? activeId;
    const next = current === undefined ? undefined : nextItemId(columns, current, event.key, weekLength);
    if (next === undefined) return;
    setChosen(next);
    elements.current.get(next)?.focus();
  };

  return { activeId, itemProps, onKeyDown };
}

export default useGridKeyboard;
