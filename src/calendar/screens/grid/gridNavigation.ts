/**
 * Where an arrow key moves focus in a calendar grid, pure so it is tested as a table. The grid is a row of day
 * columns, each a list of focusable items (its events, or the day itself when it has none): Left / Right move to
 * the neighboring day, to the item nearest in time; Up / Down move through the day's items; Home / End go to the
 * first / last day of the row. In a month (`weekLength` 7), Up from a day's first item and Down from its last go to
 * the same weekday in the week above or below, as in any month calendar.
 */

export interface NavItem {
  id: string;
  /** Where it sits in its day, for 'nearest in time': a start minute; all-day -1; '+N more' after the rest. */
  position: number;
}

export type NavColumns = readonly (readonly NavItem[])[];

function find(columns: NavColumns, id: string): { column: number; row: number } | undefined {
  for (let column = 0; column < columns.length; column++) {
    const row = columns[column]?.findIndex((item) => item.id === id) ?? -1;
    if (row >= 0) return { column, row };
  }
  return undefined;
}

function nearest(items: readonly NavItem[] | undefined, position: number): string | undefined {
  let best: NavItem | undefined;
  for (const item of items ?? []) {
    if (!best || Math.abs(item.position - position) < Math.abs(best.position - position)) best = item;
  }
  return best?.id;
}

/** The item `key` moves focus to from `currentId`, or undefined when the key does not move it (or nothing is there). */
export function nextItemId(
  columns: NavColumns,
  currentId: string,
  key: string,
  weekLength?: number,
): string | undefined {
  const at = find(columns, currentId);
  if (!at) return undefined;
  const items = columns[at.column] ?? [];
  const position = items[at.row]?.position ?? 0;
  const rowStart = weekLength ? at.column - (at.column % weekLength) : 0;
  const rowEnd = weekLength ? Math.min(columns.length, rowStart + weekLength) - 1 : columns.length - 1;
  switch (key) {
    case "ArrowLeft":
      return nearest(columns[at.column - 1], position);
    case "ArrowRight":
      return nearest(columns[at.column + 1], position);
    case "Home":
      return nearest(columns[rowStart], position);
    case "End":
      return nearest(columns[rowEnd], position);
    case "ArrowUp":
      if (at.row > 0) return items[at.row - 1]?.id;
      return weekLength ? columns[at.column - weekLength]?.at(-1)?.id : undefined;
    case "ArrowDown":
      if (at.row < items.length - 1) return items[at.row + 1]?.id;
      return weekLength ? columns[at.column + weekLength]?.[0]?.id : undefined;
    default:
      return undefined;
  }
}

/** Keys the grid keeps for itself while focus is inside it, even where they move nothing (an edge). */
export const GRID_KEYS: ReadonlySet<string> = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);
