/** Stand-ins for what tabs share, for tests: one "browser" of BroadcastChannels and a memory Storage. */

/**
 * A channel factory for one browser: a message posted on one channel reaches every other channel of the same
 * name, never the sender (as BroadcastChannel does).
 */
export function fakeBroadcast(): (name: string) => BroadcastChannel {
  const channels: { name: string; listeners: ((e: MessageEvent) => void)[] }[] = [];
  return (name: string) => {
    const self = { name, listeners: [] as ((e: MessageEvent) => void)[] };
    channels.push(self);
    return {
      postMessage(data: unknown) {
        for (const c of channels) {
          if (c !== self && c.name === name) for (const l of c.listeners) l({ data } as MessageEvent);
        }
      },
      addEventListener(_type: string, listener: (e: MessageEvent) => void) {
        self.listeners.push(listener);
      },
    } as unknown as BroadcastChannel;
  };
}

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as unknown as Storage;
}
