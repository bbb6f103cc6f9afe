/**
 * 'Count it as in person / not in person', right in an event's details: one tap stores the person's own class for
 * it (keeping the rest of their override), says so with an Undo, and 'Use the calendar's verdict' takes it back.
 * The in-person report reads the same override.
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { SegmentedSwitch } from "../../components/ui/SegmentedSwitch";
import type { PreferencesResponse, UnifiedEvent, VerdictOverride } from "../../../core/calendar/model";
import { CLASS_LABELS } from "../../../core/calendar/labels";
import { applyChanges, bodyOf, classChange, type OverrideChange } from "../overrideChange";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";

type Choice = "in_person" | "online";

const CHOICES = [
  { value: "in_person", label: "In person" },
  { value: "online", label: "Not in person" },
] as const;

const SAID: Readonly<Record<Choice | "calendar", string>> = {
  in_person: "Counted as in person from now on.",
  online: "Counted as not in person from now on.",
  calendar: "The calendar's verdict applies again.",
};

export interface CountAsSwitchProps {
  event: UnifiedEvent;
  override?: VerdictOverride;
  /** The preferences after a change (its overrides included). */
  onSaved: (preferences: PreferencesResponse) => void;
}

export function CountAsSwitch({ event, override, onSaved }: CountAsSwitchProps) {
  const { api } = useCalendarEnv();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; undo: OverrideChange | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = override?.class ?? event.class;
  const value: Choice | null = shown === "in_person" || shown === "online" ? shown : null;

  const change = async (next: OverrideChange, text: string, undo: OverrideChange | null) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await applyChanges(api, [next]));
      setSaid({ text, undo });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const before: OverrideChange = { key: event.key, body: bodyOf(override) };
  const choose = (choice: Choice) => {
    if (choice === value) return;
    void change(classChange(event.key, override, choice), SAID[choice], before);
  };

  return (
    <div sx={{ display: "grid", gap: 2 }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <span aria-hidden="true" sx={{ fontWeight: "bold" }}>
          Count it as
        </span>
        <SegmentedSwitch label="Count it as" options={CHOICES} value={value} onChange={choose} disabled={busy} />
      </div>
      <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
        {override?.class ? (
          <>
            Your correction; the calendar says {CLASS_LABELS[event.class].toLowerCase()}.{" "}
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => void change(classChange(event.key, override, null), SAID.calendar, before)}
            >
              Use the calendar&apos;s verdict
            </Button>
          </>
        ) : (
          <>As the calendar says ({CLASS_LABELS[event.class].toLowerCase()}).</>
        )}
      </p>
      <div role="status" sx={{ fontSize: 1 }}>
        {said && (
          <>
            {said.text}{" "}
            {said.undo && (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  const undo = said.undo;
                  if (undo) void change(undo, "Put back as it was.", null);
                }}
              >
                Undo
              </Button>
            )}
          </>
        )}
      </div>
      {error && (
        <p role="alert" sx={{ m: 0, color: "secondary", fontSize: 1 }}>
          It could not be saved: {error}
        </p>
      )}
    </div>
  );
}

export default CountAsSwitch;
