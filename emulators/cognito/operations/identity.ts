/**
 * The identity-pool API (X-Amz-Target `AWSCognitoIdentityService.<Operation>`): GetId and GetCredentialsForIdentity,
 * the two unsigned calls a browser makes for temporary AWS credentials. Logic in ../identity-pool.ts.
 */
import { Errors } from "../errors";
import { isIdentityId, MAX_IDENTITY_ID_LENGTH } from "../identity-pool-config";
import {
  authorizeIdentity,
  findIdentity,
  identityFor,
  IdentityErrors,
  mintCredentials,
  verifyLogins,
} from "../identity-pool";
import { optString, optStringMap, reqString, type Body } from "../validation";
import type { OperationTable } from "./types";

const ID_RULE = {
  min: 1,
  max: MAX_IDENTITY_ID_LENGTH,
  pattern: /^[\w-]+:[0-9a-f-]+$/,
  patternText: "[\\w-]+:[0-9a-f-]+",
};

/** Logins: at most 10 providers, names of 1..128 characters, tokens of 1..50000. */
function readLogins(input: Body): Record<string, string> | undefined {
  const logins = optStringMap(input, "Logins", 10);
  if (!logins) return undefined;
  for (const [name, token] of Object.entries(logins)) {
    if (name.length < 1 || name.length > 128)
      throw Errors.validation(
        "logins",
        "Map keys must satisfy constraint: [Member must have length between 1 and 128]",
      );
    if (token.length < 1)
      throw Errors.validation(
        "logins",
        "Map value must satisfy constraint: [Member must have length between 1 and 50000]",
      );
  }
  return logins;
}

export const identityOperations: OperationTable = {
  GetId: {
    handler(ctx, input) {
      const poolId = reqString(input, "IdentityPoolId", ID_RULE);
      optString(input, "AccountId", { min: 1, max: 15, pattern: /^\d+$/, patternText: "\\d+" });
      const logins = readLogins(input);
      if (poolId !== ctx.config.identityPool.id) throw IdentityErrors.poolNotFound(poolId);
      const identity = identityFor(ctx, verifyLogins(ctx, logins));
      return { IdentityId: identity.identityId };
    },
  },
  GetCredentialsForIdentity: {
    handler(ctx, input) {
      const identityId = reqString(input, "IdentityId", ID_RULE);
      // Accepted and ignored: the emulator has no IAM roles to choose from.
      optString(input, "CustomRoleArn", { min: 20, max: 2048 });
      const logins = readLogins(input);
      const identity = isIdentityId(identityId) ? findIdentity(ctx, identityId) : undefined;
      if (!identity) throw IdentityErrors.identityNotFound(identityId);
      authorizeIdentity(ctx, identity, verifyLogins(ctx, logins));
      return { IdentityId: identity.identityId, Credentials: mintCredentials(ctx) };
    },
  },
};
