/**
 * Locking an ended quarter from its header in the events table: the figures offered go along, and the functions
 * refuse the lock (409) if the calendars give others by now. Focus stays on the quarter's header once locked.
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import type { LockableQuarter } from "../../../core/calendar/model";
import { formatHours } from "../../../core/time/format";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";

export function QuarterLockButton({ quarter, headerId }: { quarter: LockableQuarter; headerId: string }) {
  const { api, timeZone } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const lock = async () => {
    const { count, hours } = quarter;
    setBusy(true);
    setError(null);
    try {
      saved(
        await api.lock({ quarter: quarter.quarter, timeZone, count, hours }, query),
        `${quarter.quarter} is locked with ${count} events and ${formatHours(hours)}.`,
      );
      document.getElementById(headerId)?.focus();
    } catch (err) {
      setError(`${quarter.quarter} could not be locked: ${errorText(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void lock()}>
        Lock {quarter.quarter} ({quarter.count} events, {formatHours(quarter.hours)})
      </Button>
      {error && (
        <span role="alert" sx={{ color: "secondary", flexBasis: "100%" }}>
          {error}
        </span>
      )}
    </>
  );
}

export default QuarterLockButton;
