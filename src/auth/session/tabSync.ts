/**
 * What the tabs of the site share about a session: the last activity (so reading in one tab keeps the others
 * signed in, and a tab opened later knows how long the site has been idle) and sign-out (so signing out in one
 * tab signs out every tab). A BroadcastChannel carries the news; local storage keeps the last activity for tabs
 * that open later. Either may be missing (old browsers, blocked storage): then tabs simply share less.
 */

export const ACTIVITY_KEY = "northwind.session.activity";
export const CHANNEL_NAME = "northwind-session";

type Message = { type: "activity"; at: number; signIn: number | null } | { type: "signOut" };

export interface TabSync {
  /** The last activity recorded for this sign-in (by `signIn`, its auth_time), or undefined. */
  lastActivity(signIn: number | undefined): number | undefined;
  recordActivity(at: number, signIn: number | undefined): void;
  announceSignOut(): void;
  onActivity(listener: (at: number) => void): () => void;
  onSignOut(listener: () => void): () => void;
}

export interface TabSyncEnvironment {
  storage?: Pick<Storage, "getItem" | "setItem">;
  createChannel?: (name: string) => Pick<BroadcastChannel, "postMessage" | "addEventListener"> | undefined;
}

function readActivity(storage: TabSyncEnvironment["storage"]): { at: number; signIn: number | null } | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(ACTIVITY_KEY) ?? "null") as unknown;
    if (!parsed || typeof parsed !== "object") return undefined;
    const { at, signIn } = parsed as { at?: unknown; signIn?: unknown };
    if (typeof at !== "number" || !Number.isFinite(at)) return undefined;
    return { at, signIn: typeof signIn === "number" ? signIn : null };
  } catch {
    return undefined; // blocked storage or a value we did not write
  }
}

export function createTabSync({ storage, createChannel }: TabSyncEnvironment): TabSync {
  const channel = createChannel?.(CHANNEL_NAME);
  const activityListeners = new Set<(at: number) => void>();
  const signOutListeners = new Set<() => void>();
  channel?.addEventListener("message", (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.type === "activity" && typeof message.at === "number") {
      for (const listener of [...activityListeners]) listener(message.at);
    } else if (message?.type === "signOut") {
      for (const listener of [...signOutListeners]) listener();
    }
  });
  const subscribe = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  return {
    lastActivity(signIn) {
      const stored = readActivity(storage);
      return stored && stored.signIn === (signIn ?? null) ? stored.at : undefined;
    },
    recordActivity(at, signIn) {
      const record = { at, signIn: signIn ?? null };
      try {
        storage?.setItem(ACTIVITY_KEY, JSON.stringify(record));
      } catch {
        // storage full or blocked: the channel still tells open tabs
      }
      channel?.postMessage({ type: "activity", ...record } satisfies Message);
    },
    announceSignOut() {
      channel?.postMessage({ type: "signOut" } satisfies Message);
    },
    onActivity: (listener) => subscribe(activityListeners, listener),
    onSignOut: (listener) => subscribe(signOutListeners, listener),
  };
}

let shared: TabSync | undefined;

/** This page's TabSync over the window's storage and BroadcastChannel. */
export function browserTabSync(win: Window = window): TabSync {
  if (shared) return shared;
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  shared = createTabSync({ storage, createChannel: Channel ? (name) => new Channel(name) : undefined });
  return shared;
}
