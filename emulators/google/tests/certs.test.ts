/**
 * The Google stand-in's signing certificates as google-auth-library reads them: `OAuth2Client.verifyIdToken`
 * fetches `/oauth2/v1/certs` (`{ kid: "-----BEGIN CERTIFICATE-----…" }`), caches it for Cache-Control max-age, and
 * verifies the id_token's RS256 signature with the certificate of the token's `kid` (node:crypto's createVerify
 * with the PEM). The v1 certificates carry the same keys, under the same kids, as the v3 JWK set.
 */
import { createPublicKey, createVerify, X509Certificate } from "node:crypto";
import { connect, startTest, type TestStandIn } from "../testing/helpers";

jest.setTimeout(30_000);

let emu: TestStandIn;
beforeAll(async () => {
  emu = await startTest();
});
afterAll(() => emu.close());

async function getJson(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

function decode(segment: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("GET /oauth2/v1/certs", () => {
  it("answers PEM certificates keyed by the v3 JWK set's kids, with Google's caching headers", async () => {
    const v1 = await getJson(`${emu.url}/oauth2/v1/certs`);
    const v3 = await getJson(`${emu.url}/oauth2/v3/certs`);
    expect(v1.status).toBe(200);
    expect(v1.headers.get("content-type")).toMatch(/^application\/json/);
    const jwks = (v3.body as { keys: { kid: string; n: string; e: string }[] }).keys;
    expect(Object.keys(v1.body).sort()).toEqual(jwks.map((k) => k.kid).sort());

    for (const key of jwks) {
      const pem = v1.body[key.kid];
      expect(typeof pem).toBe("string");
      expect(String(pem)).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
      const cert = new X509Certificate(String(pem));
      // The same public key as the JWK of that kid.
      const fromJwk = createPublicKey({ key: { kty: "RSA", n: key.n, e: key.e }, format: "jwk" });
      expect(cert.publicKey.equals(fromJwk)).toBe(true);
      // Self-signed, valid now.
      expect(cert.verify(cert.publicKey)).toBe(true);
      expect(Date.parse(cert.validFrom)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(cert.validTo)).toBeGreaterThan(Date.now());
    }

    const cacheControl = v1.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/^public, max-age=\d+, must-revalidate, no-transform$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    const expires = Date.parse(v1.headers.get("expires") ?? "");
    const date = Date.parse(v1.headers.get("date") ?? "");
    expect(Number.isNaN(expires)).toBe(false);
    expect(Math.abs(expires - (date + maxAge * 1000))).toBeLessThanOrEqual(2000);
  });

  it("verifies an id_token the stand-in issued (RS256), as verifyIdToken does with the PEM of the token's kid", async () => {
    const tokens = await connect(emu);
    const idToken = String(tokens.id_token);
    const [header, payload, signature] = idToken.split(".");
    const { alg, kid } = decode(header) as { alg: string; kid: string };
    expect(alg).toBe("RS256");
    const certs = (await getJson(`${emu.url}/oauth2/v1/certs`)).body;
    expect(Object.prototype.hasOwnProperty.call(certs, kid)).toBe(true);
    const pem = String(certs[kid]);

    // google-auth-library's node crypto: createVerify("RSA-SHA256").verify(pem, base64 signature).
    const base64 = Buffer.from(signature ?? "", "base64url").toString("base64");
    expect(createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(pem, base64, "base64")).toBe(true);
    expect(createVerify("RSA-SHA256").update(`${header}.${payload}x`).verify(pem, base64, "base64")).toBe(false);

    // What verifySignedJwtWithCertsAsync checks next: iat, exp within a day, issuer (pass the stand-in's URL in the
    // client's `issuers` option) and audience.
    const claims = decode(payload) as { iat: number; exp: number; iss: string; aud: string };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(86400);
    expect(claims.iss).toBe(emu.publicUrl);
    expect(typeof claims.aud).toBe("string");
  });
});
