/** Public API of the Google (OAuth + Calendar v3) stand-in. */
export { startGoogleStandIn } from "./emulator";
export type { GoogleStandIn, GoogleStandInOptions } from "./emulator";
export { GOOGLE_ACCOUNTS } from "./accounts";
export { parseFault } from "../kit/fault";
export type { Fault } from "../kit/fault";
export type { FixtureAccount } from "../kit/oauth";
