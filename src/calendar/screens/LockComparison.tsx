/**
 * One locked quarter beside the calendars now, as the functions compared them (under the lock's own definition and
 * zone), or why it was not compared.
 */
import type { LockView } from "../../../core/calendar/model";
import { LockDiffText } from "./LockDiffText";

export function LockComparison({ locked }: { locked: LockView }) {
  if (locked.comparison) return <LockDiffText diff={locked.comparison} timeZone={locked.timeZone} />;
  return <p sx={{ m: 0, color: "muted" }}>{locked.notCompared ?? "Not compared."}</p>;
}

export default LockComparison;
