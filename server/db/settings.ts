/**
 * The settings of the site's one DynamoDB table and its client: which table, where (an endpoint, empty for AWS),
 * in which region and with which credentials. Server only (no GATSBY_ prefix). Each variable is SITE_*, and the
 * CALENDAR_* name it had before the table moved out of the calendar's settings is still read when the new one is
 * unset or empty (core/db/siteTable.ts, shared with the DynamoDB emulator). Like server/settings.ts, each
 * `process.env.NAME` is written out literally because Gatsby bakes them into the function bundle at build time.
 */
import { readSiteTableVariable, siteTableEndpointFrom, siteTableNameFrom, type Env } from "../../core/db/siteTable";

export interface SiteTableSettings {
  /** SITE_TABLE (was CALENDAR_TABLE): the table (partition key `pk`, sort key `sk`, both strings). */
  table: string;
  /** SITE_DYNAMODB_ENDPOINT (was CALENDAR_DYNAMODB_ENDPOINT): empty for AWS; dynalite in development and tests. */
  dynamodbEndpoint: string;
  /** SITE_DYNAMODB_REGION (was CALENDAR_DYNAMODB_REGION), else AWS_REGION, else us-east-1. */
  dynamodbRegion: string;
  /**
   * SITE_AWS_ACCESS_KEY_ID / SITE_AWS_SECRET_ACCESS_KEY (were CALENDAR_AWS_*): explicit credentials, for hosts
   * that reserve the AWS_* names (Netlify). Empty: the default AWS credential chain (or dummy ones for a loopback
   * endpoint, server/db/client.ts).
   */
  awsAccessKeyId: string;
  awsSecretAccessKey: string;
}

export function siteTableSettingsFrom(env: Env): SiteTableSettings {
  return {
    table: siteTableNameFrom(env),
    dynamodbEndpoint: siteTableEndpointFrom(env),
    dynamodbRegion: readSiteTableVariable(env, "dynamodbRegion") || (env.AWS_REGION ?? "").trim() || "us-east-1",
    awsAccessKeyId: readSiteTableVariable(env, "awsAccessKeyId"),
    awsSecretAccessKey: readSiteTableVariable(env, "awsSecretAccessKey"),
  };
}

export function builtSiteTableSettings(): SiteTableSettings {
  return siteTableSettingsFrom({
    SITE_TABLE: process.env.SITE_TABLE,
    CALENDAR_TABLE: process.env.CALENDAR_TABLE,
    SITE_DYNAMODB_ENDPOINT: process.env.SITE_DYNAMODB_ENDPOINT,
    CALENDAR_DYNAMODB_ENDPOINT: process.env.CALENDAR_DYNAMODB_ENDPOINT,
    SITE_DYNAMODB_REGION: process.env.SITE_DYNAMODB_REGION,
    CALENDAR_DYNAMODB_REGION: process.env.CALENDAR_DYNAMODB_REGION,
    AWS_REGION: process.env.AWS_REGION,
    SITE_AWS_ACCESS_KEY_ID: process.env.SITE_AWS_ACCESS_KEY_ID,
    CALENDAR_AWS_ACCESS_KEY_ID: process.env.CALENDAR_AWS_ACCESS_KEY_ID,
    SITE_AWS_SECRET_ACCESS_KEY: process.env.SITE_AWS_SECRET_ACCESS_KEY,
    CALENDAR_AWS_SECRET_ACCESS_KEY: process.env.CALENDAR_AWS_SECRET_ACCESS_KEY,
  });
}
