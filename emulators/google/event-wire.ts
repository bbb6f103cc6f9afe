/**
 * An event as events.list writes it, for full and incremental listings alike: date-times rewritten in the
 * response zone (the timeZone parameter, else the calendar's); values without an offset stay as stored (their
 * timeZone says where).
 */
import { parseTimestamp, toInstant } from "../../core/time/wire";
import { formatRfc3339 } from "../../core/time/wireFormat";
import type { GoogleEventRecord } from "./events";

function rezone(value: unknown, zone: string): unknown {
  if (!value || typeof value !== "object") return value;
  const v = value as { dateTime?: unknown };
  const parsed = typeof v.dateTime === "string" ? parseTimestamp(v.dateTime) : null;
  if (!parsed || parsed.offsetMinutes === undefined) return value;
  return { ...v, dateTime: formatRfc3339(toInstant(parsed, "UTC"), zone) };
}

export function eventWire(e: GoogleEventRecord, zone: string): Record<string, unknown> {
  const wire = { ...e.wire };
  for (const key of ["start", "end", "originalStartTime"])
    if (wire[key] !== undefined) wire[key] = rezone(wire[key], zone);
  return wire;
}
