/**
 * Records the time of each sign-in for the user console's 'last sign-in' column (Cognito keeps none): POST
 * /api/auth/session calls this with the verified session after every sign-in. It never fails or slows the
 * sign-in: errors are logged (once per kind), and it gives up after RECORD_DEADLINE_MS.
 */
import type { Principal } from "../auth/session";
import { logOnce } from "../log";
import { UserConsoleStore } from "./audit";
import { authTimeOf } from "../auth/step-up";
import { documentClientFor } from "./services";
import { builtUsersSettings } from "./settings";

export const RECORD_DEADLINE_MS = 1_500;

let store: { fingerprint: string; store: UserConsoleStore } | undefined;

function signInStore(): UserConsoleStore {
  const settings = builtUsersSettings();
  const fingerprint = JSON.stringify(settings.table);
  if (store?.fingerprint !== fingerprint)
    store = { fingerprint, store: new UserConsoleStore(documentClientFor(settings), settings.table.table) };
  return store.store;
}

export async function recordSignInQuietly(
  principal: Pick<Principal, "sub" | "username">,
  idToken: string,
  target: () => UserConsoleStore = signInStore,
): Promise<void> {
  const authTime = authTimeOf(idToken);
  if (authTime === null) return;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      target().recordSignIn(principal.sub, principal.username, authTime),
      new Promise<void>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${RECORD_DEADLINE_MS} ms`)), RECORD_DEADLINE_MS);
      }),
    ]);
  } catch (err) {
    // Once per kind of failure: a table that is down would otherwise log on every sign-in.
    const e = err as { name?: unknown; message?: unknown };
    logOnce(`could not record a sign-in for the user console: ${String(e?.name)}: ${String(e?.message ?? err)}`);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
