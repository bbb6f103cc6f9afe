/**
 * The signer's X.509 certificate (Google's /oauth2/v1/certs): self-signed for the signing key, not a CA, keyUsage
 * digitalSignature, EKU clientAuth, valid from an hour back for two weeks; kept until a day before it runs out.
 */
import "reflect-metadata";
import { KeyUsageFlags, KeyUsagesExtension, X509Certificate as Decoded } from "@peculiar/x509";
import { createPublicKey, createVerify, X509Certificate } from "node:crypto";
import { IdTokenSigner } from "./id-token";
import { DAY_MS } from "../../../core/time/units";

const NOW = Date.UTC(2024, 4, 6, 12, 0, 0);
const NAME = "federated-signon.system.gserviceaccount.com";

describe("IdTokenSigner.certificate", () => {
  const signer = new IdTokenSigner();

  it("is a self-signed certificate of the JWK's key that verifies the signer's tokens", async () => {
    const pem = await signer.certificate(NAME, NOW);
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    const x509 = new X509Certificate(pem);
    const [jwk] = signer.jwks().keys;
    const fromJwk = createPublicKey({ key: { kty: "RSA", n: String(jwk?.n), e: String(jwk?.e) }, format: "jwk" });
    expect(x509.publicKey.equals(fromJwk)).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.subject).toBe(`CN=${NAME}`);
    expect(x509.issuer).toBe(`CN=${NAME}`);
    expect(x509.ca).toBe(false);
    expect(x509.keyUsage).toEqual(["1.3.6.1.5.5.7.3.2"]);
    expect(Date.parse(x509.validFrom)).toBe(NOW - 3600 * 1000);
    expect(Date.parse(x509.validTo)).toBe(NOW + 14 * DAY_MS);
    const usages = new Decoded(pem).getExtension(KeyUsagesExtension);
    expect(usages?.critical).toBe(true);
    expect(usages?.usages).toBe(KeyUsageFlags.digitalSignature);

    const [header, payload, signature] = signer.sign({ sub: "1" }).split(".");
    const base64 = Buffer.from(signature ?? "", "base64url").toString("base64");
    expect(createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(pem, base64, "base64")).toBe(true);
  });

  it("is kept until a day before it runs out, and shared by calls made together", async () => {
    const fresh = new IdTokenSigner();
    const [a, b] = await Promise.all([fresh.certificate(NAME, NOW), fresh.certificate(NAME, NOW)]);
    expect(b).toBe(a);
    expect(await fresh.certificate(NAME, NOW + 12 * DAY_MS)).toBe(a);
    const renewed = await fresh.certificate(NAME, NOW + 13 * DAY_MS);
    expect(renewed).not.toBe(a);
    expect(Date.parse(new X509Certificate(renewed).validTo)).toBe(NOW + 27 * DAY_MS);
    expect(await fresh.certificate("other.example", NOW + 13 * DAY_MS)).not.toBe(renewed);
  });
});
