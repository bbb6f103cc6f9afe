/**
 * The browser the e2e tests use: Debian's chromium-headless-shell (the headless build of Debian's Chromium), never a
 * Playwright download. Path and flags are shared with the Lighthouse audit, which runs the full browser
 * (scripts/chromium.js).
 */
export { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "../../scripts/chromium";
