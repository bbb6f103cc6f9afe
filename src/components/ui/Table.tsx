/**
 * The site's data table: a plain `<table>` in one of three looks (tableStyles.ts), with an optional caption
 * (shown, or read by screen readers only) and the column headers as `<th scope="col">`. Rows are the caller's `<tr>`s;
 * a row that has a name starts with a `<th scope="row">` (https://www.w3.org/WAI/tutorials/tables/).
 *
 * The table sits in a box that scrolls sideways when the table is wider than the screen, so the page itself never
 * does. The box is a named, focusable region, so keyboard users can scroll it too (the "responsive tables" pattern),
 * from the server's HTML on: no script measures whether it scrolls.
 */
import React, { useId } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { BOX_STYLES, TABLE_STYLES, type TableVariant } from "./tableStyles";

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
