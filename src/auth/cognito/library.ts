/**
 * The part of the sign-in runtime that needs amazon-cognito-identity-js: its storage (local, cookies or memory)
 * and the services over it. Imported only through lazyLibrary.ts, so the library is its own chunk.
 */
import type { CognitoSettings } from "../../../core/config/cognito";
import { createCognitoServices } from "./services";
import type { AuthServices } from "../flow/types";
import type { CognitoLibrary } from "./lazyLibrary";
import { createServerSession } from "../session/serverSession";
import { openAuthStorage } from "../session/openStorage";

export interface CognitoLibraryOptions {
  settings: CognitoSettings;
  env: Record<string, string | undefined>;
  window: Window;
  log: Pick<Console, "error" | "warn">;
  federatedSignIn: AuthServices["federatedSignIn"];
}

export async function openCognitoLibrary({
  settings,
  env,
  window: win,
  log,
  federatedSignIn,
}: CognitoLibraryOptions): Promise<CognitoLibrary> {
  const { storage, fallbackReason } = await openAuthStorage(env, win, log);
  if (fallbackReason) log.warn(`Sign-in storage: ${fallbackReason}`);
  // The refresh token lives on the server (HttpOnly cookie) unless the site is deployed without its functions.
  const serverSession =
    env.GATSBY_AUTH_SERVER_SESSION === "off"
      ? undefined
      : createServerSession({ clientId: settings.clientId, fetch: (input, init) => win.fetch(input, init), log });
  return { storage, services: createCognitoServices({ settings, storage, federatedSignIn, serverSession }) };
}
