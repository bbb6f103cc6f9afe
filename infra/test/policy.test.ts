/**
 * The functions' policy grants exactly the AWS actions the code in server/ and src/api/ sends: one missing fails in
 * production only (account deletion's BatchWriteItem did, after the Google grant was already gone), one too many is
 * privilege nobody needs. The sent actions are read from the source (sdk-actions.ts), the granted ones from the
 * synthesized template.
 */
import { onlyResource, synthesize } from "./synth";
import { policyProblems, sentActions } from "./sdk-actions";

interface Statement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const { template } = synthesize();
const policy = onlyResource(template, "AWS::IAM::Policy") as { PolicyDocument: { Statement: Statement[] } };
const statements = policy.PolicyDocument.Statement;
const granted = statements.filter((s) => s.Effect === "Allow").flatMap((s) => [s.Action].flat());
const sent = sentActions();

test("every AWS SDK command the functions import or construct maps to an IAM action", () => {
  expect(sent.unmapped).toEqual([]);
  // The reader finds what it must: erasure's batch delete and the health check's lifetime read.
  expect(sent.actions.get("dynamodb:BatchWriteItem")).toContain("server/account/erase.ts");
  expect(sent.actions.get("cognito-idp:DescribeUserPoolClient")).toContain("server/auth/access-token-lifetime.ts");
});

test("the synthesized policy grants exactly the actions the code sends: none missing, none unused", () => {
  expect(policyProblems(granted, sent.actions.keys())).toEqual({ missing: [], unused: [] });
});

test("each statement is on this stack's own resource: the table's actions on the table, the admin calls on the pool", () => {
  const bySid = Object.fromEntries(statements.map((s) => [s.Sid, s]));
  expect([bySid.SiteTable?.Action].flat().every((a) => String(a).startsWith("dynamodb:"))).toBe(true);
  expect(bySid.SiteTable?.Resource).toEqual({ "Fn::GetAtt": [expect.stringMatching(/^SiteTable/), "Arn"] });
  expect([bySid.UserPoolAdmin?.Action].flat().every((a) => String(a).startsWith("cognito-idp:"))).toBe(true);
  expect(bySid.UserPoolAdmin?.Resource).toEqual({ "Fn::GetAtt": [expect.stringMatching(/^UserPool/), "Arn"] });
  expect(statements).toHaveLength(2);
});

test("the policy docs/deployment.md documented before c1d25d0 fails: it lacked BatchWriteItem and DescribeUserPoolClient", () => {
  const documentedThen = [
    "dynamodb:DeleteItem",
    "dynamodb:GetItem",
    "dynamodb:PutItem",
    "dynamodb:Query",
    "dynamodb:UpdateItem",
    "cognito-idp:AdminAddUserToGroup",
    "cognito-idp:AdminCreateUser",
    "cognito-idp:AdminDisableUser",
    "cognito-idp:AdminEnableUser",
    "cognito-idp:AdminGetUser",
    "cognito-idp:AdminListGroupsForUser",
    "cognito-idp:AdminRemoveUserFromGroup",
    "cognito-idp:AdminSetUserMFAPreference",
    "cognito-idp:AdminUserGlobalSignOut",
    "cognito-idp:ListUsers",
  ];
  expect(policyProblems(documentedThen, sent.actions.keys()).missing).toEqual([
    "cognito-idp:DescribeUserPoolClient",
    "dynamodb:BatchWriteItem",
  ]);
  // And a grant nobody sends is named too.
  expect(policyProblems([...granted, "dynamodb:Scan"], sent.actions.keys()).unused).toEqual(["dynamodb:Scan"]);
});
