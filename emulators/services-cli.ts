/**
 * The registry of local services (services.ts) for shell scripts, which cannot import TypeScript:
 *
 *   node --import tsx emulators/services-cli.ts settings [--json]
 *       the build settings a build made now would bake in: every service at its port variable (or default port),
 *       except build variables already set in the environment (scripts/serve.sh compares and exports them)
 *   node --import tsx emulators/services-cli.ts e2e [--reuse-build] [--json]
 *       a port for every service (its E2E_*_PORT when set; with --reuse-build the port the existing build
 *       recorded; else a free one) and for each of its extra ports (never in a build: E2E_*_PORT or a free one),
 *       checked free, then the E2E_*_PORT variables and the build settings at those ports (scripts/test-e2e.sh);
 *       a summary of the ports goes to stderr
 *   node --import tsx emulators/services-cli.ts site-env <origin> [--json]
 *       the variables that tell the emulators about a site served at origin (CORS, redirect URIs)
 *   node --import tsx emulators/services-cli.ts list
 *       the services, their port variables, default ports and e2e variables
 *
 * Output is `export NAME='value'` lines for `eval`, or one JSON object with --json. Errors go to stderr with exit
 * code 1. `node --import tsx` starts in about 0.35 s here, half of the `tsx` launcher (measured), which is fine
 * for scripts that then build or serve.
 */
import net from "node:net";
import { readBuildSettings } from "../scripts/build-settings";
import {
  SERVICES,
  allPorts,
  buildSettingsAt,
  parsePort,
  portsFromBuildSettings,
  siteEnvFor,
  wantedBuildSettings,
  type ServicePorts,
} from "./services";

type Vars = Record<string, string>;

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function print(vars: Vars, json: boolean): void {
  if (json) process.stdout.write(`${JSON.stringify(vars)}\n`);
  else for (const [name, value] of Object.entries(vars)) process.stdout.write(`export ${name}=${shellQuote(value)}\n`);
}

/** Resolves to the port if it can be bound on 127.0.0.1, keeping it bound until release() so later picks differ. */
function hold(port: number): Promise<{ port: number; release(): Promise<void> } | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : port;
      resolve({ port: bound, release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** A port for `variable`: its value when set (it must be free), else a free one; held until the caller releases. */
async function choose(variable: string, raw: string | undefined) {
  const wanted = raw !== undefined && raw.trim() !== "" ? parsePort(variable, raw) : undefined;
  const got = await hold(wanted ?? 0);
  if (!got)
    throw new Error(
      `${variable}=${wanted} is already in use on 127.0.0.1 (an emulator or 'npm run serve' left running? ss -ltnp 'sport = :${wanted}')`,
    );
  return got;
}

/** The e2e variables of the extra ports (SMTP outbox, ...): each set one, else a free port. */
async function e2eExtraPorts(env: NodeJS.ProcessEnv, held: Array<{ release(): Promise<void> }>): Promise<Vars> {
  const out: Vars = {};
  for (const p of allPorts().filter((p) => p.key !== "main")) {
    const got = await choose(p.e2eVariable, env[p.e2eVariable]);
    held.push(got);
    out[p.e2eVariable] = String(got.port);
  }
  return out;
}

async function e2ePorts(env: NodeJS.ProcessEnv, reuseBuild: boolean): Promise<{ ports: ServicePorts; extra: Vars }> {
  const recorded = reuseBuild ? portsFromBuildSettings(readBuildSettings() ?? {}) : {};
  const held: Array<{ release(): Promise<void> }> = [];
  const ports: Partial<ServicePorts> = {};
  let extra: Vars = {};
  try {
    for (const s of SERVICES) {
      const raw = env[s.e2eVariable];
      let wanted: number | undefined;
      let why = "";
      if (raw !== undefined && raw.trim() !== "") {
        wanted = parsePort(s.e2eVariable, raw);
        why = `${s.e2eVariable}=${wanted}`;
      } else if (reuseBuild) {
        wanted = recorded[s.name];
        why = `the existing build's ${s.name} port ${wanted}`;
        if (wanted === undefined)
          process.stderr.write(
            `services: the existing build records no local ${s.name} URL (${Object.keys(s.buildSettings(0)).join(", ")}); ` +
              `it will not reach the ${s.name} emulator. Build again to fix that.\n`,
          );
      }
      const got = await hold(wanted ?? 0);
      if (!got)
        throw new Error(
          `${why} is already in use on 127.0.0.1 (an emulator or 'npm run serve' left running? ss -ltnp 'sport = :${wanted}')`,
        );
      held.push(got);
      ports[s.name] = got.port;
    }
    extra = await e2eExtraPorts(env, held);
  } finally {
    await Promise.all(held.map((h) => h.release()));
  }
  return { ports: ports as ServicePorts, extra };
}

async function main(argv: string[]): Promise<void> {
  const [command, ...flags] = argv;
  const json = flags.includes("--json");
  if (command === "settings") {
    print(wantedBuildSettings(process.env), json);
  } else if (command === "e2e") {
    const { ports, extra } = await e2ePorts(process.env, flags.includes("--reuse-build"));
    const vars: Vars = Object.fromEntries(SERVICES.map((s) => [s.e2eVariable, String(ports[s.name])]));
    const extras = allPorts()
      .filter((p) => p.key !== "main")
      .map((p) => `${p.service} ${p.key} on ${extra[p.e2eVariable]}`);
    process.stderr.write(
      `emulators for e2e: ${[...SERVICES.map((s) => `${s.name} on ${ports[s.name]}`), ...extras].join(", ")}\n`,
    );
    print({ ...vars, ...extra, ...buildSettingsAt(ports) }, json);
  } else if (command === "site-env") {
    const origin = flags.find((f) => !f.startsWith("--"));
    if (!origin) throw new Error("site-env needs the site's origin, e.g. http://127.0.0.1:9100");
    print(siteEnvFor(origin), json);
  } else if (command === "list") {
    for (const s of SERVICES) {
      process.stdout.write(
        `${s.name.padEnd(10)} ${s.portVariable}=${s.defaultPort}  e2e: ${s.e2eVariable}  ${s.description}\n`,
      );
      for (const [key, p] of Object.entries(s.extraPorts ?? {}))
        process.stdout.write(
          `${"".padEnd(10)} ${p.portVariable}=${p.defaultPort}  e2e: ${p.e2eVariable}  ${key}: ${p.description}\n`,
        );
    }
  } else {
    throw new Error(
      "usage: services-cli.ts settings [--json] | e2e [--reuse-build] [--json] | site-env <origin> [--json] | list",
    );
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`services: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
