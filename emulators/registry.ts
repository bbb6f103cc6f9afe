/**
 * The local emulators `npm run emulators` starts. Each entry adapts one emulator to a common
 * shape, so the Google and Microsoft calendar emulators can be added as further entries.
 */
import path from "node:path";
import { configFromEnv, DEFAULT_PORT, SEED, startCognitoEmulator } from "./cognito";

export interface StartedEmulator {
  name: string;
  url: string;
  /** Lines printed under the emulator's heading (endpoints, accounts, tips). */
  describe(): string[];
  close(): Promise<void>;
}

export interface EmulatorDefinition {
  name: string;
  start(
    env: NodeJS.ProcessEnv,
    flags: { reset: boolean; dataRoot: string; verbose: boolean },
  ): Promise<StartedEmulator>;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid port "${value}"`);
  return n;
}

export const cognitoEmulator: EmulatorDefinition = {
  name: "cognito",
  async start(env, flags) {
    const emu = await startCognitoEmulator({
      port: port(env.COGNITO_EMULATOR_PORT, DEFAULT_PORT),
      dataDir: env.COGNITO_EMULATOR_DATA_DIR ?? path.join(flags.dataRoot, "cognito"),
      reset: flags.reset,
      config: configFromEnv(env),
      logger: "console",
      logRequests: flags.verbose,
    });
    return {
      name: "cognito",
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
  },
};

export const EMULATORS: EmulatorDefinition[] = [cognitoEmulator];
