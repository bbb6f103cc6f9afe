/**
 * Programmatic entry point: startCognitoEmulator() starts a server and resolves once it listens.
 * Used by `npm run emulators` (emulators/run.ts), the jest tests, the bench and the e2e harness.
 */
import path from "node:path";
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  regionOf,
  resolveConfig,
  type CognitoEmulatorConfig,
  type ConfigOverrides,
} from "./config";
import type { Context } from "./context";
import { JsonStore, listen, resolveLogger, type Logger } from "../kit";
import { newOAuthMemory } from "./hosted-ui/oauth-state";
import { listOutbox } from "./outbox";
import { SEED, type CognitoSeed } from "./seed";
import { buildSeedState, checkStoredState, seedHash } from "./seeding";
import { createRequestHandler } from "./server";
import type { OutboxMessage, PersistedState } from "./state";
import { devSigningKey } from "./tokens";

/** <repo>/.emulator-data/cognito (git-ignored); relative to the working directory where __dirname does not exist (ESM). */
export const DEFAULT_DATA_DIR =
  typeof __dirname === "string"
    ? path.resolve(__dirname, "..", "..", ".emulator-data", "cognito")
    : path.resolve(".emulator-data", "cognito");
export const STATE_FILE_NAME = "state.json";

export interface StartCognitoEmulatorOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 9229. */
  port?: number;
  /** Listen address. Default (and strongly recommended) 127.0.0.1. */
  host?: string;
  /** Folder for state.json; null keeps state in memory only. Default <repo>/.emulator-data/cognito. */
  dataDir?: string | null;
  /** Start from the seed, discarding stored state. */
  reset?: boolean;
  /** Pool/client configuration overrides (MFA mode, policy, token validity, callback URLs...). */
  config?: ConfigOverrides;
  seed?: CognitoSeed;
  /** "console" (default for run.ts), "silent" (default here) or a custom logger. */
  logger?: Logger | "console" | "silent";
  /** Log one line per request. */
  logRequests?: boolean;
  /** Clock in epoch ms (tests move time forward to expire sessions, codes and tokens). */
  now?: () => number;
  /** Called with the server-side duration of every request (ms), keyed by operation name. */
  onTiming?: (operation: string, ms: number) => void;
}

export interface RunningCognitoEmulator {
  /** Base URL on the listen address, e.g. http://127.0.0.1:9229 (use `${url}/` as the acij/SDK endpoint). */
  url: string;
  /** Base URL with the public host name (issuer prefix, hosted UI), e.g. http://localhost:9229. */
  publicUrl: string;
  port: number;
  poolId: string;
  clientId: string;
  /** The app client's secret (config.clientSecret), null for the default public client. */
  clientSecret: string | null;
  region: string;
  /** `${publicUrl}/${poolId}` */
  issuer: string;
  jwksUri: string;
  /** The identity pool answered on the same endpoint (`<region>:<uuid>`). */
  identityPoolId: string;
  /** Hosted UI base URL (same as publicUrl). */
  hostedUiUrl: string;
  /** The GATSBY_COGNITO_* values that point a site build at this instance. */
  env: Record<
    | "GATSBY_COGNITO_USER_POOL_ID"
    | "GATSBY_COGNITO_CLIENT_ID"
    | "GATSBY_COGNITO_ENDPOINT"
    | "GATSBY_COGNITO_DOMAIN"
    | "GATSBY_COGNITO_IDENTITY_POOL_ID"
    | "GATSBY_COGNITO_IDENTITY_ENDPOINT",
    string
  >;
  config: CognitoEmulatorConfig;
  /** Messages sent, newest first (optionally to one e-mail address / phone number). */
  outbox(to?: string): OutboxMessage[];
  /** The code in the newest message to `to`, if any. */
  latestCode(to: string): string | undefined;
  /** Back to the seed (same as POST /_dev/reset). */
  reset(): Promise<void>;
  /** Stops listening, closes open connections and flushes state. */
  close(): Promise<void>;
  /** Internals, for tests that need to inspect state. */
  context: Context;
}

export async function startCognitoEmulator(options: StartCognitoEmulatorOptions = {}): Promise<RunningCognitoEmulator> {
  const config = resolveConfig(options.config);
  const seed = options.seed ?? SEED;
  const now = options.now ?? Date.now;
  const log = resolveLogger("cognito", options.logger);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const store = new JsonStore<PersistedState>(dataDir === null ? null : path.join(dataDir, STATE_FILE_NAME));
  const hash = seedHash(seed, config);
  const fresh = () => buildSeedState(seed, config, now());
  const loaded = await store.load(fresh, (data) =>
    options.reset ? "reset requested" : checkStoredState(data, hash, config),
  );
  if (loaded.reseeded && loaded.reseeded !== "missing" && loaded.reseeded !== "in-memory") {
    log.info(`state re-seeded (${loaded.reseeded})`);
  }

  const ctx: Context = {
    config,
    seed,
    store,
    now,
    log,
    key: devSigningKey(),
    urls: { base: "", issuer: "" },
    sessions: new Map(),
    webAuthnRegistrations: new Map(),
    oauth: newOAuthMemory(),
  };

  const reset = async () => {
    ctx.sessions.clear();
    ctx.webAuthnRegistrations.clear();
    ctx.oauth = newOAuthMemory();
    await store.replace(fresh());
    log.info("state reset to the seed");
  };

  const host = options.host ?? DEFAULT_HOST;
  const listening = await listen(
    createRequestHandler(ctx, {
      reset,
      ...(options.onTiming ? { onTiming: options.onTiming } : {}),
      logRequests: Boolean(options.logRequests),
    }),
    { host, port: options.port ?? DEFAULT_PORT },
  );
  const { port, url } = listening;
  const publicUrl = `http://${config.publicHost}:${port}`;
  ctx.urls.base = publicUrl;
  ctx.urls.issuer = `${publicUrl}/${config.poolId}`;

  let closed = false;
  return {
    url,
    publicUrl,
    port,
    poolId: config.poolId,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    region: regionOf(config.poolId),
    issuer: ctx.urls.issuer,
    jwksUri: `${ctx.urls.issuer}/.well-known/jwks.json`,
    identityPoolId: config.identityPool.id,
    hostedUiUrl: publicUrl,
    env: {
      GATSBY_COGNITO_USER_POOL_ID: config.poolId,
      GATSBY_COGNITO_CLIENT_ID: config.clientId,
      GATSBY_COGNITO_ENDPOINT: `${publicUrl}/`,
      GATSBY_COGNITO_DOMAIN: publicUrl,
      GATSBY_COGNITO_IDENTITY_POOL_ID: config.identityPool.id,
      GATSBY_COGNITO_IDENTITY_ENDPOINT: `${publicUrl}/`,
    },
    config,
    outbox: (to?: string) => listOutbox(ctx, to ? { to } : {}),
    latestCode: (to: string) => listOutbox(ctx, { to }).find((m) => m.code)?.code,
    reset,
    async close() {
      if (closed) return;
      closed = true;
      await listening.close();
      await store.commit();
    },
    context: ctx,
  };
}
