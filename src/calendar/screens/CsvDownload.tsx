/**
 * The report as a file: the CSV built in the browser (no extra request), offered through a Blob and a
 * temporary download link with the report's file name.
 */
import React, { useState } from "react";
import { Button } from "../../components/ui/Button";
import { csvFileName, reportCsv } from "../../../core/calendar/report/csv";
import type { ReportLine } from "../../../core/calendar/report/report";

export function CsvDownload({ lines, year, date }: { lines: readonly ReportLine[]; year: number; date: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const name = csvFileName(year, date);

  const download = () => {
    const blob = new Blob([reportCsv(lines)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the URL after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage(`Downloaded ${name} (${lines.length} ${lines.length === 1 ? "row" : "rows"}).`);
  };

  return (
    <div>
      <Button onClick={download}>Download CSV</Button>
      <p role="status" sx={{ fontSize: 1, color: "muted", mb: 0 }}>
        {message ?? `${name}: the counted events, UTF-8, one row per event.`}
      </p>
    </div>
  );
}

export default CsvDownload;
