/**
 * The events (or report) request of a calendar screen, asked again while a calendar's year, or a long round of its changes,
 * is still being read: a busy calendar's first year takes several requests, each reading more of it (the
 * functions keep what they read), so
 * the page goes on by itself until every calendar is complete. A bounded number of times: after that it waits for
 * the person (the banner's "Continue reading").
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_SYNC_REREADS, type EventsResponse } from "../../../core/calendar/model";
import { stillReading as reading } from "../../../core/calendar/reading";
import { useLoad } from "./useLoad";

const stillReading = (answer: Pick<EventsResponse, "providers"> | undefined) => answer !== undefined && reading(answer);

/** Any answer that says how each calendar's reading went: the events, or the report computed from them. */
export function useEventsLoad<T extends Pick<EventsResponse, "providers">>(
  load: () => Promise<T>,
  deps: readonly unknown[],
) {
  const events = useLoad(load, deps);
  const { reload } = events;
  const rereads = useRef(0);
  const [stalled, setStalled] = useState(false);
  const { state } = events;

  // Once per answer (the state, not its data: two answers may be equal). When `reload` changed (another period),
  // useLoad has just sent that period's request and the state on screen is the old period's: the count starts
  // again, and no second request races the first for the same stored listing.
  const handled = useRef<{ state: typeof state; reload: typeof reload } | null>(null);
  useEffect(() => {
    const previous = handled.current;
    handled.current = { state, reload };
    if (previous && previous.reload !== reload) {
      rereads.current = 0;
      setStalled(false);
      return;
    }
    if (previous?.state === state) return;
    if (state.status !== "ok" || !stillReading(state.data)) return;
    if (rereads.current >= MAX_SYNC_REREADS) {
      setStalled(true);
      return;
    }
    rereads.current += 1;
    reload();
  }, [state, reload]);

  const continueReading = useCallback(() => {
    rereads.current = 0;
    setStalled(false);
    reload();
  }, [reload]);

  return { ...events, reading: stillReading(state.data), stalled, continueReading };
}
