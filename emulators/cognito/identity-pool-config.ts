/**
 * The identity pool (Cognito "federated identities") the emulator runs next to its user pool: its id, whether it
 * hands out guest credentials, and whether it asks the user pool if an id token was revoked. Kept apart from
 * config.ts so the user-pool settings and these can change independently. The token check comes from the deployed
 * identity pool (core/cognito/poolDefinition.ts); guests are a local change (local-settings.ts).
 */
import { POOL } from "../../core/cognito/poolDefinition";

/** `<region>:<uuid>` like a real identity pool id; fixed so builds and tests agree without configuration. */
export const DEFAULT_IDENTITY_POOL_ID = "us-east-1:4f1e0c7a-9b2d-4e35-8a6c-2d7b1f0e9c53";

/** Cognito's constraint on IdentityPoolId and IdentityId (API reference: `[\w-]+:[0-9a-f-]+`, 1..55 characters). */
export const IDENTITY_ID_PATTERN = /^[\w-]+:[0-9a-f-]+$/;
export const MAX_IDENTITY_ID_LENGTH = 55;

export interface IdentityPoolConfig {
  /** `<region>:<uuid>`; identity ids it hands out start with the same region. */
  id: string;
  name: string;
  /** Guest (unauthenticated) identities: GetId and GetCredentialsForIdentity without Logins. */
  allowUnauthenticatedIdentities: boolean;
  /**
   * Cognito's `ServerSideTokenCheck` for the user-pool provider: an id token whose sign-in was revoked
   * (RevokeToken, GlobalSignOut) or whose user is gone or disabled is refused.
   */
  serverSideTokenCheck: boolean;
}

export function defaultIdentityPool(): IdentityPoolConfig {
  return {
    id: DEFAULT_IDENTITY_POOL_ID,
    name: "northwind-identities",
    allowUnauthenticatedIdentities: POOL.identityPool.allowUnauthenticatedIdentities,
    serverSideTokenCheck: POOL.identityPool.serverSideTokenCheck,
  };
}

export function isIdentityId(value: string): boolean {
  return value.length <= MAX_IDENTITY_ID_LENGTH && IDENTITY_ID_PATTERN.test(value);
}

/** Throws on an id the real service would not accept. */
export function checkIdentityPoolConfig(pool: IdentityPoolConfig): IdentityPoolConfig {
  if (!isIdentityId(pool.id)) {
    throw new Error(
      `Invalid identity pool id "${pool.id}": expected <region>:<uuid>, e.g. ${DEFAULT_IDENTITY_POOL_ID}`,
    );
  }
  return pool;
}

export function identityRegionOf(identityPoolId: string): string {
  return identityPoolId.split(":")[0] as string;
}

/**
 * Overrides for `npm run emulators`:
 *  COGNITO_EMULATOR_IDENTITY_POOL_ID  the identity pool id (default DEFAULT_IDENTITY_POOL_ID)
 *  COGNITO_EMULATOR_IDENTITY_GUESTS   on (default) | off: guest (unauthenticated) identities
 */
export function identityPoolFromEnv(env: NodeJS.ProcessEnv): Partial<IdentityPoolConfig> | undefined {
  const out: Partial<IdentityPoolConfig> = {};
  const id = env.COGNITO_EMULATOR_IDENTITY_POOL_ID?.trim();
  if (id) out.id = id;
  const guests = env.COGNITO_EMULATOR_IDENTITY_GUESTS?.trim().toLowerCase();
  if (guests === "off") out.allowUnauthenticatedIdentities = false;
  else if (guests === "on") out.allowUnauthenticatedIdentities = true;
  else if (guests) throw new Error(`COGNITO_EMULATOR_IDENTITY_GUESTS must be "on" or "off", got "${guests}"`);
  return Object.keys(out).length > 0 ? out : undefined;
}
