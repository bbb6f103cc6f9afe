/**
 * The one browser of this project: Debian's Chromium (scripts/ensure-chromium.sh installs it), with the flags
 * that keep it off the network this machine does not have. Used by the e2e harness and the Lighthouse audit.
 * Plain CommonJS so scripts/audit/run.mjs can load it on bare Node.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
