/**
 * Locked quarters: a filed quarter keeps its frozen figures, and the page shows how the calendars differ from them
 * now (computed again under the lock's own definition and zone) instead of changing them silently. Unlocking asks
 * first. (A quarter is locked from its header in the events table: QuarterLockButton.)
 */
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";
import type { LockableQuarter, LockView, ProviderId } from "../../../core/calendar/model";
import { missingText } from "../../../core/calendar/labels";
import { formatHours } from "../../../core/time/format";
import { formatDateTime } from "../../../core/text/dates";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { LockComparison } from "./LockComparison";
import { useReportChange } from "./ReportChange";

export interface LocksSectionProps {
  /** Every lock, newest quarter first, each compared with the calendars when it is of the report's year. */
  locks: readonly LockView[];
  /** The report year's ended quarters not locked yet, with the figures a lock files now. */
  lockable: readonly LockableQuarter[];
  year: number;
  /** Calendars whose events are missing from the answer (reconnect needed, or not read): nothing is locked without
   * them, since the figures would lack their events. */
  missing?: readonly ProviderId[];
}

export function LocksSection({ locks, lockable, year, missing = [] }: LocksSectionProps) {
  const { api, timeZone } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmUnlock, setConfirmUnlock] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId, locks]);

  const without = missingText(missing);

  const unlock = async (quarter: string) => {
    setBusy(quarter);
    setError(null);
    try {
      saved(await api.unlock(quarter, query), `${quarter} is unlocked: its figures follow the calendars again.`);
      setConfirmUnlock(null);
      setFocusId("ut-locks");
    } catch (err) {
      setError(`${quarter} could not be unlocked: ${errorText(err)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      {error && (
        <p role="alert" sx={{ color: "secondary" }}>
          {error}
        </p>
      )}
      {without ? (
        <p>Locking waits until every calendar can be read: {without} (see above).</p>
      ) : (
        <p>
          {lockable.length === 0
            ? `No ended quarter of ${year} is waiting to be locked.`
            : `${lockable.map((q) => q.quarter).join(", ")} can be locked from ${lockable.length === 1 ? "its" : "their"} header in the table above.`}
        </p>
      )}
      {locks.length > 0 && (
        <ul sx={{ listStyle: "none", p: 0, display: "grid", gap: 3 }}>
          {locks.map((locked) => {
            return (
              <li
                key={locked.quarter}
                sx={{ border: "1px solid", borderColor: "border", borderRadius: "default", p: 3 }}
              >
                <h3 id={`ut-lock-${locked.quarter}`} tabIndex={-1} sx={{ fontSize: 3, mt: 0, mb: 1 }}>
                  {locked.quarter}: locked {formatDateTime(locked.lockedAt, "short", { timeZone })}
                </h3>
                <p sx={{ m: 0 }}>
                  Filed figures:{" "}
                  <strong>
                    {locked.count} events, {formatHours(locked.hours)}
                  </strong>{" "}
                  (frozen; cut in {locked.timeZone}).
                </p>
                <LockComparison locked={locked} />
                <div sx={{ mt: 2, display: "flex", gap: 2, flexWrap: "wrap" }}>
                  {confirmUnlock === locked.quarter ? (
                    <>
                      <Button
                        variant="danger"
                        busy={busy === locked.quarter}
                        onClick={() => void unlock(locked.quarter)}
                      >
                        Yes, unlock {locked.quarter}
                      </Button>
                      <Button variant="secondary" onClick={() => setConfirmUnlock(null)}>
                        Keep it locked
                      </Button>
                    </>
                  ) : (
                    <Button variant="ghost" onClick={() => setConfirmUnlock(locked.quarter)}>
                      Unlock {locked.quarter}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export default LocksSection;
