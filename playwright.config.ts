import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./e2e/harness/chromium";
import { resolveHarness } from "./e2e/harness/servers";

/**
 * E2E against the production build (public/) served by `gatsby serve` on a free loopback port.
 * Run through `npm run test:e2e` (scripts/test-e2e.sh), which installs Chromium if needed and builds first.
 * Browser: Debian's chromium-headless-shell only (never `npx playwright install`).
 */
const harness = resolveHarness();
// Specs that change the whole local user pool run one after the other, on one worker, while the other runs the
// public specs, which sign no one in; the signed-in specs run after both (Playwright runs a project once the
// projects it depends on have finished). Before, the pool specs ran last with one worker idle.
const POOL_SPECS = [/pool-mfa-required\.spec\.ts$/, /pool-token-expiry\.spec\.ts$/, /pool-token-revocation\.spec\.ts$/];
const PUBLIC_SPECS = [
  "case-studies",
  "contact",
  "docs",
  "first-tap",
  "functions",
  "navigation",
  "phone-layout",
  "public-pages",
  "security-headers",
  "seo",
  "served-content",
  "theme",
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
// A spec that slows a calendar stand-in for everyone runs last, alone (npm run test:full).
const LONG_SYNC_SPEC = /calendar-long-sync\.spec\.ts$/;
// `npm run screenshots -- <label>` photographs the pages people meet first (e2e/screenshots); never in the suite.
const SCREENSHOTS = process.env.NW_SCREENSHOTS_LABEL !== undefined;
const CHROMIUM = {
  browserName: "chromium" as const,
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] },
};
const CI = Boolean(process.env.CI);
// `npm run test:full` (TEST_FULL=1) adds the tests tagged @full: the slow proofs the fast suite covers another way.
const FULL = process.env.TEST_FULL === "1";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: CI,
  grepInvert: FULL ? undefined : /@full/,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  // About twice the whole run's time on a 2-core machine (5.1 min on 2026-11-28): a hung run, or a slowdown that
  // doubles it, fails here instead of passing slowly.
  globalTimeout: 12 * 60_000,
  expect: { timeout: 5_000 },
  reporter: [
    ["list"],
    // scripts/test-all.sh reads this file for the "N passed, N failed" line.
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || "reports/playwright.json" }],
  ],
  use: {
    baseURL: harness.siteUrl,
    screenshot: "only-on-failure",
    // A trace costs time on every test it records: only a retried test gets one.
    trace: "on-first-retry",
    video: "off",
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
    serviceWorkers: "block",
  },
  projects: [
    // The pool's specs first in the queue: one worker takes them one after another (workers: 1) while the other
    // starts on the public specs. Listed after them, they waited for the last public test and ran with a worker idle.
    { name: "pool", testMatch: POOL_SPECS, workers: 1, use: CHROMIUM },
    { name: "public", testMatch: PUBLIC_SPECS, use: CHROMIUM },
    {
      name: "chromium",
      testIgnore: [...PUBLIC_SPECS, ...POOL_SPECS, LONG_SYNC_SPEC],
      dependencies: ["public", "pool"],
      use: CHROMIUM,
    },
    // Run one alone with --no-deps.
    { name: "calendar-long-sync", testMatch: LONG_SYNC_SPEC, dependencies: ["chromium"], use: CHROMIUM },
    ...(SCREENSHOTS ? [{ name: "screenshots", testMatch: /\.shot\.ts$/, use: CHROMIUM }] : []),
  ],
  webServer: harness.webServers,
});
