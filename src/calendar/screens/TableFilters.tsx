/** The events table's filters (quarter, month, calendar, verdict) and sort, each a labeled select. */
import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { DEFAULT_TABLE, type TableQuery, type TableSort } from "../../../core/calendar/model";
import { formatMonth } from "../../../core/time/format";

const SORTS: Record<TableSort, string> = {
  date: "Date, oldest first",
  "-date": "Date, newest first",
  "-hours": "Hours, most first",
  hours: "Hours, fewest first",
  title: "Title, A to Z",
};

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} sx={{ variant: "forms.label", fontSize: 1 }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ variant: "forms.input", width: "auto", minWidth: 120, py: 1 }}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TableFilters({
  year,
  lastMonth,
  table,
  onTable,
}: {
  year: number;
  /** The report's last month (the table has no later events). */
  lastMonth: number;
  table: TableQuery;
  onTable: (table: TableQuery) => void;
}) {
  const set = <K extends keyof TableQuery>(name: K, value: TableQuery[K] | undefined) => {
    const next = { ...table };
    if (value === undefined) delete next[name];
    else next[name] = value;
    onTable(next);
  };
  const quarters = Math.ceil(lastMonth / 3);
  const filtered = table.quarter ?? table.month ?? table.source ?? table.verdict;
  return (
    <div
      role="group"
      aria-label="Filter and sort the events"
      sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "flex-end", mb: 3 }}
    >
      <Choice
        label="Quarter"
        value={String(table.quarter ?? "")}
        options={[["", "All"], ...Array.from({ length: quarters }, (_, i) => [String(i + 1), `Q${i + 1}`] as const)]}
        onChange={(v) => set("quarter", v ? (Number(v) as 1 | 2 | 3 | 4) : undefined)}
      />
      <Choice
        label="Month"
        value={String(table.month ?? "")}
        options={[
          ["", "All"],
          ...Array.from({ length: lastMonth }, (_, i) => [String(i + 1), formatMonth(year, i + 1)] as const),
        ]}
        onChange={(v) => set("month", v ? Number(v) : undefined)}
      />
      <Choice
        label="Calendar"
        value={table.source ?? ""}
        options={[
          ["", "All"],
          ["microsoft", "Microsoft only"],
          ["google", "Google only"],
          ["both", "In both"],
        ]}
        onChange={(v) => set("source", v === "" ? undefined : (v as TableQuery["source"]))}
      />
      <Choice
        label="Verdict"
        value={table.verdict ?? ""}
        options={[
          ["", "All"],
          ["counted", "Counted"],
          ["not_counted", "Not counted"],
        ]}
        onChange={(v) => set("verdict", v === "" ? undefined : (v as TableQuery["verdict"]))}
      />
      <Choice
        label="Sort"
        value={table.sort}
        options={Object.entries(SORTS)}
        onChange={(v) => set("sort", v as TableSort)}
      />
      {filtered !== undefined && (
        <Button variant="ghost" onClick={() => onTable({ sort: table.sort ?? DEFAULT_TABLE.sort })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

export default TableFilters;
