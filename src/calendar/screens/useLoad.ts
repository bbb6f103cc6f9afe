/**
 * One request's state for a screen (loading, loaded, failed) with a reload; an answer that arrives after a newer
 * request started is dropped, so fast period changes never show an older period's events.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type LoadState<T> =
  { status: "loading"; data?: T } | { status: "ok"; data: T } | { status: "error"; error: unknown; data?: T };

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const generation = useRef(0);
  // The caller names what the request depends on, like useEffect's list: a new period means a new request.
  const run = useCallback(load, deps);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    // Keep the previous data on screen while the next answer comes (no flash of an empty page).
    setState((previous) => ({ status: "loading", data: previous.data }));
    run().then(
      (data) => mine === generation.current && setState({ status: "ok", data }),
      (error: unknown) =>
        mine === generation.current && setState((previous) => ({ status: "error", error, data: previous.data })),
    );
  }, [run]);

  useEffect(() => {
    reload();
    return () => {
      generation.current++;
    };
  }, [reload]);

  /** Replace the data with a mutation's answer (the functions answer the new preferences). */
  const set = useCallback((data: T) => {
    generation.current++;
    setState({ status: "ok", data });
  }, []);

  return { state, reload, set };
}
