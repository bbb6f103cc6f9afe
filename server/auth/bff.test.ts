import { randomBytes } from "crypto";
import { ApiError, ApiErrors } from "../http";
import { authSettingsFrom } from "../settings";
import { endSession, refreshSession, startSession } from "./bff";
import type { CognitoGateway } from "./cognito";
import { openRefreshCookie, sealRefreshCookie, type RefreshCookie } from "./refresh-cookie";
import type { RevocationCheck } from "./revocation";
import { SessionCache } from "./session-cache";
import type { Principal } from "./session";
import type { AuthServices } from "./services";
import type { TokenVerifier } from "./verifier";
import { MemoryPendingRevocations } from "../testing/memory-pending-revocations";
import { tokenId } from "./pending-revocations";
import { MemoryAccountMarks } from "./account-marks";

const key = randomBytes(32);
const settings = authSettingsFrom(
  { AUTH_COOKIE_KEY: key.toString("hex") },
  { userPoolId: "us-east-1_P", clientId: "client", endpoint: "", hostedUiDomain: "" },
);
const local = { origin: "http://127.0.0.1:8000", host: "127.0.0.1:8000" };
const claims = { sub: "sub-1", username: "ada", groups: [], exp: 9e9, originJti: "o-1" };

function services(
  over: {
    verifier?: Partial<TokenVerifier>;
    gateway?: Partial<CognitoGateway>;
    pending?: MemoryPendingRevocations;
  } = {},
) {
  const forgotten: string[] = [];
  const pending = over.pending ?? new MemoryPendingRevocations();
  const verifier = {
    verifyId: async () => claims,
    verifyAccess: async () => ({ sub: claims.sub, username: claims.username, exp: claims.exp, originJti: "o-1" }),
    ...over.verifier,
  } as unknown as TokenVerifier;
  const gateway = {
    refresh: async () => ({ idToken: "i", accessToken: "a", expiresIn: 300 }),
    revoke: async () => true,
    ...over.gateway,
  } as unknown as CognitoGateway;
  const revocation = {
    assertActive: async () => undefined,
    isEnded: () => false,
    forgetSession: (o: string) => void forgotten.push(o),
  } as unknown as RevocationCheck;
  const sessions = new SessionCache<Principal>();
  sessions.set("cached", { sub: "sub-1", username: "ada", groups: [], superAdmin: false }, Date.now() + 60_000, "o-1");
  const s: AuthServices = {
    settings,
    ready: {
      settings,
      verifier,
      gateway,
      revocation,
      sessions,
      pending,
      marks: new MemoryAccountMarks(),
      retryPending: (task) => task().then(() => undefined),
      accessKey: key,
    },
    problems: [],
    cookieKey: { ok: true, key, development: false },
  };
  return { s, forgotten, sessions, pending };
}

const cookieFor = (sub = "sub-1", rt = "rt") =>
  `nw_session=${sealRefreshCookie(key, { v: 1, rt, sub, usr: "ada", cid: "client", ojti: "o-1", iat: Math.floor(Date.now() / 1000) })}`;

async function outcome(p: Promise<unknown>): Promise<{ status: number; headers?: Record<string, string> }> {
  try {
    await p;
    return { status: 200 };
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, headers: { ...err.headers } };
    throw err;
  }
}

describe("startSession", () => {
  it("seals the refresh token with the verified user, and relaxes Secure only on loopback http", async () => {
    const { s } = services();
    const body = { idToken: "a.b.c", accessToken: "a.b.c", refreshToken: "rt" };
    const localStart = await startSession(s, local, body);
    expect(localStart.principal.username).toBe("ada");
    expect(localStart.setCookie).not.toContain("Secure");
    const site = await startSession(s, { origin: "https://www.northwind-consulting.example", host: "x" }, body);
    expect(site.setCookie).toMatch(/^__Host-nw_session=[\w-]+; Path=\/; .*; Secure;/);
  });

  it("refuses a refresh token that would not fit in a cookie", async () => {
    const { s } = services();
    const body = { idToken: "a.b.c", accessToken: "a.b.c", refreshToken: "r".repeat(2900) };
    expect((await outcome(startSession(s, local, body))).status).toBe(400);
  });
});

