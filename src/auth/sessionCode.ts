/**
 * The session time-outs' chunk, fetched once someone is signed in (or waits for a sign-up confirmation) and
 * retried until it arrives (retryingImport.ts). Both imports name the same chunk: the watch and its dialog
 * (SessionTimeout) and the token renewal and sign-up poll (sessionTimers).
 */
import { retryingImport } from "./retryingImport";

const warn = (what: string) => (error: unknown, failed: number, retryInMs: number) =>
  // A warning, not an error: the page carries on and tries again.
  console.warn(`${what} could not be loaded (attempt ${failed}); trying again in ${retryInMs / 1000} s.`, error);

export const loadSessionTimeout = retryingImport(
  () => import(/* webpackChunkName: "session-timeout" */ "./SessionTimeout"),
  warn("The session time-outs"),
);

export const loadSessionTimers = retryingImport(
  () => import(/* webpackChunkName: "session-timeout" */ "./sessionTimers"),
  warn("Token renewal"),
);
