/**
 * The session storage choice: GATSBY_AUTH_STORAGE, the memory store, localStorage with each fallback (blocked or
 * broken storage, no window) ending in a store that still works, and openAuthStorage loading cookie storage only
 * for cookie settings. The cookie rules themselves are in cookieStorage.test.ts.
 */
import { CookieStorage } from "amazon-cognito-identity-js";
import { openAuthStorage } from "./openStorage";
import { authStorageKind, localAuthStorage, MemoryStorage, STORAGE_PROBE_KEY } from "./storage";
import { throwingStorage } from "./testing/throwingStorage";

describe("authStorageKind", () => {
  it("defaults to local storage", () => {
    expect(authStorageKind({})).toEqual({ kind: "local", problems: [] });
    expect(authStorageKind({ GATSBY_AUTH_STORAGE: "" })).toEqual({ kind: "local", problems: [] });
    expect(authStorageKind({ GATSBY_AUTH_STORAGE: "local", GATSBY_AUTH_COOKIE_SAMESITE: "bogus" })).toEqual({
      kind: "local",
      problems: [],
    });
  });

  it("names an unknown storage kind", () => {
    expect(authStorageKind({ GATSBY_AUTH_STORAGE: "session" })).toEqual({
      kind: "local",
      problems: ['GATSBY_AUTH_STORAGE: expected "local" or "cookie"; got "session".'],
    });
  });

  it("takes cookie, trimmed", () => {
    expect(authStorageKind({ GATSBY_AUTH_STORAGE: " cookie " })).toEqual({ kind: "cookie", problems: [] });
  });
});

describe("MemoryStorage", () => {
  it("sets, gets, removes and clears", () => {
    const m = new MemoryStorage();
    expect(m.getItem("a")).toBeNull();
    m.setItem("a", "1");
    m.setItem("b", "2");
    expect(m.getItem("a")).toBe("1");
    m.removeItem("a");
    expect(m.getItem("a")).toBeNull();
    m.clear();
    expect(m.getItem("b")).toBeNull();
  });
});

describe("localAuthStorage", () => {
  afterEach(() => {
    window.localStorage.clear();
    for (const c of document.cookie.split(";")) {
      const name = c.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it("uses localStorage when it works, leaving no probe behind", () => {
    const result = localAuthStorage(window);
    expect(result).toEqual({ storage: window.localStorage, kind: "local" });
    expect(window.localStorage.getItem(STORAGE_PROBE_KEY)).toBeNull();
  });

  it("keeps the session in memory when localStorage throws", () => {
    const result = localAuthStorage({ localStorage: throwingStorage() });
    expect(result.kind).toBe("memory");
    expect(result.storage).toBeInstanceOf(MemoryStorage);
    expect(result.fallbackReason).toMatch(/localStorage does not work: The quota has been exceeded\./);
    result.storage.setItem("k", "v");
    expect(result.storage.getItem("k")).toBe("v");
  });

  it("keeps the session in memory when reading window.localStorage itself throws", () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    };
    const result = localAuthStorage(win);
    expect(result.kind).toBe("memory");
    expect(result.fallbackReason).toMatch(/blocked: Access is denied/);
  });

  it("keeps the session in memory when localStorage silently keeps nothing", () => {
    const forgetful = {
      ...throwingStorage(),
      setItem: () => undefined,
      getItem: () => null,
      removeItem: () => undefined,
    };
    const result = localAuthStorage({ localStorage: forgetful as Storage });
    expect(result.kind).toBe("memory");
    expect(result.fallbackReason).toMatch(/could not be read back/);
  });

  it("keeps the session in memory without a window (server rendering)", () => {
    expect(localAuthStorage(undefined).kind).toBe("memory");
    expect(localAuthStorage(null).kind).toBe("memory");
  });
});

describe("openAuthStorage", () => {
  const log = () => ({ error: jest.fn() });
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = "CognitoIdentityServiceProvider.c.LastAuthUser=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });

  it("gives localStorage by default", async () => {
    const console = log();
    await expect(openAuthStorage({}, window, console)).resolves.toEqual({
      storage: window.localStorage,
      kind: "local",
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it("loads the library's CookieStorage for cookie settings", async () => {
    const result = await openAuthStorage(
      { GATSBY_AUTH_STORAGE: "cookie", GATSBY_AUTH_COOKIE_DOMAIN: "localhost", GATSBY_AUTH_COOKIE_SECURE: "false" },
      window,
      log(),
    );
    expect(result.kind).toBe("cookie");
    expect(result.storage).toBeInstanceOf(CookieStorage);
  });

  it("reports each bad setting on the console and falls back to localStorage", async () => {
    const console = log();
    const bad = await openAuthStorage({ GATSBY_AUTH_STORAGE: "cookie", GATSBY_AUTH_COOKIE_PATH: "x" }, window, console);
    expect(bad.kind).toBe("local");
    expect(console.error.mock.calls.map(([m]) => m)).toEqual([
      "Sign-in configuration: GATSBY_AUTH_COOKIE_DOMAIN: expected the cookie domain, e.g. example.com or .example.com (required); got nothing.",
      'Sign-in configuration: GATSBY_AUTH_COOKIE_PATH: expected a path starting with "/" (default "/"); got "x".',
    ]);
    const unknown = log();
    expect((await openAuthStorage({ GATSBY_AUTH_STORAGE: "session" }, window, unknown)).kind).toBe("local");
    expect(unknown.error).toHaveBeenCalledWith(
      'Sign-in configuration: GATSBY_AUTH_STORAGE: expected "local" or "cookie"; got "session".',
    );
  });
});
