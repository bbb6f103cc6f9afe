/**
 * The functions' AWS identity: one IAM user (Netlify's functions run in Netlify's account, so they sign with a key,
 * not a role) whose policy allows exactly what the code in server/ sends, on this stack's table and user pool only.
 * infra/test/policy.test.ts reads server/ and fails when an action here is missing or nobody sends it. Calls made
 * with a person's own access token (GetUser, ChangePassword, passkeys…) and the sign-in calls need no IAM
 * permission. The key's secret goes to Secrets Manager, never into the template or the stack's outputs.
 */
import { SecretValue } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";

/** The site table: the calendar, the sign-out queue, step-up, rate limits, the audit trail, account erasure. */
export const TABLE_ACTIONS = [
  "dynamodb:BatchWriteItem",
  "dynamodb:DeleteItem",
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:Query",
  "dynamodb:UpdateItem",
] as const;

/** The user pool's admin calls: the user console, and /api/health reading the access-token lifetime. */
export const USER_POOL_ACTIONS = [
  "cognito-idp:AdminAddUserToGroup",
  "cognito-idp:AdminCreateUser",
  "cognito-idp:AdminDisableUser",
  "cognito-idp:AdminEnableUser",
  "cognito-idp:AdminGetUser",
  "cognito-idp:AdminListGroupsForUser",
  "cognito-idp:AdminRemoveUserFromGroup",
  "cognito-idp:AdminSetUserMFAPreference",
  "cognito-idp:AdminUserGlobalSignOut",
  "cognito-idp:DescribeUserPoolClient",
  "cognito-idp:ListUsers",
] as const;

export interface FunctionsIdentity {
  user: iam.User;
  accessKey: iam.AccessKey;
  /** Holds the key's secret access key as its whole value. */
  secret: secretsmanager.Secret;
}

export function functionsIdentity(
  scope: Construct,
  table: dynamodb.ITableV2,
  pool: cognito.IUserPool,
): FunctionsIdentity {
  const user = new iam.User(scope, "FunctionsUser");
  user.attachInlinePolicy(
    new iam.Policy(scope, "FunctionsPolicy", {
      statements: [
        new iam.PolicyStatement({ sid: "SiteTable", actions: [...TABLE_ACTIONS], resources: [table.tableArn] }),
        new iam.PolicyStatement({
          sid: "UserPoolAdmin",
          actions: [...USER_POOL_ACTIONS],
          resources: [pool.userPoolArn],
        }),
      ],
    }),
  );
  const accessKey = new iam.AccessKey(scope, "FunctionsKey", { user });
  const secret = new secretsmanager.Secret(scope, "FunctionsKeySecret", {
    description:
      "The secret access key of the site functions' IAM user (SITE_AWS_SECRET_ACCESS_KEY, COGNITO_ADMIN_SECRET_ACCESS_KEY)",
    secretStringValue: accessKey.secretAccessKey as SecretValue,
  });
  return { user, accessKey, secret };
}
