/**
 * The year's past events as a table grouped by quarter, each quarter's header with its figures and lock, filtered
 * and sorted by the functions (a page of rows at a time). Every quarter's header shows on every page; a quarter
 * whose rows are on another page says so with a button to go there.
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import {
  REPORT_PAGE_ROWS,
  type LockView,
  type LockableQuarter,
  type QuarterRows,
  type ReportRow,
  type RowPage,
  type TableQuery,
} from "../../../core/calendar/model";
import { EventTableRow } from "./EventTableRow";
import { QuarterHeader } from "./QuarterHeader";
import { RowPager } from "./RowPager";
import { TableFilters } from "./TableFilters";

export interface EventsTableProps {
  year: number;
  lastMonth: number;
  timeZone: string;
  page: RowPage;
  quarters: readonly QuarterRows[];
  /** The filters and sort chosen (the controls'). */
  table: TableQuery;
  /** The ones the rows on screen were made with (the answer's): the next answer may still be on its way. */
  shownTable: TableQuery;
  onTable: (table: TableQuery) => void;
  onPage: (page: number) => void;
  locks: readonly LockView[];
  lockable: readonly LockableQuarter[];
  blocked?: string;
}

const COLUMNS = ["Date", "Time", "Title", "Hours", "Place", "Verdict", "Calendar"] as const;

function ariaSort(column: string, table: TableQuery): React.AriaAttributes["aria-sort"] {
  const sort = table.sort;
  if (column === "Date" && (sort === "date" || sort === "-date")) return sort === "date" ? "ascending" : "descending";
  if (column === "Hours" && (sort === "hours" || sort === "-hours"))
    return sort === "hours" ? "ascending" : "descending";
  if (column === "Title" && sort === "title") return "ascending";
  return undefined;
}

export function EventsTable(props: EventsTableProps) {
  const { year, lastMonth, timeZone, page, quarters, table, shownTable, onTable, onPage, locks, lockable, blocked } =
    props;
  const offset = page.page * REPORT_PAGE_ROWS;
  const rowsOf = (quarter: QuarterRows): ReportRow[] =>
    page.rows.filter((_, i) => offset + i >= quarter.first && offset + i < quarter.first + quarter.rows);
  const shown = quarters.filter((q) => shownTable.quarter === undefined || q.index === shownTable.quarter);
  return (
    <section aria-labelledby="ut-events" sx={{ mb: 5 }}>
      <h2 id="ut-events" sx={{ fontSize: 5 }}>
        Events of {year} ({page.total})
      </h2>
      <TableFilters year={year} lastMonth={lastMonth} table={table} onTable={onTable} />
      <Table caption={`Past events of ${year}, by quarter`} hideCaption variant="primary">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" aria-sort={ariaSort(column, shownTable)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {shown.map((quarter) => {
          const rows = rowsOf(quarter);
          const firstPage = Math.floor(quarter.first / REPORT_PAGE_ROWS);
          return (
            <tbody key={quarter.quarter}>
              <tr>
                <th colSpan={COLUMNS.length} scope="rowgroup" sx={{ bg: "paper", pt: 3 }}>
                  <QuarterHeader
                    quarter={quarter}
                    lock={locks.find((l) => l.quarter === quarter.quarter)}
                    lockable={lockable.find((l) => l.quarter === quarter.quarter)}
                    blocked={blocked}
                  />
                </th>
              </tr>
              {rows.map((row) => (
                <EventTableRow key={row.key} row={row} timeZone={timeZone} />
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} sx={{ color: "muted" }}>
                    {quarter.rows === 0 ? (
                      "No event of this quarter matches."
                    ) : (
                      <>
                        {quarter.rows} {quarter.rows === 1 ? "event" : "events"} on{" "}
                        {firstPage < page.page ? "an earlier" : "a later"} page.{" "}
                        <Button variant="ghost" onClick={() => onPage(firstPage)}>
                          Show {quarter.quarter}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </Table>
      <RowPager page={page} label="Events" onPage={onPage} />
    </section>
  );
}

export default EventsTable;
