/**
 * The unified view's toolbar, one compact row as a calendar app has it: Today, previous and next, the period's name,
 * the view (day, week, month grids or the list), the calendars' legend, and the keyboard help behind '?'; in the list
 * the period it lists (a day, a week, a month or a custom period, with its form). The shortcuts themselves are the
 * page's and the grids'.
 */
import React, { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { SegmentedSwitch } from "../../components/ui/SegmentedSwitch";
import { TextField } from "../../components/ui/TextField";
import { addDays } from "../../../core/time/plainDate";
import { customRange, type DateRange, type RangeKind } from "../../../core/time/ranges";
import { VIEWS, type CalendarView } from "./grid/calendarView";

export interface RangeControlsProps {
  view: CalendarView;
  range: DateRange;
  /** The period's name, shown in the toolbar as the section's heading (`titleId`). */
  title: string;
  titleId: string;
  /** The calendars' legend, in the toolbar's row. */
  legend?: React.ReactNode;
  /** Whether the keyboard help is shown ('?' toggles it, the button too). */
  help: boolean;
  setHelp: (update: (open: boolean) => boolean) => void;
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

export function RangeControls(props: RangeControlsProps) {
  const { view, range, title, titleId, legend, help, setHelp, onView, onKind, onShift, onToday, onCustom } = props;
  const helpId = useId();
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
    <div sx={{ display: "grid", gap: 2, mb: 3 }}>
      {/* One toolbar: today and the arrows, the period's name, the views, the legend, the keyboard help. */}
      <div sx={{ display: "flex", flexWrap: "wrap", columnGap: 3, rowGap: 2, alignItems: "center" }}>
        <div role="group" aria-label="Move through time" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Button variant="secondary" onClick={onToday} aria-keyshortcuts="t">
            Today
          </Button>
          <Button
            variant="icon"
            onClick={() => onShift(-1)}
            aria-label={`Previous ${unit}`}
            aria-keyshortcuts="p ArrowLeft"
          >
            <span aria-hidden="true" sx={{ fontSize: 6, lineHeight: 1 }}>
              ‹
            </span>
          </Button>
          <Button
            variant="icon"
            onClick={() => onShift(1)}
            aria-label={`Next ${unit}`}
            aria-keyshortcuts="n ArrowRight"
          >
            <span aria-hidden="true" sx={{ fontSize: 6, lineHeight: 1 }}>
              ›
            </span>
          </Button>
        </div>
        <h2 id={titleId} sx={{ fontSize: 4, m: 0, flex: "1 1 auto" }}>
          {title}
        </h2>
        <SegmentedSwitch
          label="View"
          options={VIEWS.map(({ view: option, label }) => ({ value: option, label }))}
          value={view}
          onChange={onView}
        />
        {legend}
        <Button
          variant="icon"
          aria-expanded={help}
          aria-controls={helpId}
          aria-keyshortcuts="Shift+?"
          aria-label="Keyboard shortcuts"
          onClick={() => setHelp((open) => !open)}
        >
          <span aria-hidden="true" sx={{ fontWeight: "bold", fontSize: 4 }}>
            ?
          </span>
        </Button>
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
      <div id={helpId} hidden={!help}>
        {grid ? (
          <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
            Keyboard: <kbd>N</kbd> next {unit}, <kbd>P</kbd> previous, <kbd>T</kbd> today (<kbd>→</kbd> and <kbd>←</kbd>{" "}
            too, outside the calendar), <kbd>?</kbd> this help. In the calendar: <kbd>←</kbd> <kbd>→</kbd> move between
            days, <kbd>↑</kbd> <kbd>↓</kbd> between events, <kbd>Enter</kbd> opens an event&apos;s details.
          </p>
        ) : (
          <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
            Keyboard: <kbd>N</kbd> or <kbd>→</kbd> next {unit}, <kbd>P</kbd> or <kbd>←</kbd> previous, <kbd>T</kbd>{" "}
            today, <kbd>?</kbd> this help. Tab to an event and press Enter to open its details.
          </p>
        )}
      </div>
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
