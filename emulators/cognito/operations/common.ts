/** Checks shared by operations. */
import type { Context } from "../context";
import { Errors } from "../errors";
import { CLIENT_ID_RULE, reqString, type Body } from "../validation";

/** Reads ClientId and refuses unknown app clients (ResourceNotFoundException). */
export function requireClient(ctx: Context, input: Body): string {
  const clientId = reqString(input, "ClientId", CLIENT_ID_RULE);
  if (clientId !== ctx.config.clientId) throw Errors.clientNotFound(clientId);
  return clientId;
}

/** Reads UserPoolId of an admin call and refuses other pools. */
export function requirePool(ctx: Context, input: Body): void {
  const poolId = reqString(input, "UserPoolId", {
    max: 55,
    min: 1,
    pattern: /^[\w-]+_[0-9a-zA-Z]+$/,
    patternText: "[\\w-]+_[0-9a-zA-Z]+",
  });
  if (poolId !== ctx.config.poolId) throw Errors.poolNotFound(poolId);
}
