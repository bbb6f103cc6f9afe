import { ProviderError } from "../providers/provider";
import { fakeClock, fakeFetch, testDeps } from "../testing/fake-fetch";
import { type CodeFlowConfig, createCodeFlow } from "./code-flow";

const CONFIG: CodeFlowConfig = {
  provider: "google",
  server: {
    issuer: "http://127.0.0.1:9421",
    authorizationEndpoint: "http://127.0.0.1:9421/o/oauth2/v2/auth",
    tokenEndpoint: "http://127.0.0.1:9422/token",
    revocationEndpoint: "http://127.0.0.1:9422/revoke",
  },
  clientId: "client-1",
  clientSecret: "secret-1",
  scopes: ["openid", "email", "calendar"],
  authorizationParams: { prompt: "consent" },
};

function setup(config: CodeFlowConfig = CONFIG) {
  const fake = fakeFetch();
  const clock = fakeClock();
  const flow = createCodeFlow(config, testDeps(fake, clock));
  return { fake, clock, flow };
}

/** An unsigned JWT with claims no issuer check would accept: the flow must not look at it. */
function unusedIdToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none" })}.${part({ iss: "https://someone-else.example", aud: "other", exp: 1 })}.`;
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const EXCHANGE = { code: "code-1", codeVerifier: "verifier-".padEnd(43, "x"), redirectUri: "http://localhost:8000/cb" };

describe("authorizationUrl", () => {
  test("asks for a code with PKCE S256, state, scopes and the provider's extra parameters", () => {
    const url = setup().flow.authorizationUrl({
      state: "st-1",
      codeChallenge: "ch-1",
      redirectUri: EXCHANGE.redirectUri,
    });
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:9421/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "client-1",
      response_type: "code",
      redirect_uri: "http://localhost:8000/cb",
      scope: "openid email calendar",
      state: "st-1",
      code_challenge: "ch-1",
      code_challenge_method: "S256",
      prompt: "consent",
    });
  });
});

