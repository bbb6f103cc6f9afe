/**
 * The local pool is the production pool: the Cognito emulator, started as `npm run emulators` starts it, describes
 * the same settings as the synthesized stack wherever both have one (password policy, MFA and its factors, passkeys,
 * auth flows, token lifetimes, revocation, rotation, OAuth flows and scopes, callback and sign-out URL shapes,
 * providers, groups, devices, the identity pool). The emulator is asked through its API where it has one
 * (DescribeUserPoolClient, GetUserPoolMfaConfig) and read from its public configuration and seed otherwise. No
 * difference is allowed.
 */
import { mkdtemp, rm } from "fs/promises";
import os from "os";
import path from "path";
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  GetUserPoolMfaConfigCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { SEED, resolveConfig, startCognitoEmulator, type RunningCognitoEmulator } from "../../emulators/cognito";
import { onlyResource, synthesize } from "./synth";

type Settings = Record<string, unknown>;

const SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;
const seconds = (value: unknown, unit: unknown) => Number(value) * SECONDS[(unit ?? "seconds") as keyof typeof SECONDS];
/** The distinct paths of a list of URLs, in order: the shape both sides put on their own origins. */
const paths = (urls: unknown) => [...new Set((urls as string[]).map((u) => new URL(u).pathname))];
const hostOf = (urls: unknown) => new URL((urls as string[])[0] as string).hostname;
const sorted = (xs: unknown) => [...(xs as string[])].sort();

/**
 * The app client's settings that read the same from the template's properties and from DescribeUserPoolClient (the
 * two use AWS's field names); the secret and refresh-token rotation are written differently and read by each side.
 */
function clientSettings(client: Settings): Settings {
  const units = (client.TokenValidityUnits ?? {}) as Record<string, string>;
  return {
    clientName: client.ClientName,
    authFlows: sorted(client.ExplicitAuthFlows),
    accessTokenSeconds: seconds(client.AccessTokenValidity, units.AccessToken),
    idTokenSeconds: seconds(client.IdTokenValidity, units.IdToken),
    refreshTokenSeconds: seconds(client.RefreshTokenValidity, units.RefreshToken),
    authSessionMinutes: client.AuthSessionValidity,
    tokenRevocation: client.EnableTokenRevocation,
    preventUserExistenceErrors: client.PreventUserExistenceErrors,
    oauthFlows: client.AllowedOAuthFlows,
    oauthScopes: client.AllowedOAuthScopes,
    callbackPaths: paths(client.CallbackURLs),
    logoutPaths: paths(client.LogoutURLs),
    identityProviders: client.SupportedIdentityProviders,
  };
}

