/**
 * Cookie storage for the session (GATSBY_AUTH_STORAGE=cookie): the GATSBY_AUTH_COOKIE_* settings with their checks
 * and messages, and the library's own CookieStorage (with js-cookie). A chunk of its own: only builds that keep the
 * session in cookies download it; everybody else signs in without those bytes (storage.ts has the rest).
 */
import { CookieStorage, type ICognitoStorage, type ICookieStorageData } from "amazon-cognito-identity-js";
import {
  AUTH_STORAGE_VARIABLES,
  localAuthStorage,
  memoryAuthStorage,
  probeStorage,
  shown,
  type AuthStorage,
  type CookieStorageConfig,
  type SameSite,
  type StorageWindow,
} from "./storage";

export const COOKIE_DEFAULTS = { path: "/", expires: 365, secure: true } as const;

const SAME_SITE: readonly SameSite[] = ["strict", "lax", "none"];
/** A plain decimal: Number() would also take "", "0x1f" or "1e3", which nobody means as days. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

type CookieField = "domain" | "path" | "expires" | "secure" | "sameSite";

/** What checks see: typed configs, or values read from elsewhere that may be of any type. */
export type CookieStorageInput = Partial<Record<CookieField, unknown>>;

interface FieldProblem {
  field: CookieField;
  expected: string;
  got: unknown;
}

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
 * The GATSBY_AUTH_COOKIE_* settings of a cookie build. With problems, `config` is null (the caller falls back to
 * local storage) and `problems` says, per variable, what was expected and what was set.
 */
export function parseCookieStorageConfig(env: Record<string, string | undefined>): {
  config: CookieStorageConfig | null;
  problems: string[];
} {
  const read = (name: string) => (env[name] ?? "").trim();
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
  if (problems.length > 0) return { config: null, problems };
  return { config: { kind: "cookie", ...(input as Omit<CookieStorageConfig, "kind">) }, problems: [] };
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

export interface CookieAuthStorageDeps {
  window?: StorageWindow;
  /** Builds the library's CookieStorage (replaceable in tests). */
  createCookieStorage?: (data: ICookieStorageData) => ICognitoStorage;
}

/**
 * The library's CookieStorage for these settings, or, when it cannot work here, localStorage (settings that
 * cannot work) or memory (cookies the browser drops or refuses), with the reason. Never throws.
 */
export function createCookieAuthStorage(config: CookieStorageConfig, deps: CookieAuthStorageDeps = {}): AuthStorage {
  const problems = checkCookieStorageConfig(config);
  if (problems.length > 0)
    return localAuthStorage(deps.window, `Cookie storage is misconfigured (${problems.join(" ")}) `);
  const create = deps.createCookieStorage ?? ((data: ICookieStorageData) => new CookieStorage(data));
  let cookies: ICognitoStorage;
  try {
    cookies = create(cookieStorageData(config));
  } catch (error) {
    return memoryAuthStorage(
      `Cookie storage could not be created: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Cookies for another domain, Secure cookies over http, or blocked cookies are dropped without an error.
  const failure = probeStorage(cookies);
  if (failure) return memoryAuthStorage(`Cookies for ${config.domain} are not kept by this browser: ${failure}`);
  return { storage: cookies, kind: "cookie" };
}
