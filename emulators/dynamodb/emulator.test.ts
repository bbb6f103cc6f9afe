/**
 * The local DynamoDB keeps what the calendar functions write across restarts (the data folder), starts empty with
 * reset, creates the site table from core/db/siteTable.ts, and refuses a folder another run is using.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { startDynamoDbEmulator, type RunningDynamoDb } from ".";

jest.setTimeout(30_000);

const KEY = { pk: "USER#sub-1", sk: "CONNECTION#google" };
let dir: string;
const running: RunningDynamoDb[] = [];

async function start(options: { reset?: boolean; tableName?: string } = {}): Promise<RunningDynamoDb> {
  const db = await startDynamoDbEmulator({ port: 0, dataDir: dir, logger: "silent", ...options });
  running.push(db);
  return db;
}

async function readItem(db: RunningDynamoDb) {
  const doc = DynamoDBDocumentClient.from(db.client());
  return (await doc.send(new GetCommand({ TableName: db.tableName, Key: KEY }))).Item;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dynamodb-emulator-"));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((db) => db.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

test("creates the site table, ACTIVE, with the pk/sk key schema", async () => {
  const db = await start();
  expect(db.port).toBeGreaterThan(0);
  expect(db.url).toBe(`http://127.0.0.1:${db.port}`);
  const { Table } = await db.client().send(new DescribeTableCommand({ TableName: "unifiedtime" }));
  expect(Table?.TableStatus).toBe("ACTIVE");
  expect(Table?.KeySchema).toEqual([
    { AttributeName: "pk", KeyType: "HASH" },
    { AttributeName: "sk", KeyType: "RANGE" },
  ]);
  expect(db.describe().join("\n")).toContain(db.url);
});

test("uses the table name it is given", async () => {
  const db = await start({ tableName: "unifiedtime-test" });
  const { Table } = await db.client().send(new DescribeTableCommand({ TableName: "unifiedtime-test" }));
  expect(Table?.TableName).toBe("unifiedtime-test");
});

test("an item survives a restart on the same folder, and reset empties it", async () => {
  const first = await start();
  const doc = DynamoDBDocumentClient.from(first.client());
  await doc.send(new PutCommand({ TableName: first.tableName, Item: { ...KEY, account: "ada@example.com" } }));
  expect(await readItem(first)).toEqual({ ...KEY, account: "ada@example.com" });
  await first.close();

  const second = await start();
  expect(await readItem(second)).toEqual({ ...KEY, account: "ada@example.com" });
  await second.close();

  const third = await start({ reset: true });
  expect(await readItem(third)).toBeUndefined();
  // Reset recreates the table, empty.
  const { Table } = await third.client().send(new DescribeTableCommand({ TableName: third.tableName }));
  expect(Table?.TableStatus).toBe("ACTIVE");
});

test("a second run on the same folder is refused with the owning process, and reset does not wipe it", async () => {
  const first = await start();
  const doc = DynamoDBDocumentClient.from(first.client());
  await doc.send(new PutCommand({ TableName: first.tableName, Item: { ...KEY, account: "kept" } }));
  await expect(start({ reset: true })).rejects.toThrow(`is in use by process ${process.pid}`);
  expect(await readItem(first)).toEqual({ ...KEY, account: "kept" });
});

test("keeps data in memory with no folder", async () => {
  const db = await startDynamoDbEmulator({ port: 0, dataDir: null, logger: "silent" });
  running.push(db);
  expect(db.dataDir).toBeNull();
  expect(await readItem(db)).toBeUndefined();
});