describe("refreshSession", () => {
  it("returns the new tokens", async () => {
    const { s } = services();
    expect((await refreshSession(s, { ...local, cookie: cookieFor() })).page).toEqual({
      idToken: "i",
      accessToken: "a",
      expiresIn: 300,
    });
  });

  it("on https reads only the __Host- cookie: one without the prefix (planted by another host or page) is none", async () => {
    const { s } = services();
    const site = { origin: "https://www.northwind-consulting.example", host: "www.northwind-consulting.example" };
    const value = cookieFor().slice("nw_session=".length);
    const planted = await outcome(refreshSession(s, { ...site, cookie: `nw_session=${value}` }));
    expect(planted.status).toBe(401);
    expect(planted.headers?.["Set-Cookie"]).toMatch(/^__Host-nw_session=; Path=\/; Max-Age=0;.*Secure/);
    expect((await refreshSession(s, { ...site, cookie: `__Host-nw_session=${value}` })).page).toMatchObject({
      idToken: "i",
    });
  });

  it("clears the cookie when there is none, it does not open, or Cognito refuses it", async () => {
    const { s } = services();
    for (const cookie of [undefined, "nw_session=garbage"]) {
      const r = await outcome(refreshSession(s, { ...local, ...(cookie ? { cookie } : {}) }));
      expect(r.status).toBe(401);
      expect(r.headers?.["Set-Cookie"]).toMatch(/^nw_session=; .*Max-Age=0/);
    }
    const refused = services({ gateway: { refresh: async () => null } });
    const r = await outcome(refreshSession(refused.s, { ...local, cookie: cookieFor() }));
    expect(r.status).toBe(401);
    expect(r.headers?.["Set-Cookie"]).toContain("Max-Age=0");
  });

  it("refuses tokens Cognito returned for another user than the cookie's", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { s } = services();
    const r = await outcome(refreshSession(s, { ...local, cookie: cookieFor("someone-else") }));
    expect(r.status).toBe(401);
    expect(r.headers?.["Set-Cookie"]).toContain("Max-Age=0");
    jest.restoreAllMocks();
  });

  it("keeps the cookie when the keys or Cognito are unreachable (503)", async () => {
    const outage = services({
      verifier: {
        verifyId: async () => {
          throw ApiErrors.unavailable();
        },
      },
    });
    expect(await outcome(refreshSession(outage.s, { ...local, cookie: cookieFor() }))).toEqual({
      status: 503,
      headers: { "Retry-After": "5" },
    });
    const down = services({
      gateway: {
        refresh: async () => {
          throw ApiErrors.unavailable();
        },
      },
    });
    expect((await outcome(refreshSession(down.s, { ...local, cookie: cookieFor() }))).headers).not.toHaveProperty(
      "Set-Cookie",
    );
  });
});

