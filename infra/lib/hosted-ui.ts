/**
 * The hosted UI, where the site sends people who sign in with Google: Cognito's own domain for it and Google as an
 * identity provider, whose client id and secret CloudFormation reads from Secrets Manager at deploy time, so
 * neither is ever in the template or the repository.
 */
import { SecretValue } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import { Construct } from "constructs";
import type { DeploymentParameters } from "./parameters";

/** The classic hosted UI: the site draws its own sign-in, so there is no managed-login branding to keep. */
export function hostedUiDomain(pool: cognito.UserPool, parameters: DeploymentParameters): cognito.UserPoolDomain {
  return pool.addDomain("HostedUi", {
    cognitoDomain: { domainPrefix: parameters.hostedUiDomainPrefix },
    managedLoginVersion: cognito.ManagedLoginVersion.CLASSIC_HOSTED_UI,
  });
}

/** Google, from the secret `{ "clientId": …, "clientSecret": … }` made by hand before the first deploy. */
export function googleProvider(
  scope: Construct,
  pool: cognito.UserPool,
  secretName: string,
): cognito.UserPoolIdentityProviderGoogle {
  const field = (jsonField: string) => SecretValue.secretsManager(secretName, { jsonField });
  return new cognito.UserPoolIdentityProviderGoogle(scope, "Google", {
    userPool: pool,
    // A dynamic reference too: the client id is not secret, but keeping both in one secret is one step, not two.
    clientId: field("clientId").unsafeUnwrap(),
    clientSecretValue: field("clientSecret"),
    scopes: ["openid", "email", "profile"],
    attributeMapping: {
      email: cognito.ProviderAttribute.GOOGLE_EMAIL,
      emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
      fullname: cognito.ProviderAttribute.GOOGLE_NAME,
      givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
      familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
    },
  });
}
