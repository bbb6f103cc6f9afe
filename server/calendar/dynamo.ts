/**
 * The DynamoDB document client of the calendar store, built from the settings: a loopback endpoint (dynalite in
 * development and tests) gets dummy credentials, explicit CALENDAR_AWS_* credentials win where the host reserves
 * the AWS_* names (Netlify), and otherwise the default AWS credential chain applies.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isLoopbackHostname } from "../request/origin";
import type { CalendarSettings } from "./settings";

function loopbackEndpoint(endpoint: string): boolean {
  try {
    return isLoopbackHostname(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

export function dynamoConfig(settings: CalendarSettings): DynamoDBClientConfig {
  const config: DynamoDBClientConfig = { region: settings.dynamodbRegion, maxAttempts: 3 };
  if (settings.dynamodbEndpoint) config.endpoint = settings.dynamodbEndpoint;
  if (settings.awsAccessKeyId && settings.awsSecretAccessKey)
    config.credentials = { accessKeyId: settings.awsAccessKeyId, secretAccessKey: settings.awsSecretAccessKey };
  else if (settings.dynamodbEndpoint && loopbackEndpoint(settings.dynamodbEndpoint))
    config.credentials = { accessKeyId: "local", secretAccessKey: "local" };
  return config;
}

export function createDocumentClient(settings: CalendarSettings): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(dynamoConfig(settings)), {
    marshallOptions: { removeUndefinedValues: true },
  });
}
