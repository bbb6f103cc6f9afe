/**
 * DescribeUserPoolClient answers the whole UserPoolClientType from the emulator's client configuration, and enum
 * validation errors name the refused value as Cognito's do (`Value 'X' at 'field' failed to satisfy constraint:
 * Member must satisfy enum value set: [...]`), with the real SDK.
 */
import {
  AdminCreateUserCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { SITE_CALLBACK_URLS, SITE_LOGOUT_URLS } from "../config";
import { sdk, startTestEmulator, type TestEmulator } from "../testing/helpers";

jest.setTimeout(30_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

const describeClient = (target: TestEmulator) =>
  sdk(target).send(new DescribeUserPoolClientCommand({ UserPoolId: target.poolId, ClientId: target.clientId }));

describe("DescribeUserPoolClient", () => {
  it("answers the whole UserPoolClientType of the emulator's app client", async () => {
    const { UserPoolClient: c } = await describeClient(emu);
    expect(c).toMatchObject({
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      ClientName: "northwind-site",
      RefreshTokenValidity: 30 * 86400,
      AccessTokenValidity: 300,
      IdTokenValidity: 3600,
      TokenValidityUnits: { AccessToken: "seconds", IdToken: "seconds", RefreshToken: "seconds" },
      SupportedIdentityProviders: ["COGNITO", "Google"],
      CallbackURLs: SITE_CALLBACK_URLS,
      LogoutURLs: SITE_LOGOUT_URLS,
      AllowedOAuthFlows: ["code"],
      AllowedOAuthScopes: ["phone", "email", "openid", "profile", "aws.cognito.signin.user.admin"],
      AllowedOAuthFlowsUserPoolClient: true,
      PreventUserExistenceErrors: "LEGACY",
      EnableTokenRevocation: true,
      EnablePropagateAdditionalUserContextData: false,
      AuthSessionValidity: 3,
      RefreshTokenRotation: { Feature: "DISABLED", RetryGracePeriodSeconds: 0 },
    });
    expect(c?.ClientSecret).toBeUndefined();
    expect(c?.DefaultRedirectURI).toBeUndefined();
    // The deployed client's flows (core/cognito/poolDefinition.ts): no plain-password flow.
    expect([...(c?.ExplicitAuthFlows ?? [])].sort()).toEqual([
      "ALLOW_REFRESH_TOKEN_AUTH",
      "ALLOW_USER_AUTH",
      "ALLOW_USER_SRP_AUTH",
    ]);
    expect(c?.ReadAttributes).toEqual(expect.arrayContaining(["email", "email_verified", "name", "phone_number"]));
    expect(c?.WriteAttributes).toEqual(expect.arrayContaining(["email", "name", "phone_number"]));
    expect(c?.WriteAttributes).not.toContain("email_verified");
    expect(c?.CreationDate).toBeInstanceOf(Date);
    expect(c?.LastModifiedDate).toBeInstanceOf(Date);
    expect((c?.LastModifiedDate as Date).getTime()).toBeGreaterThanOrEqual((c?.CreationDate as Date).getTime());
  });

  it("shows the secret, the default redirect URI and prevented existence errors when configured, and updates LastModifiedDate", async () => {
    const other = await startTestEmulator({
      config: {
        clientSecret: "describe-secret-1",
        defaultRedirectUri: SITE_CALLBACK_URLS[0],
        preventUserExistenceErrors: true,
        allowUserPasswordAuth: true,
      },
    });
    try {
      const before = (await describeClient(other)).UserPoolClient;
      expect(before).toMatchObject({
        ClientSecret: "describe-secret-1",
        DefaultRedirectURI: SITE_CALLBACK_URLS[0],
        PreventUserExistenceErrors: "ENABLED",
      });
      expect(before?.ExplicitAuthFlows).toContain("ALLOW_USER_PASSWORD_AUTH");
      other.advance(5_000);
      const updated = await sdk(other).send(
        new UpdateUserPoolClientCommand({
          UserPoolId: other.poolId,
          ClientId: other.clientId,
          EnableTokenRevocation: false,
        }),
      );
      expect(updated.UserPoolClient?.EnableTokenRevocation).toBe(false);
      expect((updated.UserPoolClient?.LastModifiedDate as Date).getTime()).toBeGreaterThan(
        (before?.LastModifiedDate as Date).getTime(),
      );
      expect(updated.UserPoolClient?.CreationDate).toEqual(before?.CreationDate);
    } finally {
      await other.stop();
    }
  });
});

describe("enum validation errors name the value", () => {
  const enumError = (value: string, field: string, members: string) => ({
    name: "InvalidParameterException",
    message: `1 validation error detected: Value '${value}' at '${field}' failed to satisfy constraint: Member must satisfy enum value set: [${members}]`,
  });

  it("InitiateAuth AuthFlow and RespondToAuthChallenge ChallengeName", async () => {
    await expect(
      sdk(emu).send(new InitiateAuthCommand({ ClientId: emu.clientId, AuthFlow: "X" as never, AuthParameters: {} })),
    ).rejects.toMatchObject(
      enumError(
        "X",
        "authFlow",
        "USER_SRP_AUTH, REFRESH_TOKEN_AUTH, REFRESH_TOKEN, CUSTOM_AUTH, ADMIN_NO_SRP_AUTH, USER_PASSWORD_AUTH, ADMIN_USER_PASSWORD_AUTH, USER_AUTH",
      ),
    );
    await expect(
      sdk(emu).send(
        new RespondToAuthChallengeCommand({
          ClientId: emu.clientId,
          ChallengeName: "NOPE" as never,
          ChallengeResponses: { USERNAME: "admin@example.com" },
        }),
      ),
    ).rejects.toMatchObject({
      name: "InvalidParameterException",
      message: expect.stringMatching(
        /^1 validation error detected: Value 'NOPE' at 'challengeName' failed to satisfy constraint: Member must satisfy enum value set: \[SMS_MFA, .*\]$/,
      ),
    });
  });

  it("admin calls: MessageAction, MfaConfiguration, TokenValidityUnits and RefreshTokenRotation.Feature", async () => {
    await expect(
      sdk(emu).send(
        new AdminCreateUserCommand({
          UserPoolId: emu.poolId,
          Username: "enum@example.com",
          MessageAction: "SURPRESS" as never,
        }),
      ),
    ).rejects.toMatchObject(enumError("SURPRESS", "messageAction", "RESEND, SUPPRESS"));
    await expect(
      sdk(emu).send(
        new SetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId, MfaConfiguration: "SOMETIMES" as never }),
      ),
    ).rejects.toMatchObject(enumError("SOMETIMES", "mfaConfiguration", "OFF, ON, OPTIONAL"));
    await expect(
      sdk(emu).send(
        new UpdateUserPoolClientCommand({
          UserPoolId: emu.poolId,
          ClientId: emu.clientId,
          AccessTokenValidity: 2,
          TokenValidityUnits: { AccessToken: "weeks" as never },
        }),
      ),
    ).rejects.toMatchObject(enumError("weeks", "tokenValidityUnits.accessToken", "seconds, minutes, hours, days"));
    await expect(
      sdk(emu).send(
        new UpdateUserPoolClientCommand({
          UserPoolId: emu.poolId,
          ClientId: emu.clientId,
          RefreshTokenRotation: { Feature: "SOMETIMES" as never },
        }),
      ),
    ).rejects.toMatchObject(enumError("SOMETIMES", "refreshTokenRotation.feature", "ENABLED, DISABLED"));
  });
});
