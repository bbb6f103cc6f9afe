/**
 * One locked quarter compared with the calendars now: its filed lines are fetched only here, when the loaded year
 * is the lock's (GET /api/calendar/locks/<quarter>), never with the preferences.
 */
import React from "react";
import { Button } from "../../components/ui/Button";
import type { LockedLine, LockSummary } from "../../../core/calendar/model";
import { diffLock } from "../../../core/calendar/report/locks";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { LockDiffText } from "./LockDiffText";
import { useLoad } from "./useLoad";

export function LockComparison({ locked, current }: { locked: LockSummary; current: readonly LockedLine[] }) {
  const { api } = useCalendarEnv();
  const { state, reload } = useLoad(() => api.lockLines(locked.quarter), [api, locked.quarter, locked.lockedAt]);
  if (state.status === "error")
    return (
      <p sx={{ m: 0, color: "secondary" }}>
        Not compared: the filed lines could not be read ({errorText(state.error)}).{" "}
        <Button variant="ghost" onClick={reload}>
          Try again
        </Button>
      </p>
    );
  if (!state.data) return <p sx={{ m: 0, color: "muted" }}>Comparing with the filed lines…</p>;
  return <LockDiffText diff={diffLock({ ...locked, lines: state.data.lines }, current)} timeZone={locked.timeZone} />;
}
