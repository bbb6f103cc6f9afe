/**
 * Every local service the site talks to in development and tests, as plain data: its port variable, default
 * port, e2e override and the build settings that point a site build at it. gatsby-node, the shell scripts (through
 * services-cli.ts) and the e2e harness read this file, so it imports no emulator code and starts nothing; the
 * start functions live in registry.ts.
 *
 * Adding a stand-in: its folder under emulators/ (built on kit/) exporting a start function; an entry below (port
 * variable, default port, e2e variable, buildSettings naming the variables the functions read for its URLs); its
 * start function in registry.ts's START_FUNCTIONS; its build settings at the default port in .env.development and
 * .env.production.defaults (env-files.test.ts fails until they agree). npm start, npm run serve, the build record,
 * test-e2e.sh and the Playwright harness then pick it up with no further change. A service that listens on more
 * than one port (the SMTP sink: SMTP for the functions, a web page for people) names the others in extraPorts:
 * each gets its own port variable, default and e2e variable, chosen and passed on like the main port.
 */

import { FORMER_SITE_TABLE_VARIABLES, SITE_TABLE_VARIABLES } from "../core/db/siteTable";

export type ServiceName = "cognito" | "microsoft" | "google" | "dynamodb" | "smtp";

/**
 * A port a service listens on besides its main one (the one its build settings name). Builds do not need it, only
 * people and tests do: the SMTP sink's outbox page, for example.
 */
export interface ExtraPort {
  /** What listens there, for `npm run emulators` and the docs. */
  description: string;
  /** Read by `npm run emulators`; unset means defaultPort. */
  portVariable: string;
  defaultPort: number;
  /** The port test-e2e.sh (or the Playwright harness) chose for it, as for the main port. */
  e2eVariable: string;
}

/** The OAuth app a stand-in accepts: the same variables the calendar functions read, with local defaults. */
export interface OAuthClientVariables {
  idVariable: string;
  secretVariable: string;
  defaultId: string;
  defaultSecret: string;
}

export interface ServiceDefinition {
  name: ServiceName;
  /** One line for `npm run emulators` and the docs. */
  description: string;
  /** Read by `npm run emulators`; unset means defaultPort. */
  portVariable: string;
  defaultPort: number;
  /** The port test-e2e.sh chose for this service (exported before the build, read by the Playwright harness). */
  e2eVariable: string;
  /**
   * The variables a build needs to talk to this service on 127.0.0.1:port. Browser-facing pages (hosted UI,
   * consent pages) are addressed as localhost, like the Cognito hosted UI; server-to-server calls use 127.0.0.1.
   */
  buildSettings(port: number): Record<string, string>;
  /**
   * Variables telling the service about the site's origins (CORS, redirect URIs), for a site on another port: one
   * site, under each name it answers to (see siteOrigins).
   */
  siteEnv?(origins: readonly string[]): Record<string, string>;
  oauthClient?: OAuthClientVariables;
  /** A JSON seed file to load instead of the built-in one (the stand-in's own wire format). */
  seedVariable?: string;
  /** Further ports, by name (e.g. `outbox`), each passed to the start function under that name. */
  extraPorts?: Readonly<Record<string, ExtraPort>>;
  /**
   * An optional https listener beside the main port, for clients that insist on TLS. Off unless its variable is
   * set, to a port (0: any free one); no default port and no build setting, since the site talks to the main port.
   */
  tlsPort?: OptionalTlsPort;
}

/** See ServiceDefinition.tlsPort. */
export interface OptionalTlsPort {
  /** Read by `npm run emulators`; unset or empty means no TLS listener. */
  variable: string;
  /** What it is for, for `npm run emulators` and the docs. */
  description: string;
}

