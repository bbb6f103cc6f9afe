/**
 * Hosted UI at the emulator's origin: authorization-code flow with PKCE for pool users and for the
 * offline Google stand-in, token/refresh/revoke/userInfo endpoints, logout, CORS.
 */
import {
  decodePayload,
  formFields,
  freshTotp,
  startTestEmulator,
  TestBrowser,
  TOTP_SECRET,
  verifierFor,
  type TestEmulator,
} from "../testing/helpers";
import { pkce } from "../testing/oauth-client";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

const APP = "http://localhost:8000/login/";
const SCOPES = "phone email openid profile aws.cognito.signin.user.admin";

function authorizeUrl(extra: Record<string, string> = {}): string {
  const p = new URLSearchParams({
    client_id: emu.clientId,
    response_type: "code",
    redirect_uri: APP,
    scope: SCOPES,
    state: "st-123",
    ...extra,
  });
  return `/oauth2/authorize?${p.toString()}`;
}

async function token(form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${emu.url}/oauth2/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, string> };
}

/** Runs the pool-user login form; returns the app redirect. */
async function login(browser: TestBrowser, username: string, password: string, extra: Record<string, string> = {}) {
  const start = await browser.get(authorizeUrl(extra));
  expect(start.status).toBe(302);
  const page = await browser.follow(start);
  expect(page.status).toBe(200);
  return browser.post("/login", { ...formFields(page.html, "/login"), username, password });
}

function codeFrom(location: string | null): string {
  expect(location).toBeTruthy();
  const url = new URL(location as string);
  expect(`${url.origin}${url.pathname}`).toBe(APP);
  expect(url.searchParams.get("state")).toBe("st-123");
  return url.searchParams.get("code") as string;
}

