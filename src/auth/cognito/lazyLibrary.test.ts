import type { CognitoAuthServices } from "./services";
import { createLazyLibrary, type CognitoLibrary } from "./lazyLibrary";
import type { AuthUser } from "../flow/types";

const alice: AuthUser = { username: "alice", groups: [], attributes: {} };

function fixture(options: { stored?: boolean; failLoads?: number } = {}) {
  let loads = 0;
  let failures = options.failLoads ?? 0;
  const calls: string[] = [];
  const services = {
    getCurrentUser: async () => (calls.push("getCurrentUser"), alice),
    signIn: async (username: string, password: string) => (calls.push(`signIn:${username}:${password}`), alice),
    signOut: async () => void calls.push("signOut"),
    refreshSession: async () => (calls.push("refreshSession"), alice),
  } as unknown as CognitoAuthServices;
  const library: CognitoLibrary = {
    services,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined },
  };
  const lazy = createLazyLibrary(
    async () => {
      loads += 1;
      if (failures > 0) {
        failures -= 1;
        throw new Error("ChunkLoadError: offline");
      }
      return library;
    },
    () => options.stored ?? false,
  );
  return { lazy, calls, loads: () => loads };
}

describe("createLazyLibrary", () => {
  it("answers 'No current user' without loading the library when nothing is stored", async () => {
    const { lazy, loads, calls } = fixture({ stored: false });
    await expect(lazy.services.getCurrentUser()).rejects.toThrow("No current user");
    expect(loads()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("loads the library to check a stored session", async () => {
    const { lazy, loads, calls } = fixture({ stored: true });
    await expect(lazy.services.getCurrentUser()).resolves.toBe(alice);
    expect(loads()).toBe(1);
    expect(calls).toEqual(["getCurrentUser"]);
  });

  it("asks the loaded library even when nothing is stored (a memory-only session is invisible from outside)", async () => {
    const { lazy, calls } = fixture({ stored: false });
    await lazy.services.signIn("alice", "pw");
    await expect(lazy.services.getCurrentUser()).resolves.toBe(alice);
    expect(calls).toEqual(["signIn:alice:pw", "getCurrentUser"]);
  });

  it("forwards every call with its arguments and loads once", async () => {
    const { lazy, calls, loads } = fixture();
    await Promise.all([lazy.services.signIn("a", "1"), lazy.services.refreshSession(), lazy.services.signOut()]);
    expect(calls).toEqual(["signIn:a:1", "refreshSession", "signOut"]);
    expect(loads()).toBe(1);
  });

  it("preload starts the load once and never rejects", async () => {
    const { lazy, loads } = fixture({ failLoads: 1 });
    lazy.preload();
    lazy.preload();
    await new Promise((r) => setTimeout(r, 0));
    expect(loads()).toBe(1);
  });

  it("tries again after a failed load (offline, then back online)", async () => {
    const { lazy, loads } = fixture({ failLoads: 1 });
    await expect(lazy.services.signIn("a", "1")).rejects.toThrow("offline");
    await expect(lazy.services.signIn("a", "1")).resolves.toBe(alice);
    expect(loads()).toBe(2);
  });

  it("hands out the same library to every caller", async () => {
    const { lazy } = fixture();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
  });
});
