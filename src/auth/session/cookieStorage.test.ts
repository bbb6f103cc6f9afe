/**
 * Cookie storage: every GATSBY_AUTH_COOKIE_* rule with its message, the parsing with defaults, and the library's
 * CookieStorage with each fallback (settings that cannot work, cookies the browser drops or refuses).
 */
import { CookieStorage, type ICookieStorageData } from "amazon-cognito-identity-js";
import {
  checkCookieStorageConfig,
  cookieStorageData,
  createCookieAuthStorage,
  parseCookieStorageConfig,
} from "./cookieStorage";
import { STORAGE_PROBE_KEY } from "./storage";
import { throwingStorage } from "./testing/throwingStorage";

function clearCookies() {
  window.localStorage.clear();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

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
    expect(checkCookieStorageConfig({ domain: "  " })[0]).toMatch(/"domain".*required.*got " {2}"/);
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

describe("parseCookieStorageConfig", () => {
  it("reads cookie settings with their defaults", () => {
    expect(
      parseCookieStorageConfig({ GATSBY_AUTH_STORAGE: "cookie", GATSBY_AUTH_COOKIE_DOMAIN: "example.com" }),
    ).toEqual({
      config: { kind: "cookie", domain: "example.com", path: "/", expires: 365, secure: true },
      problems: [],
    });
    expect(
      parseCookieStorageConfig({
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
    const { config, problems } = parseCookieStorageConfig({
      GATSBY_AUTH_STORAGE: "cookie",
      GATSBY_AUTH_COOKIE_PATH: "portal",
      GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "a week",
      GATSBY_AUTH_COOKIE_SECURE: "maybe",
      GATSBY_AUTH_COOKIE_SAMESITE: "Lax",
    });
    expect(config).toBeNull();
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
    expect(parseCookieStorageConfig({ ...base, GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "0" }).problems).toEqual([
      'GATSBY_AUTH_COOKIE_EXPIRES_DAYS: expected a positive number of days (default 365); got "0".',
    ]);
    expect(parseCookieStorageConfig({ ...base, GATSBY_AUTH_COOKIE_EXPIRES_DAYS: "-3" }).problems).toHaveLength(1);
    expect(
      parseCookieStorageConfig({ ...base, GATSBY_AUTH_COOKIE_SECURE: "0", GATSBY_AUTH_COOKIE_SAMESITE: "none" })
        .problems,
    ).toEqual([
      'GATSBY_AUTH_COOKIE_SAMESITE: expected "strict" or "lax" when secure is false ("none" requires secure); got "none".',
    ]);
    expect(parseCookieStorageConfig({ ...base, GATSBY_AUTH_COOKIE_SAMESITE: "none" }).problems).toEqual([]);
  });
});

describe("createCookieAuthStorage", () => {
  afterEach(clearCookies);

  it("gives the library's own CookieStorage, with the defaults, for cookie settings", () => {
    const made: ICookieStorageData[] = [];
    const result = createCookieAuthStorage(
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
    const result = createCookieAuthStorage({ kind: "cookie", domain: "localhost", secure: false }, { window });
    expect(result.kind).toBe("cookie");
    expect(result.storage).toBeInstanceOf(CookieStorage);
  });

  it("keeps the session in memory when the browser drops the cookies", () => {
    // jsdom, like browsers, refuses a cookie for a domain that is not the page's.
    const result = createCookieAuthStorage({ kind: "cookie", domain: "example.com", secure: false }, { window });
    expect(result.kind).toBe("memory");
    expect(result.fallbackReason).toMatch(/^Cookies for example\.com are not kept by this browser/);
  });

  it("keeps the session in memory when the cookie store throws or cannot be made", () => {
    const throwing = createCookieAuthStorage(
      { kind: "cookie", domain: "example.com" },
      { window, createCookieStorage: () => throwingStorage() },
    );
    expect(throwing.kind).toBe("memory");
    expect(throwing.fallbackReason).toMatch(/The quota has been exceeded/);
    const unmade = createCookieAuthStorage(
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
    const result = createCookieAuthStorage(
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
