/**
 * The events request of a calendar screen, asked again while a calendar's year is still being read: a busy
 * calendar's first year takes several requests, each reading more of it (the functions keep what they read), so
 * the page goes on by itself until every calendar is complete. A bounded number of times: after that it waits for
 * the person (the banner's "Continue reading").
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_SYNC_REREADS, PROVIDERS, type EventsResponse } from "../../../core/calendar/model";
import { useLoad } from "./useLoad";

export function stillReading(answer: EventsResponse | undefined): boolean {
  return answer !== undefined && PROVIDERS.some((provider) => answer.providers[provider].state === "syncing");
}

export function useEventsLoad(load: () => Promise<EventsResponse>, deps: readonly unknown[]) {
  const events = useLoad(load, deps);
  const { reload } = events;
  const rereads = useRef(0);
  const [stalled, setStalled] = useState(false);
  const { state } = events;

  // A new request (another period) starts the count again.
  useEffect(() => {
    rereads.current = 0;
    setStalled(false);
  }, [reload]);

  // Once per answer (the state, not its data: two answers may be equal). Not again when only `reload` changed (a
  // new period): that request is already on its way, and a second one would race it for the same stored listing.
  const handled = useRef<typeof state | null>(null);
  useEffect(() => {
    if (state === handled.current) return;
    handled.current = state;
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
