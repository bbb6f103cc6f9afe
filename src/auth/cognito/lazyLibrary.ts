/**
 * amazon-cognito-identity-js (with its SHA-256, about 20 kB gzipped) loads when the page first needs it, not with
 * the page: a signed-out visitor sees the sign-in form at once, and the library arrives while they start typing
 * (the form asks for it on first focus or touch) or, at the latest, when they submit. A page with a stored
 * session loads it at once, because checking that session (and renewing it) is the library's job.
 *
 * Pure wiring over an injected loader, so the rules are tested without the library.
 */
import type { ICognitoStorage } from "amazon-cognito-identity-js";
import type { CognitoAuthServices } from "./services";
import { lazy } from "../../loading/lazy";

export interface CognitoLibrary {
  services: CognitoAuthServices;
  /** Where the library keeps the session (local storage, cookies or memory). */
  storage: ICognitoStorage;
}

export type LazyCognitoServices = Omit<CognitoAuthServices, "pool" | "accountPool">;

export interface LazyLibrary {
  services: LazyCognitoServices;
  /** The library, loading it on the first call. */
  load(): Promise<CognitoLibrary>;
  /** Starts loading without waiting (a person is about to use the form). */
  preload(): void;
}

const NO_CURRENT_USER = "No current user";

/**
 * @param loadLibrary imports the library and builds its services (called at most once while it succeeds; a failed
 *   load, e.g. offline, is tried again on the next call)
 * @param hasStoredSession whether the library's storage holds a session it could use, read without the library
 */
export function createLazyLibrary(
  loadLibrary: () => Promise<CognitoLibrary>,
  hasStoredSession: () => boolean,
): LazyLibrary {
  const load = lazy(loadLibrary);

  // Nobody stored: the library would answer the same without being loaded. Once it is loaded it always answers,
  // since a session it holds in memory (blocked storage) is invisible from outside.
  const getCurrentUser = async () => {
    if (!load.loaded && !hasStoredSession()) throw new Error(NO_CURRENT_USER);
    return (await load()).services.getCurrentUser();
  };
  // Every other service is forwarded by name to the loaded library's table (services.ts), where each is defined.
  const forwards = new Map<PropertyKey, unknown>([["getCurrentUser", getCurrentUser]]);
  const forward =
    (name: PropertyKey) =>
    async (...args: unknown[]) => {
      const { services } = await load();
      return (services[name as keyof LazyCognitoServices] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  const services = new Proxy({} as LazyCognitoServices, {
    get: (_, name) => {
      if (name === "then") return undefined; // not a thenable: an awaited services object is not a promise
      if (!forwards.has(name)) forwards.set(name, forward(name));
      return forwards.get(name);
    },
  });

  return {
    services,
    load,
    preload: () => {
      load().catch(() => undefined); // the call that needs it reports the failure
    },
  };
}