describe("refreshSession: the limits the server keeps", () => {
  const HOUR = 3600;
  const nowS = () => Math.floor(Date.now() / 1000);
  /** A cookie as startSession seals it, `signedIn` and `renewed` seconds ago. */
  const cookieAged = (signedIn: number, renewed: number, extra: Partial<RefreshCookie> = {}) =>
    `nw_session=${sealRefreshCookie(key, {
      v: 1,
      rt: "rt-old",
      sub: "sub-1",
      usr: "ada",
      cid: "client",
      ojti: "o-1",
      iat: nowS() - signedIn,
      sia: nowS() - signedIn,
      act: nowS() - renewed,
      ...extra,
    })}`;
  async function refused(cookie: string, s = services().s) {
    try {
      await refreshSession(s, { ...local, cookie });
    } catch (err) {
      if (err instanceof ApiError) return err;
      throw err;
    }
    throw new Error("the refresh was not refused");
  }
  const idToken = (authTime: number) =>
    `h.${Buffer.from(JSON.stringify({ auth_time: authTime })).toString("base64url")}.s`;

  it("stamps the sign-in's auth_time and the renewal in the cookie, and renews the stamp on each refresh", async () => {
    const { s } = services();
    const started = await startSession(s, local, {
      idToken: idToken(nowS() - 120),
      accessToken: "a.b.c",
      refreshToken: "rt",
    });
    const sealed = /nw_session=([^;]+)/.exec(started.setCookie)?.[1] ?? "";
    const opened = openRefreshCookie(key, sealed, { clientId: "client", nowSeconds: nowS() });
    expect(opened?.sia).toBeGreaterThanOrEqual(nowS() - 121);
    expect(opened?.sia).toBeLessThanOrEqual(nowS() - 119);
    expect(opened?.act).toBeGreaterThanOrEqual(nowS() - 1);

    const refreshed = await refreshSession(s, { ...local, cookie: cookieAged(2 * HOUR, 10 * 60) });
    const renewed = openRefreshCookie(key, /nw_session=([^;]+)/.exec(refreshed.setCookie)?.[1] ?? "", {
      clientId: "client",
      nowSeconds: nowS(),
    });
    expect(renewed?.act).toBeGreaterThanOrEqual(nowS() - 1);
    expect(renewed?.sia).toBeLessThanOrEqual(nowS() - 2 * HOUR);
  });

  it("refuses a refresh 12 hours after sign-in, however recent the last one, with the page's sentence", async () => {
    const revoked: string[] = [];
    const revoke = async (rt: string) => {
      revoked.push(rt);
      return true;
    };
    const { s } = services({ gateway: { revoke } });
    const err = await refused(cookieAged(12 * HOUR + 5, 60), s);
    expect(err.status).toBe(401);
    expect(err.code).toBe("SessionLimit");
    expect(err.message).toBe("Your sign-in reached its limit of 12 hours. Please sign in again.");
    expect(err.headers["Set-Cookie"]).toMatch(/nw_session=;.*Max-Age=0/);
    // The session is over, not only this renewal: its refresh token is given back.
    expect(revoked).toEqual(["rt-old"]);
  });

  it("refuses a refresh 30 minutes after the last one (no tab open since), and takes the limits from the settings", async () => {
    expect((await refused(cookieAged(HOUR, 30 * 60 + 5))).code).toBe("SessionIdle");
    expect((await refused(cookieAged(HOUR, 30 * 60 + 5))).message).toBe(
      "You were signed out after 30 minutes without activity. Please sign in again.",
    );
    // 29 days after sign-in, as the review found the server renewing: refused.
    expect((await refused(cookieAged(29 * 24 * HOUR, 29 * 24 * HOUR))).code).toBe("SessionLimit");
    const longer = authSettingsFrom(
      { AUTH_COOKIE_KEY: key.toString("hex"), GATSBY_SESSION_IDLE_MINUTES: "60", GATSBY_SESSION_MAX_HOURS: "24" },
      settings.cognito,
    );
    const { s } = services();
    const relaxed = { ...s, settings: longer, ready: s.ready && { ...s.ready, settings: longer } };
    await expect(refreshSession(relaxed, { ...local, cookie: cookieAged(13 * HOUR, 45 * 60) })).resolves.toBeDefined();
  });

  it("reads a cookie sealed before the limits by its storing time", async () => {
    const old = (age: number) =>
      `nw_session=${sealRefreshCookie(key, { v: 1, rt: "rt", sub: "sub-1", usr: "ada", cid: "client", iat: nowS() - age })}`;
    await expect(refreshSession(services().s, { ...local, cookie: old(60) })).resolves.toBeDefined();
    expect((await refused(old(HOUR))).code).toBe("SessionIdle");
  });
});

