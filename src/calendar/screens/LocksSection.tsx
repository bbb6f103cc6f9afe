/**
 * Locking past quarters: a filed quarter keeps its frozen figures, and the page shows how the calendars differ
 * from them now (computed again under the lock's own definition and zone) instead of changing them silently.
 */
import React, { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button";
import type { LockSummary, PreferencesResponse, ProviderId } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { buildLockRequest, currentLinesForLock, lockableQuarters } from "../../../core/calendar/report/locks";
import type { ReportInput } from "../../../core/calendar/report/report";
import { formatHours, formatInstant } from "../../../core/time/format";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { LockComparison } from "./LockComparison";

export interface LocksSectionProps {
  locks: readonly LockSummary[];
  input: ReportInput;
  /** The year whose events were loaded: other years' locks show their frozen figures only. */
  year: number;
  /** Calendars whose events are missing from the answer (reconnect needed, or not read): nothing is locked or
   * compared without them, since the figures would lack their events. */
  missing?: readonly ProviderId[];
  onSaved: (prefs: PreferencesResponse, message: string) => void;
}

export function LocksSection({ locks, input, year, onSaved, missing = [] }: LocksSectionProps) {
  const { api, timeZone } = useCalendarEnv();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmUnlock, setConfirmUnlock] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId, locks]);

  const lockable = lockableQuarters(input.now, timeZone, locks);
  const without =
    missing.length > 0 ? `events from ${missing.map((p) => PROVIDER_LABELS[p]).join(" and ")} are missing` : null;
  const sorted = [...locks].sort((a, b) => (a.quarter < b.quarter ? 1 : -1));

  const lock = async (id: string) => {
    const quarter = lockable.find((q) => q.id === id);
    if (!quarter) return;
    setBusy(id);
    setError(null);
    try {
      const request = buildLockRequest(quarter, input);
      onSaved(
        await api.lock(request),
        `${id} is locked with ${request.count} events and ${formatHours(request.hours)}.`,
      );
      setFocusId(`ut-lock-${id}`);
    } catch (err) {
      setError(`${id} could not be locked: ${errorText(err)}`);
    } finally {
      setBusy(null);
    }
  };

  const unlock = async (quarter: string) => {
    setBusy(quarter);
    setError(null);
    try {
      onSaved(await api.unlock(quarter), `${quarter} is unlocked: its figures follow the calendars again.`);
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
      {lockable.length === 0 ? (
        <p>No ended quarter of this year is waiting to be locked.</p>
      ) : without ? (
        <p>Locking waits until every calendar can be read: {without} (see above).</p>
      ) : (
        <ul sx={{ listStyle: "none", p: 0, display: "flex", flexWrap: "wrap", gap: 2 }}>
          {lockable.map((quarter) => {
            const preview = buildLockRequest(quarter, input);
            return (
              <li key={quarter.id}>
                <Button variant="secondary" busy={busy === quarter.id} onClick={() => void lock(quarter.id)}>
                  Lock {quarter.id} ({preview.count} events, {formatHours(preview.hours)})
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {sorted.length > 0 && (
        <ul sx={{ listStyle: "none", p: 0, display: "grid", gap: 3 }}>
          {sorted.map((locked) => {
            const current =
              !without && locked.quarter.startsWith(`${year}-`)
                ? currentLinesForLock(locked, {
                    events: input.events,
                    overrides: input.overrides,
                    now: input.now,
                    exclusion: input.exclusion,
                  })
                : null;
            return (
              <li
                key={locked.quarter}
                sx={{ border: "1px solid", borderColor: "border", borderRadius: "default", p: 3 }}
              >
                <h3 id={`ut-lock-${locked.quarter}`} tabIndex={-1} sx={{ fontSize: 3, mt: 0, mb: 1 }}>
                  {locked.quarter}: locked {formatInstant(locked.lockedAt, timeZone)}
                </h3>
                <p sx={{ m: 0 }}>
                  Filed figures:{" "}
                  <strong>
                    {locked.count} events, {formatHours(locked.hours)}
                  </strong>{" "}
                  (frozen; cut in {locked.timeZone}).
                </p>
                {current ? (
                  <LockComparison locked={locked} current={current} />
                ) : (
                  <p sx={{ m: 0, color: "muted" }}>
                    {without ? `Not compared: ${without}.` : "Not compared: only this year's events are loaded."}
                  </p>
                )}
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
