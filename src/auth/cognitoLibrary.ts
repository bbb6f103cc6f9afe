/**
 * The part of the sign-in runtime that needs amazon-cognito-identity-js: its storage (local, cookies or memory)
 * and the services over it. Imported only through lazyLibrary.ts, so the library is its own chunk.
 */
import type { CognitoSettings } from "../config/cognito";
import { createCognitoServices } from "./cognitoServices";
import type { AuthServices } from "./flow/types";
import type { CognitoLibrary } from "./lazyLibrary";
import { createAuthStorage, parseAuthStorageConfig } from "./storage";

export interface CognitoLibraryOptions {
  settings: CognitoSettings;
  env: Record<string, string | undefined>;
  window: Window;
  log: Pick<Console, "error" | "warn">;
  federatedSignIn: AuthServices["federatedSignIn"];
}

export function openCognitoLibrary({
  settings,
  env,
  window: win,
  log,
  federatedSignIn,
}: CognitoLibraryOptions): CognitoLibrary {
  const storageSetup = parseAuthStorageConfig(env);
  for (const p of storageSetup.problems) log.error(`Sign-in configuration: ${p}`);
  const { storage, fallbackReason } = createAuthStorage(storageSetup.config, { window: win });
  if (fallbackReason) log.warn(`Sign-in storage: ${fallbackReason}`);
  return { storage, services: createCognitoServices({ settings, storage, federatedSignIn }) };
}
