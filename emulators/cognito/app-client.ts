/**
 * The app client as Cognito describes it (DescribeUserPoolClient / UpdateUserPoolClient's UserPoolClientType), built
 * from the emulator's configuration plus what UpdateUserPoolClient changed at runtime, and the client settings other
 * modules ask about: its ExplicitAuthFlows and its refresh-token rotation.
 */
import type { RefreshTokenRotation } from "./config";
import { validityView } from "./client-validity";
import type { Context } from "./context";
import { Errors } from "./errors";
import { epochSeconds, WRITABLE_STANDARD_ATTRIBUTES } from "./users";
import { optInt, optObject, optString, type Body } from "./validation";

/** RefreshTokenRotationType.Feature, in the service model's order. */
const ROTATION_FEATURES = ["ENABLED", "DISABLED"] as const;

export function refreshTokenRotation(ctx: Context): RefreshTokenRotation {
  return ctx.store.state.clientRefreshTokenRotation ?? ctx.config.refreshTokenRotation;
}

/**
 * The client's ExplicitAuthFlows. SRP is always allowed; refresh too, except with refresh-token rotation, which
 * Cognito only allows with ALLOW_REFRESH_TOKEN_AUTH off (GetTokensFromRefreshToken is then the only refresh).
 * No ALLOW_CUSTOM_AUTH: the emulator has no Lambda triggers.
 */
export function explicitAuthFlows(ctx: Context): string[] {
  const flows = ["ALLOW_USER_SRP_AUTH"];
  if (ctx.config.allowUserPasswordAuth) flows.push("ALLOW_USER_PASSWORD_AUTH");
  if (ctx.config.allowAdminUserPasswordAuth) flows.push("ALLOW_ADMIN_USER_PASSWORD_AUTH");
  if (ctx.config.allowUserAuth) flows.push("ALLOW_USER_AUTH");
  if (!refreshTokenRotation(ctx).enabled) flows.push("ALLOW_REFRESH_TOKEN_AUTH");
  return flows;
}

/** ReadAttributes: every standard attribute, with the two verification flags (which users cannot write). */
function readAttributes(): string[] {
  return [...WRITABLE_STANDARD_ATTRIBUTES, "email_verified", "phone_number_verified"].sort();
}

/** DescribeUserPoolClient's UserPoolClientType. */
export function clientView(ctx: Context) {
  const c = ctx.config;
  const rotation = refreshTokenRotation(ctx);
  const created = ctx.store.state.createdAt;
  return {
    UserPoolId: c.poolId,
    ClientName: c.clientName,
    ClientId: c.clientId,
    ...(c.clientSecret ? { ClientSecret: c.clientSecret } : {}),
    LastModifiedDate: epochSeconds(ctx.store.state.clientUpdatedAt ?? created),
    CreationDate: epochSeconds(created),
    ...validityView(ctx),
    ReadAttributes: readAttributes(),
    WriteAttributes: [...WRITABLE_STANDARD_ATTRIBUTES].sort(),
    ExplicitAuthFlows: explicitAuthFlows(ctx),
    SupportedIdentityProviders: [...c.identityProviders],
    CallbackURLs: [...c.callbackUrls],
    LogoutURLs: [...c.logoutUrls],
    ...(c.defaultRedirectUri ? { DefaultRedirectURI: c.defaultRedirectUri } : {}),
    // The hosted UI serves the code grant only (with PKCE); no implicit or client_credentials.
    AllowedOAuthFlows: ["code"],
    AllowedOAuthScopes: [...c.oauthScopes],
    AllowedOAuthFlowsUserPoolClient: true,
    PreventUserExistenceErrors: c.preventUserExistenceErrors ? "ENABLED" : "LEGACY",
    EnableTokenRevocation: ctx.store.state.clientTokenRevocation !== false,
    EnablePropagateAdditionalUserContextData: false,
    // Minutes (Cognito: 3..15); the challenge Session's lifetime.
    AuthSessionValidity: Math.max(1, Math.round(c.sessionTtlSeconds / 60)),
    RefreshTokenRotation: {
      Feature: rotation.enabled ? "ENABLED" : "DISABLED",
      RetryGracePeriodSeconds: rotation.retryGracePeriodSeconds,
    },
  };
}

/** UpdateUserPoolClient's RefreshTokenRotation { Feature, RetryGracePeriodSeconds }; undefined when absent. */
export function rotationInput(input: Body): RefreshTokenRotation | undefined {
  const block = optObject(input, "RefreshTokenRotation");
  if (!block) return undefined;
  const feature = optString(block, "Feature", { max: 16 });
  if (feature === undefined) throw Errors.missingParameter("RefreshTokenRotation.Feature");
  if (!(ROTATION_FEATURES as readonly string[]).includes(feature))
    throw Errors.enumValue("refreshTokenRotation.feature", feature, ROTATION_FEATURES);
  const grace = optInt(block, "RetryGracePeriodSeconds", 0, 60) ?? 0;
  return { enabled: feature === "ENABLED", retryGracePeriodSeconds: grace };
}
