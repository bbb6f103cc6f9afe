/**
 * The one browser of this project: Debian's Chromium (scripts/ensure-chromium.sh installs it), with the flags
 * that keep it off the network this machine does not have. Used by the e2e harness and the Lighthouse audit.
 * Plain CommonJS so scripts/audit/run.mjs can load it on bare Node.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell: the same Chromium release built as Chrome's headless-only shell, the browser
 * Playwright itself runs for headless tests. The e2e tests use it: the same suite took 1.4-1.7 min against
 * 1.8-2.1 min with the full browser here (docs/testing.md). The audit and the benchmarks keep the full browser,
 * which is what people use.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/lib/chromium/chromium-headless-shell";

const CHROMIUM_ARGS = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

module.exports = { CHROMIUM_PATH, HEADLESS_SHELL_PATH, CHROMIUM_ARGS };
