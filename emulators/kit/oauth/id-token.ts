/**
 * ID tokens for the stand-ins: RS256 JWTs, because OAuth clients (oauth4webapi among them) check the algorithm
 * and claims of an id_token in a token response. The key pair is made at start and published as a JWKS (and, for
 * Google's /oauth2/v1/certs, as a self-signed X.509 certificate); nothing outlives the process, since an id_token
 * is only checked when it is received.
 */
import { createSign, generateKeyPairSync, randomBytes, webcrypto, type KeyObject } from "node:crypto";
import { selfSignedPem, SIGNING, x509 } from "../selfSigned";
import { DAY_MS } from "../../../core/time/units";

/** How long a signing certificate is valid: about two weeks, as Google's are. */
const CERTIFICATE_DAYS = 14;

export class IdTokenSigner {
  readonly kid = randomBytes(8).toString("hex");
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly publicJwk: Record<string, unknown>;
  private issued: { pem: Promise<string>; commonName: string; notAfter: number } | null = null;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicKey = publicKey;
    this.publicJwk = { ...publicKey.export({ format: "jwk" }), kid: this.kid, use: "sig", alg: "RS256" };
  }

  sign(claims: Record<string, unknown>): string {
    const header = Buffer.from(JSON.stringify({ alg: "RS256", typ: "JWT", kid: this.kid })).toString("base64url");
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(this.privateKey, "base64url");
    return `${header}.${payload}.${signature}`;
  }

  jwks(): { keys: Record<string, unknown>[] } {
    return { keys: [this.publicJwk] };
  }

  /**
   * The signing key as a self-signed X.509 certificate (PEM) named commonName, valid from an hour before nowMs for
   * two weeks; made on first use and again a day before it runs out. Only its public key matters to a verifier
   * (google-auth-library verifies with the PEM and reads nothing else of it).
   */
  certificate(commonName: string, nowMs: number): Promise<string> {
    const current = this.issued;
    if (current && current.commonName === commonName && nowMs < current.notAfter - DAY_MS) return current.pem;
    const notAfter = nowMs + CERTIFICATE_DAYS * DAY_MS;
    // The promise is kept, so requests arriving while it is made share one certificate; a failure is not kept.
    const issued = { pem: this.selfSigned(commonName, nowMs, notAfter), commonName, notAfter };
    this.issued = issued;
    issued.pem.catch(() => {
      if (this.issued === issued) this.issued = null;
    });
    return issued.pem;
  }

  private async selfSigned(commonName: string, nowMs: number, notAfter: number): Promise<string> {
    const keys = {
      privateKey: await webcrypto.subtle.importKey(
        "pkcs8",
        this.privateKey.export({ type: "pkcs8", format: "der" }),
        SIGNING,
        false,
        ["sign"],
      ),
      publicKey: await webcrypto.subtle.importKey(
        "spki",
        this.publicKey.export({ type: "spki", format: "der" }),
        SIGNING,
        true,
        ["verify"],
      ),
    };
    return selfSignedPem({
      commonName,
      keys,
      nowMs,
      notAfterMs: notAfter,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
      ],
    });
  }
}
