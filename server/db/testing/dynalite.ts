/**
 * An in-memory dynalite on a loopback port with the site table created from its definition (table.ts), for the
 * stores' and the handlers' tests: the real DynamoDB wire protocol with no AWS account and nothing left on disk.
 */
import type { Server } from "http";
import type { AddressInfo } from "net";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { dynamoConfig } from "../client";
import { siteTableSettingsFrom, type SiteTableSettings } from "../settings";
import { siteTableDefinition } from "../table";

type DynaliteFactory = (options: { createTableMs: number; deleteTableMs: number; updateTableMs: number }) => Server;

export interface TestTable {
  endpoint: string;
  table: string;
  settings: SiteTableSettings;
  db: DynamoDBDocumentClient;
  stop(): Promise<void>;
}

export async function startTestTable(table = "unifiedtime-test"): Promise<TestTable> {
  // dynalite ships no types; its factory's shape is all we use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no types to import with
  const dynalite = require("dynalite") as DynaliteFactory;
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = siteTableSettingsFrom({ SITE_DYNAMODB_ENDPOINT: endpoint, SITE_TABLE: table });
  const client = new DynamoDBClient(dynamoConfig(settings));
  await client.send(new CreateTableCommand(siteTableDefinition(table)));
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
