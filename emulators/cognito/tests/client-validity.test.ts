/** The app client's token validity at runtime (UpdateUserPoolClient / DescribeUserPoolClient), with the real SDK. */
import {
  DescribeUserPoolClientCommand,
  RevokeTokenCommand,
  UpdateUserPoolClientCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { decodeJwtClaims } from "../../../core/auth/jwtClaims";
import { api, createConfirmedUser, sdk, startTestEmulator, type TestEmulator } from "../testing/helpers";

jest.setTimeout(30_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

async function passwordSignIn(username: string, password: string) {
  const res = await api(emu, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: emu.clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD: password },
  });
  return res.body.AuthenticationResult as { AccessToken: string; IdToken: string; ExpiresIn: number };
}

it("shortens the access and id tokens of the next sign-ins, and reports it", async () => {
  const client = sdk(emu);
  await createConfirmedUser(emu, "validity@example.com", "Validity-Pass-1");
  const before = await passwordSignIn("validity@example.com", "Validity-Pass-1");
  expect(before.ExpiresIn).toBe(300);

  const updated = await client.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      AccessTokenValidity: 70,
      IdTokenValidity: 2,
      TokenValidityUnits: { AccessToken: "seconds", IdToken: "minutes" },
    }),
  );
  expect(updated.UserPoolClient).toMatchObject({ AccessTokenValidity: 70, IdTokenValidity: 120 });

  const after = await passwordSignIn("validity@example.com", "Validity-Pass-1");
  expect(after.ExpiresIn).toBe(70);
  const access = decodeJwtClaims(after.AccessToken) as { exp: number; iat: number };
  const id = decodeJwtClaims(after.IdToken) as { exp: number; iat: number };
  expect(access.exp - access.iat).toBe(70);
  expect(id.exp - id.iat).toBe(120);

  const described = await client.send(
    new DescribeUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: emu.clientId }),
  );
  expect(described.UserPoolClient).toMatchObject({ AccessTokenValidity: 70, IdTokenValidity: 120 });

  // Hours are Cognito's default unit.
  await client.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      AccessTokenValidity: 1,
      IdTokenValidity: 1,
    }),
  );
  expect((await passwordSignIn("validity@example.com", "Validity-Pass-1")).ExpiresIn).toBe(3600);
});

it("refuses a validity out of range, a bad unit and another client, each with a clear message", async () => {
  const client = sdk(emu);
  const update = (input: Partial<ConstructorParameters<typeof UpdateUserPoolClientCommand>[0]>) =>
    client.send(new UpdateUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: emu.clientId, ...input }));
  await expect(
    update({ AccessTokenValidity: 30, TokenValidityUnits: { AccessToken: "seconds" } }),
  ).rejects.toMatchObject({
    name: "InvalidParameterException",
    message: expect.stringContaining("between 60 seconds and 1 day"),
  });
  await expect(update({ IdTokenValidity: 2, TokenValidityUnits: { IdToken: "days" } })).rejects.toMatchObject({
    name: "InvalidParameterException",
  });
  await expect(
    update({ AccessTokenValidity: 5, TokenValidityUnits: { AccessToken: "fortnights" as "days" } }),
  ).rejects.toMatchObject({
    name: "InvalidParameterException",
    message: expect.stringContaining("[seconds, minutes, hours, days]"),
  });
  await expect(
    client.send(new UpdateUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: "someoneelse0000000000000001" })),
  ).rejects.toMatchObject({ name: "ResourceNotFoundException" });
});

it("with token revocation off, RevokeToken fails with UnsupportedOperationException and the token stays usable", async () => {
  const client = sdk(emu);
  await createConfirmedUser(emu, "norevoke@example.com", "Revoke-Pass-1");
  const tokens = (await passwordSignIn("norevoke@example.com", "Revoke-Pass-1")) as unknown as {
    RefreshToken: string;
  };
  const off = await client.send(
    new UpdateUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: emu.clientId, EnableTokenRevocation: false }),
  );
  expect(off.UserPoolClient?.EnableTokenRevocation).toBe(false);
  try {
    await expect(
      client.send(new RevokeTokenCommand({ Token: tokens.RefreshToken, ClientId: emu.clientId })),
    ).rejects.toMatchObject({ name: "UnsupportedOperationException" });
    const refreshed = await api(emu, "InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: emu.clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed.status).toBe(200);
  } finally {
    await client.send(
      new UpdateUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: emu.clientId, EnableTokenRevocation: true }),
    );
  }
  await client.send(new RevokeTokenCommand({ Token: tokens.RefreshToken, ClientId: emu.clientId }));
  const refused = await api(emu, "InitiateAuth", {
    AuthFlow: "REFRESH_TOKEN_AUTH",
    ClientId: emu.clientId,
    AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
  });
  expect(refused.status).toBe(400);
});
