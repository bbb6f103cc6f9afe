/**
 * The per-month series as plain SVG bars (count and hours side by side per month), with the same figures as a
 * table for screen readers and anyone who prefers numbers. Theme colors only, so it reads in both modes; the
 * two series also differ in fill pattern (solid vs outlined), not color alone.
 */
import { Table } from "../../components/ui/Table";
import type { MonthFigure } from "../../../core/calendar/report/report";
import { formatMonth, formatMonthShort } from "../../../core/time/format";

const HEIGHT = 160;
const BAR = 12;
const GROUP = 44;

export function MonthChart({ months }: { months: readonly MonthFigure[] }) {
  const maxCount = Math.max(1, ...months.map((m) => m.count));
  const maxHours = Math.max(1, ...months.map((m) => m.hours));
  const width = Math.max(GROUP * months.length, GROUP);
  return (
    <figure sx={{ m: 0 }}>
      <div sx={{ overflowX: "auto" }}>
        <svg
          role="img"
          aria-labelledby="ut-chart-title"
          viewBox={`0 0 ${width} ${HEIGHT + 24}`}
          width={width}
          height={HEIGHT + 24}
          sx={{ display: "block", maxWidth: "100%", height: "auto", color: "text" }}
        >
          <title id="ut-chart-title">
            In-person events and hours per month:{" "}
            {months.map((m) => `${formatMonth(m.year, m.month)} ${m.count} events, ${m.hours} hours`).join("; ")}
          </title>
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeWidth={1} />
          {months.map((m, index) => {
            const x = index * GROUP + 8;
            const countHeight = (m.count / maxCount) * (HEIGHT - 8);
            const hoursHeight = (m.hours / maxHours) * (HEIGHT - 8);
            return (
              <g key={m.month}>
                <rect x={x} y={HEIGHT - countHeight} width={BAR} height={countHeight} sx={{ fill: "primary" }} />
                <rect
                  x={x + BAR + 2}
                  y={HEIGHT - hoursHeight + 1}
                  width={BAR - 2}
                  height={Math.max(0, hoursHeight - 1)}
                  sx={{ fill: "background", stroke: "text", strokeWidth: 2 }}
                />
                <text x={x + BAR} y={HEIGHT + 16} textAnchor="middle" fontSize={11} fill="currentColor">
                  {formatMonthShort(m.month)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption sx={{ fontSize: 1, color: "muted", display: "flex", gap: 3, flexWrap: "wrap" }}>
        <span>
          <span aria-hidden="true" sx={{ display: "inline-block", width: 12, height: 12, bg: "primary", mr: 1 }} />
          Events (solid; tallest = {maxCount})
        </span>
        <span>
          <span
            aria-hidden="true"
            sx={{ display: "inline-block", width: 12, height: 12, border: "2px solid", borderColor: "text", mr: 1 }}
          />
          Hours (outlined; tallest = {Number(maxHours.toFixed(2))} h)
        </span>
      </figcaption>
      <details sx={{ mt: 2 }}>
        <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
          Show the figures as a table
        </summary>
        <Table
          caption="In-person events per month"
          columns={["Month", "Events", "Hours"]}
          variant="compact"
          sx={{ mt: 2 }}
        >
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.year, m.month)}</th>
              <td>{m.count}</td>
              <td>{m.hours}</td>
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}

export default MonthChart;
