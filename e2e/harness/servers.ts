/**
 * What the e2e run needs running, as Playwright `webServer` entries.
 *
 * - The site: the production build in public/ served as `npm run serve` serves it (scripts/site-server.ts:
 *   `gatsby serve` behind a proxy that sends the production security headers, CSP included) on 127.0.0.1 and a
 *   free port (E2E_SITE_PORT to force one). Built pages are static, so the port does not need to be 9000.
 *   Nothing here builds: scripts/test-e2e.sh runs the build first (under the shared build lock).
 * - The emulators (`npm run emulators`: every service of emulators/services.ts), started unless E2E_EMULATORS=0,
 *   each on the port in its e2e variable (E2E_COGNITO_PORT, E2E_DYNAMODB_PORT, ...; a free one when unset),
 *   passed on as its port variable; likewise each extra port (E2E_SMTP_OUTBOX_PORT -> SMTP_OUTBOX_PORT). Build settings are baked in at build time, so scripts/test-e2e.sh chooses
 *   these ports BEFORE `npm run build` and exports them for the build and for this file.
 */
import type { PlaywrightTestConfig } from "@playwright/test";
import path from "node:path";
import { generateDefaultSeed, writeSeedFiles } from "../../emulators/calendar-seed";
import { READY_MARK, SERVICES, allPorts, siteEnvFor, type ServiceName } from "../../emulators/services";
import { assertPortFree, portFromEnv } from "./ports";

export const ROOT = path.resolve(__dirname, "..", "..");

/**
 * The calendar seed the stand-ins serve during the run, written once by Playwright's main process (workers
 * inherit E2E_CALENDAR_SEED_NOW and read the same files), so specs can check figures against its truth.json.
 * Outside test-results/, which Playwright empties when the run starts.
 */
export const CALENDAR_SEED_DIR = path.join(ROOT, ".emulator-data", "e2e-calendar-seed");

function calendarSeedEnv(): Record<string, string> {
  if (!process.env.E2E_CALENDAR_SEED_NOW) {
    const now = new Date();
    writeSeedFiles(CALENDAR_SEED_DIR, generateDefaultSeed({ now }));
    process.env.E2E_CALENDAR_SEED_NOW = now.toISOString();
  }
  return {
    CALENDAR_SEED_MICROSOFT: path.join(CALENDAR_SEED_DIR, "microsoft.json"),
    CALENDAR_SEED_GOOGLE: path.join(CALENDAR_SEED_DIR, "google.json"),
  };
}

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

export interface Harness {
  siteUrl: string;
  sitePort: number;
  emulators: {
    enabled: boolean;
    /** Every service's port (empty when the emulators are off). */
    ports: Partial<Record<ServiceName, number>>;
    /** Every extra port by its port variable, e.g. { SMTP_OUTBOX_PORT: 41234 } (empty when the emulators are off). */
    extraPorts: Record<string, number>;
    cognitoPort?: number;
    cognitoUrl?: string;
  };
  webServers: WebServer[];
}

const MISSING_BUILD_CHECK =
  'if(!require("fs").existsSync("public/index.html")){console.error("e2e harness: public/index.html is missing. Build first: npm run build (or run npm run test:e2e).");process.exit(1)}';

const baseEnv = { GATSBY_TELEMETRY_DISABLED: "1", BROWSER: "none" };

function siteServer(port: number): WebServer {
  return {
    name: "site",
    // Checked when the server starts (not at config load, so `playwright test --list` works without a build).
    command: `node -e ${JSON.stringify(MISSING_BUILD_CHECK)} && node_modules/.bin/tsx scripts/site-server.ts --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    cwd: ROOT,
    env: baseEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  };
}

/**
 * The emulators of emulators/ (`npm run emulators`), every service on its chosen port, seeded fresh
 * (--reset, state in a throw-away dir) and told about the site's origin (CORS, hosted-UI redirects).
 * Ready when run.ts prints its "ready" line, which comes after every service listens: waiting on one port
 * would let tests start while a later service is still starting.
 */
function emulatorServer(
  ports: Record<ServiceName, number>,
  extraPorts: Record<string, number>,
  siteOrigin: string,
): WebServer {
  const dataDir = path.join(ROOT, "test-results", ".emulator-data");
  const portVariables = {
    ...Object.fromEntries(SERVICES.map((s) => [s.portVariable, String(ports[s.name])])),
    ...Object.fromEntries(Object.entries(extraPorts).map(([variable, port]) => [variable, String(port)])),
  };
  return {
    name: "emulators",
    command: "npm run emulators -- --reset",
    wait: { stdout: new RegExp(`^${READY_MARK.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m") },
    cwd: ROOT,
    env: {
      ...baseEnv,
      ...portVariables,
      EMULATORS_DATA_DIR: dataDir,
      ...siteEnvFor(siteOrigin),
      ...calendarSeedEnv(),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  };
}

export function resolveHarness(): Harness {
  const sitePort = portFromEnv("E2E_SITE_PORT");
  assertPortFree(sitePort, "E2E_SITE_PORT", "production site via scripts/site-server.ts");
  const webServers = [siteServer(sitePort)];
  const enabled = process.env.E2E_EMULATORS !== "0";
  const ports: Partial<Record<ServiceName, number>> = {};
  const extraPorts: Record<string, number> = {};
  if (enabled) {
    for (const s of SERVICES) {
      ports[s.name] = portFromEnv(s.e2eVariable);
      assertPortFree(ports[s.name] as number, s.e2eVariable, `${s.name} emulator`);
    }
    for (const p of allPorts().filter((p) => p.key !== "main")) {
      extraPorts[p.portVariable] = portFromEnv(p.e2eVariable);
      assertPortFree(extraPorts[p.portVariable] as number, p.e2eVariable, `${p.service} emulator (${p.key})`);
    }
    webServers.push(emulatorServer(ports as Record<ServiceName, number>, extraPorts, `http://127.0.0.1:${sitePort}`));
  }
  const cognitoPort = ports.cognito;
  return {
    siteUrl: `http://127.0.0.1:${sitePort}`,
    sitePort,
    emulators: {
      enabled,
      ports,
      extraPorts,
      cognitoPort,
      cognitoUrl: cognitoPort ? `http://127.0.0.1:${cognitoPort}` : undefined,
    },
    webServers,
  };
}
