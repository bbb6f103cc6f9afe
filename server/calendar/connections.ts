/**
 * The life of a calendar connection: the OAuth start (state and PKCE in a sealed cookie bound to the signed-in
 * user), the callback that checks them and keeps the code, the signed-in page's finishing call that checks the
 * user is the same and stores the encrypted tokens, access tokens refreshed before they
 * expire, a revoked grant turned into 'reconnect' instead of an error, and disconnect (revoke where the provider
 * allows it, then delete). Provider details stay behind CalendarProvider; the key is always the verified sub.
 */
import { createHash, randomBytes, timingSafeEqual } from "crypto";
import { PROVIDERS, type Connection, type ConnectionsResponse, type ProviderId } from "../../core/calendar/model";
import { logError } from "../log";
import { accountTag } from "./account-tag";
import {
  clearOAuthCookieHeader,
  oauthCookieHeader,
  OAuthCookieTooLarge,
  openOAuthCookie,
  sealOAuthCookie,
} from "./oauth/cookie";
import type { ConnectError } from "../../core/calendar/connectErrors";
import { isProviderId, PROVIDER_NAMES } from "./names";
import { ApiError } from "../http";
import { ProviderError, type CalendarProvider } from "./providers/provider";
import { reconnectMessage, reconnectMessages } from "./reconnect-reasons";
import { providerPage, redirectUriFor, safeReturnTo, withParams } from "./site-paths";
import type { CalendarStore, StoredConnection } from "./store/store";
import type { StoredTokens, TokenVault } from "./store/token-vault";
import type { SyncedEventsStore } from "./store/synced-events";

/** Refresh when the access token has less than this left, so a fetch never starts with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export interface ConnectionDeps {
  store: CalendarStore;
  vault: TokenVault;
  /** The key of the OAuth cookie (the token key, under another purpose). */
  cookieKey: Buffer;
  providers: Record<ProviderId, CalendarProvider>;
  now: () => number;
  /** The user's synced events, removed on disconnect and when a connection is made again. */
  synced?: SyncedEventsStore;
}

/** How the request reached us: the origin for the redirect URI and whether cookies may drop Secure. */
export interface RequestPlace {
  origin: string;
  secureCookies: boolean;
}

export type AccessToken =
  | { ok: true; accessToken: string; connection: StoredConnection }
  | { ok: false; state: "not_connected" }
  | { ok: false; state: "reconnect"; account: string; message: string };

export interface Redirect {
  location: string;
  setCookie: string;
}

/** What finishing a connection answers the page (the same words the redirect's query would carry). */
export type CallbackOutcome = { connected: ProviderId } | { error: ConnectError };

const randomToken = () => randomBytes(32).toString("base64url");

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the browser may see of a connection: never the tokens or the provider's account id. */
export function connectionView(stored: StoredConnection | undefined): Connection {
  if (!stored) return { state: "not_connected" };
  const base = {
    account: stored.account,
    connectedAt: stored.connectedAt,
    ...(stored.lastFetchedAt ? { lastFetchedAt: stored.lastFetchedAt } : {}),
  };
  if (stored.state === "reconnect")
    return { state: "reconnect", ...base, message: stored.message ?? reconnectMessages.refused(stored.provider) };
  return { state: "connected", ...base };
}

export function connectionsView(stored: Partial<Record<ProviderId, StoredConnection>>): ConnectionsResponse {
  const connections = {} as Record<ProviderId, Connection>;
  for (const provider of PROVIDERS) connections[provider] = connectionView(stored[provider]);
  return { connections };
}

/** 503 for a deletion stopped because a calendar grant could not be given back. */
function grantNotGivenBack(provider: ProviderId, cause: unknown): ApiError {
  logError(
    `calendar: the ${provider} grant could not be given back; the account deletion stopped before deleting`,
    cause,
  );
  return new ApiError(
    503,
    "GrantNotRevoked",
    `${PROVIDER_NAMES[provider]} could not take back this site's access to your calendar just now, so nothing was deleted. Try deleting your account again in a few minutes.`,
  );
}

