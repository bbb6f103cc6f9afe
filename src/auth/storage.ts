/**
 * Where amazon-cognito-identity-js keeps the session: localStorage by default, the library's CookieStorage when the
 * build asks for cookies (a session shared across subdomains), and memory when the browser refuses storage
 * (private mode, blocked site data), so sign-in still works for the visit instead of failing. The settings come
 * from GATSBY_AUTH_* variables and are checked here, with messages naming the field and what was wrong.
 */
import { CookieStorage, type ICognitoStorage, type ICookieStorageData } from "amazon-cognito-identity-js";

export type SameSite = "strict" | "lax" | "none";

export type AuthStorageConfig =
  | { kind: "local" }
  | {
      kind: "cookie";
      domain: string;
      path?: string;
      expires?: number /* days */;
      secure?: boolean;
      sameSite?: SameSite;
    };

export type CookieStorageConfig = Extract<AuthStorageConfig, { kind: "cookie" }>;

/** The storage actually in use, which differs from the configured one after a fallback. */
export type AuthStorageKind = "local" | "cookie" | "memory";

export const COOKIE_DEFAULTS = { path: "/", expires: 365, secure: true } as const;

const SAME_SITE: readonly SameSite[] = ["strict", "lax", "none"];
/** A plain decimal: Number() would also take "", "0x1f" or "1e3", which nobody means as days. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export const AUTH_STORAGE_VARIABLES = {
  kind: "GATSBY_AUTH_STORAGE",
  domain: "GATSBY_AUTH_COOKIE_DOMAIN",
  path: "GATSBY_AUTH_COOKIE_PATH",
  expires: "GATSBY_AUTH_COOKIE_EXPIRES_DAYS",
  secure: "GATSBY_AUTH_COOKIE_SECURE",
  sameSite: "GATSBY_AUTH_COOKIE_SAMESITE",
} as const;

type CookieField = "domain" | "path" | "expires" | "secure" | "sameSite";

/** What checks see: typed configs, or values read from elsewhere that may be of any type. */
export type CookieStorageInput = Partial<Record<CookieField, unknown>>;

interface FieldProblem {
  field: CookieField;
  expected: string;
  got: unknown;
}

const shown = (value: unknown): string => (value === undefined ? "nothing" : (JSON.stringify(value) ?? String(value)));

function cookieFieldProblems(config: CookieStorageInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { domain, path, expires, secure, sameSite } = config;
  if (typeof domain !== "string" || domain.trim() === "") {
    const expected = "the cookie domain, e.g. example.com or .example.com (required)";
    problems.push({ field: "domain", expected, got: domain });
  } else if (/[\s/:]/.test(domain)) {
    const expected = "a host name such as example.com, without scheme, port or path";
    problems.push({ field: "domain", expected, got: domain });
  }
  if (path !== undefined && (typeof path !== "string" || !path.startsWith("/"))) {
    problems.push({ field: "path", expected: 'a path starting with "/" (default "/")', got: path });
  }
  if (expires !== undefined && (typeof expires !== "number" || !Number.isFinite(expires) || expires <= 0)) {
    problems.push({ field: "expires", expected: "a positive number of days (default 365)", got: expires });
  }
  if (secure !== undefined && typeof secure !== "boolean") {
    problems.push({ field: "secure", expected: "true or false (default true)", got: secure });
  }
  if (sameSite !== undefined && !(SAME_SITE as readonly unknown[]).includes(sameSite)) {
    problems.push({ field: "sameSite", expected: '"strict", "lax" or "none"', got: sameSite });
  } else if (sameSite === "none" && secure === false) {
    // Browsers drop SameSite=None cookies without Secure, and the library refuses the combination.
    const expected = '"strict" or "lax" when secure is false ("none" requires secure)';
    problems.push({ field: "sameSite", expected, got: sameSite });
  }
  return problems;
}

/** Every problem of a cookie storage config, one sentence each; empty when the library can use it. */
export function checkCookieStorageConfig(config: CookieStorageInput): string[] {
  return cookieFieldProblems(config).map(
    (p) => `Cookie storage "${p.field}": expected ${p.expected}; got ${shown(p.got)}.`,
  );
}

function parseBoolean(value: string): boolean | string {
  const v = value.toLowerCase();
  if (v === "true" || v === "1" || v === "yes") return true;
  if (v === "false" || v === "0" || v === "no") return false;
  return value;
}

/**
 * The storage settings of the build. With problems, `config` is the safe default (local storage) and `problems`
 * says, per variable, what was expected and what was set.
 */
