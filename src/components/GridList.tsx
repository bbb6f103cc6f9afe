import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { gridLayout } from "./cardGridLayout";

/**
 * A list laid out by the card grid's rule (one column on phones, two from sm, three from md, never one alone on the
 * last row; cardGridLayout.ts): the trust lists, the partner boxes and the home page's service groups share it.
 * `listSx` adds to the list's style (its gaps), `itemSx` to each item's; `columns` caps the columns per width.
 */
export default function GridList<T>({
  items,
  keyOf,
  renderItem,
  listSx,
  itemSx,
  columns = [1, 2, 3],
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  listSx: ThemeUIStyleObject;
  itemSx?: ThemeUIStyleObject;
  /** Columns on phones, from sm and from md (a narrow sidebar's grid has fewer). */
  columns?: readonly number[];
}) {
  const { tracks, spans } = gridLayout(items.length, columns);
  const spanOf = (i: number) => spans[i]!.map((span) => `span ${span}`);
  // The items' styles from the list (one rule, and one more per item whose span differs from the first's), rather
  // than an `sx` per item: each `sx` element is one more component for the page to hydrate.
  const first = JSON.stringify(spanOf(0));
  const itemRules: ThemeUIStyleObject = {
    "& > li": {
      ...((listSx as Record<string, ThemeUIStyleObject | undefined>)["& > li"] ?? {}),
      gridColumn: items.length ? spanOf(0) : undefined,
      ...itemSx,
    },
  };
  items.forEach((_, i) => {
    if (JSON.stringify(spanOf(i)) !== first) itemRules[`& > li:nth-child(${i + 1})`] = { gridColumn: spanOf(i) };
  });
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        ...listSx,
        gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
        ...itemRules,
      }}
    >
      {items.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
