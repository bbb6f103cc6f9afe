/**
 * What starting an OAuth-protected data stand-in (Microsoft, Google) has in common: options, the grant book
 * (persisted under dataDir), codes and pending consents, the fault switch, the id_token signer, the dev controls
 * and the returned handle. Each provider supplies its routes and its seed loader.
 */
import path from "node:path";
import { DevInputError, devRoute, type DevHooks } from "../dev-controls";
import { FaultSwitch, type Fault } from "../fault";
import type { HttpRequest, HttpResponse } from "../http";
import { sleepUnlessClosed } from "../latency";
import { listen } from "../lifecycle";
import { requestListener, type Routed } from "../listener";
import { resolveLogger, type Logger } from "../logger";
import { tlsCredentials } from "../tls";
import { checkAccounts, findAccount, type FixtureAccount } from "./accounts";
import type { RegisteredClient } from "./client-auth";
import { CodeBook } from "./codes";
import { PendingConsents } from "./consent";
import { GrantBook, type GrantRecord, type GrantSummary } from "./grants";
import { IdTokenSigner } from "./id-token";

export interface StandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Listen address. Default 127.0.0.1. */
  host?: string;
  /** Base URL written into absolute links (Graph nextLink, issuers). Default: the listen URL. */
  publicUrl?: string;
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs; default any http loopback URL whose path ends /api/calendar/callback/<provider>. */
  redirectUris?: string[];
  /** The seed: events in the provider's own wire format (validated at start; a bad seed throws). */
  events: unknown[];
  accounts?: FixtureAccount[];
  /** Folder for grants.json; null or absent keeps grants in memory. */
  dataDir?: string | null;
  /** Discard stored grants. */
  reset?: boolean;
  /** Clock in epoch ms (tests move it to expire tokens and codes). */
  now?: () => number;
  logger?: Logger | "console" | "silent";
  /** One log line per request. */
  logRequests?: boolean;
  /** Initial fault (e.g. parseFault(process.env.MICROSOFT_STANDIN_FAULT)). */
  fault?: Fault;
  /** Access token lifetime; default 3599 s. */
  accessTokenLifetimeSeconds?: number;
  /** The calendar's time zone (all-day events' midnights, Google's envelope). Default UTC. */
  timeZone?: string;
  onTiming?: (operation: string, ms: number) => void;
  /**
   * Milliseconds added to every calendar data answer (Graph calendarView, Google events.list), as a real service's
   * latency, so a bench measures fetching rather than loopback speed. Default 0; `POST /_dev/latency` changes it.
   */
  dataLatencyMs?: number;
  /**
   * A second listener speaking https, beside the plain one, for clients that insist on TLS (the Graph JavaScript
   * client sends its token to https hosts only and follows only https nextLinks). Its certificate is self-signed
   * for 127.0.0.1, ::1 and localhost (kit/tls.ts), kept in dataDir as tls-cert.pem when there is one. Every URL
   * an answer on this listener carries (nextLinks, discovery, issuers) is on its own https base; the plain
   * listener's answers stay on publicUrl. Absent (the default): no TLS listener.
   */
  tls?: {
    /** 0 picks a free port. */
    port: number;
    /** Base URL of absolute links in answers over TLS. Default: the TLS listen URL (https://127.0.0.1:<port>). */
    publicUrl?: string;
  };
}

/** The TLS listener of a stand-in started with the tls option. */
export interface StandInTls {
  /** Listen URL, e.g. https://127.0.0.1:51235 */
  url: string;
  /** Base URL in absolute links answered over TLS. */
  publicUrl: string;
  port: number;
  /** The certificate (PEM) a client trusts: `new https.Agent({ ca })`, or the file at certPath. */
  ca: string;
  /** The certificate's file (for NODE_EXTRA_CA_CERTS), or null when kept in memory (no dataDir). */
  certPath: string | null;
}

export interface StandInHandle {
  /** Listen URL, e.g. http://127.0.0.1:51234 */
  url: string;
  /** Base URL in absolute links (the publicUrl option, else url). */
  publicUrl: string;
  port: number;
  /** Present when started with the tls option. */
  tls?: StandInTls;
  close(): Promise<void>;
  /** Revokes the live grants of one account (id or e-mail) or of all: the next refresh answers invalid_grant. */
  revokeGrant(account?: string): Promise<number>;
  setFault(fault: Fault): void;
  fault(): Fault & { remaining: number | null };
  /** Replaces the events (provider wire format); throws DevInputError for an invalid seed. */
  setEvents(events: unknown[]): void;
  /** Every sync/delta token issued so far answers 410 (the client must sync in full). */
  expireSyncTokens(): void;
  grants(): GrantSummary[];
  /** Grants, codes and faults cleared, events back to the start seed. */
  reset(): Promise<void>;
}

