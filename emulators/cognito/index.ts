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
/** What a client with a secret sends as SECRET_HASH. */
export { secretHash } from "./client-secret";
/** The committed dev-only key the emulator signs its tokens with (see dev-signing-key.ts: it protects nothing). */
export { DEV_SIGNING_KEY_ID, DEV_SIGNING_PRIVATE_KEY_PEM } from "./dev-signing-key";
