/**
 * The access-token lifetime of the app client these functions were built for (access-token-lifetime.ts), read
 * with the user console's IAM credentials (COGNITO_ADMIN_*, else the default AWS chain: docs/deployment.md, IAM
 * permissions), the only ones allowed admin calls on the pool. Used by GET /api/health and at the user console's
 * start-up. The auth functions are left without those credentials on purpose (least privilege): they keep the
 * check of the tokens they see (server/security/sign-in-time.ts).
 */
import { checkCognitoSettings } from "../../core/config/cognito";
import { isLocalBuild } from "../../core/config/deployment";
import { logOnce } from "../log";
import { createAdminClient } from "../users/cognito-admin";
import { builtAdminAccess, credentialsProblem, type AdminAccess } from "../users/settings";
import {
  cachedLifetime,
  readAccessTokenLifetime,
  unknownLifetime,
  type AccessTokenLifetime,
} from "./access-token-lifetime";

let current: { fingerprint: string; read: () => Promise<AccessTokenLifetime> } | undefined;

/** The lifetime as Cognito has it, read at most once per period per instance; never throws. */
export function builtAccessTokenLifetime(settings: AdminAccess = builtAdminAccess()): Promise<AccessTokenLifetime> {
  if (checkCognitoSettings(settings.cognito).length)
    return Promise.resolve(unknownLifetime("the user-pool settings are unusable"));
  if (credentialsProblem(settings)) return Promise.resolve(unknownLifetime("COGNITO_ADMIN_* set only in part"));
  const fingerprint = JSON.stringify([settings.cognito, settings.adminAccessKeyId, settings.adminSecretAccessKey]);
  if (current?.fingerprint !== fingerprint) {
    const source = {
      client: createAdminClient(settings),
      userPoolId: settings.cognito.userPoolId,
      clientId: settings.cognito.clientId,
    };
    const logged = (err: unknown) => {
      const e = err as { name?: unknown; message?: unknown } | null;
      logOnce(`could not read the app client's access-token lifetime: ${String(e?.name)}: ${String(e?.message)}`);
    };
    current = { fingerprint, read: cachedLifetime(() => readAccessTokenLifetime(source, logged)) };
  }
  return current.read();
}

/** A lifetime step-up cannot rely on, as the function log says it (once per process); nothing when it can. */
export function logLifetimeProblem(lifetime: AccessTokenLifetime): void {
  if (lifetime.status === "too-long")
    logOnce(
      `ServerMisconfigured: the app client's access tokens live ${lifetime.seconds} s; set the access token expiration to 5 minutes in Cognito (docs/deployment.md, Cognito settings), or a page's sign-in token can reach Cognito past step-up.`,
    );
  else if (lifetime.status === "unknown")
    logOnce(`the app client's access-token lifetime is unknown (${lifetime.reason}); step-up assumes 5 minutes.`);
}

/** Start-up in a deployment: reads the lifetime and logs a problem. Local builds use the emulator's hour. */
export async function checkLifetimeAtStart(
  read: () => Promise<AccessTokenLifetime> = builtAccessTokenLifetime,
  deployment: boolean = !isLocalBuild(),
): Promise<void> {
  if (deployment) logLifetimeProblem(await read());
}

/** Tests only: build the reader again on the next call. */
export function resetBuiltAccessTokenLifetime(): void {
  current = undefined;
}
