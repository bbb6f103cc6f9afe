/**
 * The e2e run's site table (DynamoDB emulator), read and written from the test process only where a test must move
 * time for the server (the server dates a connection by its stored `connectedAt`, and no test can wait a week) or
 * must see what is left of an account.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { siteTableNameFrom } from "../../core/db/siteTable";

function client(): DynamoDBDocumentClient {
  const port = process.env.E2E_DYNAMODB_PORT;
  if (!port) throw new Error("E2E_DYNAMODB_PORT is not set: run the specs through scripts/test-e2e.sh");
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: { accessKeyId: "e2e", secretAccessKey: "e2e" },
    }),
  );
}

/** How many items the site table holds under `sub`'s partitions (USER#<sub> and USER#<sub>#<kind>). */
export async function itemsOfUser(sub: string): Promise<number> {
  const db = client();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: siteTableNameFrom({}),
        FilterExpression: "begins_with(pk, :user)",
        ExpressionAttributeValues: { ":user": `USER#${sub}` },
        ExclusiveStartKey: start,
      }),
    );
    count += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return count;
}

/** Moves the `connectedAt` of every connection to `account` at `provider` `days` into the past; returns how many. */
export async function backdateConnections(provider: string, account: string, days: number): Promise<number> {
  const db = client();
  const TableName = siteTableNameFrom({});
  const { Items = [] } = await db.send(
    new ScanCommand({
      TableName,
      FilterExpression: "sk = :sk AND account = :account",
      ExpressionAttributeValues: { ":sk": `CONN#${provider}`, ":account": account },
    }),
  );
  for (const item of Items) {
    const connectedAt = new Date(Date.parse(String(item.connectedAt)) - days * 86_400_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: "SET connectedAt = :at",
        ExpressionAttributeValues: { ":at": connectedAt },
      }),
    );
  }
  db.destroy();
  return Items.length;
}
