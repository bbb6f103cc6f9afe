/** The user console's audit trail: every change made there, newest first, and its CSV download. */
import { useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import { ACTION_LABELS, type AuditEntry } from "../../../core/portal/users";
import type { UsersApi } from "./api";
import { ConsoleSection } from "./ConsoleSection";
import { dateTime, type Load } from "./shared";

const COLUMNS = ["When", "Super admin", "Action", "User"] as const;

export function AuditSection({
  audit,
  api,
  onError,
}: {
  audit: Load<AuditEntry[]>;
  api: UsersApi;
  onError: (error: unknown) => void;
}) {
  const [status, setStatus] = useState<string>("");
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const blob = await api.auditCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = "user-console-audit.csv";
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus("Downloaded user-console-audit.csv.");
    } catch (error) {
      onError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <ConsoleSection
      title="Audit trail"
      action={
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          Download CSV
        </Button>
      }
    >
      <p role="status" sx={{ m: 0, color: "muted", fontSize: 1 }}>
        {status || "Every change made here: who, what, to whom and when (newest first)."}
      </p>
      {audit.kind === "loading" && <p>Loading the audit trail…</p>}
      {audit.kind === "failed" && (
        <Alert tone="error" title="The audit trail could not be loaded">
          {audit.message}
        </Alert>
      )}
      {audit.kind === "ready" && audit.value.length === 0 && <p sx={{ m: 0 }}>No changes recorded yet.</p>}
      {audit.kind === "ready" && audit.value.length > 0 && (
        <Table
          caption={`${audit.value.length} ${audit.value.length === 1 ? "change" : "changes"}`}
          columns={COLUMNS}
          scrollLabel="Audit trail table"
        >
          {audit.value.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </td>
              <td sx={{ overflowWrap: "anywhere" }}>{entry.actor}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td sx={{ overflowWrap: "anywhere" }}>{entry.target}</td>
            </tr>
          ))}
        </Table>
      )}
    </ConsoleSection>
  );
}
