/**
 * Everything the site needs in AWS, as one stack: the user pool with its groups, app client, hosted UI and Google,
 * the identity pool of the developer page, the site table, and the functions' IAM user. Environment-agnostic in
 * its account (no look-ups), so `cdk synth` and the tests run offline; the region is a parameter because the
 * pool's SES sender needs one.
 */
import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import { appClient } from "./client";
import { googleProvider, hostedUiDomain } from "./hosted-ui";
import { identityPool } from "./identity-pool";
import { OUTPUTS, type OutputName } from "./outputs";
import type { DeploymentParameters } from "./parameters";
import { functionsIdentity } from "./policy";
import { userPool } from "./pool";
import { siteTable } from "./table";

export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, parameters: DeploymentParameters, props: StackProps = {}) {
    super(scope, id, {
      description: "Northwind Consulting's site: Cognito, the site table and the functions' identity",
      ...props,
      env: { region: parameters.region, ...props.env },
    });
    const pool = userPool(this, parameters);
    const domain = hostedUiDomain(pool, parameters);
    const google = parameters.googleSecretName ? googleProvider(this, pool, parameters.googleSecretName) : null;
    const client = appClient(pool, parameters, { google: google !== null });
    // The client may name Google only once the provider exists.
    if (google) client.node.addDependency(google);
    const identities = identityPool(this, pool, client);
    const table = siteTable(this);
    const functions = functionsIdentity(this, table, pool);

    const output = (name: OutputName, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output(OUTPUTS.siteUrl, parameters.siteUrl, "SITE_URL");
    output(OUTPUTS.region, this.region, "The region of the pool and the table");
    output(OUTPUTS.userPoolId, pool.userPoolId, "GATSBY_COGNITO_USER_POOL_ID");
    output(OUTPUTS.clientId, client.userPoolClientId, "GATSBY_COGNITO_CLIENT_ID");
    output(OUTPUTS.hostedUiUrl, domain.baseUrl(), "GATSBY_COGNITO_DOMAIN");
    output(OUTPUTS.identityPoolId, identities.identityPool.identityPoolId, "GATSBY_COGNITO_IDENTITY_POOL_ID");
    output(OUTPUTS.tableName, table.tableName, "SITE_TABLE");
    output(
      OUTPUTS.accessKeyId,
      functions.accessKey.accessKeyId,
      "SITE_AWS_ACCESS_KEY_ID and COGNITO_ADMIN_ACCESS_KEY_ID",
    );
    output(OUTPUTS.secretKeyArn, functions.secret.secretArn, "The secret holding their secret access key");
    output(
      OUTPUTS.firstFactors,
      parameters.firstFactors.filter((f) => f !== "password").join(","),
      "GATSBY_AUTH_EMAIL_CODE, GATSBY_AUTH_PASSKEYS",
    );
    output(OUTPUTS.socialProviders, google ? "Google" : "", "GATSBY_AUTH_SOCIAL_PROVIDERS");
  }
}
