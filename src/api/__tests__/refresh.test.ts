/**
 * POST /api/auth/refresh and POST /api/auth/revoke: the server-held refresh token in use, for a public app client
 * and for one with a client secret (SECRET_HASH and ClientSecret added by the server; the secret never leaves it).
 */
import { InitiateAuthCommand, UpdateUserPoolClientCommand } from "@aws-sdk/client-cognito-identity-provider";
import { ADMIN, decodePart, startHarness, SUPER, type Harness } from "./harness";

jest.setTimeout(60_000);

describe("public app client", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());
  afterEach(() => expect(h.host.escaped).toEqual([]));

  const refresh = (cookie: string) =>
    h.call("POST", "/api/auth/refresh", { headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` } });
  /** Cognito itself refuses the token: dead for everyone, not just for our cookie. */
  const expectRevokedAtCognito = (refreshToken: string) =>
    expect(
      h.client.send(
        new InitiateAuthCommand({
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: h.emu.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: "NotAuthorizedException", message: "Refresh Token has been revoked" });

  it("returns fresh id and access tokens of the same sign-in, usable at once", async () => {
    const tokens = await h.signIn(SUPER);
    const cookie = await h.storeSession(tokens);
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.body as { idToken: string; accessToken: string; expiresIn: number };
    expect(Object.keys(body).sort()).toEqual(["accessToken", "expiresIn", "idToken"]);
    expect(body.expiresIn).toBe(300);
    expect(decodePart(body.idToken, 1)).toMatchObject({
      sub: decodePart(tokens.idToken, 1).sub,
      origin_jti: decodePart(tokens.idToken, 1).origin_jti,
      token_use: "id",
    });
    // The cookie again, stamped with this renewal (the idle limit the server keeps runs from it).
    expect(res.cookies).toEqual([
      expect.stringMatching(/^nw_session=[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict$/),
    ]);
    const who = await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(body) });
    expect(who.body).toEqual({ username: SUPER.username, groups: ["Admins"], superAdmin: true });
  });

  it("works again and again with the same cookie (Cognito does not rotate refresh tokens)", async () => {
    const cookie = await h.storeSession(await h.signIn(ADMIN));
    for (let i = 0; i < 3; i++) expect((await refresh(cookie)).status).toBe(200);
  });

  it("revoke, then refresh fails and the cookie is cleared; revoking again is fine", async () => {
    const tokens = await h.signIn(ADMIN);
    const cookie = await h.storeSession(tokens);
    const out = await h.call("POST", "/api/auth/revoke", {
      headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ revoked: true });
    expect(out.cookies[0]).toMatch(/^nw_session=; Path=\/; Max-Age=0;.*HttpOnly; SameSite=Strict$/);
    // Revoked at Cognito: the old refresh token is dead for everyone, not just for our cookie.
    await expectRevokedAtCognito(tokens.refreshToken);
    const again = await refresh(cookie);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: { code: "InvalidSession", message: "Sign in again." } });
    expect(again.cookies[0]).toMatch(/Max-Age=0/);
    // The sign-in's id and access tokens are refused at once too.
    expect((await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(tokens) })).status).toBe(401);
    const revokeHeaders: Array<Record<string, string>> = [
      { Origin: h.origin, Cookie: `nw_session=${cookie}` },
      { Origin: h.origin },
    ];
    for (const headers of revokeHeaders) {
      expect((await h.call("POST", "/api/auth/revoke", { headers })).status).toBe(200);
    }
  });

  it("fails after GlobalSignOut and after the refresh token expires", async () => {
    const a = await h.signIn(ADMIN);
    const cookieA = await h.storeSession(a);
    await h.globalSignOut(a.accessToken);
    expect((await refresh(cookieA)).status).toBe(401);

    const b = await h.signIn(SUPER);
    const cookieB = await h.storeSession(b);
    h.emu.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const res = await refresh(cookieB);
      expect(res.status).toBe(401);
      expect(res.cookies[0]).toMatch(/Max-Age=0/);
    } finally {
      h.emu.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it("Cognito unreachable: refresh keeps the cookie (503); sign-out clears it and queues the token, which refresh refuses and a later call revokes", async () => {
    const tokens = await h.signIn(ADMIN);
    const cookie = await h.storeSession(tokens);
    const endpoint = process.env.GATSBY_COGNITO_ENDPOINT;
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.GATSBY_COGNITO_ENDPOINT = "http://127.0.0.1:1/";
    const headers = { Origin: h.origin, Cookie: `nw_session=${cookie}` };
    try {
      const res = await h.call("POST", "/api/auth/refresh", { headers });
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.cookies).toEqual([]);
      const out = await h.call("POST", "/api/auth/revoke", { headers });
      expect(out.status).toBe(202);
      expect(out.body).toEqual({ revoked: false, queued: true });
      expect(out.cookies[0]).toMatch(/^nw_session=; .*Max-Age=0/);
    } finally {
      process.env.GATSBY_COGNITO_ENDPOINT = endpoint;
      spy.mockRestore();
    }
    // Cognito would still honor the token, but a copy of the cookie gets nothing here.
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(replay.cookies[0]).toMatch(/Max-Age=0/);
    // The next call that reaches Cognito revokes the queued token there.
    expect((await refresh(await h.storeSession(await h.signIn(SUPER)))).status).toBe(200);
    await expectRevokedAtCognito(tokens.refreshToken);
  });

  it("token revocation off for the app client: sign-out still clears the cookie, says 'not revoked', and refresh refuses the token", async () => {
    const cookie = await h.storeSession(await h.signIn(ADMIN));
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const setRevocation = (on: boolean) =>
      h.client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: h.emu.poolId,
          ClientId: h.emu.clientId,
          EnableTokenRevocation: on,
        }),
      );
    await setRevocation(false);
    try {
      const out = await h.call("POST", "/api/auth/revoke", {
        headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` },
      });
      expect(out.status).toBe(202);
      expect(out.body).toEqual({ revoked: false, queued: true });
      expect(out.cookies[0]).toMatch(/Max-Age=0/);
      expect((await refresh(cookie)).status).toBe(401);
    } finally {
      await setRevocation(true);
      spy.mockRestore();
    }
  });
});