/** The deployed pool's settings, from the template. */
function stackSettings(): Settings {
  const { template } = synthesize();
  const pool = onlyResource(template, "AWS::Cognito::UserPool") as Settings & {
    Policies: { PasswordPolicy: Settings; SignInPolicy: { AllowedFirstAuthFactors: string[] } };
    DeviceConfiguration: Settings;
  };
  const client = onlyResource(template, "AWS::Cognito::UserPoolClient") as Settings & {
    TokenValidityUnits: Record<string, string>;
  };
  const identityPool = onlyResource(template, "AWS::Cognito::IdentityPool") as Settings & {
    CognitoIdentityProviders: Settings[];
  };
  const groups = Object.values(template.findResources("AWS::Cognito::UserPoolGroup")).map(
    (g) => (g as { Properties: Settings }).Properties,
  );
  return {
    passwordPolicy: pool.Policies.PasswordPolicy,
    mfa: pool.MfaConfiguration,
    mfaFactors: sorted(pool.EnabledMfas),
    passkeyFirstFactor: pool.Policies.SignInPolicy.AllowedFirstAuthFactors.includes("WEB_AUTHN"),
    passkeyRelyingPartyIsTheSiteHost: pool.WebAuthnRelyingPartyID === hostOf(client.CallbackURLs),
    passkeyUserVerification: pool.WebAuthnUserVerification,
    passkeyFactorConfiguration: pool.WebAuthnFactorConfiguration,
    devices: pool.DeviceConfiguration,
    ...clientSettings(client),
    clientSecret: client.GenerateSecret === true,
    refreshTokenRotation: client.RefreshTokenRotation !== undefined,
    groups: groups
      .map((g) => ({ name: g.GroupName, description: g.Description, precedence: g.Precedence }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
    identityPoolGuests: identityPool.AllowUnauthenticatedIdentities,
    identityPoolTokenCheck: identityPool.CognitoIdentityProviders[0]?.ServerSideTokenCheck,
  };
}

/** The local pool's settings, as a started emulator describes them. */
async function emulatorSettings(emu: RunningCognitoEmulator): Promise<Settings> {
  const sdk = new CognitoIdentityProviderClient({
    endpoint: `${emu.url}/`,
    region: emu.region,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const { UserPoolClient: client } = await sdk.send(
    new DescribeUserPoolClientCommand({ UserPoolId: emu.poolId, ClientId: emu.clientId }),
  );
  const mfa = await sdk.send(new GetUserPoolMfaConfigCommand({ UserPoolId: emu.poolId }));
  sdk.destroy();
  if (!client) throw new Error("DescribeUserPoolClient answered no client");
  const config = resolveConfig();
  const policy = config.passwordPolicy;
  return {
    passwordPolicy: {
      MinimumLength: policy.minimumLength,
      RequireLowercase: policy.requireLowercase,
      RequireNumbers: policy.requireNumbers,
      RequireSymbols: policy.requireSymbols,
      RequireUppercase: policy.requireUppercase,
      TemporaryPasswordValidityDays: policy.temporaryPasswordValidityDays,
    },
    mfa: mfa.MfaConfiguration,
    mfaFactors: sorted([
      ...(mfa.SmsMfaConfiguration ? ["SMS_MFA"] : []),
      ...(mfa.SoftwareTokenMfaConfiguration?.Enabled ? ["SOFTWARE_TOKEN_MFA"] : []),
      ...(mfa.EmailMfaConfiguration ? ["EMAIL_OTP"] : []),
    ]),
    passkeyFirstFactor: config.webAuthn.enabled,
    passkeyRelyingPartyIsTheSiteHost: mfa.WebAuthnConfiguration?.RelyingPartyId === hostOf(client.CallbackURLs),
    passkeyUserVerification: mfa.WebAuthnConfiguration?.UserVerification,
    passkeyFactorConfiguration: mfa.WebAuthnConfiguration?.FactorConfiguration,
    devices: {
      ChallengeRequiredOnNewDevice: config.devices.challengeRequiredOnNewDevice,
      DeviceOnlyRememberedOnUserPrompt: config.devices.deviceOnlyRememberedOnUserPrompt,
    },
    ...clientSettings(client as Settings),
    clientSecret: client.ClientSecret !== undefined,
    refreshTokenRotation: client.RefreshTokenRotation?.Feature === "ENABLED",
    groups: SEED.groups
      .map((g) => ({ name: g.name, description: g.description, precedence: g.precedence }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    identityPoolGuests: config.identityPool.allowUnauthenticatedIdentities,
    identityPoolTokenCheck: config.identityPool.serverSideTokenCheck,
  };
}

/** The settings whose values differ, by name. */
function differences(a: Settings, b: Settings): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => JSON.stringify(a[n]) !== JSON.stringify(b[n])).sort();
}

let emu: RunningCognitoEmulator;
let dataDir: string;
let local: Settings;
const deployed = stackSettings();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cognito-parity-"));
  emu = await startCognitoEmulator({ port: 0, dataDir });
  local = await emulatorSettings(emu);
});

afterAll(async () => {
  await emu?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("the emulator and the synthesized stack agree on every setting both have", () => {
  // No local exceptions: tests that need a flow or guest access the deployed pool lacks turn it on for their own
  // emulator, so the pool `npm start` and the e2e suite run is the production pool.
  expect(differences(deployed, local)).toEqual([]);
});

test("the comparison sees each setting: the settings the issue names are all on both sides", () => {
  for (const name of [
    "passwordPolicy",
    "mfa",
    "mfaFactors",
    "authFlows",
    "accessTokenSeconds",
    "idTokenSeconds",
    "refreshTokenSeconds",
    "tokenRevocation",
    "oauthFlows",
    "oauthScopes",
    "callbackPaths",
    "logoutPaths",
    "groups",
  ]) {
    expect(deployed[name]).toBeDefined();
    expect(local[name]).toBeDefined();
  }
  expect(local.groups).toEqual([
    { name: "Admins", description: "Super admins: every admin portal item", precedence: 0 },
    { name: "Staff", description: "Consultants: the portal and UnifiedTime", precedence: 1 },
  ]);
});