export function parseAuthStorageConfig(env: Record<string, string | undefined>): {
  config: AuthStorageConfig;
  problems: string[];
} {
  const read = (name: string) => (env[name] ?? "").trim();
  const kind = read(AUTH_STORAGE_VARIABLES.kind);
  if (kind === "" || kind === "local") return { config: { kind: "local" }, problems: [] };
  if (kind !== "cookie") {
    const got = shown(env[AUTH_STORAGE_VARIABLES.kind]);
    return {
      config: { kind: "local" },
      problems: [`${AUTH_STORAGE_VARIABLES.kind}: expected "local" or "cookie"; got ${got}.`],
    };
  }

  const raw = {
    domain: read(AUTH_STORAGE_VARIABLES.domain),
    path: read(AUTH_STORAGE_VARIABLES.path),
    expires: read(AUTH_STORAGE_VARIABLES.expires),
    secure: read(AUTH_STORAGE_VARIABLES.secure),
    sameSite: read(AUTH_STORAGE_VARIABLES.sameSite),
  };
  // Empty variables mean the default; non-empty ones are converted, and kept as text when they cannot be.
  const input: CookieStorageInput = {
    domain: raw.domain,
    path: raw.path || COOKIE_DEFAULTS.path,
    expires:
      raw.expires === "" ? COOKIE_DEFAULTS.expires : DECIMAL.test(raw.expires) ? Number(raw.expires) : raw.expires,
    secure: raw.secure === "" ? COOKIE_DEFAULTS.secure : parseBoolean(raw.secure),
    ...(raw.sameSite ? { sameSite: raw.sameSite } : {}),
  };
  const problems = cookieFieldProblems(input).map(
    (p) => `${AUTH_STORAGE_VARIABLES[p.field]}: expected ${p.expected}; got ${shown(raw[p.field] || undefined)}.`,
  );
  if (problems.length > 0) return { config: { kind: "local" }, problems };
  return { config: { kind: "cookie", ...(input as Omit<CookieStorageConfig, "kind">) }, problems: [] };
}

/** The session for this visit only, when the browser keeps nothing. */
export class MemoryStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

export interface AuthStorageDeps {
  /** The page's window; absent while rendering on the server. Reading `localStorage` itself may throw. */
  window?: { readonly localStorage: Storage } | null;
  /** Builds the library's CookieStorage (replaceable in tests). */
  createCookieStorage?: (data: ICookieStorageData) => ICognitoStorage;
}

export interface AuthStorage {
  storage: ICognitoStorage;
  kind: AuthStorageKind;
  /** Why the configured storage was not used, for the console. */
  fallbackReason?: string;
}

export const STORAGE_PROBE_KEY = "northwind.auth.storageProbe";

/** Writes, reads back and removes a test item: blocked storage throws or silently keeps nothing. */
function probe(storage: Pick<ICognitoStorage, "setItem" | "getItem" | "removeItem">): string | null {
  try {
    storage.setItem(STORAGE_PROBE_KEY, "1");
    const readBack = storage.getItem(STORAGE_PROBE_KEY);
    storage.removeItem(STORAGE_PROBE_KEY);
    return readBack === "1" ? null : "a test item could not be read back";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function cookieStorageData(config: CookieStorageConfig): ICookieStorageData {
  return {
    domain: config.domain,
    path: config.path ?? COOKIE_DEFAULTS.path,
    expires: config.expires ?? COOKIE_DEFAULTS.expires,
    secure: config.secure ?? COOKIE_DEFAULTS.secure,
    ...(config.sameSite ? { sameSite: config.sameSite } : {}),
  };
}

function memory(reason: string): AuthStorage {
  return { storage: new MemoryStorage(), kind: "memory", fallbackReason: reason };
}

function localOrMemory(win: AuthStorageDeps["window"], why = ""): AuthStorage {
  if (!win) return memory(`${why}there is no window (server rendering).`);
  let local: Storage;
  try {
    local = win.localStorage;
  } catch (error) {
    return memory(`${why}localStorage is blocked: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!local) return memory(`${why}localStorage is not available.`);
  const failure = probe(local);
  if (failure) return memory(`${why}localStorage does not work: ${failure}`);
  return why ? { storage: local, kind: "local", fallbackReason: why.trim() } : { storage: local, kind: "local" };
}

/** The storage to give the library, and which kind it is. Never throws. */
export function createAuthStorage(config: AuthStorageConfig, deps: AuthStorageDeps = {}): AuthStorage {
  if (config.kind === "local") return localOrMemory(deps.window);

  const problems = checkCookieStorageConfig(config);
  if (problems.length > 0)
    return localOrMemory(deps.window, `Cookie storage is misconfigured (${problems.join(" ")}) `);
  const create = deps.createCookieStorage ?? ((data: ICookieStorageData) => new CookieStorage(data));
  let cookies: ICognitoStorage;
  try {
    cookies = create(cookieStorageData(config));
  } catch (error) {
    return memory(`Cookie storage could not be created: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Cookies for another domain, Secure cookies over http, or blocked cookies are dropped without an error.
  const failure = probe(cookies);
  if (failure) return memory(`Cookies for ${config.domain} are not kept by this browser: ${failure}`);
  return { storage: cookies, kind: "cookie" };
}
