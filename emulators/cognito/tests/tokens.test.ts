/**
 * Refresh, RevokeToken, GlobalSignOut and expiry, with the real client and the SDK; JWKS and
 * OpenID discovery.
 */
import {
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CognitoRefreshToken, type CognitoUserSession } from "amazon-cognito-identity-js";
import {
  api,
  cb,
  decodePayload,
  MemoryStorage,
  PASSWORDS,
  sdk,
  signInSimple,
  startTestEmulator,
  verifierFor,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

/**
 * Settles `pending` with only setTimeout faked, moving it 100 ms at a time between turns of the event loop: a
 * client's retry delays pass at once, while its requests to the emulator take the real time they take.
 */
async function withBackoffSkipped<T>(pending: Promise<T>): Promise<T> {
  jest.useFakeTimers({
    doNotFake: ["nextTick", "setImmediate", "setInterval", "queueMicrotask", "hrtime", "performance", "Date"],
  });
  let settled = false;
  void pending.finally(() => (settled = true));
  try {
    while (!settled) {
      await jest.advanceTimersByTimeAsync(100);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return await pending;
  } finally {
    jest.useRealTimers();
  }
}

const refreshViaSdk = (token: string) =>
  sdk(emu).send(
    new InitiateAuthCommand({
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );

describe("refresh", () => {
  it("acij refreshSession gets new access and id tokens of the same origin; the response has no RefreshToken", async () => {
    const { user, session } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
    const before = session.getAccessToken().decodePayload();
    // A second later on the emulator's clock, so the new tokens' iat differs (a clock the test owns, not a wait).
    emu.advance(1_100);
    const refreshed = await cb<CognitoUserSession>((done) =>
      user.refreshSession(session.getRefreshToken(), done as never),
    ).finally(() => emu.advance(-1_100));
    const after = refreshed.getAccessToken().decodePayload();
    expect(after.origin_jti).toBe(before.origin_jti);
    expect(after.jti).not.toBe(before.jti);
    expect(after.auth_time).toBe(before.auth_time);
    expect(after.iat).toBeGreaterThan(before.iat as number);
    expect(refreshed.getRefreshToken().getToken()).toBe(session.getRefreshToken().getToken());
    await (await verifierFor(emu, "id")).verify(refreshed.getIdToken().getJwtToken());

    const raw = await refreshViaSdk(session.getRefreshToken().getToken());
    expect(raw.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(raw.AuthenticationResult?.IdToken).toBeTruthy();
    expect(raw.AuthenticationResult).not.toHaveProperty("RefreshToken");
    const wire = await api(emu, "InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN",
      ClientId: emu.clientId,
      AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
    });
    expect(Object.keys(wire.body.AuthenticationResult as object).sort()).toEqual([
      "AccessToken",
      "ExpiresIn",
      "IdToken",
      "TokenType",
    ]);
  });

  it("refuses unknown refresh tokens", async () => {
    await expect(refreshViaSdk("not-a-real-refresh-token")).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Invalid Refresh Token.",
    });
  });

  it("getSession refreshes an expired session automatically", async () => {
    const storage = new MemoryStorage();
    const { pool } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin, storage);
    // Make the cached tokens look expired to the client by moving its clock drift.
    const prefix = `CognitoIdentityServiceProvider.${emu.clientId}.admin@example.com`;
    storage.setItem(`${prefix}.clockDrift`, String(-7200));
    const current = pool.getCurrentUser();
    expect(current).not.toBeNull();
    const seen = emu.operations.length;
    const session = await cb<CognitoUserSession>((done) => current!.getSession(done as never));
    expect(session.isValid()).toBe(true);
    expect(emu.operations.slice(seen)).toEqual(["InitiateAuth"]);
  });
});

describe("revocation", () => {
  it("acij signOut(callback) revokes the refresh token (origin_jti present); refresh and access token are refused after", async () => {
    const { user, session } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
    const refresh = session.getRefreshToken().getToken();
    const access = session.getAccessToken().getJwtToken();
    await expect(sdk(emu).send(new GetUserCommand({ AccessToken: access }))).resolves.toMatchObject({
      Username: "admin@example.com",
    });
    await new Promise<void>((resolve, reject) => user.signOut((err?: Error) => (err ? reject(err) : resolve())));
    expect(emu.operations).toContain("RevokeToken");
    await expect(refreshViaSdk(refresh)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Refresh Token has been revoked",
    });
    await expect(sdk(emu).send(new GetUserCommand({ AccessToken: access }))).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Access Token has been revoked",
    });
  });

  it("RevokeToken via the SDK only touches that sign-in; access tokens cannot be revoked this way", async () => {
    const a = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    const b = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    await sdk(emu).send(
      new RevokeTokenCommand({ ClientId: emu.clientId, Token: a.session.getRefreshToken().getToken() }),
    );
    await expect(refreshViaSdk(a.session.getRefreshToken().getToken())).rejects.toMatchObject({
      name: "NotAuthorizedException",
    });
    await expect(refreshViaSdk(b.session.getRefreshToken().getToken())).resolves.toBeTruthy();
    await expect(
      sdk(emu).send(
        new RevokeTokenCommand({ ClientId: emu.clientId, Token: b.session.getAccessToken().getJwtToken() }),
      ),
    ).rejects.toMatchObject({
      name: "UnsupportedTokenTypeException",
    });
  });

  it("GlobalSignOut invalidates every session of the user, and acij's refresh is then refused and clears the cache", async () => {
    const storage = new MemoryStorage();
    const one = await signInSimple(emu, "admin@example.com", PASSWORDS.admin, storage);
    const two = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
    await sdk(emu).send(new GlobalSignOutCommand({ AccessToken: two.session.getAccessToken().getJwtToken() }));
    for (const s of [one.session, two.session]) {
      await expect(refreshViaSdk(s.getRefreshToken().getToken())).rejects.toMatchObject({
        name: "NotAuthorizedException",
      });
      await expect(
        sdk(emu).send(new GetUserCommand({ AccessToken: s.getAccessToken().getJwtToken() })),
      ).rejects.toMatchObject({ name: "NotAuthorizedException" });
    }
    // The real client retries a refused refresh with backoff (0.2 s doubling to 3.2 s, about 6 s in all), then
    // clears its cached tokens: the test moves the backoff's timers instead of waiting for them.
    const err = await withBackoffSkipped(
      cb((done) =>
        one.user.refreshSession(
          new CognitoRefreshToken({ RefreshToken: one.session.getRefreshToken().getToken() }),
          done as never,
        ),
      ).catch((e) => e),
    );
    expect(err).toMatchObject({ code: "NotAuthorizedException" });
    expect(storage.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.admin@example.com.idToken`)).toBeNull();
    // A new sign-in works.
    await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
  });

  it("expired access tokens are refused", async () => {
    const { session } = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    emu.advance(3601_000);
    try {
      await expect(
        sdk(emu).send(new GetUserCommand({ AccessToken: session.getAccessToken().getJwtToken() })),
      ).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: "Access Token has expired",
      });
    } finally {
      emu.advance(-3601_000);
    }
  });

  it("tokens with a bad signature or from another issuer are refused", async () => {
    const { session } = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    const [h, p, s] = session.getAccessToken().getJwtToken().split(".") as [string, string, string];
    const payload = decodePayload(`${h}.${p}.${s}`);
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, username: "admin@example.com" })).toString("base64url")}.${s}`;
    const res = await api(emu, "GetUser", { AccessToken: forged });
    expect(res.body).toEqual({ __type: "NotAuthorizedException", message: "Invalid Access Token" });
    const idAsAccess = await api(emu, "GetUser", { AccessToken: session.getIdToken().getJwtToken() });
    expect(idAsAccess.body.__type).toBe("NotAuthorizedException");
  });
});

