/**
 * Local builds only: a signed-in user's calendar clock, moved by a test to see the calendars as on another day (the
 * New Year, when last year's report is filed) while the stand-ins serve their seed and sign-in stays on the real
 * clock. The offset is kept in the user's own partition (each function is its own bundle, so memory is not shared);
 * production builds and requests from a non-loopback host never read or write it.
 */
import type { IncomingHttpHeaders } from "http";
import { localOnlyAllowed } from "../request/local-only";
import type { CalendarStore } from "./store/store";

/** The furthest a clock may be moved either way: two years. */
export const MAX_DEV_CLOCK_OFFSET_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** How far the user's calendar clock is moved (0 outside a local build or off the loopback host). */
export async function devClockOffset(
  store: Pick<CalendarStore, "devClockOffset">,
  sub: string,
  headers: IncomingHttpHeaders,
): Promise<number> {
  if (!localOnlyAllowed(headers)) return 0;
  return store.devClockOffset(sub);
}
