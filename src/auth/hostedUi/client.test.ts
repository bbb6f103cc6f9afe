/**
 * @jest-environment node
 *
 * The hosted-UI PKCE client: the exact authorize request, the S256 challenge, the tab-bound single-use state and
 * every way a callback is refused, with fakes; then the whole flow for real against the local Cognito emulator,
 * ending in a session amazon-cognito-identity-js picks up by itself.
 */
import { createHash } from "node:crypto";
import { CognitoUserPool, type CognitoUserSession } from "amazon-cognito-identity-js";
import {
  cognitoStorageKeys,
  createHostedUiClient,
  decodeJwtPayload,
  HostedUiError,
  PENDING_SIGN_IN_KEY,
  storeHostedUiSession,
  type HostedUiOptions,
  type HostedUiTokens,
} from "./client";
import { isHostedUiReturn } from "./returnParams";
import { MemoryStorage } from "../session/storage";
import {
  formFields,
  startTestEmulator,
  TestBrowser,
  verifierFor,
  type TestEmulator,
} from "../../../emulators/cognito/testing";

const DOMAIN = "https://auth.example.com";
const CLIENT_ID = "client123";
const REDIRECT_URI = "https://www.example.com/login/";
const LOGOUT_URI = "https://www.example.com/login/";
const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

/** An unsigned JWT with these claims (the client never checks signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "none" })}.${part(claims)}.sig`;
}

const TOKENS = {
  id_token: jwt({ "cognito:username": "user-1", "cognito:groups": ["Admins"], email: "a@example.com" }),
  access_token: jwt({ username: "user-1", scope: "openid" }),
  refresh_token: "opaque-refresh",
  expires_in: 3600,
  token_type: "Bearer",
};

type FetchCall = { url: string; init: RequestInit | undefined };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A client over fakes; `respond` answers the token endpoint. */
function setup(respond: (call: FetchCall) => Response | Promise<Response> = () => jsonResponse(200, TOKENS)) {
  let clock = T0;
  const storage = new MemoryStorage();
  const assigned: string[] = [];
  const calls: FetchCall[] = [];
  const fetchFake = jest.fn(async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    // A browser's fetch throws "Illegal invocation" when called on another object.
    if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  const options: HostedUiOptions = {
    domain: DOMAIN,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    logoutUri: LOGOUT_URI,
    storage,
    fetch: fetchFake as unknown as typeof fetch,
    crypto: globalThis.crypto,
    assign: (url) => assigned.push(url),
    now: () => clock,
  };
  const client = createHostedUiClient(options);
  return {
    client,
    storage,
    assigned,
    calls,
    fetchFake,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Starts a sign-in and returns the state the hosted UI would send back. */
    async start(from = "/admin/") {
      await client.signIn("Google", from);
      const url = new URL(assigned[assigned.length - 1] as string);
      return url.searchParams.get("state") as string;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<HostedUiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HostedUiError);
    return error as HostedUiError;
  }
  throw new Error("expected a rejection");
}

describe("signIn", () => {
  it("sends the browser to the authorize endpoint with exactly the PKCE request", async () => {
    const { client, storage, assigned } = setup();
    await client.signIn("Google", "/admin/clients/?tab=1#x");
    expect(assigned).toHaveLength(1);
    const raw = assigned[0] as string;
    const url = new URL(raw);
    expect(`${url.origin}${url.pathname}`).toBe(`${DOMAIN}/oauth2/authorize`);
    const pending = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) as string) as Record<string, unknown>;
    expect(pending).toEqual({
      state: expect.any(String),
      verifier: expect.any(String),
      from: "/admin/clients/?tab=1#x",
      createdAt: T0,
    });
    expect([...url.searchParams]).toEqual([
      ["response_type", "code"],
      ["client_id", CLIENT_ID],
      ["redirect_uri", REDIRECT_URI],
      ["scope", "phone email openid profile aws.cognito.signin.user.admin"],
      ["state", pending.state],
      [
        "code_challenge",
        createHash("sha256")
          .update(pending.verifier as string)
          .digest("base64url"),
      ],
      ["code_challenge_method", "S256"],
      ["identity_provider", "Google"],
    ]);
    // Percent-encoded (no "+" for spaces), as Cognito's own clients send it.
    expect(raw).toContain("scope=phone%20email%20openid%20profile%20aws.cognito.signin.user.admin");
    expect(raw).toContain(`redirect_uri=${encodeURIComponent(REDIRECT_URI)}`);
  });

  it("uses a 32-byte base64url verifier, its S256 challenge, and a fresh random state each time", async () => {
    const { client, storage, assigned } = setup();
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await client.signIn("COGNITO", "/");
      const pending = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) as string) as { state: string; verifier: string };
      const params = new URL(assigned[i] as string).searchParams;
      expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(pending.verifier, "base64url")).toHaveLength(32);
      expect(params.get("code_challenge")).toBe(createHash("sha256").update(pending.verifier).digest("base64url"));
      expect(params.get("identity_provider")).toBe("COGNITO");
      expect(pending.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(pending.state).add(pending.verifier);
    }
    expect(seen.size).toBe(6);
  });

  it("keeps only a same-site return path", async () => {
    const { client, storage } = setup();
    for (const from of ["https://evil.example/", "//evil.example", "javascript:alert(1)"]) {
      await client.signIn("Google", from);
      expect(JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) as string)).toMatchObject({ from: "/" });
    }
  });
});

