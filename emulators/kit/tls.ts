/**
 * The key and certificate of a stand-in's TLS listener: self-signed (with @peculiar/x509) for 127.0.0.1, ::1 and
 * localhost, valid a year. With a data dir they are kept there (tls-key.pem, tls-cert.pem) and reused by the next
 * start while they are still good, so a client that trusts the file (NODE_EXTRA_CA_CERTS=<dir>/tls-cert.pem, read
 * once when Node starts) keeps trusting it across restarts; without one they live in memory for the process.
 */
import { createPrivateKey, KeyObject, webcrypto, X509Certificate } from "node:crypto";
import { promises as fsp } from "node:fs";
import path from "node:path";
import { selfSignedPem, SIGNING, x509 } from "./selfSigned";
import { writeFileAtomic } from "./store";
import { DAY_MS } from "../../core/time/units";

export const TLS_KEY_FILE = "tls-key.pem";
export const TLS_CERT_FILE = "tls-cert.pem";
export const TLS_HOSTS = { dnsNames: ["localhost"], ipAddresses: ["127.0.0.1", "::1"] } as const;

const VALIDITY_DAYS = 365;

export interface TlsCredentials {
  /** PKCS#8 PEM. */
  key: string;
  /** The certificate, PEM: what a client trusts (`ca`). */
  cert: string;
  /** Where the certificate is written, or null when kept in memory. */
  certPath: string | null;
}

export async function makeTlsCredentials(nowMs: number = Date.now()): Promise<{ key: string; cert: string }> {
  const keys = await webcrypto.subtle.generateKey(
    { ...SIGNING, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ["sign", "verify"],
  );
  const cert = await selfSignedPem({
    commonName: "Local stand-in (127.0.0.1, localhost)",
    keys,
    nowMs,
    notAfterMs: nowMs + VALIDITY_DAYS * DAY_MS,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment | x509.KeyUsageFlags.keyCertSign,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...TLS_HOSTS.dnsNames.map((value) => ({ type: "dns" as const, value })),
        ...TLS_HOSTS.ipAddresses.map((value) => ({ type: "ip" as const, value })),
      ]),
    ],
  });
  const key = KeyObject.from(keys.privateKey).export({ type: "pkcs8", format: "pem" }).toString();
  return { key, cert };
}

/** True when the pair still serves: matching, for our hosts, valid for at least another day. */
function stillGood(key: string, cert: string, nowMs: number): boolean {
  try {
    const parsed = new X509Certificate(cert);
    return (
      parsed.checkPrivateKey(createPrivateKey(key)) &&
      Date.parse(parsed.validFrom) <= nowMs &&
      Date.parse(parsed.validTo) > nowMs + DAY_MS &&
      TLS_HOSTS.ipAddresses.every((ip) => parsed.checkIP(ip) !== undefined) &&
      TLS_HOSTS.dnsNames.every((dns) => parsed.checkHost(dns) !== undefined)
    );
  } catch {
    return false;
  }
}

/** The TLS key and certificate: from dataDir when there and still good, else new (and written there). */
export async function tlsCredentials(dataDir: string | null): Promise<TlsCredentials> {
  const now = Date.now();
  if (dataDir === null) return { ...(await makeTlsCredentials(now)), certPath: null };
  const keyPath = path.join(dataDir, TLS_KEY_FILE);
  const certPath = path.join(dataDir, TLS_CERT_FILE);
  const [key, cert] = await Promise.all([
    fsp.readFile(keyPath, "utf8").catch(() => null),
    fsp.readFile(certPath, "utf8").catch(() => null),
  ]);
  if (key !== null && cert !== null && stillGood(key, cert, now)) return { key, cert, certPath };
  const made = await makeTlsCredentials(now);
  // The key first: a crash between the two writes leaves a certificate that no longer matches, which the next
  // start replaces.
  await writeFileAtomic(keyPath, made.key);
  await writeFileAtomic(certPath, made.cert);
  // The certificate is public (clients read it, NODE_EXTRA_CA_CERTS may run as another user); the key stays 0600.
  await fsp.chmod(certPath, 0o644);
  return { ...made, certPath };
}
