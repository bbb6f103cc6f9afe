/**
 * How `npm run emulators` starts each service of services.ts: one start function per service name, adapting that
 * emulator's options to a common shape. Kept apart from services.ts because these import the emulators
 * themselves; a service listed there without a start function here is skipped by run.ts with a note.
 */
import { siteTableNameFrom } from "../core/db/siteTable";
import { configFromEnv, SEED, startCognitoEmulator } from "./cognito";
import { generateDefaultSeed, loadSeedFile } from "./calendar-seed";
import { startDynamoDbEmulator } from "./dynamodb";
import { GOOGLE_ACCOUNTS, loadGoogleBehavior, startGoogleStandIn, type GoogleBehavior } from "./google";
import { parseFault } from "./kit";
import { loadAccountsFile, type FixtureAccount } from "./kit/oauth";
import { loadMicrosoftBehavior, MICROSOFT_ACCOUNTS, startMicrosoftStandIn, type MicrosoftBehavior } from "./microsoft";
import { parseSmtpFault, startSmtpSink } from "./smtp";
import { oauthClientFrom, serviceNamed, type ServiceName } from "./services";

export interface StartedEmulator {
  url: string;
  /** Lines printed under the service's heading (endpoints, accounts, tips). */
  describe(): string[];
  close(): Promise<void>;
}

export interface StartContext {
  env: NodeJS.ProcessEnv;
  /** From the service's port variable, or its default port (services.ts). */
  port: number;
  /** The service's extra ports by name (services.ts `extraPorts`), each from its variable or default; {} for most. */
  extraPorts: Record<string, number>;
  /** The port of the service's optional TLS listener (services.ts `tlsPort`) when its variable is set; else absent. */
  tlsPort?: number;
  /** This service's own folder under the data root (EMULATORS_DATA_DIR/<service>). */
  dataDir: string;
  reset: boolean;
  verbose: boolean;
}

export type StartFunction = (context: StartContext) => Promise<StartedEmulator>;

const startCognito: StartFunction = async ({ env, port, dataDir, reset, verbose }) => {
  const emu = await startCognitoEmulator({
    port,
    dataDir: env.COGNITO_EMULATOR_DATA_DIR ?? dataDir,
    reset,
    config: configFromEnv(env),
    logger: "console",
    logRequests: verbose,
  });
  return {
    url: emu.url,
    describe: () => [
      `API endpoint   ${emu.url}/  (pool ${emu.poolId}, app client ${emu.clientId}${emu.clientSecret ? ", with a client secret" : ""})`,
      `Hosted UI      ${emu.hostedUiUrl}/oauth2/authorize  (sign-in page, fake Google chooser, /oauth2/token, /logout)`,
      `Issuer / JWKS  ${emu.issuer}  ${emu.jwksUri}`,
      `Identity pool  ${emu.identityPoolId}  (GetId, GetCredentialsForIdentity on the API endpoint)`,
      `Outbox         ${emu.url}/_dev/outbox?to=<email or phone>   reset: POST ${emu.url}/_dev/reset`,
      "Seeded accounts:",
      ...SEED.users.map((u) => `  ${u.username.padEnd(31)} ${u.password.padEnd(18)} ${u.note}`),
      ...SEED.googleIdentities.map(
        (g) => `  ${g.email.padEnd(31)} ${"(Google, hosted UI)".padEnd(18)} federated user Google_${g.sub}`,
      ),
    ],
    close: () => emu.close(),
  };
};

const startDynamoDb: StartFunction = async ({ env, port, dataDir, reset }) => {
  // The table the functions use, read as they read it: SITE_TABLE, else the former CALENDAR_TABLE, else the default.
  const db = await startDynamoDbEmulator({
    port,
    dataDir,
    reset,
    tableName: siteTableNameFrom(env),
    logger: "console",
  });
  return { url: db.url, describe: db.describe, close: db.close };
};

/** SMTP_SINK_FAULT, e.g. "reject:550" or "down": a fault to start with (a bad value stops the start with its reason). */
const startSmtp: StartFunction = async ({ env, port, extraPorts, dataDir, reset, verbose }) => {
  const text = env.SMTP_SINK_FAULT?.trim();
  let fault;
  try {
    fault = text ? parseSmtpFault(text) : undefined;
  } catch (err) {
    throw new Error(`SMTP_SINK_FAULT: ${(err as Error).message}`);
  }
  const sink = await startSmtpSink({
    port,
    outboxPort: extraPorts.outbox ?? serviceNamed("smtp").extraPorts?.outbox?.defaultPort ?? 0,
    dataDir,
    reset,
    ...(fault ? { fault } : {}),
    logger: "console",
    logRequests: verbose,
  });
  return { url: `smtp://${sink.host}:${sink.smtpPort}`, describe: sink.describe, close: sink.close };
};

type CalendarProvider = "microsoft" | "google";

/** The seed file named by the service's variable (CALENDAR_SEED_*), else the default seed generated for today. */
function seedEvents(provider: CalendarProvider, env: NodeJS.ProcessEnv): { events: unknown[]; source: string } {
  const variable = serviceNamed(provider).seedVariable ?? "";
  const file = env[variable]?.trim();
  if (file) return { events: loadSeedFile(file, provider), source: `${file} (${variable})` };
  return {
    events: generateDefaultSeed({ now: new Date() })[provider],
    source: "the default seed, generated for today",
  };
}

/**
 * The fixture accounts from the file named by CALENDAR_SEED_<PROVIDER>_ACCOUNTS (with their conditions: noMailbox,
 * testingApp), else the built-in ones.
 */
