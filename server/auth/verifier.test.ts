import { createServer, type Server } from "http";
import type { AddressInfo } from "net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from "jose";
import { ApiError } from "../http";
import { createJwksCache, JwksFetchPolicy } from "./jwks";
import { TokenVerifier } from "./verifier";

const CLIENT = "client000000000000000000001";
let server: Server;
let base: string;
let key: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  key = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "kid-1", alg: "RS256", use: "sig" };
  server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function verifier(): TokenVerifier {
  const policy = new JwksFetchPolicy();
  return new TokenVerifier({
    source: { issuers: [`${base}/pool`, "http://localhost:1/pool"], jwksUri: `${base}/pool/.well-known/jwks.json` },
    clientId: CLIENT,
    jwksCache: createJwksCache(policy),
    hasFetched: (uri) => policy.hasFetched(uri),
  });
}

const now = () => Math.floor(Date.now() / 1000);
const idClaims = (over: Record<string, unknown> = {}): JWTPayload => ({
  sub: "sub-1",
  iss: `${base}/pool`,
  aud: CLIENT,
  token_use: "id",
  "cognito:username": "ada@example.com",
  "cognito:groups": ["Admins"],
  origin_jti: "o-1",
  iat: now(),
  exp: now() + 3600,
  ...over,
});
const accessClaims = (over: Record<string, unknown> = {}): JWTPayload => ({
  sub: "sub-1",
  iss: `${base}/pool`,
  client_id: CLIENT,
  token_use: "access",
  username: "ada@example.com",
  origin_jti: "o-1",
  iat: now(),
  exp: now() + 3600,
  ...over,
});

const sign = (payload: JWTPayload, k: CryptoKey = key, kid = "kid-1") =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid }).sign(k);

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
}

describe("TokenVerifier", () => {
  const v = () => verifier();

  it("accepts genuine id and access tokens and reads their claims", async () => {
    const tv = v();
    await expect(tv.verifyId(await sign(idClaims()))).resolves.toMatchObject({
      sub: "sub-1",
      username: "ada@example.com",
      groups: ["Admins"],
      originJti: "o-1",
    });
    await expect(tv.verifyAccess(await sign(accessClaims()))).resolves.toMatchObject({
      sub: "sub-1",
      username: "ada@example.com",
      originJti: "o-1",
    });
    // Another loopback spelling of the issuer is the same emulator.
    await expect(tv.verifyId(await sign(idClaims({ iss: "http://localhost:1/pool" })))).resolves.toBeTruthy();
    // No groups claim: no groups.
    await expect(tv.verifyId(await sign(idClaims({ "cognito:groups": undefined })))).resolves.toMatchObject({
      groups: [],
    });
  });

  it.each([
    ["an access token as id token", () => accessClaims(), "id"],
    ["an id token as access token", () => idClaims(), "access"],
    ["another client's id token", () => idClaims({ aud: "other" }), "id"],
    ["another client's access token", () => accessClaims({ client_id: "other" }), "access"],
    ["a foreign issuer", () => idClaims({ iss: "https://cognito-idp.us-east-1.amazonaws.com/pool" }), "id"],
    ["an expired token", () => idClaims({ exp: now() - 60, iat: now() - 3660 }), "id"],
    ["a token not yet valid", () => idClaims({ nbf: now() + 600 }), "id"],
    ["a token issued in the future", () => idClaims({ iat: now() + 600 }), "id"],
    ["a token without exp", () => idClaims({ exp: undefined }), "id"],
    ["a token without sub", () => accessClaims({ sub: undefined }), "access"],
    ["an id token without cognito:username", () => idClaims({ "cognito:username": undefined }), "id"],
    ["groups that are not strings", () => idClaims({ "cognito:groups": [1] }), "id"],
    ["groups that are a string", () => idClaims({ "cognito:groups": "Admins" }), "id"],
    ["a numeric origin_jti", () => accessClaims({ origin_jti: 5 }), "access"],
  ])("refuses %s with 401", async (_name, claims, use) => {
    const tv = v();
    const token = await sign(claims());
    expect(await status(use === "id" ? tv.verifyId(token) : tv.verifyAccess(token))).toBe(401);
  });

  it("refuses another key with the pool's kid, and an unknown kid, with 401", async () => {
    const tv = v();
    await tv.verifyId(await sign(idClaims()));
    expect(await status(tv.verifyId(await sign(idClaims(), otherKey)))).toBe(401);
    expect(await status(tv.verifyId(await sign(idClaims(), key, "kid-unknown")))).toBe(401);
  });

  it("answers 503, not 401, when the pool's keys cannot be fetched at all", async () => {
    const policy = new JwksFetchPolicy({ timeoutMs: 300 });
    const tv = new TokenVerifier({
      source: { issuers: [`${base}/pool`], jwksUri: "http://127.0.0.1:1/pool/.well-known/jwks.json" },
      clientId: CLIENT,
      jwksCache: createJwksCache(policy),
      hasFetched: (uri) => policy.hasFetched(uri),
    });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await status(tv.verifyId(await sign(idClaims())))).toBe(503);
    // Inside the retry wait, still an outage rather than a bad token.
    expect(await status(tv.verifyId(await sign(idClaims())))).toBe(503);
    jest.restoreAllMocks();
  });
});
