/** Passkey management for a signed-in user: StartWebAuthnRegistration, CompleteWebAuthnRegistration, ListWebAuthnCredentials, DeleteWebAuthnCredential. */
import { CognitoError, Errors } from "../errors";
import { completeRegistration, startRegistration } from "../passkey-registration";
import { passkeysOf, passkeyView, removePasskey } from "../passkeys";
import { authenticateAccessToken } from "../token-service";
import { optInt, optString, reqString, TOKEN_RULE } from "../validation";
import type { OperationTable } from "./types";

/** Cognito's range for ListWebAuthnCredentials' MaxResults. */
const MAX_RESULTS = 20;

function pageStart(token: string | undefined): number {
  if (!token) return 0;
  const m = /^p(\d{1,4})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  if (!m) throw Errors.invalidParameter("Invalid NextToken.");
  return Number(m[1]);
}

export const webAuthnOperations: OperationTable = {
  StartWebAuthnRegistration: {
    // The pending challenge lives in memory: nothing to persist.
    readonly: true,
    handler(ctx, input) {
      const { user, family } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      return { CredentialCreationOptions: startRegistration(ctx, user, family.clientId) };
    },
  },
  CompleteWebAuthnRegistration: {
    async handler(ctx, input) {
      const { user, family } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const credential = input.Credential;
      if (credential === undefined || credential === null) throw Errors.missingParameter("Credential");
      if (typeof credential !== "object" || Array.isArray(credential))
        throw Errors.invalidParameter("Credential must be the RegistrationResponseJSON object the browser produced.");
      await completeRegistration(ctx, user, family.clientId, credential);
      return {};
    },
  },
  ListWebAuthnCredentials: {
    readonly: true,
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const limit = optInt(input, "MaxResults", 1, MAX_RESULTS) ?? MAX_RESULTS;
      const start = pageStart(optString(input, "NextToken", { max: 131072 }));
      const all = [...passkeysOf(user)].sort(
        (a, b) => a.createdAt - b.createdAt || a.credentialId.localeCompare(b.credentialId),
      );
      const page = all.slice(start, start + limit);
      const next = start + page.length;
      return {
        Credentials: page.map(passkeyView),
        ...(next < all.length ? { NextToken: Buffer.from(`p${next}`).toString("base64url") } : {}),
      };
    },
  },
  DeleteWebAuthnCredential: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const credentialId = reqString(input, "CredentialId", { max: 2048 });
      if (!removePasskey(user, credentialId))
        throw new CognitoError("ResourceNotFoundException", "The user has no passkey with this CredentialId.");
      user.updatedAt = ctx.now();
      return {};
    },
  },
};
