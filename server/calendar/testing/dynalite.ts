/**
 * An in-memory dynalite on a loopback port with the calendar table created from table.ts, for the store and
 * handler tests: the real DynamoDB wire protocol with no AWS account and nothing left on disk.
 */
import type { Server } from "http";
import type { AddressInfo } from "net";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { dynamoConfig } from "../dynamo";
import { calendarSettingsFrom, type CalendarSettings } from "../settings";
import { tableDefinition } from "../table";

type DynaliteFactory = (options: { createTableMs: number; deleteTableMs: number; updateTableMs: number }) => Server;

export interface TestTable {
  endpoint: string;
  table: string;
  settings: CalendarSettings;
  db: DynamoDBDocumentClient;
  stop(): Promise<void>;
}

export async function startTestTable(table = "unifiedtime-test"): Promise<TestTable> {
  // dynalite ships no types; its factory's shape is all we use.
  const dynalite = require("dynalite") as DynaliteFactory;
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = calendarSettingsFrom({ CALENDAR_DYNAMODB_ENDPOINT: endpoint, CALENDAR_TABLE: table });
  const client = new DynamoDBClient(dynamoConfig(settings));
  await client.send(new CreateTableCommand(tableDefinition(table)));
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return {
    endpoint,
    table,
    settings,
    db,
    async stop() {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
