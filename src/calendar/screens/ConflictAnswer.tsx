/**
 * Two meetings at the same time in different places: neither counts until the person says which they attended.
 * "I was at this one" declines the other (one request, a note saying why); "I was at both" marks both attended.
 */
import React, { useState } from "react";
import { Button } from "../../components/ui/Button";
import type { ReportRow } from "../../../core/calendar/model";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";

export function ConflictAnswer({ line, conflict }: { line: ReportRow; conflict: { key: string; title: string } }) {
  const { api } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (run: () => Promise<Parameters<typeof saved>[0]>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      saved(await run(), message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const thisOne = () =>
    answer(
      () =>
        api.setOverride(conflict.key, { attendance: "declined", note: `Was at "${line.title}" at that time` }, query),
      `Kept "${line.title}"; "${conflict.title}" is not counted.`,
    );
  const both = () =>
    answer(async () => {
      await api.setOverride(line.key, { attendance: "attended", note: "Was at both" });
      return api.setOverride(conflict.key, { attendance: "attended", note: "Was at both" }, query);
    }, `"${line.title}" and "${conflict.title}" both count.`);

  return (
    <div role="group" aria-label={`Which did you attend: "${line.title}" or "${conflict.title}"?`} sx={{ mt: 2 }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Button variant="secondary" busy={busy} onClick={() => void thisOne()}>
          I was at this one
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void both()}>
          I was at both
        </Button>
      </div>
      {error && (
        <p role="alert" sx={{ color: "secondary", mb: 0 }}>
          {error}
        </p>
      )}
    </div>
  );
}

export default ConflictAnswer;