/** What every route of a stand-in can use. */
export interface OAuthContext {
  publicUrl: string;
  now: () => number;
  log: Logger;
  client: RegisteredClient;
  redirectUris?: string[];
  accounts: FixtureAccount[];
  timeZone: string;
  grants: GrantBook;
  codes: CodeBook;
  pending: PendingConsents;
  faults: FaultSwitch;
  signer: IdTokenSigner;
}

export interface ProviderSpec<Events> {
  name: "microsoft" | "google";
  defaultAccounts: FixtureAccount[];
  tokenPrefixes: { code: string; access: string; refresh: string };
  refreshIdleMs?: number;
  /** Validates a seed; throws DevInputError naming the first problem. */
  loadEvents(events: unknown, timeZone: string): Events;
  /**
   * Every replacement of the events (setEvents, reset) passes through here, so the provider can record it in its
   * sync history; returns the events to serve (e.g. with new etags on the changed ones). Default: `next`.
   */
  replaceEvents?(previous: Events, next: Events): Events;
  /** POST /_dev/expire-sync-tokens: the sync/delta tokens issued so far stop working. Default: nothing to expire. */
  expireSyncTokens?(): void;
  route(ctx: OAuthContext & { events: Events }, req: HttpRequest): Promise<Routed>;
  /**
   * The failures `POST /_dev/failure` can put on an account's grants, each as the change it makes to a grant
   * ("none", clearing them, is the kit's: it deletes `failure`, gives back `removedScopes` and drops a
   * `refreshLifetimeMs` marked `refreshLifetimeFromFailure`, so a failure that changes more records it there).
   */
  failures: Readonly<Record<string, (grant: GrantRecord) => void>>;
  /** The operations (Routed.operation) that serve calendar data: the ones `dataLatencyMs` delays. */
  dataOperations: readonly string[];
  internalError(requestId: string): HttpResponse;
}

export const GRANTS_FILE = "grants.json";

