/**
 * How `npm run emulators` starts each service of services.ts: one start function per service name, adapting that
 * emulator's options to a common shape. Kept apart from services.ts because these import the emulators
 * themselves; a service listed there without a start function here is skipped by run.ts with a note.
 */
import { calendarSettingsFrom } from "../server/calendar/settings";
import { configFromEnv, SEED, startCognitoEmulator } from "./cognito";
import { startDynamoDbEmulator } from "./dynamodb";
import type { ServiceName } from "./services";

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
  // The table the calendar functions use: CALENDAR_TABLE as they read it, or its default.
  const db = await startDynamoDbEmulator({
    port,
    dataDir,
    reset,
    tableName: calendarSettingsFrom(env).table,
    logger: "console",
  });
  return { url: db.url, describe: db.describe, close: db.close };
};

/**
 * The start function of each service. microsoft and google come with their stand-ins (emulators/microsoft,
 * emulators/google): `oauthClientFrom(serviceNamed("google"), env)` gives the client id and secret the functions
 * use, `env[service.seedVariable]` the seed file.
 */
export const START_FUNCTIONS: Partial<Record<ServiceName, StartFunction>> = {
  cognito: startCognito,
  dynamodb: startDynamoDb,
};