export class ConnectionService {
  constructor(private readonly deps: ConnectionDeps) {}

  private iso(): string {
    return new Date(this.deps.now()).toISOString();
  }

  async view(sub: string): Promise<ConnectionsResponse> {
    return connectionsView(await this.deps.store.listConnections(sub));
  }

  /** POST /api/calendar/connect: the consent page's URL, and the cookie that remembers this attempt. */
  startConnect(
    sub: string,
    provider: ProviderId,
    returnTo: string | undefined,
    place: RequestPlace,
  ): { authorizeUrl: string; setCookie: string } {
    const state = randomToken();
    const verifier = randomToken();
    const redirectUri = redirectUriFor(place.origin, provider);
    const cookie = sealOAuthCookie(this.deps.cookieKey, {
      v: 1,
      st: state,
      cv: verifier,
      p: provider,
      sub,
      rt: safeReturnTo(returnTo, provider),
      ru: redirectUri,
      iat: Math.floor(this.deps.now() / 1000),
    });
    const codeChallenge = createHash("sha256").update(verifier).digest("base64url");
    const url = this.deps.providers[provider].authorizationUrl({ state, codeChallenge, redirectUri });
    return { authorizeUrl: url.toString(), setCookie: oauthCookieHeader(cookie, place.secureCookies) };
  }

  /**
   * GET /api/calendar/callback/<provider>: always a 303 back to a page. The provider's redirect carries no session,
   * so nothing is stored here: a callback whose state matches this browser's cookie, for the same provider, within
   * ten minutes, gets the code sealed into the cookie and goes to the page with ?finish=<provider>, where the
   * signed-in page finishes (completeConnect). Anything else clears the cookie and goes back with ?error=<code>.
   */
  receiveCallback(
    pathProvider: ProviderId,
    query: Record<string, unknown>,
    cookieValue: string | undefined,
    place: RequestPlace,
  ): Redirect {
    const setCookie = clearOAuthCookieHeader(place.secureCookies);
    // Only the code goes back: the page shows its fixed sentence for it (core/calendar/connectErrors.ts).
    const fail = (path: string, error: ConnectError): Redirect => ({
      location: withParams(path, { error }),
      setCookie,
    });
    // Express may parse repeated or bracketed parameters into arrays and objects: only plain strings count.
    const text = (param: string) => (typeof query[param] === "string" ? (query[param] as string) : undefined);

    const opened = this.openCookie(cookieValue);
    const page = providerPage(pathProvider);
    if (!opened.ok && opened.reason === "expired") return fail(page, "expired");
    const mismatch = () => fail(page, "state_mismatch");
    if (!opened.ok) return mismatch();
    const { cookie } = opened;
    const state = text("state");
    if (cookie.p !== pathProvider || cookie.cd || !state || !sameText(state, cookie.st)) return mismatch();

    const returnTo = cookie.rt;
    const error = text("error");
    if (error === "access_denied") return fail(returnTo, "access_denied");
    if (error !== undefined) {
      // The provider's code goes to the log (a plain OAuth code only), never to the page.
      const detail = /^[a-z_]{1,64}$/.test(error) ? error : "(not a plain code)";
      logError(`calendar: ${pathProvider} refused the connection on the callback: ${detail}`);
      return fail(returnTo, "provider_error");
    }
    const code = text("code");
    if (!code || code.length > 4096) return fail(returnTo, "invalid_callback");
    let sealed: string;
    try {
      sealed = sealOAuthCookie(this.deps.cookieKey, { ...cookie, cd: code });
    } catch (err) {
      if (!(err instanceof OAuthCookieTooLarge)) throw err;
      // A code too long to carry to the page in the cookie: the person hears the connection failed, not a 500.
      logError(
        `calendar: the ${pathProvider} code (${code.length} characters) does not fit the cookie: ${err.message}`,
      );
      return fail(returnTo, "invalid_callback");
    }
    return {
      location: withParams(returnTo, { finish: pathProvider }),
      setCookie: oauthCookieHeader(sealed, place.secureCookies),
    };
  }

