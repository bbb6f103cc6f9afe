/**
 * GetTokensFromRefreshToken (the call Amplify v6 refreshes with) and refresh-token rotation, with the real SDK:
 * new access and id tokens of the same sign-in, a new refresh token only when the app client rotates them, the old
 * one dead after the retry grace period, and Cognito's refusals.
 */
import {
  AdminDisableUserCommand,
  DescribeUserPoolClientCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { secretHash } from "../client-secret";
import {
  createConfirmedUser,
  decodePayload,
  PASSWORDS,
  sdk,
  startTestEmulator,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(60_000);

let emu: TestEmulator;
let rotating: TestEmulator;
beforeAll(async () => {
  [emu, rotating] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ config: { refreshTokenRotation: { enabled: true, retryGracePeriodSeconds: 30 } } }),
  ]);
});
afterAll(() => Promise.all([emu.stop(), rotating.stop()]));

async function signIn(target: TestEmulator, username: string, password: string) {
  const out = await sdk(target).send(
    new InitiateAuthCommand({
      AuthFlow: "USER_AUTH",
      ClientId: target.clientId,
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.AccessToken || !r.IdToken || !r.RefreshToken) throw new Error("no tokens");
  return { accessToken: r.AccessToken, idToken: r.IdToken, refreshToken: r.RefreshToken };
}

const getTokens = (target: TestEmulator, RefreshToken: string, extra: { ClientId?: string } = {}) =>
  sdk(target).send(new GetTokensFromRefreshTokenCommand({ RefreshToken, ClientId: target.clientId, ...extra }));

const invalid = { name: "NotAuthorizedException", message: "Invalid Refresh Token." };

describe("GetTokensFromRefreshToken without rotation (the default)", () => {
  it("gives new access and id tokens of the same sign-in, and no RefreshToken", async () => {
    const tokens = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    const out = await getTokens(emu, tokens.refreshToken);
    const r = out.AuthenticationResult;
    expect(Object.keys(out).filter((k) => k !== "$metadata")).toEqual(["AuthenticationResult"]);
    expect(r?.TokenType).toBe("Bearer");
    expect(r?.ExpiresIn).toBe(300);
    expect(r?.RefreshToken).toBeUndefined();
    const before = decodePayload(tokens.accessToken);
    const access = decodePayload(r?.AccessToken as string);
    const id = decodePayload(r?.IdToken as string);
    expect(access.origin_jti).toBe(before.origin_jti);
    expect(access.jti).not.toBe(before.jti);
    expect(access.token_use).toBe("access");
    expect(id.token_use).toBe("id");
    expect(id.aud).toBe(emu.clientId);
    // The same refresh token keeps working.
    expect((await getTokens(emu, tokens.refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it("refuses an unknown token, a revoked one, another app client and a disabled user, as REFRESH_TOKEN_AUTH does", async () => {
    await expect(getTokens(emu, "not-a-refresh-token")).rejects.toMatchObject(invalid);

    const revoked = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    await sdk(emu).send(new RevokeTokenCommand({ Token: revoked.refreshToken, ClientId: emu.clientId }));
    await expect(getTokens(emu, revoked.refreshToken)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "Refresh Token has been revoked",
    });

    const mine = await signIn(emu, "admin@example.com", PASSWORDS.admin);
    await expect(getTokens(emu, mine.refreshToken, { ClientId: "someotherclient0000000001" })).rejects.toMatchObject({
      name: "ResourceNotFoundException",
      message: "User pool client someotherclient0000000001 does not exist.",
    });

    await createConfirmedUser(emu, "refresh.disabled@example.com", "Disabled-Pass-1");
    const disabled = await signIn(emu, "refresh.disabled@example.com", "Disabled-Pass-1");
    await sdk(emu).send(
      new AdminDisableUserCommand({ UserPoolId: emu.poolId, Username: "refresh.disabled@example.com" }),
    );
    const viaInitiateAuth = await sdk(emu)
      .send(
        new InitiateAuthCommand({
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: emu.clientId,
          AuthParameters: { REFRESH_TOKEN: disabled.refreshToken },
        }),
      )
      .catch((e: Error) => e);
    expect(viaInitiateAuth).toMatchObject({ name: "NotAuthorizedException" });
    await expect(getTokens(emu, disabled.refreshToken)).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: (viaInitiateAuth as Error).message,
    });
  });
});

describe("GetTokensFromRefreshToken with refresh-token rotation", () => {
  it("issues a new refresh token each time; the old one lasts the retry grace period, then is invalid", async () => {
    const first = await signIn(rotating, "super.admin@example.com", PASSWORDS.super);
    const a = (await getTokens(rotating, first.refreshToken)).AuthenticationResult;
    expect(a?.RefreshToken).toBeTruthy();
    expect(a?.RefreshToken).not.toBe(first.refreshToken);
    expect(decodePayload(a?.AccessToken as string).origin_jti).toBe(decodePayload(first.accessToken).origin_jti);

    // A client retry inside the grace period is answered.
    const retry = (await getTokens(rotating, first.refreshToken)).AuthenticationResult;
    expect(retry?.AccessToken).toBeTruthy();

    // The newest token rotates in turn.
    const b = (await getTokens(rotating, retry?.RefreshToken as string)).AuthenticationResult;
    expect(b?.RefreshToken).toBeTruthy();

    rotating.advance(31_000);
    try {
      await expect(getTokens(rotating, first.refreshToken)).rejects.toMatchObject(invalid);
      await expect(getTokens(rotating, a?.RefreshToken as string)).rejects.toMatchObject(invalid);
      expect((await getTokens(rotating, b?.RefreshToken as string)).AuthenticationResult?.RefreshToken).toBeTruthy();
    } finally {
      rotating.advance(-31_000);
    }
  });

  it("a rotating client refuses REFRESH_TOKEN_AUTH, and describes its rotation setting", async () => {
    const { refreshToken } = await signIn(rotating, "admin@example.com", PASSWORDS.admin);
    await expect(
      sdk(rotating).send(
        new InitiateAuthCommand({
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: rotating.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: "InvalidParameterException" });
    const { UserPoolClient } = await sdk(rotating).send(
      new DescribeUserPoolClientCommand({ UserPoolId: rotating.poolId, ClientId: rotating.clientId }),
    );
    expect(UserPoolClient?.RefreshTokenRotation).toEqual({ Feature: "ENABLED", RetryGracePeriodSeconds: 30 });
    expect(UserPoolClient?.ExplicitAuthFlows).not.toContain("ALLOW_REFRESH_TOKEN_AUTH");
  });

  it("with no grace period, a used refresh token is invalid at once", async () => {
    const strict = await startTestEmulator({
      config: { refreshTokenRotation: { enabled: true, retryGracePeriodSeconds: 0 } },
    });
    try {
      const { refreshToken } = await signIn(strict, "admin@example.com", PASSWORDS.admin);
      const next = (await getTokens(strict, refreshToken)).AuthenticationResult?.RefreshToken as string;
      await expect(getTokens(strict, refreshToken)).rejects.toMatchObject(invalid);
      expect((await getTokens(strict, next)).AuthenticationResult?.AccessToken).toBeTruthy();
    } finally {
      await strict.stop();
    }
  });
});

describe("GetTokensFromRefreshToken for an app client with a secret", () => {
  it("needs the ClientSecret", async () => {
    const secretive = await startTestEmulator({ config: { clientSecret: "s3cr3t-value-for-tests" } });
    try {
      const out = await sdk(secretive).send(
        new InitiateAuthCommand({
          AuthFlow: "USER_AUTH",
          ClientId: secretive.clientId,
          AuthParameters: {
            PREFERRED_CHALLENGE: "PASSWORD",
            USERNAME: "admin@example.com",
            PASSWORD: PASSWORDS.admin,
            SECRET_HASH: secretHash("s3cr3t-value-for-tests", "admin@example.com", secretive.clientId),
          },
        }),
      );
      const token = out.AuthenticationResult?.RefreshToken as string;
      await expect(getTokens(secretive, token)).rejects.toMatchObject({
        name: "NotAuthorizedException",
        message: `Client ${secretive.clientId} is configured with secret but ClientSecret was not received`,
      });
      await expect(
        sdk(secretive).send(
          new GetTokensFromRefreshTokenCommand({
            RefreshToken: token,
            ClientId: secretive.clientId,
            ClientSecret: "nope",
          }),
        ),
      ).rejects.toMatchObject({ name: "NotAuthorizedException" });
      const ok = await sdk(secretive).send(
        new GetTokensFromRefreshTokenCommand({
          RefreshToken: token,
          ClientId: secretive.clientId,
          ClientSecret: "s3cr3t-value-for-tests",
        }),
      );
      expect(ok.AuthenticationResult?.IdToken).toBeTruthy();
    } finally {
      await secretive.stop();
    }
  });
});