describe("isHostedUiReturn", () => {
  it("wants a code or an error, and a state", () => {
    expect(isHostedUiReturn("?code=abc&state=xyz")).toBe(true);
    expect(isHostedUiReturn("code=abc&state=xyz")).toBe(true);
    expect(isHostedUiReturn("?error=access_denied&state=xyz")).toBe(true);
    expect(isHostedUiReturn("?code=abc")).toBe(false);
    expect(isHostedUiReturn("?state=xyz")).toBe(false);
    expect(isHostedUiReturn("?tab=1")).toBe(false);
    expect(isHostedUiReturn("")).toBe(false);
  });
});

describe("handleCallback", () => {
  it("redeems the code with the verifier and returns the tokens and the safe return path", async () => {
    const { client, storage, calls, start } = setup();
    const state = await start("/crm/?q=1");
    const { verifier } = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) as string) as { verifier: string };
    const result = await client.handleCallback(`?code=the-code&state=${state}`);
    expect(result).toEqual({
      tokens: {
        idToken: TOKENS.id_token,
        accessToken: TOKENS.access_token,
        refreshToken: "opaque-refresh",
        expiresIn: 3600,
      },
      from: "/crm/?q=1",
    });
    expect(calls).toHaveLength(1);
    const call = calls[0] as FetchCall;
    expect(call.url).toBe(`${DOMAIN}/oauth2/token`);
    expect(call.init?.method).toBe("POST");
    expect(call.init?.headers).toMatchObject({ "Content-Type": "application/x-www-form-urlencoded" });
    expect([...new URLSearchParams(call.init?.body as string)]).toEqual([
      ["grant_type", "authorization_code"],
      ["client_id", CLIENT_ID],
      ["redirect_uri", REDIRECT_URI],
      ["code", "the-code"],
      ["code_verifier", verifier],
    ]);
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it("accepts a callback a little under 10 minutes old", async () => {
    const { client, start, advance } = setup();
    const state = await start();
    advance(10 * 60 * 1000 - 1000);
    await expect(client.handleCallback(`?code=c&state=${state}`)).resolves.toMatchObject({ from: "/admin/" });
  });

  it("is single use: the same callback again is refused without calling the token endpoint", async () => {
    const { client, start, fetchFake } = setup();
    const state = await start();
    await client.handleCallback(`?code=c&state=${state}`);
    const again = await rejection(client.handleCallback(`?code=c&state=${state}`));
    expect(again.code).toBe("unknown_state");
    expect(again.message).toBe(
      "This sign-in was not started in this browser tab, or it was already completed, so it was not accepted. Please sign in again.",
    );
    expect(fetchFake).toHaveBeenCalledTimes(1);
  });

  it("reports access_denied in words, with the provider's description when there is one", async () => {
    const { client, start, storage, fetchFake } = setup();
    let state = await start();
    const plain = await rejection(client.handleCallback(`?error=access_denied&state=${state}`));
    expect(plain).toMatchObject({ code: "access_denied", oauthError: "access_denied" });
    expect(plain.message).toBe("The sign-in was canceled or access was denied. Please try again.");
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();

    state = await start();
    const described = await rejection(
      client.handleCallback(`?error=access_denied&error_description=User+is+not+allowed.&state=${state}`),
    );
    expect(described.message).toBe(
      "The sign-in was canceled or access was denied (User is not allowed). Please try again.",
    );
    expect(fetchFake).not.toHaveBeenCalled();
  });

  it("reports any other error, using error_description when present", async () => {
    const { client, start } = setup();
    let state = await start();
    const described = await rejection(
      client.handleCallback(
        `?error=invalid_request&error_description=${encodeURIComponent("Invalid identity provider.")}&state=${state}`,
      ),
    );
    expect(described).toMatchObject({ code: "authorization_error", oauthError: "invalid_request" });
    expect(described.message).toBe(
      "The sign-in service could not sign you in: Invalid identity provider. Please try again.",
    );

    state = await start();
    const bare = await rejection(client.handleCallback(`?error=server_error&state=${state}`));
    expect(bare.message).toBe("The sign-in service could not sign you in (server_error). Please try again.");
  });

  it("refuses a callback without a state, and spends the pending sign-in anyway", async () => {
    const { client, start, storage } = setup();
    await start();
    const error = await rejection(client.handleCallback("?code=c"));
    expect(error.code).toBe("missing_state");
    expect(error.message).toMatch(/has no state.*Please sign in again\.$/);
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it("refuses a callback when no sign-in was started in this tab", async () => {
    const { client, fetchFake } = setup();
    expect((await rejection(client.handleCallback("?code=c&state=s"))).code).toBe("unknown_state");
    expect(fetchFake).not.toHaveBeenCalled();
  });

  it("refuses a callback when the stored sign-in is unreadable", async () => {
    const { client, storage } = setup();
    for (const stored of ["{not json", "null", JSON.stringify({ state: "s" })]) {
      storage.setItem(PENDING_SIGN_IN_KEY, stored);
      expect((await rejection(client.handleCallback("?code=c&state=s"))).code).toBe("unknown_state");
    }
  });

  it("refuses a foreign state, and the real callback after it too (the pending sign-in is spent)", async () => {
    const { client, start, fetchFake } = setup();
    const state = await start();
    const foreign = await rejection(client.handleCallback("?code=attacker-code&state=attacker-state"));
    expect(foreign.code).toBe("foreign_state");
    expect(foreign.message).toBe(
      "This sign-in response does not match the sign-in started in this browser tab, so it was not accepted. Please sign in again.",
    );
    expect((await rejection(client.handleCallback(`?code=c&state=${state}`))).code).toBe("unknown_state");
    expect(fetchFake).not.toHaveBeenCalled();
  });

  it("does not repeat a crafted link's error_description when the state is not ours", async () => {
    const { client, start } = setup();
    await start();
    const error = await rejection(
      client.handleCallback("?error=access_denied&error_description=Call+555-0100+now&state=forged"),
    );
    expect(error.code).toBe("foreign_state");
    expect(error.message).not.toContain("555");
  });

  it("refuses a state older than 10 minutes", async () => {
    const { client, start, advance, fetchFake } = setup();
    const state = await start();
    advance(10 * 60 * 1000 + 1);
    const error = await rejection(client.handleCallback(`?code=c&state=${state}`));
    expect(error.code).toBe("stale_state");
    expect(error.message).toBe(
      "The sign-in was started more than 10 minutes ago and has expired. Please sign in again.",
    );
    expect(fetchFake).not.toHaveBeenCalled();
  });

  it("refuses a callback with a state but neither code nor error", async () => {
    const { client, start } = setup();
    const state = await start();
    expect((await rejection(client.handleCallback(`?state=${state}`))).code).toBe("missing_code");
  });

  it("reports a reused or expired code (invalid_grant)", async () => {
    const { client, start } = setup(() => jsonResponse(400, { error: "invalid_grant" }));
    const state = await start();
    const error = await rejection(client.handleCallback(`?code=used&state=${state}`));
    expect(error).toMatchObject({ code: "invalid_grant", oauthError: "invalid_grant" });
    expect(error.message).toBe("This sign-in has already been used or has expired. Please sign in again.");
  });

  it("reports other token endpoint refusals, with their description or status", async () => {
    const described = setup(() =>
      jsonResponse(400, { error: "invalid_client", error_description: "Client is disabled." }),
    );
    let error = await rejection(described.client.handleCallback(`?code=c&state=${await described.start()}`));
    expect(error).toMatchObject({ code: "token_refused", oauthError: "invalid_client" });
    expect(error.message).toBe(
      "The sign-in service refused to complete the sign-in: Client is disabled. Please sign in again.",
    );

    const proxy = setup(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    error = await rejection(proxy.client.handleCallback(`?code=c&state=${await proxy.start()}`));
    expect(error).toMatchObject({ code: "token_refused", oauthError: "HTTP 502" });
    expect(error.message).toBe("The sign-in service refused to complete the sign-in (HTTP 502). Please sign in again.");
  });

  it("reports a network failure", async () => {
    const cause = new TypeError("Failed to fetch");
    const { client, start } = setup(() => Promise.reject(cause));
    const error = await rejection(client.handleCallback(`?code=c&state=${await start()}`));
    expect(error.code).toBe("network_error");
    expect(error.message).toBe(
      "The sign-in service could not be reached, so the sign-in was not completed. Check your connection and sign in again.",
    );
    expect(error.cause).toBe(cause);
  });

  it("reports an answer without tokens", async () => {
    for (const body of [{ access_token: "a" }, "not json"]) {
      const { client, start } = setup(() =>
        typeof body === "string" ? new Response(body, { status: 200 }) : jsonResponse(200, body),
      );
      const error = await rejection(client.handleCallback(`?code=c&state=${await start()}`));
      expect(error.code).toBe("bad_token_response");
      expect(error.message).toMatch(/could not use.*Please try again\.$/);
    }
  });
});

describe("storeSession", () => {
  const tokens: HostedUiTokens = {
    idToken: TOKENS.id_token,
    accessToken: TOKENS.access_token,
    refreshToken: "r",
    expiresIn: 3600,
  };

  it("writes the keys of amazon-cognito-identity-js 6.x under the access token's username", () => {
    const { client } = setup();
    const storage = new MemoryStorage();
    expect(client.storeSession(tokens, storage, 7)).toBe("user-1");
    const p = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
    expect(storage.getItem(`${p}.LastAuthUser`)).toBe("user-1");
    expect(storage.getItem(`${p}.user-1.idToken`)).toBe(tokens.idToken);
    expect(storage.getItem(`${p}.user-1.accessToken`)).toBe(tokens.accessToken);
    expect(storage.getItem(`${p}.user-1.refreshToken`)).toBe("r");
    expect(storage.getItem(`${p}.user-1.clockDrift`)).toBe("7");
    client.storeSession(tokens, storage);
    expect(storage.getItem(`${p}.user-1.clockDrift`)).toBe("0");
  });

  it("does not encode the username, as the library does not", () => {
    const storage = new MemoryStorage();
    const federated = { ...tokens, accessToken: jwt({ username: "Google_1234 5@x" }) };
    storeHostedUiSession(CLIENT_ID, federated, storage);
    expect(cognitoStorageKeys(CLIENT_ID, "Google_1234 5@x").idToken).toBe(
      `CognitoIdentityServiceProvider.${CLIENT_ID}.Google_1234 5@x.idToken`,
    );
    expect(storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.Google_1234 5@x.idToken`)).toBe(tokens.idToken);
  });

  it("falls back to the id token's cognito:username, and refuses tokens without any username", () => {
    const storage = new MemoryStorage();
    expect(storeHostedUiSession(CLIENT_ID, { ...tokens, accessToken: jwt({ scope: "openid" }) }, storage)).toBe(
      "user-1",
    );
    expect(() =>
      storeHostedUiSession(CLIENT_ID, { ...tokens, accessToken: jwt({}), idToken: jwt({}) }, storage),
    ).toThrow(HostedUiError);
    expect(() => storeHostedUiSession(CLIENT_ID, { ...tokens, accessToken: "garbage" }, storage)).toThrow(
      HostedUiError,
    );
  });
});

describe("decodeJwtPayload", () => {
  it("decodes base64url UTF-8 claims", () => {
    expect(decodeJwtPayload(jwt({ name: "Zoë Ångström ✓", n: 1 }))).toEqual({ name: "Zoë Ångström ✓", n: 1 });
    expect(() => decodeJwtPayload("nodots")).toThrow();
    expect(() => decodeJwtPayload(`x.${Buffer.from("[1]").toString("base64url")}.y`)).toThrow();
  });
});

describe("logoutUrl", () => {
  it("names the client and the sign-out URL", () => {
    expect(setup().client.logoutUrl()).toBe(
      `${DOMAIN}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent(LOGOUT_URI)}`,
    );
  });
});

describe("against the local Cognito emulator", () => {
  jest.setTimeout(60_000);
  const APP = "http://localhost:8000/login/";
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu?.stop());

  it("signs super.admin in through the hosted UI into a session the library reads, and refuses the callback twice", async () => {
    const tabStorage = new MemoryStorage();
    const assigned: string[] = [];
    const client = createHostedUiClient({
      domain: emu.url,
      clientId: emu.clientId,
      redirectUri: APP,
      logoutUri: APP,
      storage: tabStorage,
      fetch,
      crypto: globalThis.crypto,
      assign: (url) => assigned.push(url),
    });

    await client.signIn("COGNITO", "/admin/clients/?tab=1#x");
    expect(assigned).toHaveLength(1);

    // The browser's part: the authorize redirect, the emulator's sign-in form, the redirect back to the site.
    const browser = new TestBrowser(emu.url);
    const page = await browser.follow(await browser.get(assigned[0] as string));
    expect(page.status).toBe(200);
    const done = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: "super.admin@example.com",
      password: "Sup3r-Admin!pass",
    });
    expect(done.status).toBe(302);
    const back = new URL(done.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(APP);
    expect(isHostedUiReturn(back.search)).toBe(true);
    const pendingBefore = tabStorage.getItem(PENDING_SIGN_IN_KEY);

    const { tokens, from } = await client.handleCallback(back.search);
    expect(from).toBe("/admin/clients/?tab=1#x");
    expect(tokens.expiresIn).toBeGreaterThan(0);
    await expect((await verifierFor(emu, "id", ["Admins"])).verify(tokens.idToken)).resolves.toBeTruthy();

    const siteStorage = new MemoryStorage();
    client.storeSession(tokens, siteStorage);
    const pool = new CognitoUserPool({
      UserPoolId: emu.poolId,
      ClientId: emu.clientId,
      endpoint: `${emu.url}/`,
      Storage: siteStorage,
    });
    const user = pool.getCurrentUser();
    expect(user).not.toBeNull();
    const session = await new Promise<CognitoUserSession>((resolve, reject) =>
      user?.getSession((err: Error | null, s: CognitoUserSession | null) => (err || !s ? reject(err) : resolve(s))),
    );
    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().payload["cognito:groups"]).toEqual(["Admins"]);
    expect(session.getIdToken().payload.email).toBe("super.admin@example.com");
    expect(session.getAccessToken().getJwtToken()).toBe(tokens.accessToken);

    // Replayed in the same tab: the state is spent.
    expect((await rejection(client.handleCallback(back.search))).code).toBe("unknown_state");
    // Even with the pending sign-in put back (a stolen tab), the emulator refuses the code a second time.
    tabStorage.setItem(PENDING_SIGN_IN_KEY, pendingBefore as string);
    expect(await rejection(client.handleCallback(back.search))).toMatchObject({
      code: "invalid_grant",
      oauthError: "invalid_grant",
    });
  });

  it("reports a code redeemed with the wrong verifier as refused", async () => {
    const tabStorage = new MemoryStorage();
    const assigned: string[] = [];
    const client = createHostedUiClient({
      domain: emu.url,
      clientId: emu.clientId,
      redirectUri: APP,
      logoutUri: APP,
      storage: tabStorage,
      fetch,
      crypto: globalThis.crypto,
      assign: (url) => assigned.push(url),
    });
    await client.signIn("COGNITO", "/");
    const browser = new TestBrowser(emu.url);
    const page = await browser.follow(await browser.get(assigned[0] as string));
    const done = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: "admin@example.com",
      password: "Adm1n-Only!pass",
    });
    const pending = JSON.parse(tabStorage.getItem(PENDING_SIGN_IN_KEY) as string) as Record<string, unknown>;
    tabStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ ...pending, verifier: "x".repeat(43) }));
    const error = await rejection(client.handleCallback(new URL(done.location as string).search));
    expect(error.code).toBe("invalid_grant");
  });
});