  /**
   * POST /api/calendar/callback/<provider> from the signed-in page: the code the callback kept is exchanged and the
   * connection stored, only when the cookie was sealed for this same user (someone else signed in to the browser
   * meanwhile gets 'other_user'). The cookie is cleared whatever happens.
   */
  async completeConnect(
    sub: string,
    pathProvider: ProviderId,
    cookieValue: string | undefined,
    place: RequestPlace,
  ): Promise<{ outcome: CallbackOutcome; setCookie: string }> {
    const done = (outcome: CallbackOutcome) => ({ outcome, setCookie: clearOAuthCookieHeader(place.secureCookies) });
    const opened = this.openCookie(cookieValue);
    if (!opened.ok) return done({ error: opened.reason === "expired" ? "expired" : "state_mismatch" });
    const { cookie } = opened;
    if (cookie.p !== pathProvider || !cookie.cd) return done({ error: "state_mismatch" });
    if (!sameText(cookie.sub, sub)) return done({ error: "other_user" });
    const provider = this.deps.providers[pathProvider];
    try {
      const grant = await provider.exchangeCode({ code: cookie.cd, codeVerifier: cookie.cv, redirectUri: cookie.ru });
      if (!provider.grantsCalendarAccess(grant.scope)) {
        // Google's consent screen lets the user untick calendar access: a connection that cannot read events is
        // refused here, and the grant given back, rather than failing on every later visit.
        await provider.revoke(grant.refreshToken ?? grant.accessToken).catch((err: unknown) => {
          logError(`calendar: giving back the ${pathProvider} grant without calendar access failed`, err);
        });
        return done({ error: "missing_scope" });
      }
      const account = await provider.account(grant.accessToken);
      const previous = await this.deps.store.getConnection(sub, pathProvider);
      // Events kept from an earlier connection (perhaps another account) are not this one's.
      await this.deps.synced?.delete(sub, pathProvider);
      await this.deps.store.putConnection(sub, {
        provider: pathProvider,
        state: "connected",
        account: account.email || account.name || account.id,
        accountId: account.id,
        connectedAt: this.iso(),
        tokens: this.deps.vault.seal(sub, pathProvider, grant),
      });
      // Another account replaced: its grant is given back, as a disconnect would. Not the same account's: at Google,
      // revoking its old token ends the whole grant, the new token too.
      if (previous?.accountId && previous.accountId !== account.id) await this.giveBack(sub, pathProvider, previous);
    } catch (err) {
      if (err instanceof ProviderError) {
        logError(`calendar: ${pathProvider} ${err.operation} failed on the callback (${err.kind}): ${err.message}`);
        return done({ error: err.kind === "network" ? "unreachable" : "exchange_failed" });
      }
      logError(`calendar: the ${pathProvider} callback failed`, err);
      return done({ error: "failed" });
    }
    return done({ connected: pathProvider });
  }

  private openCookie(value: string | undefined) {
    return openOAuthCookie(this.deps.cookieKey, value, Math.floor(this.deps.now() / 1000));
  }

  /**
   * Revokes a stored connection's grant where the provider can; a failure is logged, or with `mustSucceed` (account
   * deletion, see giveBackAll) thrown.
   */
  private async giveBack(
    sub: string,
    provider: ProviderId,
    stored: StoredConnection,
    mustSucceed = false,
  ): Promise<void> {
    const tokens = this.deps.vault.open(sub, provider, stored.tokens);
    if (!tokens) return;
    try {
      await this.deps.providers[provider].revoke(tokens.refreshToken ?? tokens.accessToken);
    } catch (err) {
      // Deleting the account deletes the only stored token: with the grant still live at the provider, nobody could
      // give it back any more. Stop first; the erasure is tried again.
      if (mustSucceed) throw grantNotGivenBack(provider, err);
      logError(`calendar: revoking the ${provider} grant of ${accountTag(stored.account)} failed`, err);
    }
  }

