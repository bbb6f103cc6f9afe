import { ACTIVITY_KEY, createTabSync } from "./tabSync";
import { fakeBroadcast, memoryStorage } from "./testing/fakeTabs";

describe("tab sync", () => {
  it("shares the last activity of a sign-in through storage, for tabs that open later", () => {
    const storage = memoryStorage();
    const first = createTabSync({ storage });
    first.recordActivity(1000, 500);
    const later = createTabSync({ storage });
    expect(later.lastActivity(500)).toBe(1000);
    // Another sign-in's activity does not count for this one.
    expect(later.lastActivity(501)).toBeUndefined();
    expect(later.lastActivity(undefined)).toBeUndefined();
  });

  it("ignores stored values it did not write", () => {
    const storage = memoryStorage();
    storage.setItem(ACTIVITY_KEY, "not json");
    expect(createTabSync({ storage }).lastActivity(1)).toBeUndefined();
    storage.setItem(ACTIVITY_KEY, JSON.stringify({ at: "soon", signIn: 1 }));
    expect(createTabSync({ storage }).lastActivity(1)).toBeUndefined();
  });

  it("tells the other tabs of activity and of a sign-out, not the tab itself", () => {
    const createChannel = fakeBroadcast();
    const storage = memoryStorage();
    const a = createTabSync({ storage, createChannel });
    const b = createTabSync({ storage, createChannel });
    const seenByA: number[] = [];
    const seenByB: number[] = [];
    a.onActivity((at) => seenByA.push(at));
    b.onActivity((at) => seenByB.push(at));
    const signOutsOfB = jest.fn();
    const signOutsOfA = jest.fn();
    b.onSignOut(signOutsOfB);
    const stop = a.onSignOut(signOutsOfA);
    a.recordActivity(42, 7);
    a.announceSignOut();
    expect(seenByB).toEqual([42]);
    expect(seenByA).toEqual([]);
    expect(signOutsOfB).toHaveBeenCalledTimes(1);
    expect(signOutsOfA).not.toHaveBeenCalled();
    stop();
    b.announceSignOut();
    expect(signOutsOfA).not.toHaveBeenCalled();
  });

  it("works without storage or a channel (blocked storage, old browsers)", () => {
    const sync = createTabSync({});
    expect(() => sync.recordActivity(1, 1)).not.toThrow();
    expect(() => sync.announceSignOut()).not.toThrow();
    expect(sync.lastActivity(1)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const blocked = createTabSync({ storage: throwing });
    expect(() => blocked.recordActivity(1, 1)).not.toThrow();
    expect(blocked.lastActivity(1)).toBeUndefined();
  });
});
