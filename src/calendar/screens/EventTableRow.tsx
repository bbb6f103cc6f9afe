/**
 * One past event as a row of the events table: date, time, title, hours, place, verdict and calendar; why it counts
 * or not (as short sentences, without raw links) and the override behind an expand under the title.
 */
import type { ReportRow } from "../../../core/calendar/model";
import { reasonSentence, withoutUrls } from "../../../core/calendar/report/readable";
import { formatEventTime, formatHours } from "../../../core/time/format";
import { formatPlainDate } from "../../../core/text/dates";
import { Chip } from "./Chip";
import { ClassChip } from "./ClassChip";
import { OverrideControl } from "./OverrideControl";
import { VisuallyHidden } from "./VisuallyHidden";
import { eventTitle } from "./grid/eventLabel";

export function EventTableRow({ row, timeZone }: { row: ReportRow; timeZone: string }) {
  const title = eventTitle(row.title);
  return (
    <tr data-line-key={row.key}>
      <td sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>{formatPlainDate(row.date)}</td>
      <td sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>{formatEventTime(row.event, timeZone)}</td>
      <td sx={{ minWidth: 220, overflowWrap: "anywhere" }}>
        <strong>{title}</strong> {row.overridden && <Chip tone="warning">Overridden</Chip>}
        <details sx={{ mt: 1 }}>
          <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
            Why it {row.counted ? "counts" : "does not count"}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </summary>
          <p sx={{ my: 1 }}>
            <ClassChip value={row.class} />
          </p>
          <ul sx={{ m: 0, pl: 4, color: "muted" }}>
            {row.reasons.map((reason) => (
              <li key={reason}>{reasonSentence(reason)}</li>
            ))}
          </ul>
          <OverrideControl event={row.event} override={row.override} />
        </details>
      </td>
      <td sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", textAlign: "right" }}>
        {formatHours(row.hours)}
      </td>
      <td sx={{ minWidth: 140, overflowWrap: "anywhere" }}>{withoutUrls(row.location)}</td>
      <td>
        <Chip tone={row.counted ? "success" : "neutral"}>{row.counted ? "Counted" : "Not counted"}</Chip>
      </td>
      <td sx={{ whiteSpace: "nowrap" }}>{row.sources}</td>
    </tr>
  );
}

export default EventTableRow;
