/**
 * The one browser the e2e tests use: Debian's Chromium (scripts/ensure-chromium.sh installs it).
 * Playwright never downloads browsers in this project; it drives /usr/bin/chromium with these flags.
 * scripts/audit/run.mjs uses the same flags for Lighthouse (keep the two lists in step).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
