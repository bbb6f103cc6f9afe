/**
 * Sign-in: InitiateAuth / RespondToAuthChallenge (the app's calls), AdminInitiateAuth / AdminRespondToAuthChallenge
 * (the same flows from a server, IAM-signed, with UserPoolId) and GetTokensFromRefreshToken. One implementation of
 * the flows and challenges (signin.ts) serves all of them; only which flows each call accepts differs.
 */
import { refreshTokenRotation } from "../app-client";
import { requireClientSecret, requireSecretHash } from "../client-secret";
import type { Context } from "../context";
import { Errors } from "../errors";
import { passwordSignIn, respondToChallenge, startSrp, type SignInStep } from "../signin";
import { ADMIN_SCOPE, findFamilyByRefreshToken, issueTokens, refreshTokens } from "../token-service";
import { answerPasskey } from "../passkey-signin";
import { getSession } from "../sessions";
import { answerSelectChallenge, startUserAuth } from "../user-auth";
import { findUser } from "../users";
import { optString, optStringMap, reqString, reqStringMap, SESSION_RULE, type Body } from "../validation";
import { requireClient, requirePool } from "./common";
import type { OperationTable } from "./types";

/** AuthFlowType, in the service model's order. */
const AUTH_FLOWS = [
  "USER_SRP_AUTH",
  "REFRESH_TOKEN_AUTH",
  "REFRESH_TOKEN",
  "CUSTOM_AUTH",
  "ADMIN_NO_SRP_AUTH",
  "USER_PASSWORD_AUTH",
  "ADMIN_USER_PASSWORD_AUTH",
  "USER_AUTH",
];

/** The names a SECRET_HASH may be computed over: what the caller sent, and the user's user name and sub. */
function namesFor(ctx: Context, username: unknown): string[] {
  if (typeof username !== "string" || username === "") return [];
  const user = findUser(ctx, username);
  return user ? [username, user.username, user.sub] : [username];
}

/** SECRET_HASH of a refresh: over the user name (or sub) of the token's user; null for an unknown token. */
function refreshNames(ctx: Context, refreshToken: unknown): string[] | null {
  if (typeof refreshToken !== "string" || refreshToken === "" || refreshToken.length > 4096) return null;
  const family = findFamilyByRefreshToken(ctx, refreshToken);
  if (!family) return null;
  const user = findUser(ctx, family.username);
  return [family.username, ...(user ? [user.sub] : [])];
}

/** Turns a sign-in step into the InitiateAuth / RespondToAuthChallenge response. */
export function stepResponse(ctx: Context, step: SignInStep): Record<string, unknown> {
  if (step.type === "challenge") {
    return {
      ChallengeName: step.name,
      ChallengeParameters: step.parameters,
      Session: step.session,
      ...(step.availableChallenges ? { AvailableChallenges: step.availableChallenges } : {}),
    };
  }
  const tokens = issueTokens(ctx, step.user, {
    clientId: step.progress.clientId,
    authTime: step.authTime,
    scopes: [ADMIN_SCOPE],
    idToken: true,
    ...(step.deviceKey ? { deviceKey: step.deviceKey } : {}),
  });
  const result: Record<string, unknown> = { ...tokens };
  if (step.newDevice) result.NewDeviceMetadata = step.newDevice;
  return { ChallengeParameters: {}, AuthenticationResult: result };
}

/** Which API a sign-in arrived through: the app's (InitiateAuth) or a server's (AdminInitiateAuth, IAM-signed). */
type Api = "user" | "admin";

const ADMIN_PASSWORD_FLOWS = ["ADMIN_USER_PASSWORD_AUTH", "ADMIN_NO_SRP_AUTH"];