export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: "cognito",
    description: "Cognito user pool, hosted UI and identity pool (emulators/cognito)",
    portVariable: "COGNITO_EMULATOR_PORT",
    defaultPort: 9229,
    e2eVariable: "E2E_COGNITO_PORT",
    buildSettings: (port) => ({
      GATSBY_COGNITO_ENDPOINT: `http://127.0.0.1:${port}/`,
      GATSBY_COGNITO_DOMAIN: `http://localhost:${port}`,
      GATSBY_COGNITO_IDENTITY_ENDPOINT: `http://127.0.0.1:${port}/`,
    }),
    siteEnv: (origins) => ({
      COGNITO_EMULATOR_ORIGINS: origins.join(","),
      COGNITO_EMULATOR_CALLBACK_URLS: origins.map((o) => `${o}/login/`).join(","),
      COGNITO_EMULATOR_LOGOUT_URLS: origins.flatMap((o) => [`${o}/login/`, `${o}/login`]).join(","),
    }),
  },
  {
    name: "microsoft",
    description: "Microsoft identity platform and Graph calendar stand-in (emulators/microsoft)",
    portVariable: "MICROSOFT_STANDIN_PORT",
    defaultPort: 9230,
    e2eVariable: "E2E_MICROSOFT_PORT",
    buildSettings: (port) => ({
      MICROSOFT_LOGIN_URL: `http://localhost:${port}`,
      MICROSOFT_GRAPH_URL: `http://127.0.0.1:${port}`,
    }),
    oauthClient: {
      idVariable: "MICROSOFT_CLIENT_ID",
      secretVariable: "MICROSOFT_CLIENT_SECRET",
      defaultId: "local-microsoft-client",
      defaultSecret: "local-microsoft-secret",
    },
    seedVariable: "CALENDAR_SEED_MICROSOFT",
    tlsPort: {
      variable: "MICROSOFT_STANDIN_TLS_PORT",
      description:
        "https for the official Graph JavaScript client (token and nextLinks on https only); self-signed certificate",
    },
  },
  {
    name: "google",
    description: "Google OAuth and Calendar API stand-in (emulators/google)",
    portVariable: "GOOGLE_STANDIN_PORT",
    defaultPort: 9231,
    e2eVariable: "E2E_GOOGLE_PORT",
    buildSettings: (port) => ({
      GOOGLE_ACCOUNTS_URL: `http://localhost:${port}`,
      GOOGLE_OAUTH2_URL: `http://127.0.0.1:${port}`,
      GOOGLE_API_URL: `http://127.0.0.1:${port}`,
    }),
    oauthClient: {
      idVariable: "GOOGLE_CLIENT_ID",
      secretVariable: "GOOGLE_CLIENT_SECRET",
      defaultId: "local-google-client.apps.googleusercontent.com",
      defaultSecret: "local-google-secret",
    },
    seedVariable: "CALENDAR_SEED_GOOGLE",
  },
  {
    name: "dynamodb",
    description: "DynamoDB (dynalite) holding the site's one table (emulators/dynamodb)",
    portVariable: "DYNAMODB_EMULATOR_PORT",
    defaultPort: 9232,
    e2eVariable: "E2E_DYNAMODB_PORT",
    buildSettings: (port) => ({ [SITE_TABLE_VARIABLES.dynamodbEndpoint]: `http://127.0.0.1:${port}` }),
  },
  {
    name: "smtp",
    description: "SMTP sink and development outbox for the functions' e-mail (emulators/smtp)",
    portVariable: "SMTP_SINK_PORT",
    defaultPort: 9233,
    e2eVariable: "E2E_SMTP_PORT",
    // Plain SMTP on loopback: the sink offers no TLS, and server/mail accepts SMTP_SECURE=false on loopback only.
    buildSettings: (port) => ({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false" }),
    extraPorts: {
      outbox: {
        description: "the development outbox: received mail as a web page, and its JSON dev controls",
        portVariable: "SMTP_OUTBOX_PORT",
        defaultPort: 9234,
        e2eVariable: "E2E_SMTP_OUTBOX_PORT",
      },
    },
  },
];

/** run.ts prints a line starting with this once every service listens; the e2e harness waits for it. */
export const READY_MARK = "[emulators] ready:";

export type Env = Record<string, string | undefined>;
export type ServicePorts = Record<ServiceName, number>;

export function serviceNamed(name: string): ServiceDefinition {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`Unknown service "${name}"; known: ${SERVICES.map((s) => s.name).join(", ")}`);
  return found;
}

/** A port written in `variable`; 0 (any free port) only where allowZero, for tests and programmatic starts. */
export function parsePort(variable: string, raw: string, options: { allowZero?: boolean } = {}): number {
  const value = raw.trim();
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  const min = options.allowZero ? 0 : 1;
  if (!Number.isInteger(port) || port < min || port > 65535)
    throw new Error(`${variable}="${raw}" is not a port: expected a whole number from ${min} to 65535`);
  return port;
}

/**
 * A service's port: its port variable when set (and valid), else its default. allowZero: 0 (any free port) is
 * accepted, for run.ts started by tests; build settings need a real port.
 */
export function servicePort(service: ServiceDefinition, env: Env, options: { allowZero?: boolean } = {}): number {
  const raw = env[service.portVariable];
  return raw === undefined || raw.trim() === "" ? service.defaultPort : parsePort(service.portVariable, raw, options);
}

/** The extra ports of a service (see ExtraPort), by name: each port variable when set (and valid), else its default. */
export function extraPortsOf(
  service: ServiceDefinition,
  env: Env,
  options: { allowZero?: boolean } = {},
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(service.extraPorts ?? {}).map(([key, p]) => {
      const raw = env[p.portVariable];
      const port = raw === undefined || raw.trim() === "" ? p.defaultPort : parsePort(p.portVariable, raw, options);
      return [key, port];
    }),
  );
}

/**
 * The port of a service's optional TLS listener (see ServiceDefinition.tlsPort): undefined when the service has
 * none or its variable is unset or empty (TLS off, the default), else the port it names.
 */
export function tlsPortOf(
  service: ServiceDefinition,
  env: Env,
  options: { allowZero?: boolean } = {},
): number | undefined {
  const variable = service.tlsPort?.variable;
  const raw = variable === undefined ? undefined : env[variable];
  if (variable === undefined || raw === undefined || raw.trim() === "") return undefined;
  return parsePort(variable, raw, options);
}

