/**
 * The local DynamoDB: dynalite (DynamoDB's wire protocol over LevelDB) on a loopback port, persisted in its data
 * folder, with the site table created from the same definition the functions use and production documents
 * (core/db/siteTable.ts). The functions reach it through SITE_DYNAMODB_ENDPOINT, so nothing in server/ knows it is
 * not AWS.
 */
import fs from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { DEFAULT_SITE_TABLE, SITE_TABLE_VARIABLES, siteTableDefinition } from "../../core/db/siteTable";
import { lockDataDir, resolveLogger, type Logger } from "../kit";
import { serviceNamed } from "../services";

/** dynalite checks that requests are signed, not by whom: any key pair works, as with DynamoDB Local. */
export const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" } as const;
export const LOCAL_REGION = "us-east-1";
export const DEFAULT_TABLE = DEFAULT_SITE_TABLE;

export interface StartDynamoDbOptions {
  /** Port on the listen address; 0 picks a free one. Default: the registry's (9232). */
  port?: number;
  host?: string;
  /** Folder of the LevelDB files (in leveldb/) and the owner lock; null keeps the data in memory only. */
  dataDir: string | null;
  /** Start empty: wipes the stored data first. */
  reset?: boolean;
  /** The table to create if missing. Default "unifiedtime" (SITE_TABLE's default). */
  tableName?: string;
  logger?: Logger | "console" | "silent";
}

export interface RunningDynamoDb {
  /** The endpoint for the SDK (SITE_DYNAMODB_ENDPOINT), e.g. http://127.0.0.1:9232 */
  url: string;
  port: number;
  tableName: string;
  dataDir: string | null;
  /** A client for this instance (tests; the emulator's own table check). */
  client(): DynamoDBClient;
  describe(): string[];
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Creates the table unless it exists, and waits until it is ACTIVE; a different key schema is only reported. */
async function ensureTable(client: DynamoDBClient, tableName: string, log: Logger): Promise<"created" | "found"> {
  const wanted = siteTableDefinition(tableName);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (JSON.stringify(Table?.KeySchema) !== JSON.stringify(wanted.KeySchema))
      log.warn(`table ${tableName} has another key schema than core/db/siteTable.ts; --reset recreates it`);
    return "found";
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await client.send(new CreateTableCommand(wanted));
  await waitUntilTableExists({ client, maxWaitTime: 20, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
  return "created";
}

export async function startDynamoDbEmulator(options: StartDynamoDbOptions): Promise<RunningDynamoDb> {
  const log = resolveLogger("dynamodb", options.logger);
  const { dataDir } = options;
  const tableName = options.tableName || DEFAULT_TABLE;
  // The lock comes first: --reset must never wipe a folder another run is using.
  const lock = dataDir === null ? null : await lockDataDir(dataDir);
  const dbDir = dataDir === null ? null : path.join(dataDir, "leveldb");
  if (dbDir !== null) {
    if (options.reset) await fs.rm(dbDir, { recursive: true, force: true });
    await fs.mkdir(dbDir, { recursive: true });
  }
  const server = dynalite({
    ...(dbDir !== null ? { path: dbDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  const host = options.host ?? "127.0.0.1";
  let port: number;
  try {
    port = await listen(server, options.port ?? serviceNamed("dynamodb").defaultPort, host);
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const url = `http://${host}:${port}`;
  const clients: DynamoDBClient[] = [];
  const client = () => {
    const c = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    clients.push(c);
    return c;
  };

  let closed: Promise<void> | null = null;
  const close = () =>
    (closed ??= new Promise<void>((resolve, reject) => {
      for (const c of clients) c.destroy();
      // dynalite's close also closes LevelDB; idle keep-alive sockets must not hold it open.
      server.close((err) => {
        void (lock?.release() ?? Promise.resolve()).then(() => (err ? reject(err) : resolve()), reject);
      });
      server.closeAllConnections();
    }));

  try {
    const outcome = await ensureTable(client(), tableName, log);
    if (outcome === "created") log.info(`created table ${tableName}`);
  } catch (err) {
    await close().catch(() => undefined);
    const where =
      dataDir === null ? "in memory" : `in ${dataDir} (another process using this folder? --reset wipes it)`;
    throw new Error(`could not prepare table ${tableName} ${where}: ${(err as Error).message}`);
  }

  return {
    url,
    port,
    tableName,
    dataDir,
    client,
    describe: () => [
      `Endpoint       ${url}  (${SITE_TABLE_VARIABLES.dynamodbEndpoint}; any credentials, region ${LOCAL_REGION})`,
      `Table          ${tableName}  (pk/sk strings, on demand: core/db/siteTable.ts)`,
      `Data           ${dataDir ?? "in memory"}  (--reset starts empty)`,
    ],
    close,
  };
}
