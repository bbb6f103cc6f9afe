/**
 * The definition in use, printed in plain words, with its three switches. A switch is saved at once (PUT
 * preferences/definition), its answer carrying the report under the new definition; while saving, the switches
 * are disabled.
 */
import React, { useState } from "react";
import type { ReportDefinition } from "../../../core/calendar/model";
import { ALL_DAY_HOURS, SWITCH_LABELS, definitionText } from "../../../core/calendar/report/definition";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";

const SWITCHES = Object.keys(SWITCH_LABELS) as (keyof ReportDefinition)[];

export function DefinitionPanel({ definition }: { definition: ReportDefinition }) {
  const { api } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (name: keyof ReportDefinition, value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const update = await api.setDefinition({ ...definition, [name]: value }, query);
      saved(update, `Definition saved: ${SWITCH_LABELS[name].toLowerCase()} is ${value ? "on" : "off"}.`);
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
              onChange={(e) => void toggle(name, e.target.checked)}
              sx={{ width: 20, height: 20, mt: "3px", flexShrink: 0 }}
            />
            <span>{SWITCH_LABELS[name]}</span>
          </label>
        ))}
        <p sx={{ m: 0, fontSize: 1, color: "muted" }}>
          An included all-day event counts {ALL_DAY_HOURS} hours per working day. Changing a switch does not change a
          locked quarter: it keeps the definition it was locked with.
        </p>
      </fieldset>
      {error && (
        <p role="alert" sx={{ color: "secondary" }}>
          The definition could not be saved: {error}
        </p>
      )}
    </div>
  );
}

export default DefinitionPanel;