  /**
   * Every connected calendar's grant given back (account deletion, which then deletes the items itself). Throws
   * (503) when a provider that can take a grant back could not be reached: nothing may be deleted then. A grant
   * the provider calls already revoked is given back; Microsoft has no endpoint for it (the person removes it).
   */
  async giveBackAll(sub: string): Promise<void> {
    for (const provider of PROVIDERS) {
      const stored = await this.deps.store.getConnection(sub, provider);
      if (stored) await this.giveBack(sub, provider, stored, true);
    }
  }

  /** DELETE /api/calendar/connections/<provider>: revoke where possible (a failure does not stop it), delete. */
  async disconnect(sub: string, provider: ProviderId): Promise<ConnectionsResponse> {
    const stored = await this.deps.store.getConnection(sub, provider);
    if (stored) await this.giveBack(sub, provider, stored);
    // The kept events first: if removing them fails, the connection stays and disconnecting can be tried again.
    await this.deps.synced?.delete(sub, provider);
    await this.deps.store.deleteConnection(sub, provider);
    return this.view(sub);
  }

  private async reconnect(sub: string, stored: StoredConnection, message: string): Promise<AccessToken> {
    await this.deps.store.markReconnect(sub, stored.provider, message);
    return { ok: false, state: "reconnect", account: stored.account, message };
  }

  /**
   * A usable access token: decrypted, refreshed when it expires within five minutes (or when `forceRefresh`,
   * after the provider refused it), the new tokens stored (keeping the refresh token when the provider sent no
   * new one). A dead grant marks the connection 'reconnect'; only a transient failure (network, throttling) throws,
   * and then only when the old token cannot be used any more.
   */
  async accessTokenFor(
    sub: string,
    provider: ProviderId,
    options: { connection?: StoredConnection | null; forceRefresh?: boolean } = {},
  ): Promise<AccessToken> {
    const stored =
      options.connection !== undefined ? options.connection : await this.deps.store.getConnection(sub, provider);
    if (!stored || !isProviderId(stored.provider)) return { ok: false, state: "not_connected" };
    if (stored.state === "reconnect")
      return {
        ok: false,
        state: "reconnect",
        account: stored.account,
        message: stored.message ?? reconnectMessages.refused(provider),
      };
    const tokens = this.deps.vault.open(sub, provider, stored.tokens);
    if (!tokens) return this.reconnect(sub, stored, reconnectMessages.unreadable(provider));

    const now = this.deps.now();
    const force = options.forceRefresh === true;
    const stillValid = tokens.expiresAt > now + 30_000;
    if (!force && tokens.expiresAt - now > REFRESH_MARGIN_MS)
      return { ok: true, accessToken: tokens.accessToken, connection: stored };
    if (!tokens.refreshToken) {
      if (!force && stillValid) return { ok: true, accessToken: tokens.accessToken, connection: stored };
      return this.reconnect(sub, stored, reconnectMessages.noRefreshToken(provider));
    }

    let next: StoredTokens;
    try {
      const grant = await this.deps.providers[provider].refresh(tokens.refreshToken);
      next = {
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken ?? tokens.refreshToken,
        expiresAt: grant.expiresAt,
        scope: grant.scope || tokens.scope,
      };
    } catch (err) {
      const message = reconnectMessage(err, stored.connectedAt, now, this.deps.providers[provider].refreshTokenDays);
      if (message) return this.reconnect(sub, stored, message);
      // A transient failure: the old token still serves if it has time left.
      if (!force && stillValid) return { ok: true, accessToken: tokens.accessToken, connection: stored };
      throw err;
    }
    const sealed = this.deps.vault.seal(sub, provider, next);
    if (!(await this.deps.store.updateTokens(sub, provider, sealed))) return { ok: false, state: "not_connected" };
    return { ok: true, accessToken: next.accessToken, connection: { ...stored, tokens: sealed } };
  }
}
