/** Public API of the Google (OAuth + Calendar v3) stand-in. */
export { startGoogleStandIn, type GoogleStandIn, type GoogleStandInOptions } from "./emulator";
export { GOOGLE_ACCOUNTS } from "./accounts";
export { loadGoogleBehavior, type GoogleBehavior } from "./behavior";
export { parseFault, type Fault } from "../kit";
export type { FixtureAccount } from "../kit/oauth";
