import { authStorageKind, localAuthStorage, type AuthStorage, type StorageWindow } from "./storage";

/**
 * The storage the build asks for, falling back as above; cookie settings load cookieStorage.ts first. Problems
 * with the settings go to the console, naming the variable.
 */
export async function openAuthStorage(
  env: Record<string, string | undefined>,
  win: StorageWindow,
  log: Pick<Console, "error">,
): Promise<AuthStorage> {
  const { kind, problems } = authStorageKind(env);
  for (const p of problems) log.error(`Sign-in configuration: ${p}`);
  if (kind === "local") return localAuthStorage(win);
  const cookies = await import(/* webpackChunkName: "cookie-storage" */ "./cookieStorage");
  const setup = cookies.parseCookieStorageConfig(env);
  for (const p of setup.problems) log.error(`Sign-in configuration: ${p}`);
  return setup.config ? cookies.createCookieAuthStorage(setup.config, { window: win }) : localAuthStorage(win);
}
