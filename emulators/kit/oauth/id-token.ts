/**
 * ID tokens for the stand-ins: RS256 JWTs, because OAuth clients (oauth4webapi among them) check the algorithm
 * and claims of an id_token in a token response. The key pair is made at start and published as a JWKS; nothing
 * outlives the process, since an id_token is only checked when it is received.
 */
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";

export class IdTokenSigner {
  readonly kid = randomBytes(8).toString("hex");
  private readonly privateKey: KeyObject;
  private readonly publicJwk: Record<string, unknown>;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.privateKey = privateKey;
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
}
