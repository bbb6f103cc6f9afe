/**
 * Keeps temporary AWS credentials fresh: fetches them, fetches again 50 minutes after they were obtained (they last
 * an hour), and after a failed renewal tries again every minute while the credentials in hand are still valid.
 * Pure scheduling over injected timers and clock, so the rules are tested with fake timers; React only subscribes.
 */
import { asIdentityError, IdentityError, type IdentityCredentials } from "./types";

/** Guest and user credentials alike are renewed 50 minutes after they were obtained. */
export const REFRESH_AFTER_MS = 50 * 60 * 1000;
/** After a failed renewal, the next try (only while the current credentials have not expired). */
export const RETRY_AFTER_MS = 60 * 1000;

export interface RefresherState {
  current: IdentityCredentials | null;
  /** When `current` arrived (this browser's clock, epoch ms). */
  obtainedAt: number | null;
  /** When the next automatic fetch is due; null when none is scheduled. */
  refreshAt: number | null;
  loading: boolean;
  /** The last fetch's failure; cleared by the next success. */
  error: IdentityError | null;
}

export const INITIAL_REFRESHER_STATE: RefresherState = {
  current: null,
  obtainedAt: null,
  refreshAt: null,
  loading: false,
  error: null,
};

export interface RefresherDeps {
  fetch: () => Promise<IdentityCredentials>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface CredentialsRefresher {
  getState(): RefresherState;
  subscribe(listener: (state: RefresherState) => void): () => void;
  /** First fetch. */
  start(): void;
  /** Fetch now (a button); ignored while a fetch is under way. */
  refreshNow(): void;
  /** The page became visible again: a renewal that a sleeping computer or a throttled tab delayed happens now. */
  wake(): void;
  /** Cancels the timer; results still on the way are dropped. */
  stop(): void;
}

export function createCredentialsRefresher({
  fetch,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: RefresherDeps): CredentialsRefresher {
  let state: RefresherState = INITIAL_REFRESHER_STATE;
  let timer: unknown = null;
  let generation = 0;
  let stopped = false;
  const listeners = new Set<(state: RefresherState) => void>();

  const set = (next: Partial<RefresherState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const schedule = (at: number | null) => {
    cancelTimer();
    set({ refreshAt: at });
    if (at !== null) timer = setTimer(() => ((timer = null), load()), Math.max(0, at - now()));
  };

  function load(): void {
    if (stopped) return;
    cancelTimer();
    const mine = ++generation;
    set({ loading: true, refreshAt: null });
    fetch().then(
      (current) => {
        if (stopped || mine !== generation) return;
        const obtainedAt = now();
        set({ current, obtainedAt, loading: false, error: null });
        schedule(obtainedAt + REFRESH_AFTER_MS);
      },
      (error: unknown) => {
        if (stopped || mine !== generation) return;
        set({ loading: false, error: asIdentityError(error) });
        const stillValid = state.current !== null && state.current.credentials.expiration.getTime() > now();
        schedule(stillValid ? now() + RETRY_AFTER_MS : null);
      },
    );
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => load(),
    refreshNow() {
      if (!state.loading) load();
    },
    wake() {
      if (!state.loading && state.refreshAt !== null && now() >= state.refreshAt) load();
    },
    stop() {
      stopped = true;
      cancelTimer();
      listeners.clear();
    },
  };
}

/** The id token, then the credentials: a failure to get the token is told apart from the service's refusal. */
export function credentialsFetcher(
  getCredentials: (idToken: string) => Promise<IdentityCredentials>,
  getIdToken: () => Promise<string>,
): () => Promise<IdentityCredentials> {
  return async () => {
    let idToken: string;
    try {
      idToken = await getIdToken();
    } catch (error) {
      throw new IdentityError("token", error instanceof Error ? error.message : String(error));
    }
    if (!idToken) throw new IdentityError("token", "There is no signed-in user.");
    return getCredentials(idToken);
  };
}
