/**
 * The current time across today's column, moved once a minute. Drawn only (aria-hidden): the column header already
 * says which day is today, and a screen reader has each event's time in its name.
 */
import { useEffect, useState } from "react";
import type { PlainDate } from "../../../../core/time/plainDate";
import { DAY_MINUTES, wallMinute } from "../../../../core/time/grid";
import { formatTime } from "../../../../core/time/format";

export interface NowLineProps {
  date: PlainDate;
  timeZone: string;
  now: () => Date;
}

export function NowLine({ date, timeZone, now }: NowLineProps) {
  const [instant, setInstant] = useState(() => now().getTime());
  useEffect(() => {
    const timer = setInterval(() => setInstant(now().getTime()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const minute = wallMinute(instant, date, timeZone);
  if (minute < 0 || minute >= DAY_MINUTES) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="now-line"
      title={`Now: ${formatTime(new Date(instant).toISOString(), timeZone)}`}
      sx={{
        position: "absolute",
        left: 0,
        right: 0,
        top: `${(minute / DAY_MINUTES) * 100}%`,
        borderTop: "2px solid",
        borderColor: "secondary",
        zIndex: 2,
        pointerEvents: "none",
        "&::before": {
          content: '""',
          position: "absolute",
          left: "-5px",
          top: "-6px",
          width: "10px",
          height: "10px",
          borderRadius: "round",
          bg: "secondary",
        },
      }}
    />
  );
}

export default NowLine;
