/** GlobalSignOut and RevokeToken. */
import { requireClientSecret } from "../client-secret";
import { CognitoError } from "../errors";
import { authenticateAccessToken, findFamilyByRefreshToken, revokeAllForUser, revokeFamily } from "../token-service";
import { verifyJwtSignature } from "../tokens";
import { optString, reqString, TOKEN_RULE } from "../validation";
import { requireClient } from "./common";
import type { OperationTable } from "./types";

export const tokenOperations: OperationTable = {
  GlobalSignOut: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      revokeAllForUser(ctx, user.username);
      return {};
    },
  },
  RevokeToken: {
    handler(ctx, input) {
      const token = reqString(input, "Token", { max: 16384 });
      const clientId = requireClient(ctx, input);
      requireClientSecret(ctx, clientId, optString(input, "ClientSecret", { max: 256 }));
      if (ctx.store.state.clientTokenRevocation === false)
        throw new CognitoError("UnsupportedOperationException", "Token revocation is not enabled for this app client.");
      if (verifyJwtSignature(token, ctx.key)) {
        throw new CognitoError("UnsupportedTokenTypeException", "Only refresh tokens can be revoked.");
      }
      const family = findFamilyByRefreshToken(ctx, token);
      // RFC 7009: an unknown (or already revoked) token is not an error.
      if (!family) return {};
      if (family.clientId !== clientId)
        throw new CognitoError("NotAuthorizedException", "The refresh token was not issued to this client.");
      revokeFamily(family);
      return {};
    },
  },
};