describe("endSession", () => {
  it("revokes, forgets the sign-in locally, and clears the cookie", async () => {
    const revoked: string[] = [];
    const { s, forgotten, sessions } = services({ gateway: { revoke: async (t: string) => revoked.push(t) > 0 } });
    expect(sessions.get("cached")).toBeDefined();
    const { setCookie } = await endSession(s, { ...local, cookie: cookieFor() });
    expect(revoked).toEqual(["rt"]);
    expect(forgotten).toEqual(["o-1"]);
    expect(sessions.get("cached")).toBeUndefined();
    expect(setCookie).toContain("Max-Age=0");
  });

  it("is idempotent: no cookie or a dead one just clears", async () => {
    const revoked: string[] = [];
    const { s } = services({ gateway: { revoke: async (t: string) => revoked.push(t) > 0 } });
    await endSession(s, local);
    await endSession(s, { ...local, cookie: "nw_session=forged" });
    expect(revoked).toEqual([]);
  });

  it("clears the cookie even when Cognito cannot revoke; the token is queued, refused by refresh, and revoked later", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const pending = new MemoryPendingRevocations();
    let cognitoDown = true;
    const revoked: string[] = [];
    const gateway = {
      revoke: async (t: string) => {
        if (cognitoDown) throw ApiErrors.unavailable();
        return revoked.push(t) > 0;
      },
    };
    const { s } = services({ gateway, pending });
    const cookie = cookieFor();
    const ended = await endSession(s, { ...local, cookie });
    expect(ended).toEqual({
      setCookie: expect.stringMatching(/^nw_session=; .*Max-Age=0/),
      revoked: false,
      queued: true,
    });
    expect([...pending.entries.values()]).toEqual([
      expect.objectContaining({ id: tokenId("rt"), attempts: 1, reason: "unavailable" }),
    ]);
    // A copy of the old cookie cannot bring the session back while the token waits.
    const replay = await outcome(refreshSession(s, { ...local, cookie }));
    expect(replay.status).toBe(401);
    expect(replay.headers?.["Set-Cookie"]).toContain("Max-Age=0");
    // Cognito back: the next auth call that reaches it revokes the queued token and empties the queue.
    cognitoDown = false;
    await expect(refreshSession(s, { ...local, cookie: cookieFor("sub-1", "another-sign-in") })).resolves.toBeDefined();
    expect(revoked).toEqual(["rt"]);
    expect(pending.entries.size).toBe(0);
    jest.restoreAllMocks();
  });

  it("queues for good when token revocation is off for the app client, and clears an unusable queue entry", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const pending = new MemoryPendingRevocations();
    const { s } = services({
      pending,
      gateway: {
        revoke: async () => {
          throw ApiErrors.misconfigured();
        },
      },
    });
    const ended = await endSession(s, { ...local, cookie: cookieFor() });
    expect(ended).toMatchObject({ revoked: false, queued: true });
    expect(pending.entries.get(tokenId("rt"))).toMatchObject({ reason: "misconfigured" });
    jest.restoreAllMocks();
  });

  it("with two session cookies, refresh refuses both and sign-out revokes every one that opens", async () => {
    const revoked: string[] = [];
    const { s } = services({ gateway: { revoke: async (t: string) => revoked.push(t) > 0 } });
    const ours = cookieFor("sub-1", "rt-ours");
    const planted = cookieFor("sub-1", "rt-planted");
    const both = `${planted}; ${ours}`;
    const refused = await outcome(refreshSession(s, { ...local, cookie: both }));
    expect(refused.status).toBe(401);
    expect(refused.headers?.["Set-Cookie"]).toContain("Max-Age=0");
    const ended = await endSession(s, { ...local, cookie: `${both}; nw_session=garbage` });
    expect(ended).toMatchObject({ revoked: true, setCookie: expect.stringContaining("Max-Age=0") });
    expect(revoked.sort()).toEqual(["rt-ours", "rt-planted"]);
  });

  it("clears the cookie in its error answers too (misconfigured server, queue unreachable)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = services();
    const misconfigured = { ...broken.s, cookieKey: { ok: false as const, problem: "AUTH_COOKIE_KEY: missing" } };
    const r = await outcome(endSession(misconfigured, { ...local, cookie: cookieFor() }));
    expect(r.status).toBe(500);
    expect(r.headers?.["Set-Cookie"]).toContain("Max-Age=0");
    const pending = new MemoryPendingRevocations();
    pending.put = async () => {
      throw new Error("table down");
    };
    const down = services({
      pending,
      gateway: {
        revoke: async () => {
          throw ApiErrors.unavailable();
        },
      },
    });
    const ended = await endSession(down.s, { ...local, cookie: cookieFor() });
    expect(ended).toMatchObject({ revoked: false, queued: false, setCookie: expect.stringContaining("Max-Age=0") });
    jest.restoreAllMocks();
  });
});
