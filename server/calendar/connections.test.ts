/** The connection lifecycle against dynalite and a fake provider: OAuth start and callback, refresh, disconnect. */
import { randomBytes } from "crypto";
import { accountTag } from "./account-tag";
import { ConnectionService, REFRESH_MARGIN_MS } from "./connections";
import { reconnectMessages } from "./reconnect-reasons";
import { openOAuthCookie, sealOAuthCookie } from "./oauth/cookie";
import { ProviderError } from "./providers/provider";
import { CalendarStore } from "./store/store";
import { fakeProviders, type FakeProvider } from "./testing/fake-provider";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { TokenVault } from "./store/token-vault";
import type { ProviderId } from "../../core/calendar/model";

jest.setTimeout(30_000);

let t: TestTable;
let store: CalendarStore;
let clock: number;
let providers: Record<ProviderId, FakeProvider>;
let service: ConnectionService;
let logged: jest.SpyInstance;
const key = randomBytes(32);
const vault = new TokenVault(key);
const place = { origin: "https://www.northwind-consulting.example", secureCookies: true };
const local = { origin: "http://127.0.0.1:8000", secureCookies: false };

beforeAll(async () => {
  t = await startTestTable();
  store = new CalendarStore(t.db, t.table);
});
afterAll(() => t.stop());
beforeEach(() => {
  clock = Date.parse("2026-03-02T10:00:00.000Z");
  providers = fakeProviders({ now: () => clock });
  service = new ConnectionService({ store, vault, cookieKey: key, providers, now: () => clock });
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

let users = 0;
const newUser = () => `user-${++users}`;

/** Starts connecting and returns what the browser would hold: the consent URL's state and the cookie value. */
function start(sub: string, provider: ProviderId = "microsoft", returnTo?: string, where = place) {
  const { authorizeUrl, setCookie } = service.startConnect(sub, provider, returnTo, where);
  const url = new URL(authorizeUrl);
  const cookie = /^(?:__Host-)?nw_calendar_oauth=([^;]+);/.exec(setCookie)?.[1] ?? "";
  return { url, setCookie, cookie, state: url.searchParams.get("state") ?? "" };
}

const oauthCookieOf = (header: string) => /^(?:__Host-)?nw_calendar_oauth=([^;]*);/.exec(header)?.[1] ?? "";

/**
 * The provider's redirect to the callback, then (when it sends the page ?finish=) the signed-in page's finishing
 * call, as the browser goes through them; the page is signed in as `as`, or as the user who started.
 */
async function finish(
  provider: ProviderId,
  query: Record<string, unknown>,
  cookie: string | undefined,
  where = place,
  as?: string,
): Promise<{ location: string; setCookie: string }> {
  const back = service.receiveCallback(provider, query, cookie, where);
  const url = new URL(back.location, "https://x.invalid");
  if (url.searchParams.get("finish") !== provider) return back;
  const held = oauthCookieOf(back.setCookie);
  const opened = openOAuthCookie(key, held, Math.floor(clock / 1000));
  const sub = as ?? (opened.ok ? opened.cookie.sub : "nobody");
  const { outcome, setCookie } = await service.completeConnect(sub, provider, held, where);
  url.searchParams.delete("finish");
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return { location: `${url.pathname}${url.search}`, setCookie };
}

async function connect(sub: string, provider: ProviderId = "microsoft") {
  const s = start(sub, provider);
  const code = providers[provider].consent(s.state);
  return finish(provider, { code, state: s.state }, s.cookie, place);
}

const params = (location: string) => Object.fromEntries(new URL(location, "https://x.invalid").searchParams);
const pathOf = (location: string) => new URL(location, "https://x.invalid").pathname;

describe("starting a connection", () => {
  it("sends the browser to the consent page with state, an S256 challenge and our redirect URI", () => {
    const s = start(newUser());
    expect(s.url.origin).toBe("https://login.microsoft.example");
    expect(s.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.url.searchParams.get("redirect_uri")).toBe(
      "https://www.northwind-consulting.example/api/calendar/callback/microsoft",
    );
    expect(s.setCookie).toMatch(
      /^__Host-nw_calendar_oauth=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/,
    );
    // Sealed: neither the state nor anything else is readable in the cookie.
    expect(s.cookie).not.toContain(s.state);
  });

  it("drops Secure and uses the request's own origin on a loopback host", () => {
    const s = start(newUser(), "google", undefined, local);
    expect(s.setCookie).not.toMatch(/Secure/);
    expect(s.url.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8000/api/calendar/callback/google");
  });

  it("gives every attempt its own state and verifier", () => {
    const sub = newUser();
    const a = start(sub);
    const b = start(sub);
    expect(a.state).not.toBe(b.state);
    expect(a.url.searchParams.get("code_challenge")).not.toBe(b.url.searchParams.get("code_challenge"));
  });
});

describe("the callback", () => {
  it("stores the connection with encrypted tokens and goes back with ?connected=", async () => {
    const sub = newUser();
    const s = start(sub, "microsoft", "/unifiedtime/unified?view=week");
    const code = providers.microsoft.consent(s.state);
    const out = await finish("microsoft", { code, state: s.state }, s.cookie, place);
    expect(out.location).toBe("/unifiedtime/unified?view=week&connected=microsoft");
    expect(out.setCookie).toMatch(/^(?:__Host-)?nw_calendar_oauth=; Path=\/; Max-Age=0;.*SameSite=Lax$/);
    const stored = await store.getConnection(sub, "microsoft");
    expect(stored).toMatchObject({
      state: "connected",
      account: "ada@microsoft.example",
      accountId: "microsoft-user-1",
      connectedAt: "2026-03-02T10:00:00.000Z",
    });
    expect(stored?.tokens).not.toMatch(/access|refresh/);
    expect(vault.open(sub, "microsoft", stored?.tokens ?? "")).toMatchObject({
      accessToken: expect.stringMatching(/^microsoft-access-/),
      refreshToken: expect.stringMatching(/^microsoft-refresh-/),
    });
    expect(await service.view(sub)).toEqual({
      connections: {
        microsoft: { state: "connected", account: "ada@microsoft.example", connectedAt: "2026-03-02T10:00:00.000Z" },
        google: { state: "not_connected" },
      },
    });
  });

  it("stores nothing itself: it keeps the code in the sealed cookie and sends the page to finish", async () => {
    const sub = newUser();
    const s = start(sub, "google");
    const code = providers.google.consent(s.state);
    const back = service.receiveCallback("google", { code, state: s.state }, s.cookie, place);
    expect(back.location).toBe("/unifiedtime/google?finish=google");
    expect(back.setCookie).toMatch(/^__Host-nw_calendar_oauth=[\w-]+; Path=\/; Max-Age=600;/);
    expect(oauthCookieOf(back.setCookie)).not.toContain(code);
    expect(providers.google.calls.exchange).toBe(0);
    expect(await store.getConnection(sub, "google")).toBeNull();
    // The same answer again (a replay) finds the code already kept: refused.
    const again = service.receiveCallback("google", { code, state: s.state }, oauthCookieOf(back.setCookie), place);
    expect(params(again.location)).toEqual({ error: "state_mismatch" });
  });

  it("carries a long code (Entra ID's run to thousands of characters); one too long for a cookie fails plainly", async () => {
    const sub = newUser();
    const s = start(sub, "microsoft");
    const long = `M.C5${"x".repeat(2400)}`;
    const back = service.receiveCallback("microsoft", { code: long, state: s.state }, s.cookie, place);
    expect(back.location).toBe("/unifiedtime/microsoft?finish=microsoft");
    expect(oauthCookieOf(back.setCookie).length).toBeLessThanOrEqual(4000);

    const t2 = start(sub, "microsoft");
    const tooLong = service.receiveCallback("microsoft", { code: "y".repeat(4000), state: t2.state }, t2.cookie, place);
    expect(params(tooLong.location)).toEqual({ error: "invalid_callback" });
    expect(tooLong.setCookie).toMatch(/Max-Age=0/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("does not fit the cookie"));
  });

  it("is finished only by the user who started it: another account signed in meanwhile gets 'other_user'", async () => {
    const [a, b] = [newUser(), newUser()];
    const s = start(a, "google");
    const out = await finish("google", { code: providers.google.consent(s.state), state: s.state }, s.cookie, place, b);
    expect(params(out.location)).toEqual({ error: "other_user" });
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect(providers.google.calls.exchange).toBe(0);
    expect(await store.getConnection(a, "google")).toBeNull();
    expect(await store.getConnection(b, "google")).toBeNull();
  });

  it("refuses a finishing call with no callback behind it", async () => {
    const sub = newUser();
    const s = start(sub, "microsoft");
    const { outcome, setCookie } = await service.completeConnect(sub, "microsoft", s.cookie, place);
    expect(outcome).toEqual({ error: "state_mismatch" });
    expect(setCookie).toMatch(/Max-Age=0/);
    expect((await service.completeConnect(sub, "microsoft", undefined, place)).outcome).toEqual({
      error: "state_mismatch",
    });
  });

  it("refuses a grant without calendar access at the callback, gives it back and stores nothing", async () => {
    const sub = newUser();
    providers.google.grantedScope = "openid email";
    const out = await connect(sub, "google");
    expect(params(out.location)).toEqual({ error: "missing_scope" });
    expect(providers.google.calls.revoke).toHaveLength(1);
    expect(await store.getConnection(sub, "google")).toBeNull();
  });

  it("stores the connection under the user who started it (the cookie's sub)", async () => {
    const a = newUser();
    const b = newUser();
    await connect(a, "google");
    expect(await store.getConnection(a, "google")).not.toBeNull();
    expect(await store.getConnection(b, "google")).toBeNull();
  });

  it.each([
    ["https://evil.example/unifiedtime/"],
    ["//evil.example/unifiedtime/"],
    ["/\\evil.example/unifiedtime/"],
    ["/admin/"],
    ["/unifiedtime/../admin/"],
    ["/unifiedtime/%2e%2e/admin"],
    ["javascript:alert(1)"],
    ["/unifiedtime/unified#x"],
  ])("returns to the provider page instead of %s", async (returnTo) => {
    const sub = newUser();
    const s = start(sub, "google", returnTo);
    const out = await finish("google", { code: providers.google.consent(s.state), state: s.state }, s.cookie, place);
    expect(out.location).toBe("/unifiedtime/google?connected=google");
  });

  async function refused(
    provider: ProviderId,
    query: Record<string, unknown>,
    cookie: string | undefined,
    sub: string,
  ): Promise<Record<string, string>> {
    const out = await finish(provider, query, cookie, place);
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect(await store.getConnection(sub, provider)).toBeNull();
    expect(providers[provider].calls.exchange).toBe(0);
    return { path: pathOf(out.location), ...params(out.location) };
  }

  const mismatch = (name: string) => ({
    path: `/unifiedtime/${name.toLowerCase()}`,
    error: "state_mismatch",
  });

  it("refuses a state that is not the cookie's", async () => {
    const sub = newUser();
    const s = start(sub);
    const other = start(sub);
    const code = providers.microsoft.consent(other.state);
    expect(await refused("microsoft", { code, state: other.state }, s.cookie, sub)).toEqual(mismatch("Microsoft"));
    expect(await refused("microsoft", { code }, s.cookie, sub)).toEqual(mismatch("Microsoft"));
    expect(await refused("microsoft", { code, state: [s.state, s.state] }, s.cookie, sub)).toEqual(
      mismatch("Microsoft"),
    );
  });

  it("refuses a callback without the cookie (another browser)", async () => {
    const sub = newUser();
    const s = start(sub);
    const code = providers.microsoft.consent(s.state);
    expect(await refused("microsoft", { code, state: s.state }, undefined, sub)).toEqual(mismatch("Microsoft"));
  });

  it("refuses a tampered cookie and one sealed with another key", async () => {
    const sub = newUser();
    const s = start(sub);
    const code = providers.microsoft.consent(s.state);
    const tampered = `${s.cookie.slice(0, 30)}${s.cookie[30] === "A" ? "B" : "A"}${s.cookie.slice(31)}`;
    expect(await refused("microsoft", { code, state: s.state }, tampered, sub)).toEqual(mismatch("Microsoft"));
    const forged = sealOAuthCookie(randomBytes(32), {
      v: 1,
      st: s.state,
      cv: "verifier",
      p: "microsoft",
      sub: "attacker",
      rt: "/unifiedtime/microsoft",
      ru: "https://www.northwind-consulting.example/api/calendar/callback/microsoft",
      iat: Math.floor(clock / 1000),
    });
    expect(await refused("microsoft", { code, state: s.state }, forged, sub)).toEqual(mismatch("Microsoft"));
  });

  it("refuses the cookie of another provider's attempt", async () => {
    const sub = newUser();
    const s = start(sub, "microsoft");
    expect(await refused("google", { code: "code-x", state: s.state }, s.cookie, sub)).toEqual(mismatch("Google"));
  });

  it("refuses an attempt older than ten minutes", async () => {
    const sub = newUser();
    const s = start(sub);
    const code = providers.microsoft.consent(s.state);
    clock += 10 * 60 * 1000 + 1000;
    expect(await refused("microsoft", { code, state: s.state }, s.cookie, sub)).toEqual({
      path: "/unifiedtime/microsoft",
      error: "expired",
    });
  });

  it("says so when the user declined at the provider", async () => {
    const sub = newUser();
    const s = start(sub, "google", "/unifiedtime/unified");
    expect(await refused("google", { error: "access_denied", state: s.state }, s.cookie, sub)).toEqual({
      path: "/unifiedtime/unified",
      error: "access_denied",
    });
  });

  it("sends the page only its own error code: never the provider's code or text, and a missing code", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const sub = newUser();
    const s = start(sub, "google");
    expect(
      await refused("google", { error: "invalid_scope", error_description: "<script>", state: s.state }, s.cookie, sub),
    ).toEqual({ path: "/unifiedtime/google", error: "provider_error" });
    expect(await refused("google", { state: s.state }, s.cookie, sub)).toMatchObject({ error: "invalid_callback" });
    jest.restoreAllMocks();
  });

  it("does not store anything when the code exchange fails", async () => {
    const sub = newUser();
    const s = start(sub);
    const out = await finish("microsoft", { code: "forged-code", state: s.state }, s.cookie, place);
    expect(params(out.location)).toEqual({
      error: "exchange_failed",
    });
    expect(await store.getConnection(sub, "microsoft")).toBeNull();
  });
});

describe("access tokens", () => {
  it("uses the stored token while it has more than five minutes left", async () => {
    const sub = newUser();
    await connect(sub);
    clock += 3600_000 - REFRESH_MARGIN_MS - 1000;
    const got = await service.accessTokenFor(sub, "microsoft");
    expect(got).toMatchObject({ ok: true, accessToken: expect.stringMatching(/^microsoft-access-/) });
    expect(providers.microsoft.calls.refresh).toBe(0);
  });

  it("refreshes within five minutes of expiry and stores the new tokens", async () => {
    const sub = newUser();
    await connect(sub);
    const before = vault.open(sub, "microsoft", (await store.getConnection(sub, "microsoft"))?.tokens ?? "");
    clock += 3600_000 - REFRESH_MARGIN_MS + 1000;
    const got = await service.accessTokenFor(sub, "microsoft");
    expect(providers.microsoft.calls.refresh).toBe(1);
    const after = vault.open(sub, "microsoft", (await store.getConnection(sub, "microsoft"))?.tokens ?? "");
    expect(got).toMatchObject({ ok: true, accessToken: after?.accessToken });
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.expiresAt).toBe(clock + 3600_000);
  });

  it("keeps the old refresh token when the refresh answer has none", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const first = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    providers.google.rotateRefreshTokens = false;
    clock += 3600_000;
    await service.accessTokenFor(sub, "google");
    const after = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    expect(after?.refreshToken).toBe(first?.refreshToken);
    expect(after?.accessToken).not.toBe(first?.accessToken);
  });

  it("marks the connection 'reconnect' on invalid_grant instead of throwing", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const tokens = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    providers.google.revoked.add(tokens?.refreshToken ?? "");
    clock += 3600_000;
    const message = reconnectMessages.revoked("google");
    expect(message).toBe("Reconnect your Google calendar: access was revoked or has expired.");
    expect(await service.accessTokenFor(sub, "google")).toEqual({
      ok: false,
      state: "reconnect",
      account: "ada@google.example",
      message,
    });
    expect((await service.view(sub)).connections.google).toEqual({
      state: "reconnect",
      account: "ada@google.example",
      connectedAt: "2026-03-02T10:00:00.000Z",
      message,
    });
    // Later calls answer from the stored state without asking the provider again.
    await service.accessTokenFor(sub, "google");
    expect(providers.google.calls.refresh).toBe(1);
  });

  it("uses the old token through a transient refresh failure while it lasts, and throws after", async () => {
    const sub = newUser();
    await connect(sub);
    providers.microsoft.refreshFailure = new ProviderError("microsoft", "refresh", "network", "ECONNREFUSED");
    clock += 3600_000 - 60_000;
    expect(await service.accessTokenFor(sub, "microsoft")).toMatchObject({ ok: true });
    clock += 120_000;
    await expect(service.accessTokenFor(sub, "microsoft")).rejects.toThrow("ECONNREFUSED");
    expect((await store.getConnection(sub, "microsoft"))?.state).toBe("connected");
  });

  it("refreshes a fresh token when asked to (the provider refused it)", async () => {
    const sub = newUser();
    await connect(sub);
    await service.accessTokenFor(sub, "microsoft", { forceRefresh: true });
    expect(providers.microsoft.calls.refresh).toBe(1);
  });

  it("answers not_connected for a user without a connection, and reconnect for unreadable tokens", async () => {
    const sub = newUser();
    expect(await service.accessTokenFor(sub, "google")).toEqual({ ok: false, state: "not_connected" });
    await connect(sub, "google");
    const stored = await store.getConnection(sub, "google");
    // The same ciphertext moved to another user does not open there.
    const other = newUser();
    await store.putConnection(other, { ...stored!, tokens: stored!.tokens });
    expect(await service.accessTokenFor(other, "google")).toMatchObject({
      ok: false,
      state: "reconnect",
      message: reconnectMessages.unreadable("google"),
    });
  });
});

