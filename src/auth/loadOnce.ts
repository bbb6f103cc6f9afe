/**
 * A lazily imported piece of the sign-in code, fetched by the first call that needs it and shared by the calls
 * after it; a failed fetch (offline, a deploy replaced the chunk) is tried again by the next call instead of
 * being remembered.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** Whether a fetch has succeeded. */
  readonly loaded: boolean;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let loaded = false;
  const get = (): Promise<T> => {
    pending ??= load().then(
      (value) => {
        loaded = true;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(get, "loaded", { get: () => loaded }) as LoadOnce<T>;
}
