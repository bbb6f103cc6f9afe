/**
 * A quarter's header in the events table: its counted figures, and its lock: the button while it has ended and is
 * not locked, the filed figures once it is, or when it can be locked while it runs.
 */
import type { LockView, LockableQuarter, QuarterRows } from "../../../core/calendar/model";
import { formatHours } from "../../../core/time/format";
import { formatDateTime } from "../../../core/text/dates";
import { useCalendarEnv } from "./CalendarEnv";
import { QuarterLockButton } from "./QuarterLockButton";

export interface QuarterHeaderProps {
  quarter: QuarterRows;
  lock?: LockView;
  lockable?: LockableQuarter;
  /** Why no quarter can be locked now (a calendar missing), if so. */
  blocked?: string;
}

export const quarterHeaderId = (quarter: string) => `ut-quarter-${quarter}`;

export function QuarterHeader({ quarter, lock, lockable, blocked }: QuarterHeaderProps) {
  const { timeZone } = useCalendarEnv();
  const id = quarterHeaderId(quarter.quarter);
  return (
    // Kept in view at the left of the table's scrolling box, as wide as the screen at most: a phone sees the
    // quarter's figures and lock without scrolling the table sideways.
    <div
      sx={{
        position: "sticky",
        left: 0,
        width: "fit-content",
        maxWidth: "calc(100vw - 48px)",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: 3,
        rowGap: 2,
      }}
    >
      <span id={id} tabIndex={-1} sx={{ fontSize: 3, fontWeight: "bold" }}>
        {quarter.quarter.replace(/^(\d{4})-(Q\d)$/, "$2 $1")}
      </span>
      <span sx={{ fontWeight: "normal" }}>
        {quarter.count} counted, {formatHours(quarter.hours)}
      </span>
      <span sx={{ fontWeight: "normal", fontSize: 1 }}>
        {lock ? (
          <>
            Locked {formatDateTime(lock.lockedAt, "short", { timeZone })} with {lock.count} events,{" "}
            {formatHours(lock.hours)}: <a href={`#ut-lock-${quarter.quarter}`}>compare</a>
          </>
        ) : lockable ? (
          <QuarterLockButton quarter={lockable} headerId={id} />
        ) : blocked ? (
          `Locking waits: ${blocked}.`
        ) : (
          "Not ended: it can be locked once it has."
        )}
      </span>
    </div>
  );
}

export default QuarterHeader;
