/**
 * `npm run emulators`: starts every local service of the registry (services.ts; start functions in registry.ts)
 * on its port, prints what each one is and where it listens, then one "[emulators] ready" line (the e2e harness
 * waits for it), and stops them all on Ctrl-C. `npm start`, `npm run serve` and the e2e harness run it.
 *
 *   npm run emulators                      start, keeping state under .emulator-data/<service>/
 *   npm run emulators -- --reset           start every service from its seed (or empty)
 *   npm run emulators -- --verbose         log every request (EMULATORS_VERBOSE=1 too)
 *   npm run emulators -- --only=cognito,dynamodb
 *
 * Environment:
 * - Ports: COGNITO_EMULATOR_PORT (9229), MICROSOFT_STANDIN_PORT (9230), GOOGLE_STANDIN_PORT (9231),
 *   DYNAMODB_EMULATOR_PORT (9232), SMTP_SINK_PORT (9233) and SMTP_OUTBOX_PORT (9234), 0 for any free one (tests):
 *   `node --import tsx emulators/services-cli.ts list` prints the current list.
 * - EMULATORS_DATA_DIR: the data root (default <repo>/.emulator-data, git-ignored); each service keeps its state
 *   in <root>/<service>. COGNITO_EMULATOR_DATA_DIR overrides Cognito's folder alone.
 * - Cognito: COGNITO_EMULATOR_CALLBACK_URLS, COGNITO_EMULATOR_LOGOUT_URLS, COGNITO_EMULATOR_ORIGINS (the site's
 *   origin, for a site on another port), COGNITO_EMULATOR_MFA (OFF | OPTIONAL | ON), COGNITO_EMULATOR_PUBLIC_HOST,
 *   COGNITO_EMULATOR_DEVICES (on | off), COGNITO_EMULATOR_CLIENT_SECRET, COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS,
 *   COGNITO_EMULATOR_EMAIL_MFA (on | off), COGNITO_EMULATOR_PASSKEYS (on | off), COGNITO_EMULATOR_PASSKEY_RP_ID
 *   (default localhost: passkeys need the site on http://localhost, never 127.0.0.1).
 * - MICROSOFT_STANDIN_TLS_PORT: off unless set; a port (0 = any free one) for an https listener of the Microsoft
 *   stand-in beside its plain one, for the official Graph JavaScript client. Its self-signed certificate (127.0.0.1,
 *   localhost) is <data dir>/microsoft/tls-cert.pem, kept across restarts: trust it with NODE_EXTRA_CA_CERTS.
 * - Calendar stand-ins: the OAuth clients the functions use, MICROSOFT_CLIENT_ID / MICROSOFT_CLIENT_SECRET and
 *   GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET (local defaults in services.ts); CALENDAR_SEED_MICROSOFT /
 *   CALENDAR_SEED_GOOGLE, the path of a JSON seed in the provider's own wire format (Graph calendarView events;
 *   Google events.list items) instead of the built-in seed.
 * - DynamoDB: SITE_TABLE (the former CALENDAR_TABLE still read; default unifiedtime), the table it creates, as the
 *   functions read it.
 * - SMTP sink: SMTP_SINK_FAULT (none | reject[:code[:count]] | down), a fault to start with.
 */
import path from "node:path";
import { START_FUNCTIONS, type StartedEmulator } from "./registry";
import { READY_MARK, SERVICES, extraPortsOf, servicePort, tlsPortOf, type ServiceDefinition } from "./services";

interface Running {
  service: ServiceDefinition;
  emulator: StartedEmulator;
}

function selectedServices(args: string[]): ServiceDefinition[] {
  const only = args
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",")
    .filter(Boolean);
  if (!only) return [...SERVICES];
  const unknown = only.filter((name) => !SERVICES.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new Error(`--only: unknown service ${unknown.join(", ")}; known: ${SERVICES.map((s) => s.name).join(", ")}`);
  return SERVICES.filter((s) => only.includes(s.name));
}

function failure(service: ServiceDefinition, port: number | undefined, err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const where = port === undefined ? `(${service.portVariable})` : `on port ${port} (${service.portVariable})`;
  const variables = [
    service.portVariable,
    ...Object.values(service.extraPorts ?? {}).map((p) => p.portVariable),
    ...(service.tlsPort ? [service.tlsPort.variable] : []),
  ];
  const hint =
    e.code === "EADDRINUSE"
      ? `: a port is in use (another emulator run, or \`node --inspect\`?). Set ${variables.join(" or ")} to change it.`
      : `: ${e.message}`;
  return `[emulators] ${service.name} failed to start ${where}${hint}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const env = process.env;
  const reset = args.includes("--reset");
  const verbose = args.includes("--verbose") || env.EMULATORS_VERBOSE === "1";
  const dataRoot = env.EMULATORS_DATA_DIR || path.resolve(__dirname, "..", ".emulator-data");
  const services = selectedServices(args);

  const running: Running[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(running.reverse().map((r) => r.emulator.close()));
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  const skipped: string[] = [];
  for (const service of services) {
    const start = START_FUNCTIONS[service.name];
    if (!start) {
      skipped.push(service.name);
      console.log(`[emulators] ${service.name}: not started, no start function in emulators/registry.ts yet`);
      continue;
    }
    let port: number | undefined;
    try {
      port = servicePort(service, env, { allowZero: true });
      const extraPorts = extraPortsOf(service, env, { allowZero: true });
      const tlsPort = tlsPortOf(service, env, { allowZero: true });
      const dataDir = path.join(dataRoot, service.name);
      running.push({
        service,
        emulator: await start({
          env,
          port,
          extraPorts,
          ...(tlsPort !== undefined ? { tlsPort } : {}),
          dataDir,
          reset,
          verbose,
        }),
      });
    } catch (err) {
      console.error(failure(service, port, err));
      await stop(1);
      return;
    }
  }
  for (const { service, emulator } of running) {
    console.log(`\n[emulators] ${service.name} listening on ${emulator.url}: ${service.description}`);
    for (const line of emulator.describe()) console.log(`  ${line}`);
  }
  console.log("\n[emulators] dev only: fixture accounts and a committed signing key. Ctrl-C to stop.");
  const names = running.map((r) => r.service.name).join(", ");
  console.log(`${READY_MARK} ${names}${skipped.length ? ` (not started: ${skipped.join(", ")})` : ""}\n`);
}

main().catch((err: unknown) => {
  console.error(`[emulators] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
