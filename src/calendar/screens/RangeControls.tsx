/**
 * The unified view's period controls: week / month / custom, previous / today / next, and the custom form.
 * The keyboard shortcuts themselves are the page's; the hint naming them is shown here, beside the buttons.
 */
import React, { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { addDays } from "../../../core/time/plainDate";
import { customRange, type DateRange, type RangeKind } from "../../../core/time/ranges";

export interface RangeControlsProps {
  range: DateRange;
  onKind: (kind: RangeKind) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  onCustom: (range: DateRange) => void;
}

const KINDS: readonly { kind: RangeKind; label: string }[] = [
  { kind: "week", label: "Week" },
  { kind: "month", label: "Month" },
  { kind: "custom", label: "Custom" },
];

export function RangeControls({ range, onKind, onShift, onToday, onCustom }: RangeControlsProps) {
  const [first, setFirst] = useState(range.from);
  const [last, setLast] = useState(addDays(range.to, -1));
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setFirst(range.from);
    setLast(addDays(range.to, -1));
  }, [range.from, range.to]);
  const unit = range.kind === "custom" ? "period" : range.kind;

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
        <div role="group" aria-label="Period length" sx={{ display: "flex", gap: 1 }}>
          {KINDS.map(({ kind, label }) => (
            <Button
              key={kind}
              variant={range.kind === kind ? "primary" : "secondary"}
              aria-pressed={range.kind === kind}
              onClick={() => onKind(kind)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Move through time" sx={{ display: "flex", gap: 1 }}>
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
      </div>
      <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
        Keyboard: <kbd>N</kbd> or <kbd>→</kbd> next {unit}, <kbd>P</kbd> or <kbd>←</kbd> previous, <kbd>T</kbd> today.
        Tab to an event and press Enter to open its details.
      </p>
      {range.kind === "custom" && (
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
