/**
 * The site's one DynamoDB table as plain data, for the two sides that need it: the functions (server/db), which
 * read and write it, and the local DynamoDB (emulators/dynamodb), which creates it; the AWS stack creates
 * production's from the same key schema (infra/lib/table.ts). Here are its key schema, its Time to Live attribute,
 * and the variables that name it and its client's settings, with the names they had while the table lived in the
 * calendar's settings.
 * Pure: no I/O and nothing from Node (the AWS SDK import is a type).
 */
import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/** The table's name when no variable sets it. */
export const DEFAULT_SITE_TABLE = "unifiedtime";

/**
 * The attribute DynamoDB's Time to Live deletes items by (seconds since the epoch): the contact form's rate-limit
 * counters, the pending sign-outs and the step-up records set it (docs/deployment.md: turn TTL on for it).
 */
export const TTL_ATTRIBUTE = "expiresAt";

/** Partition key `pk` and sort key `sk`, both strings, billed on demand. */
export function siteTableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: [
      { AttributeName: "pk", AttributeType: "S" },
      { AttributeName: "sk", AttributeType: "S" },
    ],
    KeySchema: [
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ],
  };
}

/** The variables of the table and its client, by setting (server/db/settings.ts reads them all). */
export const SITE_TABLE_VARIABLES = {
  /** The table's name (default DEFAULT_SITE_TABLE). */
  table: "SITE_TABLE",
  /** Empty for AWS; the local dynalite URL in development and tests (the emulators' registry sets it). */
  dynamodbEndpoint: "SITE_DYNAMODB_ENDPOINT",
  /** The table's region (falls back to AWS_REGION, then us-east-1). */
  dynamodbRegion: "SITE_DYNAMODB_REGION",
  /** Explicit credentials, for hosts that reserve the AWS_* names (Netlify). */
  awsAccessKeyId: "SITE_AWS_ACCESS_KEY_ID",
  awsSecretAccessKey: "SITE_AWS_SECRET_ACCESS_KEY",
} as const;

export type SiteTableSetting = keyof typeof SITE_TABLE_VARIABLES;
export type SiteTableVariable = (typeof SITE_TABLE_VARIABLES)[SiteTableSetting];

/**
 * The name each variable had while the table was the calendar's (server/calendar/settings.ts). Existing
 * deployments set these, so they are still read, but only when the new name is unset or empty.
 */
export const FORMER_SITE_TABLE_VARIABLES = {
  SITE_TABLE: "CALENDAR_TABLE",
  SITE_DYNAMODB_ENDPOINT: "CALENDAR_DYNAMODB_ENDPOINT",
  SITE_DYNAMODB_REGION: "CALENDAR_DYNAMODB_REGION",
  SITE_AWS_ACCESS_KEY_ID: "CALENDAR_AWS_ACCESS_KEY_ID",
  SITE_AWS_SECRET_ACCESS_KEY: "CALENDAR_AWS_SECRET_ACCESS_KEY",
} as const satisfies Record<SiteTableVariable, string>;

export type Env = Record<string, string | undefined>;

/**
 * One setting of the table: its variable when that has a value, else its former name's, else "" (values are
 * trimmed; an empty value counts as unset, as everywhere in the site's settings). So when both are set the new
 * name wins, and a deployment that only sets the former one keeps working.
 */
export function readSiteTableVariable(env: Env, setting: SiteTableSetting): string {
  const name = SITE_TABLE_VARIABLES[setting];
  return (env[name] ?? "").trim() || (env[FORMER_SITE_TABLE_VARIABLES[name]] ?? "").trim();
}

/** The table's name: SITE_TABLE, else CALENDAR_TABLE, else DEFAULT_SITE_TABLE. */
export function siteTableNameFrom(env: Env): string {
  return readSiteTableVariable(env, "table") || DEFAULT_SITE_TABLE;
}

/** The DynamoDB endpoint: SITE_DYNAMODB_ENDPOINT, else CALENDAR_DYNAMODB_ENDPOINT, else "" (AWS); no trailing "/". */
export function siteTableEndpointFrom(env: Env): string {
  return readSiteTableVariable(env, "dynamodbEndpoint").replace(/\/+$/, "");
}
