/**
 * A software passkey authenticator for tests, standing in for a browser plus platform authenticator: an ES256 key pair
 * from node:crypto per passkey, "none" attestation, authenticator data with the RP id hash, flags and a signature
 * counter, and client data with type, challenge and origin. Built from the WebAuthn spec with its own tiny CBOR
 * encoder, independently of the library the emulator verifies with. Every field can be bent (origin, RP id, counter,
 * flags, challenge) so tests can check each refusal.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** CBOR (RFC 8949) for the few types attestation objects and COSE keys use. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftwarePasskey {
  credentialId: string;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** Ways to bend one ceremony. */
export interface CeremonyOverrides {
  origin?: string;
  /** The RP id hashed into the authenticator data (default: the one the options name). */
  rpId?: string;
  challenge?: string;
  type?: string;
  userVerified?: boolean;
  userPresent?: boolean;
  /** The signature counter to report (default: the passkey's counter plus `counterStep`). */
  counter?: number;
}

export interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: Array<{ id: string }>;
}

export class SoftwareAuthenticator {
  readonly passkeys = new Map<string, SoftwarePasskey>();

  /**
   * @param origin the page the "browser" is on
   * @param counterStep how much the counter grows per use; 0 is an authenticator without counters (synced passkeys)
   */
  constructor(
    readonly origin = "http://localhost:8000",
    readonly counterStep = 1,
    readonly attachment: "platform" | "cross-platform" = "platform",
  ) {}

  private clientData(type: string, challenge: string, o: CeremonyOverrides): Buffer {
    const data = { type: o.type ?? type, challenge: o.challenge ?? challenge, origin: o.origin ?? this.origin };
    return Buffer.from(JSON.stringify({ ...data, crossOrigin: false }), "utf8");
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private flags(o: CeremonyOverrides): number {
    return (o.userPresent === false ? 0 : FLAG_UP) | (o.userVerified === false ? 0 : FLAG_UV);
  }

  /** navigator.credentials.create(): the RegistrationResponseJSON for Cognito's CredentialCreationOptions. */
  register(options: CreationOptions, o: CeremonyOverrides = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cosePublicKey = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, "base64url")],
        [-3, Buffer.from(jwk.y as string, "base64url")],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const counter = o.counter ?? 0;
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cosePublicKey]); // AAGUID: none
    const authData = this.authData(o.rpId ?? options.rp.id, this.flags(o) | FLAG_AT, counter, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const passkey: SoftwarePasskey = {
      credentialId: b64url(id),
      privateKey,
      cosePublicKey,
      rpId: options.rp.id,
      userHandle: options.user.id,
      counter,
    };
    this.passkeys.set(passkey.credentialId, passkey);
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: "public-key",
      authenticatorAttachment: this.attachment,
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, o)),
        attestationObject: b64url(attestationObject),
        authenticatorData: b64url(authData),
        transports: this.attachment === "platform" ? ["internal", "hybrid"] : ["usb"],
        publicKeyAlgorithm: -7,
      },
    };
  }

  /**
   * navigator.credentials.get(): the AuthenticationResponseJSON for request options, signed by the first passkey the
   * options allow (or `credentialId`).
   */
  authenticate(options: RequestOptions, o: CeremonyOverrides & { credentialId?: string } = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const passkey = o.credentialId
      ? this.passkeys.get(o.credentialId)
      : [...this.passkeys.values()].find((p) => !allowed || allowed.includes(p.credentialId));
    if (!passkey) throw new Error("the software authenticator has no passkey for these options");
    const counter = o.counter ?? passkey.counter + this.counterStep;
    passkey.counter = counter;
    const authData = this.authData(o.rpId ?? options.rpId, this.flags(o), counter);
    const clientData = this.clientData("webauthn.get", options.challenge, o);
    const signature = createSign("SHA256")
      .update(Buffer.concat([authData, sha256(clientData)]))
      .sign(passkey.privateKey); // DER-encoded ECDSA, as WebAuthn wants
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: "public-key",
      authenticatorAttachment: this.attachment,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }
}
