/**
 * The unified view's controls: the view (day, week, month grids or the list), previous / today / next, and in the
 * list the period it lists (a day, a week, a month or a custom period, with its form). The keyboard shortcuts
 * themselves are the page's and the grids'; the hint naming them is shown here, beside the buttons.
 */
import React, { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { addDays } from "../../../core/time/plainDate";
import { customRange, type DateRange, type RangeKind } from "../../../core/time/ranges";
import { VIEWS, type CalendarView } from "./grid/calendarView";

export interface RangeControlsProps {
  view: CalendarView;
  range: DateRange;
  onView: (view: CalendarView) => void;
  /** The list's period kind. */
  onKind: (kind: RangeKind) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  onCustom: (range: DateRange) => void;
}

const LIST_KINDS: readonly { kind: RangeKind; label: string }[] = [
  { kind: "day", label: "A day" },
  { kind: "week", label: "A week" },
  { kind: "month", label: "A month" },
  { kind: "custom", label: "Custom period" },
];

export function RangeControls({ view, range, onView, onKind, onShift, onToday, onCustom }: RangeControlsProps) {
  const [first, setFirst] = useState(range.from);
  const [last, setLast] = useState(addDays(range.to, -1));
  const [error, setError] = useState<string | undefined>();
  const periodId = useId();
  useEffect(() => {
    setFirst(range.from);
    setLast(addDays(range.to, -1));
  }, [range.from, range.to]);
  const unit = range.kind === "custom" ? "period" : range.kind;
  const grid = view !== "list";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = customRange(first, last);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    onCustom(result.range);
  };

  return (
    <div sx={{ display: "grid", gap: 3, mb: 4 }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "center" }}>
        <div role="group" aria-label="View" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {VIEWS.map(({ view: option, label }) => (
            <Button
              key={option}
              variant={view === option ? "primary" : "secondary"}
              aria-pressed={view === option}
              onClick={() => onView(option)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Move through time" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Button variant="secondary" onClick={() => onShift(-1)} aria-keyshortcuts="p ArrowLeft">
            Previous {unit}
          </Button>
          <Button variant="secondary" onClick={onToday} aria-keyshortcuts="t">
            Today
          </Button>
          <Button variant="secondary" onClick={() => onShift(1)} aria-keyshortcuts="n ArrowRight">
            Next {unit}
          </Button>
        </div>
        {!grid && (
          <div sx={{ display: "flex", alignItems: "center", gap: 2 }}>
            <label htmlFor={periodId} sx={{ fontWeight: "bold" }}>
              Period
            </label>
            <select
              id={periodId}
              value={range.kind}
              onChange={(e) => onKind(e.target.value as RangeKind)}
              sx={{ variant: "forms.input", width: "auto" }}
            >
              {LIST_KINDS.map(({ kind, label }) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {grid ? (
        <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
          Keyboard: <kbd>N</kbd> next {unit}, <kbd>P</kbd> previous, <kbd>T</kbd> today (<kbd>→</kbd> and <kbd>←</kbd>{" "}
          too, outside the calendar). In the calendar: <kbd>←</kbd> <kbd>→</kbd> move between days, <kbd>↑</kbd>{" "}
          <kbd>↓</kbd> between events, <kbd>Enter</kbd> opens an event&apos;s details.
        </p>
      ) : (
        <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
          Keyboard: <kbd>N</kbd> or <kbd>→</kbd> next {unit}, <kbd>P</kbd> or <kbd>←</kbd> previous, <kbd>T</kbd> today.
          Tab to an event and press Enter to open its details.
        </p>
      )}
      {!grid && range.kind === "custom" && (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Custom period"
          sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "flex-end" }}
        >
          <TextField
            label="First day"
            name="first"
            type="date"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            error={error}
          />
          <TextField label="Last day" name="last" type="date" value={last} onChange={(e) => setLast(e.target.value)} />
          <div sx={{ mb: 3 }}>
            <Button type="submit">Show period</Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default RangeControls;