describe("JWKS and discovery", () => {
  it("serves a stable RS256 key and an OpenID configuration listing the hosted-UI endpoints", async () => {
    const jwks = (await (await fetch(`${emu.url}/${emu.poolId}/.well-known/jwks.json`)).json()) as {
      keys: Array<Record<string, string>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({
      kty: "RSA",
      alg: "RS256",
      use: "sig",
      kid: "cognito-emulator-dev-key-1",
      e: "AQAB",
    });
    const oidc = (await (await fetch(`${emu.url}/${emu.poolId}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    const base = `http://localhost:${emu.port}`;
    expect(oidc).toMatchObject({
      issuer: `${base}/${emu.poolId}`,
      jwks_uri: `${base}/${emu.poolId}/.well-known/jwks.json`,
      authorization_endpoint: `${base}/oauth2/authorize`,
      token_endpoint: `${base}/oauth2/token`,
      userinfo_endpoint: `${base}/oauth2/userInfo`,
      revocation_endpoint: `${base}/oauth2/revoke`,
      end_session_endpoint: `${base}/logout`,
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("a second emulator instance (same committed key) verifies the first one's tokens", async () => {
    const other = await startTestEmulator();
    try {
      const { session } = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
      const jwks = await (await fetch(`${other.url}/${other.poolId}/.well-known/jwks.json`)).json();
      const ours = await (await fetch(`${emu.url}/${emu.poolId}/.well-known/jwks.json`)).json();
      expect(jwks).toEqual(ours);
      expect(session.getIdToken().getJwtToken().split(".")[0]).toBe(
        Buffer.from(JSON.stringify({ kid: "cognito-emulator-dev-key-1", alg: "RS256" })).toString("base64url"),
      );
    } finally {
      await other.stop();
    }
  });
});
