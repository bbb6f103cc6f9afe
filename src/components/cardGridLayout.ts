/**
 * The card grid's rule: no card is left alone on the last row at any breakpoint (10 offerings in 3 columns would
 * leave one). The grid has as many tracks as every column count divides (6 for 1, 2 and 3 columns), so a card can
 * span a third, a half or the whole row. Normally every card spans tracks/columns; when the last row would hold one
 * card, it borrows one from the row above (3 + 1 becomes 2 + 2); a short last row is stretched to fill its row, and
 * in two columns an odd last card takes the whole row. Pure, so the rule is tested without a browser.
 */

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Tracks of the grid: the least common multiple of the column counts. */
export function trackCount(columnsPerBreakpoint: readonly number[]): number {
  return columnsPerBreakpoint.reduce((l, c) => (l * c) / gcd(l, c), 1);
}

/** How many tracks each of `count` cards spans in a grid of `columns` columns over `tracks` tracks. */
export function cardSpans(count: number, columns: number, tracks: number): number[] {
  const base = tracks / columns;
  const spans = Array.from({ length: count }, () => base);
  const rest = count % columns;
  if (columns === 1 || rest === 0) return spans;
  const fill = (from: number, cards: number) => {
    // A share that does not divide the tracks keeps the normal width (never a card wider than its neighbors' sum).
    if (tracks % cards !== 0) return;
    for (let i = from; i < from + cards; i++) spans[i] = tracks / cards;
  };
  if (rest === 1 && columns >= 3 && count > columns) {
    // Borrow one card from the full row above: …, columns - 1, 2.
    fill(count - columns - 1, columns - 1);
    fill(count - 2, 2);
  } else {
    fill(count - rest, rest);
  }
  return spans;
}

export interface GridLayout {
  tracks: number;
  /** spans[card][breakpoint] */
  spans: number[][];
}

export function gridLayout(count: number, columnsPerBreakpoint: readonly number[]): GridLayout {
  const tracks = trackCount(columnsPerBreakpoint);
  const perBreakpoint = columnsPerBreakpoint.map((columns) => cardSpans(count, columns, tracks));
  return { tracks, spans: Array.from({ length: count }, (_, i) => perBreakpoint.map((s) => s[i]!)) };
}
