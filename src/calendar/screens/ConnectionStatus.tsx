/** How one calendar stands, in words: not connected, connected as whom and when last fetched, or reconnect needed. */
import type { Connection } from "../../../core/calendar/model";
import { formatDateTime } from "../../../core/text/dates";
import { Chip } from "./Chip";

export function ConnectionStatus({ connection, timeZone }: { connection: Connection; timeZone: string }) {
  if (connection.state === "not_connected") {
    return (
      <span>
        <Chip>Not connected</Chip>
      </span>
    );
  }
  const fetched = connection.lastFetchedAt
    ? `last fetched ${formatDateTime(connection.lastFetchedAt, "short", { timeZone })}`
    : "not fetched yet";
  return (
    <span sx={{ display: "inline-flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
      {connection.state === "connected" ? (
        <Chip tone="success">Connected</Chip>
      ) : (
        <Chip tone="warning">Reconnect needed</Chip>
      )}
      <span>
        as <strong>{connection.account}</strong>, {fetched}
      </span>
    </span>
  );
}

export default ConnectionStatus;
