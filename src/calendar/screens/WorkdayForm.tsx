/**
 * The user's working day (from, to, in their time zone): what each day of a multi-day event counts and an
 * included all-day event's hours. Checked here for a clear message; the functions check it again.
 */
import React, { useState } from "react";
import { Button } from "../../components/ui/Button";
import { minutesOf, timeOfDay, workdayText, type Workday } from "../../../core/calendar/report/definition";

export interface WorkdayFormProps {
  workday: Workday;
  busy: boolean;
  onSave: (workday: { start: string; end: string }, text: string) => void;
}

export function WorkdayForm({ workday, busy, onSave }: WorkdayFormProps) {
  const [start, setStart] = useState(timeOfDay(workday.startMinutes));
  const [end, setEnd] = useState(timeOfDay(workday.endMinutes));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const from = minutesOf(start);
    const to = minutesOf(end);
    if (from === null || to === null) return setProblem("Enter both times as hours and minutes, such as 09:00.");
    if (from >= to) return setProblem("The working day must end after it starts.");
    setProblem(null);
    onSave({ start, end }, workdayText({ startMinutes: from, endMinutes: to }));
  };

  return (
    <form noValidate onSubmit={submit} sx={{ mt: 3 }}>
      <fieldset disabled={busy} sx={{ border: "1px solid", borderColor: "border", borderRadius: "default", p: 3 }}>
        <legend sx={{ fontWeight: "bold", px: 1 }}>Working day</legend>
        <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "flex-end" }}>
          <div>
            <label htmlFor="ut-workday-start" sx={{ variant: "forms.label" }}>
              From
            </label>
            <input
              id="ut-workday-start"
              type="time"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              sx={{ variant: "forms.input", width: "auto" }}
            />
          </div>
          <div>
            <label htmlFor="ut-workday-end" sx={{ variant: "forms.label" }}>
              To
            </label>
            <input
              id="ut-workday-end"
              type="time"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              sx={{ variant: "forms.input", width: "auto" }}
            />
          </div>
          <Button type="submit" variant="secondary">
            Save working day
          </Button>
        </div>
        {problem && (
          <p role="alert" sx={{ color: "secondary", mb: 0 }}>
            {problem}
          </p>
        )}
      </fieldset>
    </form>
  );
}

export default WorkdayForm;