describe("hosted UI: pool users", () => {
  it("shows an accessible sign-in form without JavaScript", async () => {
    const browser = new TestBrowser(emu.url);
    const page = await browser.follow(await browser.get(authorizeUrl()));
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<label for="username">Email address</label>');
    expect(page.html).toContain('<label for="password">Password</label>');
    expect(page.html).toMatch(/<input id="username" name="username" type="email" autocomplete="username" required/);
    expect(page.html).not.toContain("<script");
    expect(page.html).toContain("Continue with Google");

    const bad = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: "admin@example.com",
      password: "wrong-password",
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("<title>Error: Sign in</title>");
    expect(bad.html).toMatch(
      /<div class="error" role="alert" id="form-error"[^>]*>.*Incorrect username or password\./s,
    );
    expect(bad.html).toMatch(/id="password"[^>]*aria-describedby="form-error" aria-invalid="true"/);
    expect(bad.html).toContain('value="admin@example.com"');
  });

  it("code flow with PKCE: wrong verifier, reused code and mismatched redirect_uri are refused", async () => {
    const browser = new TestBrowser(emu.url);
    const { verifier, challenge } = pkce();
    const pk = { code_challenge: challenge, code_challenge_method: "S256", nonce: "n-42" };
    const first = await login(browser, "super.admin@example.com", "Sup3r-Admin!pass", pk);
    expect(first.status).toBe(302);
    const code1 = codeFrom(first.location);
    const base = { grant_type: "authorization_code", client_id: emu.clientId, redirect_uri: APP };

    expect(await token({ ...base, code: code1, code_verifier: pkce().verifier })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
    // A failed redemption burns the code.
    expect(await token({ ...base, code: code1, code_verifier: verifier })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });

    // The browser session cookie skips the form the second time.
    const second = await browser.get(authorizeUrl(pk));
    const code2 = codeFrom(second.location);
    expect(
      await token({ ...base, redirect_uri: "http://127.0.0.1:8000/login/", code: code2, code_verifier: verifier }),
    ).toMatchObject({ status: 400 });
    const code3 = codeFrom((await browser.get(authorizeUrl(pk))).location);
    expect(await token({ ...base, code: code3 })).toMatchObject({ status: 400, body: { error: "invalid_grant" } });

    const code4 = codeFrom((await browser.get(authorizeUrl(pk))).location);
    const ok = await token({ ...base, code: code4, code_verifier: verifier });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.body).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    const id = await (await verifierFor(emu, "id", ["Admins"])).verify(ok.body.id_token as string);
    expect(id).toMatchObject({
      "cognito:username": "super.admin@example.com",
      nonce: "n-42",
      email: "super.admin@example.com",
    });
    const access = await (await verifierFor(emu, "access")).verify(ok.body.access_token as string);
    expect((access.scope as string).split(" ").sort()).toEqual(SCOPES.split(" ").sort());
    expect(await token({ ...base, code: code4, code_verifier: verifier })).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });

    // userInfo, refresh_token grant, revoke.
    const info = await fetch(`${emu.url}/oauth2/userInfo`, {
      headers: { Authorization: `Bearer ${ok.body.access_token}` },
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      email: "super.admin@example.com",
      email_verified: "true",
      username: "super.admin@example.com",
    });
    expect((await fetch(`${emu.url}/oauth2/userInfo`)).status).toBe(401);
    const refreshed = await token({
      grant_type: "refresh_token",
      client_id: emu.clientId,
      refresh_token: ok.body.refresh_token as string,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty("refresh_token");
    expect(decodePayload(refreshed.body.access_token as string).origin_jti).toBe(access.origin_jti);
    const revoke = await fetch(`${emu.url}/oauth2/revoke`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: ok.body.refresh_token as string, client_id: emu.clientId }).toString(),
    });
    expect(revoke.status).toBe(200);
    expect(
      await token({
        grant_type: "refresh_token",
        client_id: emu.clientId,
        refresh_token: ok.body.refresh_token as string,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
    expect(
      (await fetch(`${emu.url}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${ok.body.access_token}` } }))
        .status,
    ).toBe(401);
  });

  it("refuses a foreign redirect URI with an error page (no redirect), and other bad requests back to the app", async () => {
    const browser = new TestBrowser(emu.url);
    const foreign = await browser.get(authorizeUrl({ redirect_uri: "https://evil.example/callback" }));
    expect(foreign.status).toBe(400);
    expect(foreign.location).toBeNull();
    expect(foreign.html).toContain("redirect_mismatch");
    const unknownClient = await browser.get(authorizeUrl({ client_id: "nope" }));
    expect(unknownClient.status).toBe(400);
    const badScope = await browser.get(authorizeUrl({ scope: "openid admin:everything" }));
    expect(new URL(badScope.location as string).searchParams.get("error")).toBe("invalid_scope");
    const plain = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: "plain" }));
    expect(new URL(plain.location as string).searchParams.get("error")).toBe("invalid_request");
    const implicit = await browser.get(authorizeUrl({ response_type: "token" }));
    expect(new URL(implicit.location as string).searchParams.get("error")).toBe("unauthorized_client");
    expect(new URL(implicit.location as string).searchParams.get("state")).toBe("st-123");
  });

  it("refuses form posts without the CSRF cookie", async () => {
    const browser = new TestBrowser(emu.url);
    const page = await browser.follow(await browser.get(authorizeUrl()));
    const fields = formFields(page.html, "/login");
    browser.cookies.clear();
    const res = await browser.post("/login", { ...fields, username: "admin@example.com", password: "Adm1n-Only!pass" });
    expect(res.status).toBe(403);
    expect(res.location).toBeNull();
  });

  it("walks a TOTP user through the code page", async () => {
    const browser = new TestBrowser(emu.url);
    const challenge = await login(browser, "totp.admin@example.com", "T0tp-Admin!pass");
    expect(challenge.status).toBe(200);
    expect(challenge.html).toContain('<label for="code">');
    expect(challenge.html).toContain('autocomplete="one-time-code"');
    const fields = formFields(challenge.html, "/login/challenge");
    const wrong = await browser.post("/login/challenge", { ...fields, code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('role="alert"');
    const done = await browser.post("/login/challenge", {
      ...formFields(wrong.html, "/login/challenge"),
      code: freshTotp(emu, "totp.admin@example.com", TOTP_SECRET),
    });
    expect(done.status).toBe(302);
    expect(codeFrom(done.location)).toBeTruthy();
  });

  it("takes new.admin through the new-password page (identity_provider=COGNITO)", async () => {
    const browser = new TestBrowser(emu.url);
    const start = await browser.get(authorizeUrl({ identity_provider: "COGNITO" }));
    expect(start.location).toMatch(/^\/login\?/);
    const page = await browser.follow(start);
    const challenge = await browser.post("/login", {
      ...formFields(page.html, "/login"),
      username: "new.admin@example.com",
      password: "Temp-Pass1!",
    });
    expect(challenge.html).toContain('<label for="new_password">New password</label>');
    const mismatch = await browser.post("/login/challenge", {
      ...formFields(challenge.html, "/login/challenge"),
      new_password: "Hosted-New-1",
      confirm_password: "Hosted-New-2",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain("Your passwords must match.");
    const weak = await browser.post("/login/challenge", {
      ...formFields(mismatch.html, "/login/challenge"),
      new_password: "short",
      confirm_password: "short",
    });
    expect(weak.html).toContain("Password did not conform with policy");
    const done = await browser.post("/login/challenge", {
      ...formFields(weak.html, "/login/challenge"),
      new_password: "Hosted-New-1",
      confirm_password: "Hosted-New-1",
    });
    expect(codeFrom(done.location)).toBeTruthy();
  });

  it("logout checks the sign-out URL, clears the browser session and returns to the app", async () => {
    const browser = new TestBrowser(emu.url);
    codeFrom((await login(browser, "admin@example.com", "Adm1n-Only!pass")).location);
    expect((await browser.get(authorizeUrl())).location).toMatch(/^http:\/\/localhost:8000\/login\/\?code=/);
    const bad = await browser.get(
      `/logout?client_id=${emu.clientId}&logout_uri=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(bad.status).toBe(400);
    const out = await browser.get(
      `/logout?client_id=${emu.clientId}&logout_uri=${encodeURIComponent("http://localhost:8000/login/")}`,
    );
    expect(out).toMatchObject({ status: 302, location: "http://localhost:8000/login/" });
    expect((await browser.get(authorizeUrl())).location).toMatch(/^\/login\?/);
  });
});

describe("hosted UI: Google stand-in", () => {
  it("signs in the fixture Google identity as a federated user with the identities claim", async () => {
    const browser = new TestBrowser(emu.url);
    const { verifier, challenge } = pkce();
    const start = await browser.get(
      authorizeUrl({ identity_provider: "Google", code_challenge: challenge, code_challenge_method: "S256" }),
    );
    expect(start.location).toMatch(/^\/_google\/o\/oauth2\/v2\/auth\?/);
    const chooser = await browser.get(start.location as string);
    expect(chooser.status).toBe(200);
    expect(chooser.html).toContain("google.user@example.com");
    const forms = [...chooser.html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
    const pick = forms.find(
      (f) => (f[2] as string).includes("google.user@example.com") && !(f[2] as string).includes("second."),
    );
    expect(pick).toBeTruthy();
    const picked = await browser.post(pick![1] as string, formFields(pick![0] as string));
    expect(picked.location).toMatch(/\/oauth2\/idpresponse\?/);
    const back = await browser.follow(picked);
    const code = codeFrom(back.location);
    const tokens = await token({
      grant_type: "authorization_code",
      client_id: emu.clientId,
      redirect_uri: APP,
      code,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    const id = await (await verifierFor(emu, "id")).verify(tokens.body.id_token as string);
    expect(id).toMatchObject({
      "cognito:username": "Google_104857600000000000001",
      "cognito:groups": ["us-east-1_LocalPool1_Google"],
      email: "google.user@example.com",
      email_verified: true,
      identities: [
        expect.objectContaining({
          providerName: "Google",
          providerType: "Google",
          userId: "104857600000000000001",
          primary: "true",
        }),
      ],
    });
    // Same user (same sub) the next time.
    const again = await browser.follow(await browser.get(authorizeUrl({ identity_provider: "Google" })));
    const pick2 = [...again.html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)][0]!;
    const code2 = codeFrom(
      (await browser.follow(await browser.post(pick2[1] as string, formFields(pick2[0] as string)))).location,
    );
    const tokens2 = await token({
      grant_type: "authorization_code",
      client_id: emu.clientId,
      redirect_uri: APP,
      code: code2,
    });
    expect(decodePayload(tokens2.body.id_token as string).sub).toBe(id.sub);
  });

  it("canceling the chooser returns access_denied to the app", async () => {
    const browser = new TestBrowser(emu.url);
    const chooser = await browser.follow(await browser.get(authorizeUrl({ identity_provider: "Google" })));
    const cancel = [...chooser.html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((f) =>
      (f[2] as string).includes('value="cancel"'),
    )!;
    const back = await browser.follow(await browser.post(cancel[1] as string, formFields(cancel[0] as string)));
    const url = new URL(back.location as string);
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("state")).toBe("st-123");
  });
});

describe("CORS", () => {
  it("answers preflights for the site's origins with the headers acij sends", async () => {
    const res = await fetch(`${emu.url}/`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:8000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-amz-target,x-amz-user-agent,cache-control",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(["content-type", "x-amz-target", "x-amz-user-agent", "cache-control"]),
    );
    for (const origin of ["http://127.0.0.1:8000", "http://localhost:9000", "http://127.0.0.1:9000"]) {
      const r = await fetch(`${emu.url}/oauth2/token`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(r.headers.get("access-control-allow-origin")).toBe(origin);
    }
    const evil = await fetch(`${emu.url}/`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("adds the allow-origin header to API responses, errors included", async () => {
    const res = await fetch(`${emu.url}/`, {
      method: "POST",
      headers: {
        Origin: "http://localhost:8000",
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": "AWSCognitoIdentityProviderService.GetUser",
      },
      body: JSON.stringify({ AccessToken: "bad" }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    expect(res.headers.get("access-control-expose-headers")).toContain("x-amzn-ErrorType");
  });
});
