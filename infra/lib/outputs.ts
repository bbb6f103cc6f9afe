/**
 * The stack's outputs by name: what `cdk deploy --outputs-file` writes and scripts/outputs-to-env.ts turns into
 * the site's environment. One list for both, so an output renamed here is renamed there.
 */
export const OUTPUTS = {
  siteUrl: "SiteUrl",
  region: "Region",
  userPoolId: "UserPoolId",
  clientId: "UserPoolClientId",
  hostedUiUrl: "HostedUiUrl",
  identityPoolId: "IdentityPoolId",
  tableName: "SiteTableName",
  accessKeyId: "FunctionsAccessKeyId",
  secretKeyArn: "FunctionsSecretKeyArn",
  /** Comma-separated first factors besides the password (emailOtp, passkey). */
  firstFactors: "FirstFactors",
  /** Comma-separated identity providers on the hosted UI besides Cognito's own (Google), or empty. */
  socialProviders: "SocialProviders",
} as const;

export type OutputName = (typeof OUTPUTS)[keyof typeof OUTPUTS];
