/**
 * The session storage choice: every cookie setting rule with its message, the GATSBY_AUTH_* parsing, and each
 * fallback (blocked or broken localStorage, cookies the browser drops) ending in a store that still works.
 */
import { CookieStorage, type ICookieStorageData } from "amazon-cognito-identity-js";
import {
  checkCookieStorageConfig,
  cookieStorageData,
  createAuthStorage,
  MemoryStorage,
  parseAuthStorageConfig,
  STORAGE_PROBE_KEY,
} from "./storage";

describe("checkCookieStorageConfig", () => {
  const good = { domain: "example.com" };

  it("accepts a domain alone and every valid combination", () => {
    expect(checkCookieStorageConfig(good)).toEqual([]);
    expect(
      checkCookieStorageConfig({ domain: ".example.com", path: "/app", expires: 0.5, secure: false, sameSite: "lax" }),
    ).toEqual([]);
    expect(checkCookieStorageConfig({ ...good, sameSite: "strict" })).toEqual([]);
    expect(checkCookieStorageConfig({ ...good, sameSite: "none", secure: true })).toEqual([]);
    // secure defaults to true, so "none" alone is fine.
    expect(checkCookieStorageConfig({ ...good, sameSite: "none" })).toEqual([]);
  });

  it("requires a domain, and a host name rather than a URL", () => {
    expect(checkCookieStorageConfig({})).toEqual([
      'Cookie storage "domain": expected the cookie domain, e.g. example.com or .example.com (required); got nothing.',
    ]);
    expect(checkCookieStorageConfig({ domain: "  " })[0]).toMatch(/"domain".*required.*got "  "/);
    expect(checkCookieStorageConfig({ domain: "https://example.com" })).toEqual([
      'Cookie storage "domain": expected a host name such as example.com, without scheme, port or path; got "https://example.com".',
    ]);
  });

  it("wants sameSite strict, lax or none", () => {
    expect(checkCookieStorageConfig({ ...good, sameSite: "Lax" })).toEqual([
      'Cookie storage "sameSite": expected "strict", "lax" or "none"; got "Lax".',
    ]);
    expect(checkCookieStorageConfig({ ...good, sameSite: "" })[0]).toMatch(/"sameSite"/);
  });

  it("refuses sameSite none without secure", () => {
    expect(checkCookieStorageConfig({ ...good, sameSite: "none", secure: false })).toEqual([
      'Cookie storage "sameSite": expected "strict" or "lax" when secure is false ("none" requires secure); got "none".',
    ]);
  });

  it("wants expires a positive number of days", () => {
    for (const expires of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, "30"]) {
      const problems = checkCookieStorageConfig({ ...good, expires });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^Cookie storage "expires": expected a positive number of days \(default 365\); got /,
      );
    }
    expect(checkCookieStorageConfig({ ...good, expires: "30" })[0]).toMatch(/got "30"\.$/);
  });

  it('wants path to start with "/"', () => {
    expect(checkCookieStorageConfig({ ...good, path: "app" })).toEqual([
      'Cookie storage "path": expected a path starting with "/" (default "/"); got "app".',
    ]);
    expect(checkCookieStorageConfig({ ...good, path: "" })).toHaveLength(1);
  });

  it("wants secure a boolean", () => {
    expect(checkCookieStorageConfig({ ...good, secure: "yes" })).toEqual([
      'Cookie storage "secure": expected true or false (default true); got "yes".',
    ]);
  });

  it("lists every problem at once", () => {
    expect(checkCookieStorageConfig({ path: "x", expires: -2, secure: 1, sameSite: "always" })).toHaveLength(5);
  });
});