describe("app client with a secret", () => {
  const SECRET = "handler-test-client-secret-0123456789";
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clientSecret: SECRET });
  });
  afterAll(() => h.stop());

  it("refreshes and revokes with SECRET_HASH / ClientSecret added by the server only", async () => {
    const cookie = await h.storeSession(await h.signIn(ADMIN));
    const headers = { Origin: h.origin, Cookie: `nw_session=${cookie}` };
    const res = await h.call("POST", "/api/auth/refresh", { headers });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect((await h.call("POST", "/api/auth/revoke", { headers })).status).toBe(200);
    expect((await h.call("POST", "/api/auth/refresh", { headers })).status).toBe(401);
  });

  it("answers 500 ServerMisconfigured (and keeps the cookie) when COGNITO_CLIENT_SECRET is wrong or missing", async () => {
    const cookie = await h.storeSession(await h.signIn(SUPER));
    const logged: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((m: string) => void logged.push(m));
    try {
      for (const secret of ["not-the-secret", ""]) {
        process.env.COGNITO_CLIENT_SECRET = secret;
        const res = await h.call("POST", "/api/auth/refresh", {
          headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` },
        });
        expect(res.status).toBe(500);
        expect((res.body as { error: { code: string } }).error.code).toBe("ServerMisconfigured");
        expect(res.cookies).toEqual([]);
      }
    } finally {
      process.env.COGNITO_CLIENT_SECRET = SECRET;
      spy.mockRestore();
    }
    expect(logged.join("\n")).toMatch(/SecretHash does not match|SECRET_HASH was not received/);
    expect(
      (
        await h.call("POST", "/api/auth/refresh", {
          headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` },
        })
      ).status,
    ).toBe(200);
  });
});
