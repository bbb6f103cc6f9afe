/**
 * What the e2e run needs running, as Playwright `webServer` entries.
 *
 * - The site: the production build in public/ served as `npm run serve` serves it (scripts/site-server.ts:
 *   `gatsby serve` behind a proxy that sends the production security headers, CSP included) on 127.0.0.1 and a
 *   free port (E2E_SITE_PORT to force one). Built pages are static, so the port does not need to be 9000.
 *   Nothing here builds: scripts/test-e2e.sh runs the build first (under the shared build lock).
 * - The emulators (`npm run emulators`, the local Cognito stand-in; 9229 by default): started unless
 *   E2E_EMULATORS=0, on a free port (E2E_COGNITO_PORT to force one; passed as COGNITO_EMULATOR_PORT).
 *   GATSBY_* settings are baked in at build time, so the emulator port must be chosen BEFORE `npm run build`;
 *   scripts/test-e2e.sh does that and exports E2E_COGNITO_PORT for the build and for this file.
 */
import type { PlaywrightTestConfig } from "@playwright/test";
import path from "node:path";
import { assertPortFree, portFromEnv } from "./ports";

export const ROOT = path.resolve(__dirname, "..", "..");

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

export interface Harness {
  siteUrl: string;
  sitePort: number;
  emulators: { enabled: boolean; cognitoPort?: number; cognitoUrl?: string };
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
 * The emulators of emulators/ (`npm run emulators`), on a free port, seeded fresh
 * (--reset, state in a throw-away dir) and told about the site's origin (CORS, hosted-UI redirects).
 */
function emulatorServer(cognitoPort: number, siteOrigin: string): WebServer {
  const dataDir = path.join(ROOT, "test-results", ".emulator-data");
  return {
    name: "emulators",
    command: "npm run emulators -- --reset",
    port: cognitoPort,
    cwd: ROOT,
    env: {
      ...baseEnv,
      COGNITO_EMULATOR_PORT: String(cognitoPort),
      EMULATORS_DATA_DIR: dataDir,
      COGNITO_EMULATOR_ORIGINS: siteOrigin,
      COGNITO_EMULATOR_CALLBACK_URLS: `${siteOrigin}/login/`,
      COGNITO_EMULATOR_LOGOUT_URLS: `${siteOrigin}/login/,${siteOrigin}/login`,
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
  let cognitoPort: number | undefined;
  if (enabled) {
    cognitoPort = portFromEnv("E2E_COGNITO_PORT");
    assertPortFree(cognitoPort, "E2E_COGNITO_PORT", "Cognito emulator");
    webServers.push(emulatorServer(cognitoPort, `http://127.0.0.1:${sitePort}`));
  }
  return {
    siteUrl: `http://127.0.0.1:${sitePort}`,
    sitePort,
    emulators: {
      enabled,
      cognitoPort,
      cognitoUrl: cognitoPort ? `http://127.0.0.1:${cognitoPort}` : undefined,
    },
    webServers,
  };
}