describe("parseAuthStorageConfig", () => {
  it("defaults to local storage", () => {
    expect(parseAuthStorageConfig({})).toEqual({ config: { kind: "local" }, problems: [] });
    expect(parseAuthStorageConfig({ GATSBY_AUTH_STORAGE: "" })).toEqual({ config: { kind: "local" }, problems: [] });
    expect(parseAuthStorageConfig({ GATSBY_AUTH_STORAGE: "local", GATSBY_AUTH_COOKIE_SAMESITE: "bogus" })).toEqual({
      config: { kind: "local" },
      problems: [],
    });
  });

  it("names an unknown storage kind", () => {
    expect(parseAuthStorageConfig({ GATSBY_AUTH_STORAGE: "session" })).toEqual({
      config: { kind: "local" },
      problems: ['GATSBY_AUTH_STORAGE: expected "local" or "cookie"; got "session".'],
    });
  });

  it("reads cookie settings with their defaults", () => {
    expect(parseAuthStorageConfig({ GATSBY_AUTH_STORAGE: "cookie", GATSBY_AUTH_COOKIE_DOMAIN: "example.com" })).toEqual(
      {
        config: { kind: "cookie", domain: "example.com", path: "/", expires: 365, secure: true },
        problems: [],
      },
    );
    expect(
      parseAuthStorageConfig({
        GATSBY_AUTH_STORAGE: " cookie ",
        GATSBY_AUTH_COOKIE_DOMAIN: ".example.com",
        GATSBY_AUTH_COOKIE_PATH: "/portal",
        GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "7.5",
        GATSBY_AUTH_COOKIE_SECURE: "false",
        GATSBY_AUTH_COOKIE_SAMESITE: "strict",
      }),
    ).toEqual({
      config: {
        kind: "cookie",
        domain: ".example.com",
        path: "/portal",
        expires: 7.5,
        secure: false,
        sameSite: "strict",
      },
      problems: [],
    });
  });

  it("names each bad variable, what it expected and what it got, and falls back to local storage", () => {
    const { config, problems } = parseAuthStorageConfig({
      GATSBY_AUTH_STORAGE: "cookie",
      GATSBY_AUTH_COOKIE_PATH: "portal",
      GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "a week",
      GATSBY_AUTH_COOKIE_SECURE: "maybe",
      GATSBY_AUTH_COOKIE_SAMESITE: "Lax",
    });
    expect(config).toEqual({ kind: "local" });
    expect(problems).toEqual([
      "GATSBY_AUTH_COOKIE_DOMAIN: expected the cookie domain, e.g. example.com or .example.com (required); got nothing.",
      'GATSBY_AUTH_COOKIE_PATH: expected a path starting with "/" (default "/"); got "portal".',
      'GATSBY_AUTH_COOKIE_EXPIRES_DAYS: expected a positive number of days (default 365); got "a week".',
      'GATSBY_AUTH_COOKIE_SECURE: expected true or false (default true); got "maybe".',
      'GATSBY_AUTH_COOKIE_SAMESITE: expected "strict", "lax" or "none"; got "Lax".',
    ]);
  });

  it("refuses zero or negative days and sameSite none without secure", () => {
    const base = { GATSBY_AUTH_STORAGE: "cookie", GATSBY_AUTH_COOKIE_DOMAIN: "example.com" };
    expect(parseAuthStorageConfig({ ...base, GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "0" }).problems).toEqual([
      'GATSBY_AUTH_COOKIE_EXPIRES_DAYS: expected a positive number of days (default 365); got "0".',
    ]);
    expect(parseAuthStorageConfig({ ...base, GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "-3" }).problems).toHaveLength(1);
    expect(
      parseAuthStorageConfig({ ...base, GATSBY_AUTH_COOKIE_SECURE: "0", GATSBY_AUTH_COOKIE_SAMESITE: "none" }).problems,
    ).toEqual([
      'GATSBY_AUTH_COOKIE_SAMESITE: expected "strict" or "lax" when secure is false ("none" requires secure); got "none".',
    ]);
    expect(parseAuthStorageConfig({ ...base, GATSBY_AUTH_COOKIE_SAMESITE: "none" }).problems).toEqual([]);
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

/** A localStorage stand-in whose every call throws, as Safari's private mode did and blocked site data does. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail } as unknown as Storage;
}

describe("createAuthStorage", () => {
  afterEach(() => {
    window.localStorage.clear();
    for (const c of document.cookie.split(";")) {
      const name = c.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });

  it("uses localStorage when it works, leaving no probe behind", () => {
    const result = createAuthStorage({ kind: "local" }, { window });
    expect(result).toEqual({ storage: window.localStorage, kind: "local" });
    expect(window.localStorage.getItem(STORAGE_PROBE_KEY)).toBeNull();
  });

  it("keeps the session in memory when localStorage throws", () => {
    const result = createAuthStorage({ kind: "local" }, { window: { localStorage: throwingStorage() } });
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
    const result = createAuthStorage({ kind: "local" }, { window: win });
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
    const result = createAuthStorage({ kind: "local" }, { window: { localStorage: forgetful as Storage } });
    expect(result.kind).toBe("memory");
    expect(result.fallbackReason).toMatch(/could not be read back/);
  });

  it("keeps the session in memory without a window (server rendering)", () => {
    expect(createAuthStorage({ kind: "local" }).kind).toBe("memory");
    expect(createAuthStorage({ kind: "local" }, { window: null }).kind).toBe("memory");
  });

  it("gives the library's own CookieStorage, with the defaults, for cookie settings", () => {
    const made: ICookieStorageData[] = [];
    const result = createAuthStorage(
      { kind: "cookie", domain: "localhost", secure: false, sameSite: "lax" },
      {
        window,
        createCookieStorage: (data) => {
          made.push(data);
          return new CookieStorage(data);
        },
      },
    );
    expect(made).toEqual([{ domain: "localhost", path: "/", expires: 365, secure: false, sameSite: "lax" }]);
    expect(result.kind).toBe("cookie");
    expect(result.storage).toBeInstanceOf(CookieStorage);
    result.storage.setItem("CognitoIdentityServiceProvider.c.LastAuthUser", "someone");
    expect(document.cookie).toContain("CognitoIdentityServiceProvider.c.LastAuthUser=someone");
    expect(document.cookie).not.toContain(STORAGE_PROBE_KEY);
  });

  it("uses the real CookieStorage when none is injected", () => {
    const result = createAuthStorage({ kind: "cookie", domain: "localhost", secure: false }, { window });
    expect(result.kind).toBe("cookie");
    expect(result.storage).toBeInstanceOf(CookieStorage);
  });

  it("keeps the session in memory when the browser drops the cookies", () => {
    // jsdom, like browsers, refuses a cookie for a domain that is not the page's.
    const result = createAuthStorage({ kind: "cookie", domain: "example.com", secure: false }, { window });
    expect(result.kind).toBe("memory");
    expect(result.fallbackReason).toMatch(/^Cookies for example\.com are not kept by this browser/);
  });

  it("keeps the session in memory when the cookie store throws or cannot be made", () => {
    const throwing = createAuthStorage(
      { kind: "cookie", domain: "example.com" },
      { window, createCookieStorage: () => throwingStorage() },
    );
    expect(throwing.kind).toBe("memory");
    expect(throwing.fallbackReason).toMatch(/The quota has been exceeded/);
    const unmade = createAuthStorage(
      { kind: "cookie", domain: "example.com" },
      {
        window,
        createCookieStorage: () => {
          throw new Error("cookies are disabled");
        },
      },
    );
    expect(unmade).toMatchObject({
      kind: "memory",
      fallbackReason: "Cookie storage could not be created: cookies are disabled",
    });
  });

  it("falls back to localStorage, with the reason, for cookie settings that cannot work", () => {
    const result = createAuthStorage(
      { kind: "cookie", domain: "example.com", sameSite: "none", secure: false },
      { window },
    );
    expect(result.kind).toBe("local");
    expect(result.fallbackReason).toMatch(/^Cookie storage is misconfigured \(Cookie storage "sameSite"/);
  });

  it("maps settings to the library's CookieStorage options", () => {
    expect(cookieStorageData({ kind: "cookie", domain: "example.com" })).toEqual({
      domain: "example.com",
      path: "/",
      expires: 365,
      secure: true,
    });
    expect(
      cookieStorageData({
        kind: "cookie",
        domain: "a.example",
        path: "/x",
        expires: 1,
        secure: true,
        sameSite: "none",
      }),
    ).toEqual({
      domain: "a.example",
      path: "/x",
      expires: 1,
      secure: true,
      sameSite: "none",
    });
  });
});
