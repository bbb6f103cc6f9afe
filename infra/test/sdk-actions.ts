/**
 * Every IAM action the functions' code can send, read from its source: the AWS SDK imports of server/ and src/api/
 * (tests and test helpers left out), parsed with TypeScript, and each `new XxxCommand(` checked against them. Cognito
 * calls authorized by a person's own token or by the app client need no IAM permission; every other Cognito command
 * is an IAM-signed admin call. A name this file cannot map is reported, never guessed.
 */
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
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
  TransactGetCommand: "GetItem",
  TransactWriteCommand: "PutItem",
};

/** User-pool operations Cognito authorizes with the person's own token or the app client, never IAM. */
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

interface SdkImport {
  from: string;
  name: string;
}

/** Names a module imports from each AWS SDK package, type-only imports left out. */
function sdkImports(source: ts.SourceFile): SdkImport[] {
  const out: SdkImport[] = [];
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

/** The local names of every `new XxxCommand(…)` in a module. */
function constructedCommands(source: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Command$/.test(node.expression.text))
      out.push(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function functionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["testing", "__tests__"].includes(entry.name) ? [] : functionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function actionOf({ from, name }: SdkImport): string | null | undefined {
  if (from === "@aws-sdk/lib-dynamodb") {
    const action = DOCUMENT_ACTIONS[name];
    return action ? `dynamodb:${action}` : undefined;
  }
  if (from === "@aws-sdk/client-dynamodb") {
    const operation = /^(\w+)Command$/.exec(name)?.[1] ?? /^paginate(\w+)$/.exec(name)?.[1];
    return operation ? `dynamodb:${operation}` : undefined;
  }
  if (from === "@aws-sdk/client-cognito-identity-provider") {
    const operation = /^(\w+)Command$/.exec(name)?.[1];
    if (!operation) return undefined;
    return UNSIGNED_COGNITO.has(operation) ? null : `cognito-idp:${operation}`;
  }
  return undefined;
}

export interface SentActions {
  /** IAM action → the files that send it. */
  actions: Map<string, string[]>;
  /** What could not be mapped, with its file. */
  unmapped: string[];
}

export function sentActions(root: string = ROOT): SentActions {
  const actions = new Map<string, string[]>();
  const unmapped: string[] = [];
  for (const file of FUNCTION_CODE.flatMap((dir) => functionFiles(path.join(root, dir)))) {
    const rel = path.relative(root, file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const imports = sdkImports(source);
    for (const imported of imports) {
      // Clients, errors and helpers (marshall, DynamoDBDocumentClient.from) send nothing themselves.
      if (/(Client|Exception|ServiceException)$/.test(imported.name)) continue;
      const action = actionOf(imported);
      if (action === undefined) unmapped.push(`${rel}: ${imported.name} from ${imported.from}`);
      else if (action) actions.set(action, [...(actions.get(action) ?? []), rel]);
    }
    // A command built here but imported from elsewhere (a wrapper module) would escape the imports above.
    const imported = new Set(imports.map((i) => i.name));
    for (const command of constructedCommands(source))
      if (!imported.has(command)) unmapped.push(`${rel}: new ${command}( not imported from an AWS SDK package`);
  }
  return { actions, unmapped };
}

export interface PolicyProblems {
  /** Sent by the code, not granted: fails in production only. */
  missing: string[];
  /** Granted, sent by nobody: privilege nobody needs. */
  unused: string[];
}

export function policyProblems(granted: Iterable<string>, sent: Iterable<string>): PolicyProblems {
  const g = new Set(granted);
  const s = new Set(sent);
  return {
    missing: [...s].filter((a) => !g.has(a)).sort(),
    unused: [...g].filter((a) => !s.has(a)).sort(),
  };
}
