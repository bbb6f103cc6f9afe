/**
 * One event of the report as a list item: date, title, hours, location, class, sources, an 'overridden' badge,
 * the reasons behind its verdict as sentences behind an expand, without raw links, and the override control.
 */
import React from "react";
import type { ReportRow } from "../../../core/calendar/model";
import { ATTENDANCE_LABELS } from "../../../core/calendar/labels";
import { reasonSentence, withoutUrls } from "../../../core/calendar/report/readable";
import { formatHours, formatShortDay } from "../../../core/time/format";
import { Chip } from "./Chip";
import { ClassChip } from "./ClassChip";
import { OverrideControl } from "./OverrideControl";
import { VisuallyHidden } from "./VisuallyHidden";

export function ReportLineItem({ line }: { line: ReportRow }) {
  return (
    // Locations and reasons carry whole links and addresses (a maps URL as the location): they break anywhere
    // rather than widen a phone's page.
    <li
      data-line-key={line.key}
      sx={{ borderTop: "1px solid", borderColor: "border", py: 3, overflowWrap: "anywhere" }}
    >
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "baseline" }}>
        <span sx={{ minWidth: 110, fontVariantNumeric: "tabular-nums" }}>{formatShortDay(line.date)}</span>
        <span sx={{ fontWeight: "bold", flex: "1 1 200px" }}>{line.title || "(no title)"}</span>
        <span sx={{ fontVariantNumeric: "tabular-nums" }}>{formatHours(line.hours)}</span>
        <ClassChip value={line.class} />
        <Chip>{line.sources}</Chip>
        {line.overridden && <Chip tone="warning">Overridden</Chip>}
        <Chip tone={line.counted ? "success" : "neutral"}>{line.counted ? "Counted" : "Not counted"}</Chip>
      </div>
      <div sx={{ fontSize: 1, mt: 1 }}>
        {line.location && <p sx={{ m: 0 }}>Location: {withoutUrls(line.location)}</p>}
        <p sx={{ m: 0 }}>Attendance: {ATTENDANCE_LABELS[line.attendance]}</p>
        {line.reasons.length > 0 && (
          <details sx={{ mt: 1 }}>
            <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
              Why it {line.counted ? "counts" : "does not count"}
              <VisuallyHidden>: {line.title || "(no title)"}</VisuallyHidden>
            </summary>
            <ul sx={{ m: 0, pl: 4, color: "muted" }}>
              {line.reasons.map((reason) => (
                <li key={reason}>{reasonSentence(reason)}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <OverrideControl event={line.event} override={line.override} />
    </li>
  );
}

export default ReportLineItem;