export async function startOAuthStandIn<Events>(
  options: StandInOptions,
  spec: ProviderSpec<Events>,
): Promise<StandInHandle> {
  if (!options.clientId || !options.clientSecret)
    throw new Error(`${spec.name} stand-in: clientId and clientSecret are required`);
  const now = options.now ?? Date.now;
  const log = resolveLogger(spec.name, options.logger);
  const timeZone = options.timeZone ?? "UTC";
  const seed = spec.loadEvents(options.events, timeZone);
  const dataDir = options.dataDir ?? null;
  const startLatency = options.dataLatencyMs ?? 0;
  if (!Number.isFinite(startLatency) || startLatency < 0)
    throw new Error(`${spec.name} stand-in: dataLatencyMs must be a number of milliseconds >= 0, got ${startLatency}`);
  let latency = startLatency;
  const { book, reseeded } = await GrantBook.open(dataDir === null ? null : path.join(dataDir, GRANTS_FILE), {
    now,
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 3599,
    prefixes: spec.tokenPrefixes,
    ...(spec.refreshIdleMs !== undefined ? { refreshIdleMs: spec.refreshIdleMs } : {}),
    ...(options.reset ? { reset: true } : {}),
  });
  if (reseeded && reseeded !== "missing" && reseeded !== "in-memory") log.info(`grants cleared (${reseeded})`);

  const ctx: OAuthContext & { events: Events } = {
    publicUrl: "",
    now,
    log,
    client: { clientId: options.clientId, clientSecret: options.clientSecret },
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
    accounts: checkAccounts(options.accounts ?? spec.defaultAccounts),
    timeZone,
    grants: book,
    codes: new CodeBook(now, spec.tokenPrefixes.code),
    pending: new PendingConsents(now),
    faults: new FaultSwitch(options.fault),
    signer: new IdTokenSigner(),
    events: seed,
  };

  const revokeGrant = async (account?: string): Promise<number> => {
    if (account === undefined) return book.revokeAccount();
    const found = findAccount(ctx.accounts, account);
    if (!found) throw new DevInputError(`Unknown account ${account}`, 404);
    return book.revokeAccount(found.id);
  };
  const accountId = (account: string): string => {
    const found = findAccount(ctx.accounts, account);
    if (!found) throw new DevInputError(`Unknown account ${account}`, 404);
    return found.id;
  };
  const replaceEvents = (next: Events): void => {
    ctx.events = spec.replaceEvents ? spec.replaceEvents(ctx.events, next) : next;
  };
  const hooks: DevHooks = {
    revoke: revokeGrant,
    failGrants(account, failure) {
      const id = accountId(account);
      if (failure === "none")
        return book.changeAccount(id, (grant) => {
          delete grant.failure;
          // Undo what failures changed, and only that: a lifetime set at consent (an app in testing) stays.
          if (grant.refreshLifetimeFromFailure) {
            delete grant.refreshLifetimeMs;
            delete grant.refreshLifetimeFromFailure;
          }
          if (grant.removedScopes) {
            for (const scope of grant.removedScopes) if (!grant.scopes.includes(scope)) grant.scopes.push(scope);
            delete grant.removedScopes;
          }
        });
      const change = Object.hasOwn(spec.failures, failure) ? spec.failures[failure] : undefined;
      if (!change)
        throw new DevInputError(
          `Unknown failure ${failure}: one of ${["none", ...Object.keys(spec.failures)].join(", ")}`,
        );
      return book.changeAccount(id, change);
    },
    ageGrants(account, days) {
      const ms = days * 24 * 60 * 60 * 1000;
      return book.changeAccount(accountId(account), (grant) => {
        grant.createdAt -= ms;
        if (grant.lastRefreshedAt !== null) grant.lastRefreshedAt -= ms;
        // Last use too, so an idle limit (Microsoft: 90 days) can be reached.
        for (const token of grant.refreshTokens) {
          token.issuedAt -= ms;
          token.lastUsedAt -= ms;
        }
        // Access tokens issued then have long expired.
        for (const token of grant.accessTokens) token.expiresAt -= ms;
      });
    },
    setFault: (fault) => ctx.faults.set(fault),
    fault: () => ctx.faults.current(),
    grants: () => book.list(),
    setEvents(events) {
      replaceEvents(spec.loadEvents(events, timeZone));
      return Array.isArray(events) ? events.length : 0;
    },
    expireSyncTokens: () => spec.expireSyncTokens?.(),
    setLatency(ms) {
      latency = ms;
    },
    async reset() {
      ctx.codes.clear();
      ctx.pending.clear();
      ctx.faults.set({ mode: "none" });
      latency = startLatency;
      replaceEvents(seed);
      await book.clear();
      log.info("reset: grants cleared, events back to the start seed");
    },
  };

  /** publicUrl: the base of absolute links for this listener; null = ctx.publicUrl (the plain listener). */
  const route = async (req: HttpRequest, publicUrl: string | null): Promise<Routed> => {
    // A copy per request, so a replaced seed (ctx.events) is seen on both listeners.
    const routed = await spec.route(publicUrl === null ? ctx : { ...ctx, publicUrl }, req);
    if (latency > 0 && spec.dataOperations.includes(routed.operation)) await sleepUnlessClosed(latency, req.signal);
    return routed;
  };
  const listenerFor = (publicUrl: () => string | null) =>
    requestListener((req) => (req.url.pathname.startsWith("/_dev/") ? devRoute(req, hooks) : route(req, publicUrl())), {
      // Room for a replaced seed (POST /_dev/events) of a few thousand events.
      maxBodyBytes: 16 * 1024 * 1024,
      log,
      ...(options.logRequests ? { logRequests: true } : {}),
      ...(options.onTiming ? { onTiming: options.onTiming } : {}),
      internalError: spec.internalError,
    });
  const host = options.host ?? "127.0.0.1";
  const listening = await listen(
    listenerFor(() => null),
    { host, port: options.port },
  );
  ctx.publicUrl = (options.publicUrl ?? listening.url).replace(/\/+$/, "");

  let tls: StandInTls | undefined;
  let tlsListening: Awaited<ReturnType<typeof listen>> | undefined;
  if (options.tls) {
    let tlsPublicUrl = "";
    try {
      const credentials = await tlsCredentials(dataDir);
      tlsListening = await listen(
        listenerFor(() => tlsPublicUrl),
        { host, port: options.tls.port, tls: { key: credentials.key, cert: credentials.cert } },
      );
      tlsPublicUrl = (options.tls.publicUrl ?? tlsListening.url).replace(/\/+$/, "");
      tls = {
        url: tlsListening.url,
        publicUrl: tlsPublicUrl,
        port: tlsListening.port,
        ca: credentials.cert,
        certPath: credentials.certPath,
      };
    } catch (err) {
      await listening.close();
      throw err;
    }
  }

  let closed = false;
  return {
    url: listening.url,
    publicUrl: ctx.publicUrl,
    port: listening.port,
    ...(tls ? { tls } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([listening.close(), tlsListening?.close()]);
      await book.flush();
    },
    revokeGrant,
    setFault: hooks.setFault,
    fault: hooks.fault,
    setEvents: (events) => void hooks.setEvents(events),
    expireSyncTokens: hooks.expireSyncTokens,
    grants: hooks.grants,
    reset: hooks.reset,
  };
}
