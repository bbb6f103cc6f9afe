/**
 * The IAM policies in docs/deployment.md list exactly the actions the functions send: one missing fails in
 * production only (account deletion's BatchWriteItem did), one too many is privilege nobody needs. The actions are
 * derived from the AWS SDK imports of the functions' code (server/ and src/api/, tests and test helpers left out),
 * parsed with TypeScript; an import this file cannot map fails until it is mapped here.
 */
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const FUNCTION_CODE = ["server", "src/api"];

/** lib-dynamodb's document commands and paginators, by the DynamoDB action each sends. */
const DOCUMENT_ACTIONS: Readonly<Record<string, string>> = {
  GetCommand: "GetItem",
  PutCommand: "PutItem",
  UpdateCommand: "UpdateItem",
  DeleteCommand: "DeleteItem",
  QueryCommand: "Query",
  paginateQuery: "Query",
  ScanCommand: "Scan",
  paginateScan: "Scan",
  BatchGetCommand: "BatchGetItem",
  BatchWriteCommand: "BatchWriteItem",
};

/**
 * User-pool operations Cognito authorizes with the user's own token or the app client, never IAM: they need no
 * policy. Every other Cognito command imported is an IAM-signed admin call.
 */
const UNSIGNED_COGNITO = new Set([
  "InitiateAuth",
  "RespondToAuthChallenge",
  "GetTokensFromRefreshToken",
  "RevokeToken",
  "GetUser",
  "ChangePassword",
  "DeleteUser",
  "SetUserMFAPreference",
  "AssociateSoftwareToken",
  "VerifySoftwareToken",
  "ListWebAuthnCredentials",
  "StartWebAuthnRegistration",
  "CompleteWebAuthnRegistration",
  "DeleteWebAuthnCredential",
  "UpdateUserAttributes",
  "VerifyUserAttribute",
  "GetUserAttributeVerificationCode",
  "GlobalSignOut",
]);

/** Names a module imports from each AWS SDK package, type-only imports left out. */
function sdkImports(file: string): { from: string; name: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: { from: string; name: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!from.startsWith("@aws-sdk/") || !clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) out.push({ from, name: (element.propertyName ?? element.name).text });
  }
  return out;
}

function functionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["testing", "__tests__"].includes(entry.name) ? [] : functionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface UsedActions {
  actions: Map<string, string[]>;
  unmapped: string[];
}

/** Every IAM action the functions' code can send, with the files that send it. */
function usedActions(): UsedActions {
  const actions = new Map<string, string[]>();
  const unmapped: string[] = [];
  const use = (action: string, file: string) => actions.set(action, [...(actions.get(action) ?? []), file]);
  const files = FUNCTION_CODE.flatMap((dir) => functionFiles(path.join(ROOT, dir)));
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    for (const { from, name } of sdkImports(file)) {
      if (/(Client|Exception|ServiceException)$/.test(name)) continue;
      if (from === "@aws-sdk/lib-dynamodb") {
        const action = DOCUMENT_ACTIONS[name];
        if (action) use(`dynamodb:${action}`, rel);
        else unmapped.push(`${rel}: ${name} from ${from}`);
      } else if (from === "@aws-sdk/client-dynamodb") {
        const operation = /^(\w+)Command$/.exec(name)?.[1] ?? /^paginate(\w+)$/.exec(name)?.[1];
        if (operation) use(`dynamodb:${operation}`, rel);
        else unmapped.push(`${rel}: ${name} from ${from}`);
      } else if (from === "@aws-sdk/client-cognito-identity-provider") {
        const operation = /^(\w+)Command$/.exec(name)?.[1];
        if (!operation) unmapped.push(`${rel}: ${name} from ${from}`);
        else if (!UNSIGNED_COGNITO.has(operation)) use(`cognito-idp:${operation}`, rel);
      }
    }
  }
  return { actions, unmapped };
}

/** The actions of the JSON policies in the section "IAM permissions" of docs/deployment.md. */
function documentedActions(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, "docs/deployment.md"), "utf8");
  const section = /^## IAM permissions\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? "";
  const policies = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1] ?? "") as { Statement: { Effect: string; Action: string | string[] }[] },
  );
  return policies.flatMap((policy) =>
    policy.Statement.filter((s) => s.Effect === "Allow").flatMap((s) => [s.Action].flat()),
  );
}

const forService = (prefix: string, actions: Iterable<string>) =>
  [...actions].filter((a) => a.startsWith(`${prefix}:`)).sort();

const used = usedActions();
const documented = documentedActions();

test("every AWS SDK import of the functions maps to an IAM action", () => {
  expect(used.unmapped).toEqual([]);
});

test("the page has its policies as JSON", () => {
  expect(forService("dynamodb", documented).length).toBeGreaterThan(0);
  expect(forService("cognito-idp", documented).length).toBeGreaterThan(0);
});

test("the site table's policy lists exactly the DynamoDB actions the functions send", () => {
  const actions = forService("dynamodb", used.actions.keys());
  // Account erasure deletes in batches: the action the page once left out.
  expect(used.actions.get("dynamodb:BatchWriteItem")).toContain(path.join("server", "account", "erase.ts"));
  expect(forService("dynamodb", documented)).toEqual(actions);
});

test("the admin policy lists exactly the IAM-signed user-pool calls", () => {
  const actions = forService("cognito-idp", used.actions.keys());
  expect(actions).toEqual(expect.arrayContaining(["cognito-idp:ListUsers", "cognito-idp:DescribeUserPoolClient"]));
  expect(forService("cognito-idp", documented)).toEqual(actions);
});

test("no policy names a wildcard or a service the functions do not call", () => {
  expect(documented.filter((a) => a.includes("*"))).toEqual([]);
  expect(documented.filter((a) => !/^(dynamodb|cognito-idp):\w+$/.test(a))).toEqual([]);
});
