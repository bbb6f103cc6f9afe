/**
 * The Cognito emulator's hosted UI as an OpenID Connect relying party sees it (openid-client 6, unmodified):
 * discovery, authorization code with PKCE, the id token's signature against the JWKS, UserInfo, refresh and
 * revocation.
 */
import * as client from "openid-client";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { formFields, PASSWORDS, startTestEmulator, TestBrowser, type TestEmulator } from "../cognito/testing";

const REDIRECT_URI = "http://localhost:8000/login/"; // one of the seeded app client's callback URLs

// Real clients on a busy 2-core machine (Amplify runs SRP on its own JavaScript big integers).
jest.setTimeout(60_000);

let emu: TestEmulator;
let config: client.Configuration;

beforeAll(async () => {
  emu = await startTestEmulator();
  // The emulator speaks plain http on loopback; the real issuer is https.
  config = await client.discovery(new URL(emu.issuer), emu.clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
});

afterAll(() => emu.stop());

/** A person signs in on the hosted UI's form; the app gets the redirect back with the code. */
async function signInOnHostedUi(authorizationUrl: URL, username: string, password: string): Promise<URL> {
  const browser = new TestBrowser(emu.url);
  const start = await browser.get(`${authorizationUrl.pathname}${authorizationUrl.search}`);
  const page = await browser.follow(start);
  const done = await browser.post("/login", { ...formFields(page.html, "/login"), username, password });
  if (done.status !== 302 || !done.location) throw new Error(`hosted UI answered ${done.status}`);
  return new URL(done.location);
}

it("discovers the hosted UI's endpoints from the issuer", () => {
  const meta = config.serverMetadata();
  expect(meta.issuer).toBe(emu.issuer);
  expect(meta.jwks_uri).toBe(emu.jwksUri);
  expect(meta.code_challenge_methods_supported ?? ["S256"]).toContain("S256");
  for (const endpoint of [meta.authorization_endpoint, meta.token_endpoint, meta.userinfo_endpoint]) {
    expect(endpoint).toMatch(/^http:\/\/localhost:\d+\//);
  }
});

it("signs in with the authorization code and PKCE, verifies the id token, reads UserInfo, refreshes, revokes", async () => {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  const callback = await signInOnHostedUi(url, "admin@example.com", PASSWORDS.admin);

  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  const claims = tokens.claims();
  expect(claims).toMatchObject({ iss: emu.issuer, aud: emu.clientId, email: "admin@example.com", nonce });
  const { payload } = await jwtVerify(tokens.id_token as string, createRemoteJWKSet(new URL(emu.jwksUri)), {
    issuer: emu.issuer,
    audience: emu.clientId,
  });
  expect(payload.token_use).toBe("id");

  const info = await client.fetchUserInfo(config, tokens.access_token, claims?.sub as string);
  expect(info).toMatchObject({ sub: claims?.sub, email: "admin@example.com" });

  const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string);
  expect(refreshed.access_token).not.toBe(tokens.access_token);
  expect(refreshed.claims()?.sub).toBe(claims?.sub);

  await client.tokenRevocation(config, tokens.refresh_token as string);
  await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
    error: "invalid_grant",
  });
});

it("refuses a code with the wrong PKCE verifier as the real token endpoint does", async () => {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: "openid email",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
  });
  const callback = await signInOnHostedUi(url, "admin@example.com", PASSWORDS.admin);
  await expect(
    client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: client.randomPKCECodeVerifier(),
      expectedState: state,
    }),
  ).rejects.toMatchObject({ error: "invalid_grant" });
});
