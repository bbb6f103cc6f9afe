/**
 * GET and POST /api/auth/session: who is asking, and handing the refresh token to the server.
 */
import { ADMIN, cookieValue, decodePart, startHarness, SUPER, type Harness } from "./harness";

jest.setTimeout(60_000);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
afterEach(() => expect(h.host.escaped).toEqual([]));

describe("GET /api/auth/session", () => {
  it("answers a super admin's name, groups and verdict, with no-store", async () => {
    const tokens = await h.signIn(SUPER);
    const res = await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(tokens) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: SUPER.username, groups: ["Admins"], superAdmin: true });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers an admin outside Admins with no groups", async () => {
    const tokens = await h.signIn(ADMIN);
    const res = await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(tokens) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: ADMIN.username, groups: [], superAdmin: false });
  });

  it("keeps answering from the cached JWKS and revocation check (one GetUser per token)", async () => {
    const tokens = await h.signIn(ADMIN);
    const before = h.emu.operations.filter((op) => op === "GetUser").length;
    for (let i = 0; i < 5; i++) {
      const res = await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(tokens) });
      expect(res.status).toBe(200);
    }
    expect(h.emu.operations.filter((op) => op === "GetUser").length - before).toBe(1);
    expect(h.emu.operations.filter((op) => op === "jwks").length).toBe(1);
  });

  it("refuses a sign-in revoked at Cognito by GlobalSignOut or RevokeToken", async () => {
    const a = await h.signIn(ADMIN);
    await h.globalSignOut(a.accessToken);
    expect((await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(a) })).status).toBe(401);
    const b = await h.signIn(ADMIN);
    await h.revokeAtCognito(b.refreshToken);
    const res = await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(b) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "InvalidToken", message: "Sign in again." } });
  });
});

describe("POST /api/auth/session", () => {
  it("keeps the refresh token in an HttpOnly, SameSite=Strict cookie, and deletes the old /api/auth/ ones", async () => {
    const tokens = await h.signIn(SUPER);
    const getUsers = () => h.emu.operations.filter((op) => op === "GetUser").length;
    const before = getUsers();
    const res = await h.call("POST", "/api/auth/session", { headers: { Origin: h.origin }, body: tokens });
    expect(res.status).toBe(200);
    // One GetUser for the revocation check, the contact status and the security look of the new browser.
    expect(getUsers() - before).toBe(1);
    // With the contact status the revocation check's GetUser read: the browser's contact check asks nothing more.
    expect(res.body).toEqual({
      username: SUPER.username,
      groups: ["Admins"],
      superAdmin: true,
      contact: { verified: { email: SUPER.username }, unverified: {} },
    });
    // The session cookie, and the device cookie a browser new to the site gets (server/security/device.ts).
    expect(res.cookies.map((c) => c.split("=")[0])).toEqual(["nw_session", "nw_device", "nw_session", "nw_device"]);
    // ...and the deletions of the cookies of the same names the site set before at Path=/api/auth/.
    expect(res.cookies.slice(2)).toEqual([
      "nw_session=; Path=/api/auth/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict",
      "nw_device=; Path=/api/auth/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict",
    ]);
    const line = res.cookies[0] as string;
    expect(line).toMatch(/^nw_session=[A-Za-z0-9_-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    // Sealed: the refresh token is nowhere in the cookie.
    const value = cookieValue(res.cookies);
    expect(value).not.toContain(tokens.refreshToken);
    expect(Buffer.from(value, "base64url").toString("latin1")).not.toContain(tokens.refreshToken.slice(0, 16));
  });

  it("drops Secure only for http on a loopback origin; keeps it for the https site", async () => {
    const tokens = await h.signIn(ADMIN);
    const local = await h.call("POST", "/api/auth/session", { headers: { Origin: h.origin }, body: tokens });
    expect(local.cookies[0]).not.toMatch(/Secure/);
    const site = await h.call("POST", "/api/auth/session", {
      headers: { Origin: "https://www.northwind-consulting.example" },
      body: tokens,
    });
    expect(site.status).toBe(200);
    expect(site.cookies[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it("binds the cookie to the sign-in it was stored with", async () => {
    const tokens = await h.signIn(ADMIN);
    const cookie = await h.storeSession(tokens);
    const refreshed = await h.call("POST", "/api/auth/refresh", {
      headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` },
    });
    expect(refreshed.status).toBe(200);
    const body = refreshed.body as { idToken: string };
    expect(decodePart(body.idToken, 1).origin_jti).toBe(decodePart(tokens.idToken, 1).origin_jti);
  });

  it("refuses to store the tokens of a revoked sign-in", async () => {
    const tokens = await h.signIn(ADMIN);
    await h.revokeAtCognito(tokens.refreshToken);
    const res = await h.call("POST", "/api/auth/session", { headers: { Origin: h.origin }, body: tokens });
    expect(res.status).toBe(401);
    expect(res.cookies).toEqual([]);
  });
});
