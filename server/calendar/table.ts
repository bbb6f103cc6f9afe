/**
 * The one DynamoDB table that holds UnifiedTime's per-user data, as a CreateTable input: the local dynalite
 * launcher creates it from this, tests create it, and docs/deployment.md documents the same key schema for production.
 * Items are keyed by the Cognito `sub`: pk "USER#<sub>", sk names the item (connection, preferences, override,
 * un-merge, lock), so one Query reads everything a user owns and no key can reach another user's items.
 */
import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

/**
 * The attribute DynamoDB's Time to Live deletes items by (seconds since the epoch): the contact form's rate-limit
 * counters and the pending sign-outs set it (docs/deployment.md: turn TTL on for it).
 */
export const TTL_ATTRIBUTE = "expiresAt";

export function tableDefinition(tableName: string): CreateTableCommandInput {
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
