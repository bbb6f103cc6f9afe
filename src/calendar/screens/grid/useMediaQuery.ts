/**
 * Whether a CSS media query matches, following changes (a phone turned sideways). Without `matchMedia` (server
 * rendering, jsdom) it answers `serverDefault`, so the first render is the same everywhere.
 */
import { useCallback, useSyncExternalStore } from "react";

function queryList(query: string): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(query)
    : undefined;
}

export function useMediaQuery(query: string, serverDefault = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryList(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryList(query)?.matches ?? serverDefault,
    () => serverDefault,
  );
}

export default useMediaQuery;
