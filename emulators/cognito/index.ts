/** Public API of the local Cognito user-pool emulator. */
export { startCognitoEmulator, DEFAULT_DATA_DIR } from "./emulator";
export type { RunningCognitoEmulator, StartCognitoEmulatorOptions } from "./emulator";
export { DEFAULT_CLIENT_ID, DEFAULT_POOL_ID, DEFAULT_PORT, configFromEnv, resolveConfig } from "./config";
export type { CognitoEmulatorConfig, ConfigOverrides } from "./config";
export { DEFAULT_IDENTITY_POOL_ID } from "./identity-pool-config";
export type { IdentityPoolConfig } from "./identity-pool-config";
export { SEED } from "./seed";
export type { CognitoSeed, SeedUser, SeedGoogleIdentity } from "./seed";
export type { OutboxMessage } from "./state";
export { totp } from "./totp";
