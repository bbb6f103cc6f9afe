/**
 * The definition in use, printed in plain words, with its three switches and the working day. A change is saved
 * at once (PUT preferences/definition), its answer carrying the report under the new definition; while saving, the
 * controls are disabled.
 */
import { useState } from "react";
import type { ReportDefinition } from "../../../core/calendar/model";
import {
  SWITCH_LABELS,
  definitionText,
  workdayHours,
  workdayOf,
  type DefinitionSwitch,
} from "../../../core/calendar/report/definition";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";
import { WorkdayForm } from "./WorkdayForm";

const SWITCHES = Object.keys(SWITCH_LABELS) as DefinitionSwitch[];

export function DefinitionPanel({ definition }: { definition: ReportDefinition }) {
  const { api } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (next: ReportDefinition, message: string) => {
    setBusy(true);
    setError(null);
    try {
      // Undo puts the definition as it was before this change back.
      saved(await api.setDefinition(next, query), message, () => api.setDefinition(definition, query));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <ul sx={{ pl: 4, mt: 0 }}>
        {definitionText(definition).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <fieldset disabled={busy} sx={{ border: "1px solid", borderColor: "border", borderRadius: "default", p: 3 }}>
        <legend sx={{ fontWeight: "bold", px: 1 }}>Switches</legend>
        {SWITCHES.map((name) => (
          <label key={name} sx={{ display: "flex", gap: 2, alignItems: "flex-start", mb: 2, cursor: "pointer" }}>
            <input
              type="checkbox"
              checked={definition[name]}
              onChange={(e) =>
                void save(
                  { ...definition, [name]: e.target.checked },
                  `Definition saved: ${SWITCH_LABELS[name].toLowerCase()} is ${e.target.checked ? "on" : "off"}.`,
                )
              }
              sx={{ width: 20, height: 20, mt: "3px", flexShrink: 0 }}
            />
            <span>{SWITCH_LABELS[name]}</span>
          </label>
        ))}
        <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
          An included all-day event counts {workdayHours(workdayOf(definition))} hours per working day. Changing a
          switch does not change a locked quarter: it keeps the definition it was locked with.
        </p>
      </fieldset>
      <WorkdayForm
        workday={workdayOf(definition)}
        busy={busy}
        onSave={(workday, text) => void save({ ...definition, workday }, `Working day saved: ${text}.`)}
      />
      {error && (
        <p role="alert" sx={{ color: "secondary" }}>
          The definition could not be saved: {error}
        </p>
      )}
    </div>
  );
}

export default DefinitionPanel;
