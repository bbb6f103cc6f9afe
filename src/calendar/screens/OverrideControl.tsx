/**
 * Correcting one event's verdict: set its class and/or attendance (with an optional note), or clear the
 * override. Stored by the functions per user; the answer carries the report after the change (one request).
 */
import React, { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import type {
  Attendance,
  EventClass,
  OverrideRequest,
  UnifiedEvent,
  VerdictOverride,
} from "../../../core/calendar/model";
import { ATTENDANCE_LABELS, CLASS_LABELS } from "../../../core/calendar/labels";
import { applyChanges, bodyOf } from "../overrideChange";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";
import { VisuallyHidden } from "./VisuallyHidden";

export interface OverrideControlProps {
  event: UnifiedEvent;
  override?: VerdictOverride;
}

const CLASSES = Object.keys(CLASS_LABELS) as EventClass[];
const ATTENDANCES = Object.keys(ATTENDANCE_LABELS) as Attendance[];

export function OverrideControl({ event, override }: OverrideControlProps) {
  const { api } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const id = useId();
  const [cls, setCls] = useState<EventClass | "">(override?.class ?? "");
  const [attendance, setAttendance] = useState<Attendance | "">(override?.attendance ?? "");
  const [note, setNote] = useState(override?.note ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The override as it was before a change, put back in one request (Undo).
  const restore = () => applyChanges(api, [{ key: event.key, body: bodyOf(override) }], query);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!cls && !attendance) {
      setError("Choose a class or an attendance to override, or clear the override.");
      return;
    }
    const body: OverrideRequest = {};
    if (cls) body.class = cls;
    if (attendance) body.attendance = attendance;
    if (note.trim()) body.note = note.trim();
    setBusy(true);
    setError(null);
    try {
      saved(
        await api.setOverride(event.key, body, query),
        `Override saved for "${event.title}"; the totals are updated.`,
        restore,
      );
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    setBusy(true);
    setError(null);
    try {
      saved(
        await api.clearOverride(event.key, query),
        `Override cleared for "${event.title}"; the calendar's verdict applies again.`,
        restore,
      );
      setCls("");
      setAttendance("");
      setNote("");
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const selectSx = { variant: "forms.input", width: "auto", minWidth: 160 } as const;

  return (
    <details sx={{ mt: 2 }}>
      <summary sx={{ cursor: "pointer", color: "primary", fontSize: 1, width: "fit-content" }}>
        {override ? "Change the override" : "Override the verdict"}
        <VisuallyHidden> of {event.title}</VisuallyHidden>
      </summary>
      <form
        noValidate
        onSubmit={(e) => void save(e)}
        sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "flex-end", pt: 2 }}
      >
        <div>
          <label htmlFor={`${id}-class`} sx={{ variant: "forms.label" }}>
            Class
          </label>
          <select
            id={`${id}-class`}
            value={cls}
            onChange={(e) => setCls(e.target.value as EventClass | "")}
            sx={selectSx}
          >
            <option value="">As the calendar says ({CLASS_LABELS[event.class]})</option>
            {CLASSES.map((value) => (
              <option key={value} value={value}>
                {CLASS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-attendance`} sx={{ variant: "forms.label" }}>
            Attendance
          </label>
          <select
            id={`${id}-attendance`}
            value={attendance}
            onChange={(e) => setAttendance(e.target.value as Attendance | "")}
            sx={selectSx}
          >
            <option value="">As the calendar says ({ATTENDANCE_LABELS[event.attendance]})</option>
            {ATTENDANCES.map((value) => (
              <option key={value} value={value}>
                {ATTENDANCE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div sx={{ flex: "1 1 200px" }}>
          <label htmlFor={`${id}-note`} sx={{ variant: "forms.label" }}>
            Note (optional)
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            sx={{ variant: "forms.input" }}
          />
        </div>
        <div sx={{ display: "flex", gap: 2 }}>
          <Button type="submit" busy={busy}>
            Save override
          </Button>
          {override && (
            <Button variant="secondary" disabled={busy} onClick={() => void clear()}>
              Clear override
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" sx={{ color: "secondary", m: 0, flexBasis: "100%" }}>
            {error}
          </p>
        )}
      </form>
    </details>
  );
}

export default OverrideControl;
