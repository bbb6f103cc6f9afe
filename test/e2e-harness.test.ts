/**
 * The Playwright harness starts one emulators process with every registry service on its e2e port, tells it the
 * site's origin, and counts it ready only on run.ts's ready line (after the last service listens).
 */
import { resolveHarness } from "../e2e/harness/servers";
import { READY_MARK, SERVICES } from "../emulators/services";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** Fixed ports, and TEST_WORKER_INDEX as in a Playwright worker so nothing probes them (they may be busy here). */
function withPorts(): void {
  Object.assign(process.env, {
    TEST_WORKER_INDEX: "0",
    E2E_SITE_PORT: "46100",
    E2E_COGNITO_PORT: "46101",
    E2E_MICROSOFT_PORT: "46102",
    E2E_GOOGLE_PORT: "46103",
    E2E_DYNAMODB_PORT: "46104",
    E2E_SMTP_PORT: "46105",
    E2E_SMTP_OUTBOX_PORT: "46106",
  });
}

test("one emulators server with every service's port variables (extra ports too) and the site's origins (localhost too, for passkeys)", () => {
  withPorts();
  const harness = resolveHarness();
  const emulators = harness.webServers.find((w) => w.name === "emulators");
  expect(emulators?.env).toMatchObject({
    COGNITO_EMULATOR_PORT: "46101",
    MICROSOFT_STANDIN_PORT: "46102",
    GOOGLE_STANDIN_PORT: "46103",
    DYNAMODB_EMULATOR_PORT: "46104",
    SMTP_SINK_PORT: "46105",
    SMTP_OUTBOX_PORT: "46106",
    COGNITO_EMULATOR_ORIGINS: "http://127.0.0.1:46100,http://localhost:46100",
    COGNITO_EMULATOR_CALLBACK_URLS: "http://127.0.0.1:46100/login/,http://localhost:46100/login/",
  });
  expect(harness.emulators.ports).toEqual({
    cognito: 46101,
    microsoft: 46102,
    google: 46103,
    dynamodb: 46104,
    smtp: 46105,
  });
  expect(harness.emulators.extraPorts).toEqual({ SMTP_OUTBOX_PORT: 46106 });
  expect(harness.emulators.cognitoUrl).toBe("http://127.0.0.1:46101");
  expect(Object.keys(harness.emulators.ports)).toEqual(SERVICES.map((s) => s.name));
});

test("ready on run.ts's ready line only, not on the first service's output", () => {
  withPorts();
  const wait = resolveHarness().webServers.find((w) => w.name === "emulators")?.wait?.stdout;
  expect(wait).toBeInstanceOf(RegExp);
  const early = "[emulators] microsoft: not started\n\n[emulators] cognito listening on http://127.0.0.1:46101: ...\n";
  expect(wait?.test(early)).toBe(false);
  expect(wait?.test(`${early}\n[emulators] dev only\n${READY_MARK} cognito, dynamodb\n`)).toBe(true);
});

test("E2E_EMULATORS=0: the site alone", () => {
  withPorts();
  process.env.E2E_EMULATORS = "0";
  const harness = resolveHarness();
  expect(harness.webServers.map((w) => w.name)).toEqual(["site"]);
  expect(harness.emulators.ports).toEqual({});
  expect(harness.emulators.extraPorts).toEqual({});
});