describe("disconnecting", () => {
  it("revokes the grant and deletes the connection", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const tokens = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    const out = await service.disconnect(sub, "google");
    expect(providers.google.calls.revoke).toEqual([tokens?.refreshToken]);
    expect(out.connections.google).toEqual({ state: "not_connected" });
    expect(await store.getConnection(sub, "google")).toBeNull();
  });

  it("deletes the connection even when the revoke fails", async () => {
    const sub = newUser();
    await connect(sub, "google");
    providers.google.revokeFailure = new Error("revoke endpoint down");
    await service.disconnect(sub, "google");
    expect(await store.getConnection(sub, "google")).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it("logs a failed revoke with the account's tag, never its address", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const address = (await store.getConnection(sub, "google"))?.account ?? "";
    expect(address).toBe("ada@google.example");
    providers.google.revokeFailure = new Error("revoke endpoint down");
    await service.disconnect(sub, "google");
    const lines = logged.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(lines).toContain(`revoking the google grant of ${accountTag(address)} failed`);
    expect(lines.toLowerCase()).not.toContain(address);
    expect(lines).not.toContain("ada@");
  });

  it("connecting another account gives the replaced one's grant back; connecting the same account again does not", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const first = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    providers.google.account_ = { id: "google-user-2", email: "bo@google.example" };
    await connect(sub, "google");
    expect(providers.google.calls.revoke).toEqual([first?.refreshToken]);
    expect((await store.getConnection(sub, "google"))?.account).toBe("bo@google.example");
    // At Google, revoking the same account's old token would end the new grant too.
    await connect(sub, "google");
    expect(providers.google.calls.revoke).toHaveLength(1);
  });

  it("gives back every connected calendar's grant for an account's deletion, and deletes nothing itself", async () => {
    const sub = newUser();
    await connect(sub, "google");
    const tokens = vault.open(sub, "google", (await store.getConnection(sub, "google"))?.tokens ?? "");
    await service.giveBackAll(sub);
    expect(providers.google.calls.revoke).toEqual([tokens?.refreshToken]);
    expect(providers.microsoft.calls.revoke).toEqual([]);
    expect(await store.getConnection(sub, "google")).not.toBeNull();
  });

  it("is harmless when nothing is connected", async () => {
    const out = await service.disconnect(newUser(), "microsoft");
    expect(out.connections.microsoft).toEqual({ state: "not_connected" });
  });
});