describe("exchangeCode", () => {
  test("posts the code, the PKCE verifier and the client credentials in the form (client_secret_post)", async () => {
    const { fake, clock, flow } = setup();
    fake.reply({
      json: {
        access_token: "at-1",
        refresh_token: "rt-1",
        expires_in: 3599,
        scope: "openid email calendar",
        token_type: "Bearer",
      },
    });
    const grant = await flow.exchangeCode(EXCHANGE);
    expect(grant).toEqual({
      accessToken: "at-1",
      refreshToken: "rt-1",
      expiresAt: clock.now() + 3_599_000,
      scope: "openid email calendar",
    });
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url.href).toBe("http://127.0.0.1:9422/token");
    expect(request?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.get("authorization")).toBeNull();
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: "authorization_code",
      code: "code-1",
      redirect_uri: "http://localhost:8000/cb",
      code_verifier: EXCHANGE.codeVerifier,
      client_id: "client-1",
      client_secret: "secret-1",
    });
  });

  test("ignores an ID token it does not use, whatever its issuer", async () => {
    const { fake, flow } = setup();
    fake.reply({ json: { access_token: "at-1", expires_in: 60, token_type: "Bearer", id_token: unusedIdToken() } });
    await expect(flow.exchangeCode(EXCHANGE)).resolves.toMatchObject({ accessToken: "at-1", refreshToken: undefined });
  });

  test("falls back to the requested scopes and an hour when the response names neither", async () => {
    const { fake, clock, flow } = setup();
    fake.reply({ json: { access_token: "at-1", token_type: "bearer" } });
    const grant = await flow.exchangeCode(EXCHANGE);
    expect(grant.scope).toBe("openid email calendar");
    expect(grant.expiresAt).toBe(clock.now() + 3_600_000);
  });

  test("a refused code is 'invalid_grant' with the provider's description", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 400, json: { error: "invalid_grant", error_description: "Bad Request" } });
    const error = await caught(flow.exchangeCode(EXCHANGE));
    expect(error).toMatchObject({ provider: "google", operation: "token", kind: "invalid_grant", status: 400 });
    expect(error.message).toBe("invalid_grant: Bad Request");
  });

  test("other OAuth errors are 'provider_error' with the description", async () => {
    const { fake, flow } = setup();
    fake.reply({
      status: 401,
      json: { error: "invalid_client", error_description: "The OAuth client was not found." },
    });
    const error = await caught(flow.exchangeCode(EXCHANGE));
    expect(error).toMatchObject({ kind: "provider_error", status: 401 });
    expect(error.message).toBe("invalid_client: The OAuth client was not found.");
  });

  test("a server error without an OAuth body is 'provider_error' with its status", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 502, text: "<html>Bad Gateway</html>" });
    const error = await caught(flow.exchangeCode(EXCHANGE));
    expect(error).toMatchObject({ kind: "provider_error", status: 502 });
  });

  test("a 200 whose body is not JSON is 'provider_error'", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 200, text: "{not json" });
    expect((await caught(flow.exchangeCode(EXCHANGE))).kind).toBe("provider_error");
  });

  test("a 200 without access_token is 'provider_error'", async () => {
    const { fake, flow } = setup();
    fake.reply({ json: { token_type: "Bearer" } });
    expect((await caught(flow.exchangeCode(EXCHANGE))).kind).toBe("provider_error");
  });

  test("no answer is 'network'", async () => {
    const { fake, flow } = setup();
    fake.reply({ networkError: "connect ECONNREFUSED 127.0.0.1:9422" });
    const error = await caught(flow.exchangeCode(EXCHANGE));
    expect(error.kind).toBe("network");
    expect(error.message).toContain("ECONNREFUSED");
  });

  test("no answer within the timeout is 'network'", async () => {
    const fake = fakeFetch({ hang: true });
    const deps = testDeps(fake);
    deps.retry.timeoutMs = 20;
    const error = await caught(createCodeFlow(CONFIG, deps).exchangeCode(EXCHANGE));
    expect(error).toMatchObject({ operation: "token", kind: "network" });
    expect(error.message).toBe("Could not reach the Google token endpoint: no answer within 0.02 s.");
  });

  test("plain http is refused on a host that is not loopback, before anything is sent", async () => {
    const { fake, flow } = setup({
      ...CONFIG,
      server: { ...CONFIG.server, tokenEndpoint: "http://oauth.example.com/token" },
    });
    const error = await caught(flow.exchangeCode(EXCHANGE));
    expect(error.kind).toBe("provider_error");
    expect(error.message).toMatch(/HTTPS/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("refresh", () => {
  test("posts the refresh token with the client credentials; no refresh token back means undefined", async () => {
    const { fake, clock, flow } = setup();
    fake.reply({
      json: { access_token: "at-2", expires_in: 3600, scope: "openid email calendar", token_type: "Bearer" },
    });
    const grant = await flow.refresh("rt-1");
    expect(grant).toEqual({
      accessToken: "at-2",
      refreshToken: undefined,
      expiresAt: clock.now() + 3_600_000,
      scope: "openid email calendar",
    });
    expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toEqual({
      grant_type: "refresh_token",
      refresh_token: "rt-1",
      client_id: "client-1",
      client_secret: "secret-1",
    });
  });

  test("sends the scopes when the provider wants them, and returns a rotated refresh token", async () => {
    const { fake, flow } = setup({ ...CONFIG, scopeOnRefresh: true });
    fake.reply({ json: { access_token: "at-2", refresh_token: "rt-2", expires_in: 3600, token_type: "Bearer" } });
    expect((await flow.refresh("rt-1")).refreshToken).toBe("rt-2");
    expect(fake.requests[0]?.form.get("scope")).toBe("openid email calendar");
  });

  test("a revoked grant is 'invalid_grant'", async () => {
    const { fake, flow } = setup();
    fake.reply({
      status: 400,
      json: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
    });
    const error = await caught(flow.refresh("rt-1"));
    expect(error).toMatchObject({ provider: "google", operation: "refresh", kind: "invalid_grant", status: 400 });
    expect(error.message).toBe("invalid_grant: Token has been expired or revoked.");
  });

  test.each([
    [{ error: "interaction_required" }, "interaction_required"],
    [{ error: "consent_required" }, "consent_required"],
    [{ error: "login_required" }, "login_required"],
    [
      { error: "invalid_grant", suberror: "basic_action", error_description: "AADSTS50076: MFA" },
      "interaction_required",
    ],
    [{ error: "invalid_grant", suberror: "consent_required" }, "consent_required"],
    [{ error: "invalid_grant", suberror: "bad_token" }, "login_required"],
    [{ error: "invalid_grant" }, "invalid_grant"],
  ])("Microsoft's %j asks for %s", async (body, reason) => {
    const { fake, flow } = setup();
    fake.reply({ status: 400, json: body });
    expect(await caught(flow.refresh("rt-1"))).toMatchObject({ operation: "refresh", status: 400, reason });
  });
});

describe("revoke", () => {
  test("posts the token alone and succeeds on 200", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 200, text: "" });
    await expect(flow.revoke("rt-1")).resolves.toBe("revoked");
    expect(fake.requests[0]?.url.href).toBe("http://127.0.0.1:9422/revoke");
    expect(fake.requests[0]?.body).toBe("token=rt-1");
  });

  test("a token the server calls invalid is already revoked", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 400, json: { error: "invalid_token", error_description: "Token expired or revoked" } });
    await expect(flow.revoke("rt-1")).resolves.toBe("revoked");
  });

  test("other failures are 'provider_error'", async () => {
    const { fake, flow } = setup();
    fake.reply({ status: 503, text: "unavailable" });
    expect(await caught(flow.revoke("rt-1"))).toMatchObject({
      operation: "revoke",
      kind: "provider_error",
      status: 503,
    });
  });

  test("without a revocation endpoint it is a 'provider_error' and nothing is sent", async () => {
    const { fake, flow } = setup({ ...CONFIG, server: { ...CONFIG.server, revocationEndpoint: undefined } });
    expect((await caught(flow.revoke("rt-1"))).kind).toBe("provider_error");
    expect(fake.requests).toHaveLength(0);
  });
});
