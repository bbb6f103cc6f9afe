/**
 * The report as a file: the functions write the year's counted events as CSV (GET /api/calendar/report/csv), and
 * the page saves the answer through a Blob and a temporary download link (the call carries the session, which a
 * plain link cannot).
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import type { ReportQuery } from "../../../core/calendar/model";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";

export interface CsvDownloadProps {
  query: Pick<ReportQuery, "year" | "timeZone">;
  /** The file's name, as the functions name it (unifiedtime-in-person-<year>-to-<last day>.csv). */
  fileName: string;
  /** The counted events the file holds. */
  rows: number;
}

export function CsvDownload({ query, fileName, rows }: CsvDownloadProps) {
  const { api } = useCalendarEnv();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await api.reportCsv(query));
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returns.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMessage(`Downloaded ${fileName} (${rows} ${rows === 1 ? "row" : "rows"}).`);
    } catch (err) {
      setMessage(`The file could not be made: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button busy={busy} onClick={() => void download()}>
        Download CSV
      </Button>
      <p role="status" sx={{ fontSize: 1, color: "muted", mb: 0 }}>
        {message ?? `${fileName}: the counted events, UTF-8, one row per event.`}
      </p>
    </div>
  );
}

export default CsvDownload;
