/**
 * The auth functions' long-lived parts, built once per process from the settings (and rebuilt if the settings
 * change, which only tests do): the token verifiers with their JWKS cache, the Cognito client, the revocation
 * cache and the cookie key. A warm function instance keeps them, so the JWKS is fetched once.
 */
import type { IncomingHttpHeaders } from "http";
import { checkCognitoSettings, type SettingProblem } from "../../core/config/cognito";
import { parseKey, type KeyResult } from "../crypto/key";
import { ApiErrors } from "../http";
import { logOnce } from "../log";
import { localOnlyAllowed } from "../request/local-only";
import { sharedDocumentClient } from "../db/client";
import { builtSiteTableSettings } from "../db/settings";
import { AUTH_VARIABLES, builtAuthSettings, type AuthServerSettings } from "../settings";
import { CognitoGateway, createCognitoClient } from "./cognito";
import { tokenSourceFor } from "./issuer";
import { createJwksCache, JwksFetchPolicy } from "./jwks";
import { DynamoPendingRevocations, type PendingRevocations } from "./pending-revocations";
import { throttled } from "./sign-out";
import { DynamoAccountMarks, type AccountMarks } from "./account-marks";
import { RevocationCheck, type RevocationOptions } from "./revocation";
import { SessionCache, type SessionCacheOptions } from "./session-cache";
import type { Principal } from "./principal";
import { TokenVerifier } from "./verifier";

export interface ReadyAuth {
  settings: AuthServerSettings;
  verifier: TokenVerifier;
  gateway: CognitoGateway;
  revocation: RevocationCheck;
  sessions: SessionCache<Principal>;
  /** Signed-out refresh tokens Cognito has not revoked yet (sign-out.ts). */
  pending: PendingRevocations;
  /** Accounts erased or cut from a group, refused at once on every instance (account-marks.ts). */
  marks: AccountMarks;
  /** Runs the queue's retry at most once a minute per instance. */
  retryPending: (task: () => Promise<unknown>) => Promise<void>;
  /** The cookie key, which also seals the signature of the access tokens the page holds (split-token.ts). */
  accessKey: Buffer | null;
}

export interface AuthServices {
  settings: AuthServerSettings;
  /** Null when the user-pool settings are unusable (see problems). */
  ready: ReadyAuth | null;
  problems: SettingProblem[];
  cookieKey: KeyResult;
}

export interface ServiceOptions {
  revocation?: RevocationOptions;
  sessions?: SessionCacheOptions;
  /** The pending-revocation queue; by default the site's DynamoDB table (server/db/settings.ts). */
  pending?: PendingRevocations;
  /** The accounts' marks; by default the site's DynamoDB table. */
  marks?: AccountMarks;
  /** How often one instance retries the queue at most (60 s; tests use 0). */
  retryIntervalMs?: number;
}

/** The site table's queue, its client made on first use (most auth calls never touch it) and then shared. */
function tablePendingRevocations(): PendingRevocations {
  const table = () => {
    const settings = builtSiteTableSettings();
    return new DynamoPendingRevocations(sharedDocumentClient(settings), settings.table);
  };
  return {
    get: (id) => table().get(id),
    put: (entry) => table().put(entry),
    remove: (id) => table().remove(id),
    list: (limit) => table().list(limit),
  };
}

/** The site table's account marks, its client made on first use. */
function tableAccountMarks(): AccountMarks {
  const table = () => {
    const settings = builtSiteTableSettings();
    return new DynamoAccountMarks(sharedDocumentClient(settings), settings.table);
  };
  return {
    markErased: (sub, until) => table().markErased(sub, until),
    unmarkErased: (sub) => table().unmarkErased(sub),
    markGroupsCut: (sub, at) => table().markGroupsCut(sub, at),
    standing: (sub, now) => table().standing(sub, now),
  };
}

function problemsOf(settings: AuthServerSettings): SettingProblem[] {
  const problems = checkCognitoSettings(settings.cognito);
  if (settings.issuer && !/^https?:\/\/[^/]+\/\S+$/.test(settings.issuer))
    problems.push({ variable: AUTH_VARIABLES.issuer, message: `Expected the issuer URL; got "${settings.issuer}".` });
  return problems;
}

export function buildAuthServices(settings: AuthServerSettings, options: ServiceOptions = {}): AuthServices {
  const problems = problemsOf(settings);
  const cookieKey = parseKey(settings.cookieKey, AUTH_VARIABLES.cookieKey);
  if (problems.length) return { settings, ready: null, problems, cookieKey };
  const { cognito } = settings;
  const policy = new JwksFetchPolicy();
  const verifier = new TokenVerifier({
    source: tokenSourceFor({ ...cognito, issuer: settings.issuer }),
    clientId: cognito.clientId,
    jwksCache: createJwksCache(policy),
    hasFetched: (uri) => policy.hasFetched(uri),
  });
  const gateway = new CognitoGateway(createCognitoClient(cognito), {
    clientId: cognito.clientId,
    clientSecret: settings.clientSecret,
  });
  const revocation = new RevocationCheck((token) => gateway.sessionActive(token), options.revocation);
  const sessions = new SessionCache<Principal>(options.sessions);
  const pending = options.pending ?? tablePendingRevocations();
  const marks = options.marks ?? tableAccountMarks();
  const retryPending = throttled(options.retryIntervalMs ?? 60_000);
  return {
    settings,
    ready: {
      settings,
      verifier,
      gateway,
      revocation,
      sessions,
      pending,
      marks,
      retryPending,
      accessKey: cookieKey.ok ? cookieKey.key : null,
    },
    problems,
    cookieKey,
  };
}

let current: { fingerprint: string; services: AuthServices } | undefined;
let serviceOptions: ServiceOptions = {};

/** The services for the settings this function was built with. */
export function authServices(settings: AuthServerSettings = builtAuthSettings()): AuthServices {
  const fingerprint = JSON.stringify(settings);
  if (current?.fingerprint !== fingerprint)
    current = { fingerprint, services: buildAuthServices(settings, serviceOptions) };
  return current.services;
}

/** Tests and the bench only: start from scratch (empty caches), optionally with other cache settings. */
export function resetAuthServices(options: ServiceOptions = {}): void {
  current = undefined;
  serviceOptions = options;
}

/** The user-pool side, or 500 ServerMisconfigured with each bad variable in the server log. */
export function requireReady(services: AuthServices): ReadyAuth {
  if (services.ready) return services.ready;
  for (const p of services.problems) logOnce(`ServerMisconfigured: ${p.variable}: ${p.message}`);
  throw ApiErrors.misconfigured();
}

/**
 * The cookie key, or 500 ServerMisconfigured naming AUTH_COOKIE_KEY in the log. The committed development key
 * works only in a local build, for requests to a loopback host (request/local-only.ts): a deployment that kept it
 * fails loudly instead of sealing cookies with a public key (and its build already stopped on it).
 */
export function requireCookieKey(services: AuthServices, headers: IncomingHttpHeaders): Buffer {
  const result = services.cookieKey;
  if (!result.ok) {
    logOnce(`ServerMisconfigured: ${result.problem}`);
    throw ApiErrors.misconfigured();
  }
  if (result.development && !localOnlyAllowed(headers)) {
    logOnce(
      `ServerMisconfigured: ${AUTH_VARIABLES.cookieKey} is the committed development key, which works on localhost only; set a key of your own (openssl rand -hex 32).`,
    );
    throw ApiErrors.misconfigured();
  }
  return result.key;
}
