/**
 * The calendar's legend, which is also its filter: one toggle per source (Microsoft, Google, a meeting in both) with
 * the color its events' edges have; a source switched off is hidden from the grids and the list, and from the count.
 */
import type { SourceFilter } from "../../../core/calendar/model";
import { SOURCE_COLORS, SOURCE_NAMES } from "./grid/sourceColors";

const SOURCES: readonly SourceFilter[] = ["microsoft", "google", "both"];

export function SourceLegend({
  hidden,
  onToggle,
}: {
  hidden: ReadonlySet<SourceFilter>;
  onToggle: (source: SourceFilter) => void;
}) {
  return (
    <div role="group" aria-label="Calendars shown" sx={{ display: "flex", flexWrap: "wrap", gap: 1, fontSize: 1 }}>
      {SOURCES.map((source) => {
        const on = !hidden.has(source);
        return (
          <button
            key={source}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(source)}
            sx={{
              display: "inline-flex",
              alignItems: "center",
              gap: 1,
              minHeight: 32,
              px: 2,
              font: "inherit",
              color: on ? "text" : "muted",
              bg: on ? "paper" : "transparent",
              border: "1px solid",
              borderColor: on ? "border" : "transparent",
              borderRadius: "round",
              cursor: "pointer",
              textDecoration: on ? "none" : "line-through",
            }}
          >
            <span
              aria-hidden="true"
              sx={{
                width: 12,
                height: 12,
                borderRadius: "small",
                border: "2px solid",
                borderColor: SOURCE_COLORS[source],
                bg: on ? SOURCE_COLORS[source] : "transparent",
              }}
            />
            {SOURCE_NAMES[source]}
          </button>
        );
      })}
    </div>
  );
}

export default SourceLegend;
