/** Public API of the Microsoft (identity platform + Graph calendar) stand-in. */
export { startMicrosoftStandIn } from "./emulator";
export type { MicrosoftStandIn, MicrosoftStandInOptions } from "./emulator";
export { MICROSOFT_ACCOUNTS, MICROSOFT_TENANT_ID } from "./accounts";
export { parseFault } from "../kit/fault";
export type { Fault } from "../kit/fault";
export type { FixtureAccount } from "../kit/oauth";