/** InitiateAuth and AdminInitiateAuth. */
function initiateAuth(ctx: Context, input: Body, api: Api): Record<string, unknown> {
  if (api === "admin") requirePool(ctx, input);
  const clientId = requireClient(ctx, input);
  const flow = reqString(input, "AuthFlow", { max: 64 });
  const params = optStringMap(input, "AuthParameters") ?? {};
  optStringMap(input, "ClientMetadata");
  if (!AUTH_FLOWS.includes(flow)) throw Errors.enumValue("authFlow", flow, AUTH_FLOWS);
  const refresh = flow === "REFRESH_TOKEN_AUTH" || flow === "REFRESH_TOKEN";
  if (ctx.config.clientSecret) {
    const names = refresh ? refreshNames(ctx, params.REFRESH_TOKEN) : namesFor(ctx, params.USERNAME);
    requireSecretHash(ctx, clientId, params.SECRET_HASH, names);
  }
  // The password flows belong to one API each: Cognito answers the other one with this message.
  const adminPassword = ADMIN_PASSWORD_FLOWS.includes(flow);
  if ((api === "user" && adminPassword) || (api === "admin" && flow === "USER_PASSWORD_AUTH"))
    throw Errors.invalidParameter("Initiate Auth method not supported.");
  switch (flow) {
    case "USER_SRP_AUTH":
      return stepResponse(ctx, startSrp(ctx, clientId, params));
    case "USER_PASSWORD_AUTH":
    case "ADMIN_USER_PASSWORD_AUTH":
    case "ADMIN_NO_SRP_AUTH":
      // The app client's ALLOW_USER_PASSWORD_AUTH / ALLOW_ADMIN_USER_PASSWORD_AUTH.
      if (!adminPassword && !ctx.config.allowUserPasswordAuth)
        throw Errors.invalidParameter("USER_PASSWORD_AUTH flow not enabled for this client");
      if (adminPassword && !ctx.config.allowAdminUserPasswordAuth)
        throw Errors.invalidParameter("Auth flow not enabled for this client");
      return stepResponse(
        ctx,
        passwordSignIn(ctx, clientId, params.USERNAME, params.PASSWORD, {
          viaHostedUi: false,
          ...(params.DEVICE_KEY ? { deviceKey: params.DEVICE_KEY } : {}),
        }),
      );
    case "REFRESH_TOKEN_AUTH":
    case "REFRESH_TOKEN": {
      // With refresh-token rotation Cognito wants ALLOW_REFRESH_TOKEN_AUTH off: GetTokensFromRefreshToken only.
      if (refreshTokenRotation(ctx).enabled)
        throw Errors.invalidParameter("REFRESH_TOKEN_AUTH flow not enabled for this client");
      const { result } = refreshTokens(ctx, params.REFRESH_TOKEN, clientId);
      // Like Cognito: no RefreshToken in a refresh response.
      return { ChallengeParameters: {}, AuthenticationResult: result };
    }
    case "CUSTOM_AUTH":
      throw Errors.invalidParameter(
        "CUSTOM_AUTH flow is not enabled for this client: the emulator has no Lambda triggers (custom authentication is not configured).",
      );
    default:
      // USER_AUTH, the app client's ALLOW_USER_AUTH.
      if (!ctx.config.allowUserAuth)
        throw Errors.invalidParameter("USER_AUTH (choice-based sign-in) is not enabled for this client.");
      return stepResponse(ctx, startUserAuth(ctx, clientId, params));
  }
}

/** RespondToAuthChallenge and AdminRespondToAuthChallenge. */
async function respondToAuthChallenge(ctx: Context, input: Body, api: Api): Promise<Record<string, unknown>> {
  if (api === "admin") requirePool(ctx, input);
  const clientId = requireClient(ctx, input);
  const name = reqString(input, "ChallengeName", { max: 64 });
  const session = optString(input, "Session", SESSION_RULE);
  const responses = reqStringMap(input, "ChallengeResponses");
  optStringMap(input, "ClientMetadata");
  requireSecretHash(ctx, clientId, responses.SECRET_HASH, namesFor(ctx, responses.USERNAME));
  if (name === "SELECT_CHALLENGE") {
    const challengeSession = getSession(ctx, session, { challenges: [name], clientId });
    return stepResponse(ctx, answerSelectChallenge(ctx, clientId, challengeSession, responses));
  }
  if (name === "WEB_AUTHN") {
    // Not in signin.ts's dispatcher: the check is asynchronous, and the hosted UI (like Cognito's classic one)
    // has no passkeys.
    const challengeSession = getSession(ctx, session, { challenges: [name], clientId });
    return stepResponse(ctx, await answerPasskey(ctx, challengeSession, responses));
  }
  return stepResponse(ctx, respondToChallenge(ctx, clientId, name, session, responses));
}

export const authOperations: OperationTable = {
  InitiateAuth: { handler: (ctx, input) => initiateAuth(ctx, input, "user") },
  RespondToAuthChallenge: { handler: (ctx, input) => respondToAuthChallenge(ctx, input, "user") },
  // The admin flag makes server.ts require a SigV4 Authorization header, as for the other Admin* calls.
  AdminInitiateAuth: { admin: true, handler: (ctx, input) => initiateAuth(ctx, input, "admin") },
  AdminRespondToAuthChallenge: { admin: true, handler: (ctx, input) => respondToAuthChallenge(ctx, input, "admin") },
  GetTokensFromRefreshToken: {
    handler(ctx, input) {
      const clientId = requireClient(ctx, input);
      const refreshToken = reqString(input, "RefreshToken", { max: 16384 });
      const clientSecret = optString(input, "ClientSecret", { max: 256 });
      // Accepted: the token's sign-in already knows its device.
      optString(input, "DeviceKey", { max: 55 });
      optStringMap(input, "ClientMetadata");
      requireClientSecret(ctx, clientId, clientSecret);
      const rotation = refreshTokenRotation(ctx);
      const { result } = refreshTokens(
        ctx,
        refreshToken,
        clientId,
        rotation.enabled ? { rotate: { graceSeconds: rotation.retryGracePeriodSeconds } } : {},
      );
      return { AuthenticationResult: result };
    },
  },
};
