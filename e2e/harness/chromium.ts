/**
 * The one browser the e2e tests use: Debian's Chromium, never a Playwright download. Path and flags are shared
 * with the Lighthouse audit (scripts/chromium.js).
 */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";
