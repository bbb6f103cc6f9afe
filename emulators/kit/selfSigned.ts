/**
 * Self-signed X.509 certificates for the stand-ins (the Graph TLS listener, Google's /oauth2/v1/certs), made with
 * @peculiar/x509. It signs with WebCrypto (Node's globalThis.crypto, its default provider) and resolves its parts
 * through tsyringe, which needs the Reflect metadata API loaded first.
 */
import "reflect-metadata";
import * as x509 from "@peculiar/x509";

export { x509 };

/** RSA with SHA-256, what both certificates are signed with. */
export const SIGNING = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

export interface SelfSignedRequest {
  commonName: string;
  keys: CryptoKeyPair;
  nowMs: number;
  notAfterMs: number;
  /** The certificate's own extensions; the subject key identifier is always added. */
  extensions: x509.Extension[];
}

/** The certificate as PEM, valid from an hour before `nowMs` (for clocks a little behind). */
export async function selfSignedPem(request: SelfSignedRequest): Promise<string> {
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: [{ CN: [request.commonName] }],
    notBefore: new Date(request.nowMs - 3600 * 1000),
    notAfter: new Date(request.notAfterMs),
    signingAlgorithm: SIGNING,
    keys: request.keys,
    extensions: [...request.extensions, await x509.SubjectKeyIdentifierExtension.create(request.keys.publicKey)],
  });
  // PEM as Node and openssl write it: with a final newline, which @peculiar/x509 leaves off.
  return `${certificate.toString("pem").trimEnd()}\n`;
}
