/**
 * The only importer of @aws-sdk/client-cognito-identity: GetId and GetCredentialsForIdentity with the signed-in
 * user's id token as the login. Both calls are unsigned, so the client needs no AWS credentials of its own.
 * Imported only by the developer page's panel, which the portal loads with React.lazy: the SDK is in that chunk.
 */
import {
  CognitoIdentityClient,
  CognitoIdentityServiceException,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from "@aws-sdk/client-cognito-identity";
import {
  checkIdentitySettings,
  identityBuildEnv,
  identityEndpointOf,
  identityRegionOf,
  identitySettingsFrom,
  userPoolLoginKey,
  type IdentitySettings,
} from "./settings";
import { IdentityError, type IdentityCredentials, type IdentityService, type IdentitySetup } from "./types";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH"]);

/** The SDK's errors as the page's: the service's answer, no answer, or something else. */
export function toIdentityError(error: unknown, endpoint: string): IdentityError {
  if (error instanceof IdentityError) return error;
  if (error instanceof CognitoIdentityServiceException) {
    return new IdentityError("refused", error.message || error.name, error.name);
  }
  const e = error as { name?: unknown; code?: unknown; message?: unknown; cause?: { code?: unknown } } | null;
  const message = typeof e?.message === "string" ? e.message : String(error);
  // Node errors carry a code; one from another realm reaches us only as "AWS SDK error wrapper for Error: connect …".
  const code =
    typeof e?.code === "string"
      ? e.code
      : typeof e?.cause?.code === "string"
        ? e.cause.code
        : ([...NETWORK_CODES].find((c) => message.includes(c)) ?? "");
  // Browsers reject fetch with a TypeError when there is no answer (offline, CORS, unknown host); Node adds a code.
  if (e?.name === "TypeError" || e?.name === "TimeoutError" || NETWORK_CODES.has(code)) {
    return new IdentityError("unreachable", `No answer from ${endpoint}${code ? ` (${code})` : ""}.`);
  }
  return new IdentityError("unexpected", message);
}

export interface IdentityServiceOptions {
  /** Attempts per call, with the SDK's backoff (default 3). */
  maxAttempts?: number;
}

export function createIdentityService(
  settings: IdentitySettings,
  options: IdentityServiceOptions = {},
): IdentityService {
  const endpoint = identityEndpointOf(settings);
  const client = new CognitoIdentityClient({
    region: identityRegionOf(settings.identityPoolId),
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    maxAttempts: options.maxAttempts ?? 3,
  });
  const loginKey = userPoolLoginKey(settings.userPoolId);

  return {
    async getCredentials(idToken: string): Promise<IdentityCredentials> {
      const Logins = { [loginKey]: idToken };
      try {
        const { IdentityId } = await client.send(new GetIdCommand({ IdentityPoolId: settings.identityPoolId, Logins }));
        if (!IdentityId) throw new IdentityError("unexpected", "The identity service returned no identity id.");
        const out = await client.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins }));
        const c = out.Credentials;
        if (!c?.AccessKeyId || !c.SecretKey || !c.SessionToken || !(c.Expiration instanceof Date)) {
          throw new IdentityError("unexpected", "The identity service returned no usable credentials.");
        }
        return {
          identityId: out.IdentityId ?? IdentityId,
          credentials: {
            accessKeyId: c.AccessKeyId,
            secretAccessKey: c.SecretKey,
            sessionToken: c.SessionToken,
            expiration: c.Expiration,
          },
        };
      } catch (error) {
        throw toIdentityError(error, endpoint);
      }
    },
  };
}

/** The service for the build's settings (GATSBY_COGNITO_IDENTITY_*), or the problems that prevent it. */
export function identitySetupFromEnv(env: Record<string, string | undefined> = identityBuildEnv()): IdentitySetup {
  const settings = identitySettingsFrom(env);
  const problems = checkIdentitySettings(settings);
  if (problems.length > 0) return { problems };
  return { service: createIdentityService(settings), endpoint: identityEndpointOf(settings) };
}
