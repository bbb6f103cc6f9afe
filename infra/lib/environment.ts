/**
 * From the stack's outputs to the site's environment: the variables the host imports (`netlify env:import` reads
 * a dotenv file), and the ones to set by hand because the stack does not know them or must not hold them (keys the
 * site generates, the calendar apps, the mail provider, the functions' secret access key, which stays in Secrets
 * Manager). scripts/deployment-check.ts accepts the two together; infra/test/environment.test.ts proves it.
 */
import { OUTPUTS } from "./outputs";

export interface ByHand {
  names: readonly string[];
  how: string;
}

export interface SiteEnvironment {
  env: Record<string, string>;
  byHand: ByHand[];
}

/** The variables the committed .env.production.defaults points at the emulators: empty means the real service. */
const REAL_SERVICES = [
  "GATSBY_COGNITO_ENDPOINT",
  "GATSBY_COGNITO_IDENTITY_ENDPOINT",
  "SITE_DYNAMODB_ENDPOINT",
  "MICROSOFT_LOGIN_URL",
  "MICROSOFT_GRAPH_URL",
  "GOOGLE_ACCOUNTS_URL",
  "GOOGLE_OAUTH2_URL",
  "GOOGLE_API_URL",
] as const;

function required(outputs: Record<string, string>, name: string): string {
  const value = outputs[name];
  if (value === undefined) throw new Error(`The outputs have no ${name}: is this the site stack's outputs file?`);
  return value;
}

export function siteEnvironment(outputs: Record<string, string>): SiteEnvironment {
  const factors = required(outputs, OUTPUTS.firstFactors).split(",").filter(Boolean);
  const accessKeyId = required(outputs, OUTPUTS.accessKeyId);
  const region = required(outputs, OUTPUTS.region);
  const env: Record<string, string> = {
    SITE_URL: required(outputs, OUTPUTS.siteUrl),
    GATSBY_COGNITO_USER_POOL_ID: required(outputs, OUTPUTS.userPoolId),
    GATSBY_COGNITO_CLIENT_ID: required(outputs, OUTPUTS.clientId),
    GATSBY_COGNITO_DOMAIN: required(outputs, OUTPUTS.hostedUiUrl).replace(/\/+$/, ""),
    GATSBY_COGNITO_IDENTITY_POOL_ID: required(outputs, OUTPUTS.identityPoolId),
    GATSBY_AUTH_SOCIAL_PROVIDERS: required(outputs, OUTPUTS.socialProviders),
    GATSBY_AUTH_EMAIL_CODE: factors.includes("emailOtp") ? "on" : "off",
    GATSBY_AUTH_PASSKEYS: factors.includes("passkey") ? "on" : "off",
    GATSBY_AUTH_STORAGE: "local",
    PORTAL_GROUP: "Staff",
    SITE_TABLE: required(outputs, OUTPUTS.tableName),
    SITE_DYNAMODB_REGION: region,
    // One IAM user signs both the table's calls and the pool's admin calls (lib/policy.ts).
    SITE_AWS_ACCESS_KEY_ID: accessKeyId,
    COGNITO_ADMIN_ACCESS_KEY_ID: accessKeyId,
    // Netlify's functions run on Node 22 only when the site's environment says so (netlify.toml cannot).
    AWS_LAMBDA_JS_RUNTIME: "nodejs22.x",
    ...Object.fromEntries(REAL_SERVICES.map((name) => [name, ""])),
  };
  const secretArn = required(outputs, OUTPUTS.secretKeyArn);
  const byHand: ByHand[] = [
    { names: ["AUTH_COOKIE_KEY"], how: "openssl rand -hex 32 (a new one signs everybody out)" },
    {
      names: ["CALENDAR_TOKEN_KEY"],
      how: "openssl rand -hex 32, once: a new one makes the stored calendar connections unreadable",
    },
    {
      names: ["SITE_AWS_SECRET_ACCESS_KEY", "COGNITO_ADMIN_SECRET_ACCESS_KEY"],
      how: `both the same: aws secretsmanager get-secret-value --region ${region} --secret-id ${secretArn} --query SecretString --output text`,
    },
    {
      names: ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      how: "the calendar apps (docs/unifiedtime.md, Production)",
    },
    {
      names: ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM", "MAIL_SALES_TO"],
      how: "the mail provider (docs/deployment.md, Mail)",
    },
  ];
  return { env, byHand };
}

/** A dotenv file: every value double-quoted, so an empty one is set (empty), not left out. */
export function dotenvText(env: Record<string, string>): string {
  const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
  return `${Object.entries(env)
    .map(([name, value]) => `${name}=${quote(value)}`)
    .join("\n")}\n`;
}

/** The stack's own outputs from a `cdk deploy --outputs-file` file (which keys them by stack name). */
export function stackOutputs(file: Record<string, Record<string, string>>, stackName?: string): Record<string, string> {
  const names = Object.keys(file);
  const name = stackName ?? (names.length === 1 ? names[0] : undefined);
  if (!name || !file[name])
    throw new Error(`Name the stack (--stack): the outputs file has ${names.length ? names.join(", ") : "no stacks"}`);
  return file[name];
}
