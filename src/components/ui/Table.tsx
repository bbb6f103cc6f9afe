/**
 * The site's data table: a plain `<table>` in one of three looks (TABLE_STYLES), with an optional caption
 * (shown, or read by screen readers only) and the column headers as `<th scope="col">`. Rows are the caller's `<tr>`s;
 * a row that has a name starts with a `<th scope="row">` (https://www.w3.org/WAI/tutorials/tables/).
 *
 * The table sits in a box that scrolls sideways when the table is wider than the screen, so the page itself never
 * does. The box is a named, focusable region, so keyboard users can scroll it too (the "responsive tables" pattern),
 * from the server's HTML on: no script measures whether it scrolls.
 */
import React, { useId } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { scrollCue } from "../docs/scrollCue";

/** A table cell of any look: a rule under each row. */
const cell = {
  textAlign: "left",
  verticalAlign: "top",
  borderBottom: "1px solid",
  borderColor: "border",
} as const;

/**
 * Every table on the site is one of these, by what it holds. Kept here rather than in the theme, which every page
 * loads: most pages have no table.
 */
const TABLE_STYLES = {
  /** Tables in Markdown text (docs, offerings): body type, roomy cells. */
  prose: { width: "100%", borderCollapse: "collapse", "th, td": { ...cell, p: 2 } },
  /** Lists of records with actions (the portal's users, audit trail, devices and passkeys): small type, column
   * headers on one line, a muted caption. */
  primary: {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: 1,
    caption: { textAlign: "left", color: "muted", pb: 2 },
    "th, td": { ...cell, p: 2 },
    "thead th": { fontWeight: "bold", whiteSpace: "nowrap" },
  },
  /** A chart's figures (the calendar's month table): short rows, a bold caption. */
  compact: {
    width: "100%",
    borderCollapse: "collapse",
    caption: { textAlign: "left", fontWeight: "bold", mb: 1 },
    "th, td": { ...cell, px: 2, py: 1 },
  },
} satisfies Record<string, ThemeUIStyleObject>;

export type TableVariant = keyof typeof TABLE_STYLES;

/** The box a table scrolls in. Positioned, so text hidden for screen readers inside (absolutely positioned) is
 * clipped by the box too instead of widening the page where the table runs past the screen. */
const BOX_STYLES = { overflowX: "auto", maxWidth: "100%", position: "relative" } as const;

/**
 * The class of a table in HTML the build wrote from MDX (src/components/mdxComponents.tsx): the same box and prose
 * look, styled by the body that shows the HTML (PROSE_TABLE_STYLES), with a shadow at the side where it goes on.
 */
export const PROSE_TABLE_CLASS = "prose-table";

export const PROSE_TABLE_STYLES: ThemeUIStyleObject = {
  [`.${PROSE_TABLE_CLASS}`]: { ...BOX_STYLES, my: 3, ...scrollCue("background"), table: TABLE_STYLES.prose },
};

export interface TableProps {
  /** The table's name: shown above it, or only read out with `hideCaption`. */
  caption?: React.ReactNode;
  hideCaption?: boolean;
  /** The column headers, left to right. Without them, `children` are the whole table (thead and tbody: Markdown's). */
  columns?: readonly React.ReactNode[];
  /** The scroll region's name; default: the caption, or "Table (scrolls sideways)" without one. */
  scrollLabel?: string;
  /** Which of TABLE_STYLES. */
  variant?: TableVariant;
  /** From `sx` on the Table: it styles the box (margins), not the table, whose look is the variant. */
  className?: string;
  /** The body rows (`<tr>`), or the table's sections when there are no `columns`. */
  children: React.ReactNode;
}

export function Table({
  caption,
  hideCaption = false,
  columns,
  scrollLabel,
  variant = "primary",
  className,
  children,
}: TableProps) {
  const captionId = useId();
  const hasCaption = caption !== undefined && caption !== null;
  const label = scrollLabel ?? (hasCaption ? undefined : "Table (scrolls sideways)");
  return (
    <div
      className={className}
      sx={BOX_STYLES}
      role="region"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={label ? undefined : captionId}
    >
      {/* An own `caption` style replaces the variant's whole: a hidden caption keeps none of its padding. */}
      <table sx={{ ...TABLE_STYLES[variant], ...(hideCaption ? { caption: visuallyHidden } : {}) }}>
        {hasCaption && <caption id={captionId}>{caption}</caption>}
        {columns ? (
          <>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </>
        ) : (
          children
        )}
      </table>
    </div>
  );
}

export default Table;
