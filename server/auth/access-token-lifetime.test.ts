/**
 * The app client's access-token lifetime: Cognito's units and defaults, the 5-minute rule, the reading against
 * the Cognito emulator (DescribeUserPoolClient, changed through UpdateUserPoolClient as an operator would), its
 * failures and its cache; and the start-up check's log.
 */
import { UpdateUserPoolClientCommand } from "@aws-sdk/client-cognito-identity-provider";
import { startCognitoEmulator, type RunningCognitoEmulator } from "../../emulators/cognito";
import { resetLogOnce } from "../log";
import { STEP_UP_ACCESS_TOKEN_SECONDS } from "../security/sign-in-time";
import { createAdminClient } from "../users/cognito-admin";
import {
  accessTokenSeconds,
  cachedLifetime,
  judgeLifetime,
  MAX_ACCESS_TOKEN_SECONDS,
  readAccessTokenLifetime,
  unknownLifetime,
  type AccessTokenLifetime,
} from "./access-token-lifetime";
import { builtAccessTokenLifetime, checkLifetimeAtStart, resetBuiltAccessTokenLifetime } from "./built-token-lifetime";

jest.setTimeout(30_000);

test("the limit is step-up's own", () => {
  expect(MAX_ACCESS_TOKEN_SECONDS).toBe(STEP_UP_ACCESS_TOKEN_SECONDS);
});

test("reads Cognito's units, with its defaults (1 hour) for a client that never set them", () => {
  expect(accessTokenSeconds({})).toBe(3600);
  expect(accessTokenSeconds({ AccessTokenValidity: 5, TokenValidityUnits: { AccessToken: "minutes" } })).toBe(300);
  expect(accessTokenSeconds({ AccessTokenValidity: 300, TokenValidityUnits: { AccessToken: "seconds" } })).toBe(300);
  expect(accessTokenSeconds({ AccessTokenValidity: 2, TokenValidityUnits: { AccessToken: "hours" } })).toBe(7200);
  expect(accessTokenSeconds({ AccessTokenValidity: 1, TokenValidityUnits: { AccessToken: "days" } })).toBe(86_400);
  expect(accessTokenSeconds({ AccessTokenValidity: 5, TokenValidityUnits: { AccessToken: "weeks" as "days" } })).toBe(
    null,
  );
  expect(judgeLifetime(300).status).toBe("ok");
  expect(judgeLifetime(301).status).toBe("too-long");
});

describe("against the Cognito emulator", () => {
  let emu: RunningCognitoEmulator;
  beforeAll(async () => {
    emu = await startCognitoEmulator({ port: 0, dataDir: null, logger: "silent" });
  });
  afterAll(() => emu.close());
  beforeEach(() => resetBuiltAccessTokenLifetime());

  const access = (over: { id?: string; secret?: string; clientId?: string } = {}) => ({
    cognito: {
      userPoolId: emu.poolId,
      clientId: over.clientId ?? emu.clientId,
      endpoint: `${emu.url}/`,
      hostedUiDomain: "",
    },
    adminAccessKeyId: over.id ?? "AKIDLOCALEMULATOR",
    adminSecretAccessKey: over.secret ?? "local-emulator-dummy-secret",
  });
  const setValidity = (AccessTokenValidity: number, unit: "minutes" | "hours") =>
    createAdminClient(access()).send(
      new UpdateUserPoolClientCommand({
        UserPoolId: emu.poolId,
        ClientId: emu.clientId,
        AccessTokenValidity,
        TokenValidityUnits: { AccessToken: unit },
      }),
    );

  it("reads the app client's setting: an hour is too long, 5 minutes is right", async () => {
    await setValidity(1, "hours");
    expect(await builtAccessTokenLifetime(access())).toEqual({ status: "too-long", seconds: 3600, maxSeconds: 300 });
    await setValidity(5, "minutes");
    const source = { client: createAdminClient(access()), userPoolId: emu.poolId, clientId: emu.clientId };
    expect(await readAccessTokenLifetime(source)).toEqual({ status: "ok", seconds: 300, maxSeconds: 300 });
  });

  it("is 'unknown' with the error's name only when Cognito refuses or the settings cannot ask", async () => {
    const errors: unknown[] = [];
    const source = {
      client: createAdminClient(access()),
      userPoolId: emu.poolId,
      clientId: "0000000000000000000000000a",
    };
    const refused = await readAccessTokenLifetime(source, (err) => errors.push(err));
    expect(refused).toEqual({
      status: "unknown",
      reason: "DescribeUserPoolClient: ResourceNotFoundException",
      maxSeconds: 300,
    });
    expect(errors).toHaveLength(1);
    expect(await builtAccessTokenLifetime(access({ secret: "" }))).toMatchObject({
      status: "unknown",
      reason: "COGNITO_ADMIN_* set only in part",
    });
    expect(
      await builtAccessTokenLifetime({ ...access(), cognito: { ...access().cognito, userPoolId: "nope" } }),
    ).toMatchObject({ status: "unknown", reason: "the user-pool settings are unusable" });
  });

  it("answers in time when Cognito does not", async () => {
    // A client that answers only to the abort signal, as the SDK's does.
    const stuck = {
      send: (_command: unknown, options: { abortSignal: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          options.abortSignal.addEventListener("abort", () => reject(options.abortSignal.reason)),
        ),
    };
    const source = { client: stuck as never, userPoolId: emu.poolId, clientId: emu.clientId, timeoutMs: 50 };
    expect(await readAccessTokenLifetime(source)).toMatchObject({
      status: "unknown",
      reason: "DescribeUserPoolClient: TimeoutError",
    });
  });
});

describe("the cache", () => {
  it("reads once per period, shares a reading in flight, and asks again sooner after an unknown", async () => {
    let t = 0;
    let reads = 0;
    let answer: AccessTokenLifetime = judgeLifetime(300);
    const cached = cachedLifetime(
      async () => {
        reads++;
        return answer;
      },
      () => t,
    );
    await Promise.all([cached(), cached()]);
    expect(reads).toBe(1);
    t = 4 * 60_000;
    await cached();
    expect(reads).toBe(1);
    t = 5 * 60_000;
    answer = unknownLifetime("DescribeUserPoolClient: TimeoutError");
    expect(await cached()).toBe(answer);
    expect(reads).toBe(2);
    t += 60_000;
    answer = judgeLifetime(300);
    expect(await cached()).toEqual(judgeLifetime(300));
    expect(reads).toBe(3);
  });
});

describe("the start-up check", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    resetLogOnce();
    log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it("logs, in a deployment, tokens that outlive step-up and a lifetime it could not read", async () => {
    await checkLifetimeAtStart(async () => judgeLifetime(3600), true);
    await checkLifetimeAtStart(async () => unknownLifetime("DescribeUserPoolClient: AccessDeniedException"), true);
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines).toEqual([
      expect.stringContaining("ServerMisconfigured: the app client's access tokens live 3600 s"),
      expect.stringContaining("lifetime is unknown (DescribeUserPoolClient: AccessDeniedException)"),
    ]);
  });

  it("is quiet for 5 minutes, and in a local build (the emulator's tokens live an hour) reads nothing", async () => {
    await checkLifetimeAtStart(async () => judgeLifetime(300), true);
    const read = jest.fn(async () => judgeLifetime(3600));
    await checkLifetimeAtStart(read, false);
    expect(read).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
