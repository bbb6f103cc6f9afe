/**
 * State survives restarts (users, codes, refresh tokens, devices), can be reset to the seed, and
 * a hard kill during a burst of writes loses nothing that was acknowledged.
 */
import { spawn } from "node:child_process";
import { readFile, rm, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetUserCommand, InitiateAuthCommand, SignUpCommand } from "@aws-sdk/client-cognito-identity-provider";
import { SEED } from "../seed";
import {
  api,
  authenticate,
  acijPool,
  acijUser,
  createConfirmedUser,
  PASSWORDS,
  sdk,
  signInSimple,
  startTestEmulator,
  type TestEmulator,
} from "../testing/helpers";

jest.setTimeout(90_000);

describe("persistence", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cognito-persist-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("keeps users, outbox and tokens across a restart on the same port", async () => {
    const a = await startTestEmulator({ dataDir });
    await createConfirmedUser(a, "keeper@example.com", "keeper-pass-1");
    const { session } = await signInSimple(a, "keeper@example.com", "keeper-pass-1");
    const port = a.port;
    await a.close();

    let b: TestEmulator;
    try {
      b = await startTestEmulator({ dataDir, port });
    } catch {
      return; // the port was taken by another process meanwhile; nothing to assert
    }
    try {
      expect(b.outbox("keeper@example.com")).toHaveLength(1);
      await signInSimple(b, "keeper@example.com", "keeper-pass-1");
      const refreshed = await sdk(b).send(
        new InitiateAuthCommand({
          AuthFlow: "REFRESH_TOKEN_AUTH",
          ClientId: b.clientId,
          AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
        }),
      );
      expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
      await expect(
        sdk(b).send(new GetUserCommand({ AccessToken: session.getAccessToken().getJwtToken() })),
      ).resolves.toMatchObject({ Username: "keeper@example.com" });
    } finally {
      await b.close();
    }
  });

  it("POST /_dev/reset returns to the seed", async () => {
    const emu = await startTestEmulator({ dataDir });
    try {
      // new.admin sets a permanent password, keeper exists from the previous test.
      const user = acijUser(acijPool(emu), "new.admin@example.com");
      expect((await authenticate(user, PASSWORDS.temp)).kind).toBe("newPasswordRequired");
      const res = await fetch(`${emu.url}/_dev/reset`, { method: "POST" });
      expect(res.status).toBe(200);
      await expect(authenticate(acijUser(acijPool(emu), "keeper@example.com"), "keeper-pass-1")).rejects.toMatchObject({
        code: "UserNotFoundException",
      });
      expect((await authenticate(acijUser(acijPool(emu), "new.admin@example.com"), PASSWORDS.temp)).kind).toBe(
        "newPasswordRequired",
      );
      const state = JSON.parse(await readFile(path.join(dataDir, "state.json"), "utf8")) as {
        users: Record<string, unknown>;
      };
      expect(Object.keys(state.users).sort()).toEqual(SEED.users.map((u) => u.username).sort());
    } finally {
      await emu.close();
    }
  });

  it("re-seeds when the seed changes, and on reset: true", async () => {
    const first = await startTestEmulator({ dataDir });
    await createConfirmedUser(first, "temp.person@example.com", "temp-person-1");
    await first.close();
    const changedSeed = { ...SEED, groups: [...SEED.groups, { name: "Editors" }] };
    const second = await startTestEmulator({ dataDir, seed: changedSeed });
    expect(second.context.store.state.groups.Editors).toBeTruthy();
    expect(second.context.store.state.users["temp.person@example.com"]).toBeUndefined();
    await createConfirmedUser(second, "temp.person@example.com", "temp-person-1");
    await second.close();
    const third = await startTestEmulator({ dataDir, seed: changedSeed, reset: true });
    expect(third.context.store.state.users["temp.person@example.com"]).toBeUndefined();
    await third.close();
  });
});

describe("crash safety", () => {
  it("kill -9 during a burst of sign-ups: the file parses and every acknowledged sign-up is in it", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "cognito-crash-"));
    const repo = path.resolve(__dirname, "..", "..", "..");
    // One process (tsx as a loader), so SIGKILL really kills the emulator.
    const run = path.join(repo, "emulators", "run.ts");
    const child = spawn(process.execPath, ["--import", "tsx", run, "--only=cognito"], {
      cwd: repo,
      env: { ...process.env, COGNITO_EMULATOR_PORT: "0", COGNITO_EMULATOR_DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise((r) => child.once("close", r));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        const timer = setTimeout(() => reject(new Error(`emulator did not start: ${out}`)), 30_000);
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1] as string);
          }
        });
        child.on("exit", () => reject(new Error(`emulator exited: ${out}`)));
      });
      const fake = { url, clientId: "localdevclient000000000001" } as Parameters<typeof api>[0];
      const acknowledged: string[] = [];
      // The kill comes in the middle of the burst, once twenty sign-ups are acknowledged (a signal, not a wait).
      let burstUnderWay = () => {};
      const underWay = new Promise<void>((resolve) => (burstUnderWay = resolve));
      let i = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const username = `burst${i++}@example.com`;
          try {
            const res = await api(fake, "SignUp", {
              ClientId: fake.clientId,
              Username: username,
              Password: "burst-pass-1",
            });
            if (res.status === 200 && acknowledged.push(username) >= 20) burstUnderWay();
          } catch {
            return; // connection died with the process
          }
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      await Promise.race([
        underWay,
        exited.then(() => Promise.reject(new Error("the emulator stopped before twenty sign-ups"))),
      ]);
      child.kill("SIGKILL");
      stop = true;
      await Promise.allSettled(workers);
      await exited;
      const state = JSON.parse(await readFile(path.join(dataDir, "state.json"), "utf8")) as {
        users: Record<string, unknown>;
      };
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      for (const u of acknowledged) expect(state.users[u]).toBeTruthy();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("sdk sanity", () => {
  it("in-memory emulator with custom token validity and password policy", async () => {
    const emu = await startTestEmulator({
      dataDir: null,
      config: {
        accessTokenValiditySeconds: 300,
        idTokenValiditySeconds: 600,
        passwordPolicy: { minimumLength: 12, requireNumbers: true },
      },
    });
    try {
      await expect(
        sdk(emu).send(
          new SignUpCommand({ ClientId: emu.clientId, Username: "mem@example.com", Password: "only-letters-here" }),
        ),
      ).rejects.toMatchObject({
        name: "InvalidPasswordException",
        message: "Password did not conform with policy: Password must have numeric characters",
      });
      const res = await sdk(emu).send(
        new SignUpCommand({ ClientId: emu.clientId, Username: "mem@example.com", Password: "letters-and-1234" }),
      );
      expect(res.UserConfirmed).toBe(false);
      const { session } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
      const access = session.getAccessToken().decodePayload();
      const id = session.getIdToken().decodePayload();
      expect(access.exp - access.iat).toBe(300);
      expect(id.exp - id.iat).toBe(600);
    } finally {
      await emu.close();
    }
  });
});
