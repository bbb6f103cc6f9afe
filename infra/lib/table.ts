/**
 * The site's DynamoDB table, keyed as core/db/siteTable.ts defines it for the functions and the local DynamoDB: on
 * demand, Time to Live on `expiresAt` so rate-limit counters, pending sign-outs and step-up records go once dead,
 * point-in-time recovery and deletion protection, since it holds calendar connections, the audit trail and
 * security records nobody can re-create.
 */
import { RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import { Construct } from "constructs";
import { TTL_ATTRIBUTE, siteTableDefinition } from "../../core/db/siteTable";

function key(role: "HASH" | "RANGE"): dynamodb.Attribute {
  const definition = siteTableDefinition("");
  const name = definition.KeySchema?.find((k) => k.KeyType === role)?.AttributeName;
  const type = definition.AttributeDefinitions?.find((a) => a.AttributeName === name)?.AttributeType;
  if (!name || type !== "S") throw new Error(`core/db/siteTable.ts: the ${role} key must be a string attribute`);
  return { name, type: dynamodb.AttributeType.STRING };
}

export function siteTable(scope: Construct): dynamodb.TableV2 {
  return new dynamodb.TableV2(scope, "SiteTable", {
    partitionKey: key("HASH"),
    sortKey: key("RANGE"),
    billing: dynamodb.Billing.onDemand(),
    timeToLiveAttribute: TTL_ATTRIBUTE,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
