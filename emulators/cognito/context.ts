/** What every operation gets: configuration, state, clock, logger, keys and in-memory flows. */
import type { CognitoEmulatorConfig } from "./config";
import type { CognitoSeed } from "./seed";
import type { PersistedState } from "./state";
import type { JsonStore, Logger } from "../kit";
import type { SigningKey } from "./tokens";
import type { ChallengeSession } from "./challenge-session";
import type { OAuthMemory } from "./hosted-ui/oauth-state";
import type { PendingRegistration } from "./pending-registration";

export type { Logger };

export interface Urls {
  /** Where the emulator is reachable, e.g. http://localhost:9229 (publicHost + port). */
  base: string;
  /** `${base}/${poolId}` */
  issuer: string;
}

export interface Context {
  config: CognitoEmulatorConfig;
  seed: CognitoSeed;
  store: JsonStore<PersistedState>;
  now: () => number;
  log: Logger;
  key: SigningKey;
  urls: Urls;
  /** Challenge sessions (the `Session` strings), in memory only: they live 3 minutes anyway. */
  sessions: Map<string, ChallengeSession>;
  /** Passkey registrations started and not yet completed, by user `sub`; in memory like sessions. */
  webAuthnRegistrations: Map<string, PendingRegistration>;
  oauth: OAuthMemory;
}

export function state(ctx: Context): PersistedState {
  return ctx.store.state;
}