/** Every port of every service, main and extra, as one flat list (uniqueness checks, `services-cli.ts list`). */
export function allPorts(): {
  service: ServiceName;
  key: string;
  portVariable: string;
  defaultPort: number;
  e2eVariable: string;
}[] {
  return SERVICES.flatMap((s) => [
    {
      service: s.name,
      key: "main",
      portVariable: s.portVariable,
      defaultPort: s.defaultPort,
      e2eVariable: s.e2eVariable,
    },
    ...Object.entries(s.extraPorts ?? {}).map(([key, p]) => ({
      service: s.name,
      key,
      portVariable: p.portVariable,
      defaultPort: p.defaultPort,
      e2eVariable: p.e2eVariable,
    })),
  ]);
}

/** Every service's port (see servicePort). */
export function servicePorts(env: Env): ServicePorts {
  return Object.fromEntries(SERVICES.map((s) => [s.name, servicePort(s, env)])) as ServicePorts;
}

/** All services' build settings with each service at the given port. */
export function buildSettingsAt(ports: ServicePorts): Record<string, string> {
  return Object.assign({}, ...SERVICES.map((s) => s.buildSettings(ports[s.name]))) as Record<string, string>;
}

/** All services' build settings at the ports in env (port variables or defaults). */
export function buildSettingsFor(env: Env): Record<string, string> {
  return buildSettingsAt(servicePorts(env));
}

/** The names of every build setting, in registry order (what a build records). */
export const BUILD_VARIABLES: readonly string[] = Object.keys(buildSettingsAt(defaultPorts()));

export function defaultPorts(): ServicePorts {
  return Object.fromEntries(SERVICES.map((s) => [s.name, s.defaultPort])) as ServicePorts;
}

/** Build variables that were renamed, by their new name: the former name, which the functions still read. */
const FORMER_NAMES: Readonly<Record<string, string>> = FORMER_SITE_TABLE_VARIABLES;

/**
 * What a build made now would bake in: the registry's settings at the ports in env, except a build variable
 * already set in env, which was set on purpose (e.g. a real Cognito endpoint) and wins, as it does in a build. A
 * variable set only under its former name (CALENDAR_DYNAMODB_ENDPOINT for SITE_DYNAMODB_ENDPOINT) counts as set.
 */
export function wantedBuildSettings(env: Env): Record<string, string> {
  const settings = buildSettingsFor(env);
  for (const name of Object.keys(settings)) {
    const former = FORMER_NAMES[name];
    const set = env[name] || (former ? env[former] : undefined);
    if (set !== undefined && set !== "") settings[name] = set;
  }
  return settings;
}

/**
 * The port a recorded build talks to for each service: read from the settings that carry the port (a URL's port,
 * or a bare port number like SMTP_PORT), and kept only when the registry's settings at that port are exactly what
 * was recorded. Undefined when the build did not record them, or they name no port, disagree, or name another host
 * (a build for real services, e.g. a real SMTP provider on port 587).
 */
export function portsFromBuildSettings(recorded: Env): Partial<ServicePorts> {
  const out: Partial<ServicePorts> = {};
  for (const s of SERVICES) {
    const ports = new Set(portCarriers(s).map((name) => portIn(recorded[name])));
    const [only] = [...ports];
    if (ports.size !== 1 || only === undefined) continue;
    const expected = s.buildSettings(only);
    if (Object.entries(expected).every(([name, value]) => recorded[name] === value)) out[s.name] = only;
  }
  return out;
}

/** The build settings of a service whose value depends on the port (the others, like SMTP_HOST, do not). */
function portCarriers(service: ServiceDefinition): string[] {
  const a = service.buildSettings(1);
  const b = service.buildSettings(2);
  return Object.keys(a).filter((name) => a[name] !== b[name]);
}

function portIn(value: string | undefined): number | undefined {
  if (value !== undefined && /^\d+$/.test(value)) return Number(value);
  try {
    const port = new URL(value ?? "").port;
    return port ? Number(port) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The names a site served at `origin` answers to. A server on the loopback address is also reached as
 * `localhost`, and the other way round; both are listed because passkeys work only on a host name (browsers refuse
 * 127.0.0.1 as a WebAuthn relying party), while the usual runs and tests browse 127.0.0.1.
 */
export function siteOrigins(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost") return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return [`${url.protocol}//127.0.0.1${port}`, `${url.protocol}//localhost${port}`];
}

/** The variables that tell every service about a site served at origin (merged; services without any add none). */
export function siteEnvFor(origin: string): Record<string, string> {
  const origins = siteOrigins(origin);
  return Object.assign({}, ...SERVICES.map((s) => s.siteEnv?.(origins) ?? {})) as Record<string, string>;
}

/** The OAuth client a stand-in accepts: the functions' variables when set, else the local defaults. */
export function oauthClientFrom(
  service: ServiceDefinition,
  env: Env,
): { clientId: string; clientSecret: string } | undefined {
  const c = service.oauthClient;
  if (!c) return undefined;
  return {
    clientId: env[c.idVariable]?.trim() || c.defaultId,
    clientSecret: env[c.secretVariable]?.trim() || c.defaultSecret,
  };
}
