/**
 * The DynamoDB document client of the site table, built from its settings (settings.ts): a loopback endpoint
 * (dynalite in development and tests) gets dummy credentials, explicit SITE_AWS_* credentials (or the former
 * CALENDAR_AWS_*) win where the host reserves the AWS_* names (Netlify), and otherwise the default AWS credential
 * chain applies.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isLoopbackHostname } from "../request/origin";
import type { SiteTableSettings } from "./settings";

function loopbackEndpoint(endpoint: string): boolean {
  try {
    return isLoopbackHostname(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

export function dynamoConfig(settings: SiteTableSettings): DynamoDBClientConfig {
  const config: DynamoDBClientConfig = { region: settings.dynamodbRegion, maxAttempts: 3 };
  if (settings.dynamodbEndpoint) config.endpoint = settings.dynamodbEndpoint;
  if (settings.awsAccessKeyId && settings.awsSecretAccessKey)
    config.credentials = { accessKeyId: settings.awsAccessKeyId, secretAccessKey: settings.awsSecretAccessKey };
  else if (settings.dynamodbEndpoint && loopbackEndpoint(settings.dynamodbEndpoint))
    config.credentials = { accessKeyId: "local", secretAccessKey: "local" };
  return config;
}

export function createDocumentClient(settings: SiteTableSettings): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(dynamoConfig(settings)), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

let shared: { fingerprint: string; client: DynamoDBDocumentClient } | undefined;

/**
 * The site table's client for these settings, built once and reused while they do not change (a warm function
 * instance keeps its connections): for the functions that only need the table (contact, security notices, the
 * sign-out queue).
 */
export function sharedDocumentClient(settings: SiteTableSettings): DynamoDBDocumentClient {
  const fingerprint = JSON.stringify([settings.dynamodbEndpoint, settings.dynamodbRegion, settings.awsAccessKeyId]);
  if (shared?.fingerprint !== fingerprint) shared = { fingerprint, client: createDocumentClient(settings) };
  return shared.client;
}

/** Tests only: a new client on the next request. */
export function resetSharedDocumentClient(): void {
  shared = undefined;
}
