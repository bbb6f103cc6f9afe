/**
 * Where amazon-cognito-identity-js keeps the session: localStorage by default, the library's CookieStorage when the
 * build asks for cookies (a session shared across subdomains; cookieStorage.ts, a chunk only cookie builds load;
 * openStorage.ts chooses), and memory when the browser refuses storage (private mode, blocked site data), so
 * sign-in still works for the visit instead of failing. The settings come from GATSBY_AUTH_* variables and are
 * checked with messages naming the variable and what was wrong.
 */
import type { ICognitoStorage } from "amazon-cognito-identity-js";

export type SameSite = "strict" | "lax" | "none";

export interface CookieStorageConfig {
  kind: "cookie";
  domain: string;
  path?: string;
  expires?: number /* days */;
  secure?: boolean;
  sameSite?: SameSite;
}

export type AuthStorageConfig = { kind: "local" } | CookieStorageConfig;

/** The storage actually in use, which differs from the configured one after a fallback. */
export type AuthStorageKind = "local" | "cookie" | "memory";

export const AUTH_STORAGE_VARIABLES = {
  kind: "GATSBY_AUTH_STORAGE",
  domain: "GATSBY_AUTH_COOKIE_DOMAIN",
  path: "GATSBY_AUTH_COOKIE_PATH",
  expires: "GATSBY_AUTH_COOKIE_EXPIRES_DAYS",
  secure: "GATSBY_AUTH_COOKIE_SECURE",
  sameSite: "GATSBY_AUTH_COOKIE_SAMESITE",
} as const;

export const shown = (value: unknown): string =>
  value === undefined ? "nothing" : (JSON.stringify(value) ?? String(value));

/** Which storage the build asks for (GATSBY_AUTH_STORAGE); an unknown value is named and counts as local. */
export function authStorageKind(env: Record<string, string | undefined>): {
  kind: "local" | "cookie";
  problems: string[];
} {
  const kind = (env[AUTH_STORAGE_VARIABLES.kind] ?? "").trim();
  if (kind === "" || kind === "local" || kind === "cookie") return { kind: kind || "local", problems: [] };
  const got = shown(env[AUTH_STORAGE_VARIABLES.kind]);
  return { kind: "local", problems: [`${AUTH_STORAGE_VARIABLES.kind}: expected "local" or "cookie"; got ${got}.`] };
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

export interface AuthStorage {
  storage: ICognitoStorage;
  kind: AuthStorageKind;
  /** Why the configured storage was not used, for the console. */
  fallbackReason?: string;
}

/** The page's window; absent while rendering on the server. Reading `localStorage` itself may throw. */
export type StorageWindow = { readonly localStorage: Storage } | null | undefined;

export const STORAGE_PROBE_KEY = "northwind.auth.storageProbe";

/** Writes, reads back and removes a test item: blocked storage throws or silently keeps nothing. */
export function probeStorage(storage: Pick<ICognitoStorage, "setItem" | "getItem" | "removeItem">): string | null {
  try {
    storage.setItem(STORAGE_PROBE_KEY, "1");
    const readBack = storage.getItem(STORAGE_PROBE_KEY);
    storage.removeItem(STORAGE_PROBE_KEY);
    return readBack === "1" ? null : "a test item could not be read back";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function memoryAuthStorage(reason: string): AuthStorage {
  return { storage: new MemoryStorage(), kind: "memory", fallbackReason: reason };
}

/**
 * localStorage, or memory when the browser refuses it. `why` explains a fallback from cookies (a sentence ending
 * in a space), reported with the result. Never throws.
 */
export function localAuthStorage(win: StorageWindow, why = ""): AuthStorage {
  if (!win) return memoryAuthStorage(`${why}there is no window (server rendering).`);
  let local: Storage;
  try {
    local = win.localStorage;
  } catch (error) {
    return memoryAuthStorage(
      `${why}localStorage is blocked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!local) return memoryAuthStorage(`${why}localStorage is not available.`);
  const failure = probeStorage(local);
  if (failure) return memoryAuthStorage(`${why}localStorage does not work: ${failure}`);
  return why ? { storage: local, kind: "local", fallbackReason: why.trim() } : { storage: local, kind: "local" };
}
