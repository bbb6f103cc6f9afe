/**
 * The TLS listener's certificate as a client and openssl read it: self-signed CA for 127.0.0.1, ::1 and localhost,
 * keyUsage digitalSignature/keyEncipherment/keyCertSign (critical), EKU serverAuth, valid from an hour back for a
 * year, for the private key handed out with it.
 */
import "reflect-metadata";
import { KeyUsageFlags, KeyUsagesExtension, X509Certificate as Decoded } from "@peculiar/x509";
import { createPrivateKey, X509Certificate } from "node:crypto";
import { makeTlsCredentials } from "./tls";
import { DAY_MS } from "../../core/time/units";

const NOW = Date.UTC(2024, 4, 6, 12, 0, 0);

describe("makeTlsCredentials", () => {
  it("makes a self-signed CA certificate for the local hosts, matching its PKCS#8 key", async () => {
    const { key, cert } = await makeTlsCredentials(NOW);
    expect(key).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(cert).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    const x509 = new X509Certificate(cert);
    expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);
    // node:crypto escapes the comma in the name (RFC 4514).
    expect(x509.subject).toBe("CN=Local stand-in (127.0.0.1\\, localhost)");
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.ca).toBe(true);
    expect(x509.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(x509.checkIP("::1")).toBe("::1");
    expect(x509.checkHost("localhost")).toBe("localhost");
    expect(x509.checkHost("example.com")).toBeUndefined();
    // node:crypto's keyUsage is the extended key usage.
    expect(x509.keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]);
    expect(Date.parse(x509.validFrom)).toBe(NOW - 3600 * 1000);
    expect(Date.parse(x509.validTo)).toBe(NOW + 365 * DAY_MS);

    const usages = new Decoded(cert).getExtension(KeyUsagesExtension);
    expect(usages?.critical).toBe(true);
    expect(usages?.usages).toBe(
      KeyUsageFlags.digitalSignature | KeyUsageFlags.keyEncipherment | KeyUsageFlags.keyCertSign,
    );
  });

  it("makes a new key each time", async () => {
    const [a, b] = await Promise.all([makeTlsCredentials(NOW), makeTlsCredentials(NOW)]);
    expect(a.key).not.toBe(b.key);
    expect(new X509Certificate(a.cert).serialNumber).not.toBe(new X509Certificate(b.cert).serialNumber);
  });
});
