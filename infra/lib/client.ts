/**
 * The site's app client: public (no secret), SRP and USER_AUTH sign-in, 5-minute access tokens with revocation on
 * and refresh-token rotation off, the code grant (PKCE: a public client has no other way) back to the site's
 * /login/, and the hosted UI's providers. Every value is core/cognito/poolDefinition.ts's.
 */
import { Duration } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import { POOL, callbackUrls, logoutUrls } from "../../core/cognito/poolDefinition";
import type { DeploymentParameters } from "./parameters";

const PROVIDERS = {
  COGNITO: cognito.UserPoolClientIdentityProvider.COGNITO,
  Google: cognito.UserPoolClientIdentityProvider.GOOGLE,
} as const;

export function appClient(
  pool: cognito.UserPool,
  parameters: DeploymentParameters,
  options: { google: boolean },
): cognito.UserPoolClient {
  const client = POOL.client;
  const flows = new Set(client.authFlows);
  const providers = client.identityProviders.filter((p) => p !== "Google" || options.google);
  return pool.addClient("SiteClient", {
    userPoolClientName: client.name,
    generateSecret: client.generateSecret,
    authFlows: {
      userSrp: flows.has("ALLOW_USER_SRP_AUTH"),
      user: flows.has("ALLOW_USER_AUTH"),
      userPassword: flows.has("ALLOW_USER_PASSWORD_AUTH"),
      adminUserPassword: flows.has("ALLOW_ADMIN_USER_PASSWORD_AUTH"),
    },
    accessTokenValidity: Duration.seconds(client.accessTokenValiditySeconds),
    idTokenValidity: Duration.seconds(client.idTokenValiditySeconds),
    refreshTokenValidity: Duration.seconds(client.refreshTokenValiditySeconds),
    authSessionValidity: Duration.minutes(client.authSessionValidityMinutes),
    enableTokenRevocation: client.enableTokenRevocation,
    // The L2 turns rotation on only with a grace period, and leaves it off without one.
    ...(client.refreshTokenRotation ? { refreshTokenRotationGracePeriod: Duration.seconds(0) } : {}),
    preventUserExistenceErrors: client.preventUserExistenceErrors,
    oAuth: {
      flows: { authorizationCodeGrant: client.oauth.flows.includes("code"), implicitCodeGrant: false },
      scopes: client.oauth.scopes.map((s) => cognito.OAuthScope.custom(s)),
      callbackUrls: callbackUrls(parameters.siteUrl),
      logoutUrls: logoutUrls(parameters.siteUrl),
    },
    supportedIdentityProviders: providers.map((p) => PROVIDERS[p]),
  });
}