function seedAccounts(provider: CalendarProvider, env: NodeJS.ProcessEnv): FixtureAccount[] {
  const variable = `${serviceNamed(provider).seedVariable ?? ""}_ACCOUNTS`;
  const file = env[variable]?.trim();
  if (file) {
    try {
      return loadAccountsFile(file);
    } catch (err) {
      throw new Error(`${variable}: ${(err as Error).message}`);
    }
  }
  return provider === "microsoft" ? MICROSOFT_ACCOUNTS : GOOGLE_ACCOUNTS;
}

/**
 * A stand-in's behavior from the file named by CALENDAR_SEED_<PROVIDER>_BEHAVIOR (default: strict, and no
 * latency): the Graph stand-in's strictness, Safe Links and latency, the Google stand-in's latency. The name's
 * earlier British spelling (…_BEHAVIOUR) is still read, with a warning, so a developer's setup keeps working.
 */
function seedBehavior(provider: "microsoft", env: NodeJS.ProcessEnv): MicrosoftBehavior;
function seedBehavior(provider: "google", env: NodeJS.ProcessEnv): GoogleBehavior;
function seedBehavior(provider: CalendarProvider, env: NodeJS.ProcessEnv): MicrosoftBehavior | GoogleBehavior {
  const current = `${serviceNamed(provider).seedVariable ?? ""}_BEHAVIOR`;
  const earlier = current.replace(/BEHAVIOR$/, "BEHAVIOUR");
  const variable = env[current] === undefined && env[earlier] !== undefined ? earlier : current;
  if (variable === earlier) console.warn(`${earlier} is now spelled ${current}; rename it in your environment.`);
  const file = env[variable]?.trim();
  if (!file) return {};
  try {
    return provider === "microsoft" ? loadMicrosoftBehavior(file) : loadGoogleBehavior(file);
  } catch (err) {
    throw new Error(`${variable}: ${(err as Error).message}`);
  }
}

/** A fault to start with, e.g. MICROSOFT_STANDIN_FAULT=throttle:3 (a bad value stops the start with its message). */
function startFault(variable: string, env: NodeJS.ProcessEnv) {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  try {
    return parseFault(text);
  } catch (err) {
    throw new Error(`${variable}: ${(err as Error).message}`);
  }
}

/**
 * Milliseconds added to every calendar data answer, e.g. MICROSOFT_STANDIN_LATENCY_MS=1500: a slow service, to see
 * a year that takes the functions more than one request (a bad value stops the start with its message).
 */
function latencyFromEnv(variable: string, env: NodeJS.ProcessEnv): number | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms > 60_000)
    throw new Error(`${variable}: expected a whole number of milliseconds from 0 to 60000, got "${text}"`);
  return ms;
}

function calendarStandIn(provider: CalendarProvider): StartFunction {
  return async ({ env, port, tlsPort, dataDir, reset, verbose }) => {
    const service = serviceNamed(provider);
    const client = oauthClientFrom(service, env);
    if (!client) throw new Error(`${provider}: services.ts declares no OAuth client`);
    const seed = seedEvents(provider, env);
    const accounts = seedAccounts(provider, env);
    const prefix = provider === "microsoft" ? "MICROSOFT" : "GOOGLE";
    const faultVariable = `${prefix}_STANDIN_FAULT`;
    const latency = latencyFromEnv(`${prefix}_STANDIN_LATENCY_MS`, env);
    const options = {
      port,
      ...client,
      events: seed.events,
      accounts,
      dataDir,
      reset,
      logger: "console" as const,
      logRequests: verbose,
      ...(tlsPort !== undefined ? { tls: { port: tlsPort } } : {}),
      ...(latency !== undefined ? { dataLatencyMs: latency } : {}),
    };
    const fault = startFault(faultVariable, env);
    const emu =
      provider === "microsoft"
        ? await startMicrosoftStandIn({ ...options, ...seedBehavior(provider, env), ...(fault ? { fault } : {}) })
        : await startGoogleStandIn({ ...options, ...seedBehavior(provider, env), ...(fault ? { fault } : {}) });
    const tls = emu.tls;
    const tlsLines = tls
      ? [
          `TLS            ${tls.url}  (every link answered there is https; the plain port stays http)`,
          `Certificate    ${tls.certPath ?? "(in memory)"}  trust it: NODE_EXTRA_CA_CERTS=<that file>, or https.Agent({ ca })`,
        ]
      : [];
    const consent =
      provider === "microsoft"
        ? `http://localhost:${emu.port}/common/oauth2/v2.0/authorize`
        : `http://localhost:${emu.port}/o/oauth2/v2/auth`;
    return {
      url: emu.url,
      describe: () => [
        `Consent page   ${consent}  (client ${client.clientId})`,
        `Events         ${seed.events.length} from ${seed.source}`,
        `Accounts       ${accounts.map((a) => a.email).join(", ")}`,
        ...tlsLines,
        `Dev controls   POST ${emu.url}/_dev/revoke | /_dev/fault {mode: throttle|fail|none} | /_dev/failure | /_dev/age | /_dev/events | /_dev/expire-sync-tokens | /_dev/reset`,
      ],
      close: () => emu.close(),
    };
  };
}

/** The start function of each service (services.ts lists them, their ports and the build settings they imply). */
export const START_FUNCTIONS: Partial<Record<ServiceName, StartFunction>> = {
  cognito: startCognito,
  microsoft: calendarStandIn("microsoft"),
  google: calendarStandIn("google"),
  dynamodb: startDynamoDb,
  smtp: startSmtp,
};
