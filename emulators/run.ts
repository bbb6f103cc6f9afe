/**
 * `npm run emulators`: starts the local emulators (today: Cognito) with defaults from the
 * environment, prints where they listen and the seeded accounts, and stops them on Ctrl-C.
 *
 *   npm run emulators                 start, keeping state in .emulator-data/
 *   npm run emulators -- --reset      start from the seed
 *   npm run emulators -- --verbose    log every request
 *   npm run emulators -- --only=cognito
 *
 * Environment: COGNITO_EMULATOR_PORT (9229), COGNITO_EMULATOR_DATA_DIR, EMULATORS_DATA_DIR,
 * COGNITO_EMULATOR_CALLBACK_URLS, COGNITO_EMULATOR_LOGOUT_URLS, COGNITO_EMULATOR_ORIGINS,
 * COGNITO_EMULATOR_MFA (OFF | OPTIONAL | ON), COGNITO_EMULATOR_PUBLIC_HOST, COGNITO_EMULATOR_DEVICES (on | off),
 * COGNITO_EMULATOR_CLIENT_SECRET, COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS.
 */
import path from "node:path";
import { EMULATORS, type StartedEmulator } from "./registry";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flags = {
    reset: args.includes("--reset"),
    verbose: args.includes("--verbose") || process.env.EMULATORS_VERBOSE === "1",
    dataRoot: process.env.EMULATORS_DATA_DIR ?? path.resolve(__dirname, "..", ".emulator-data"),
  };
  const only = args
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const selected = EMULATORS.filter((e) => !only || only.includes(e.name));
  if (selected.length === 0)
    throw new Error(`No emulator matches --only=${only?.join(",")}; known: ${EMULATORS.map((e) => e.name).join(", ")}`);

  const running: StartedEmulator[] = [];
  const stop = async (code: number) => {
    await Promise.allSettled(running.map((r) => r.close()));
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  for (const def of selected) {
    try {
      running.push(await def.start(process.env, flags));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      const hint =
        e.code === "EADDRINUSE"
          ? " (port in use: is another emulator, or `node --inspect`, already running? Set COGNITO_EMULATOR_PORT to change it.)"
          : "";
      console.error(`[emulators] ${def.name} failed to start: ${e.message}${hint}`);
      await stop(1);
      return;
    }
  }
  for (const r of running) {
    console.log(`\n[emulators] ${r.name} listening on ${r.url}`);
    for (const line of r.describe()) console.log(`  ${line}`);
  }
  console.log("\n[emulators] dev only: fixture accounts and a committed signing key. Ctrl-C to stop.\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
