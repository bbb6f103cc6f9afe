/** Public API of the Microsoft (identity platform + Graph calendar) stand-in. */
export { startMicrosoftStandIn, type MicrosoftStandIn, type MicrosoftStandInOptions } from "./emulator";
export { MICROSOFT_ACCOUNTS, MICROSOFT_TENANT_ID } from "./accounts";
export { loadMicrosoftBehavior, type MicrosoftBehavior } from "./behavior";
export { parseFault, type Fault } from "../kit";
export type { FixtureAccount } from "../kit/oauth";
