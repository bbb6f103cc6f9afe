/**
 * Server side of Cognito's SRP-6a variant, written against amazon-cognito-identity-js
 * (src/AuthenticationHelper.js, CognitoUser.js, DateHelper.js) so that the unmodified client
 * interoperates bit-for-bit:
 *
 *   N   RFC 5054 3072-bit group prime, g = 2
 *   k   = H(padHex(N) | padHex(g))
 *   x   = H(padHex(salt) | H(poolName | userId | ":" | password))     (inner hash as hex text)
 *   v   = g^x mod N
 *   B   = (k*v + g^b) mod N
 *   u   = H(padHex(A) | padHex(B))
 *   S   = (A * v^u)^b mod N
 *   K   = HKDF-SHA256(ikm = padHex(S), salt = padHex(u), info = "Caldera Derived Key" | 0x01)[0..16)
 *   sig = base64(HMAC-SHA256(K, poolName | userId | base64dec(SECRET_BLOCK) | TIMESTAMP))
 *
 * "padHex" is the client's minimal two's-complement hex encoding (a leading "00" when the top bit is
 * set), not a pad to the length of N. For device SRP the "pool name" is the DeviceGroupKey and the
 * user id is the DeviceKey.
 *
 * Modular exponentiation goes through OpenSSL (node:crypto's Diffie-Hellman with the same prime),
 * which is about ten times faster than BigInt square-and-multiply; BigInt is the fallback for the
 * two degenerate bases OpenSSL refuses (1 and N-1).
 */
import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const N_HEX =
  "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1" +
  "29024E088A67CC74020BBEA63B139B22514A08798E3404DD" +
  "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245" +
  "E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED" +
  "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D" +
  "C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F" +
  "83655D23DCA3AD961C62F356208552BB9ED529077096966D" +
  "670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B" +
  "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9" +
  "DE2BCBF6955817183995497CEA956AE515D2261898FA0510" +
  "15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64" +
  "ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7" +
  "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B" +
  "F12FFA06D98A0864D87602733EC86A64521F2B18177B200C" +
  "BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31" +
  "43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF";

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;
const N_BYTES = Buffer.from(N_HEX, "hex");
const INFO = Buffer.concat([Buffer.from("Caldera Derived Key", "utf8"), Buffer.from([1])]);

/** Minimal two's-complement hex of a non-negative integer, exactly as AuthenticationHelper.padHex. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error("padHex: negative values never occur on the server side");
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return hex;
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

/** Hex digest of SHA-256 over bytes (or the UTF-8 encoding of a string). */
export function sha256Hex(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** SHA-256 of the bytes that a hex string encodes (AuthenticationHelper.hexHash). */
export function hexHash(hex: string): string {
  return sha256Hex(Buffer.from(hex, "hex"));
}

export const k = hexToBigInt(hexHash(padHex(N) + padHex(g)));

function bigIntToBuffer(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return Buffer.from(hex, "hex");
}

function modPowBigInt(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** base^exponent mod N. */
export function modPowN(base: bigint, exponent: bigint): bigint {
  const b = ((base % N) + N) % N;
  if (exponent === 0n) return 1n;
  if (b <= 1n || b >= N - 1n) return modPowBigInt(b, exponent, N);
  const dh = createDiffieHellman(N_BYTES, Buffer.from([2]));
  dh.setPrivateKey(bigIntToBuffer(exponent));
  const secret = dh.computeSecret(bigIntToBuffer(b));
  return BigInt(`0x${secret.toString("hex") || "0"}`);
}

/** x = H(padHex(salt) | H(poolName | userId | ":" | password)). */
export function computeX(saltHex: string, poolName: string, userId: string, password: string): bigint {
  const inner = sha256Hex(Buffer.from(`${poolName}${userId}:${password}`, "utf8"));
  return hexToBigInt(hexHash(padHex(hexToBigInt(saltHex)) + inner));
}

export interface Verifier {
  /** Salt as padHex'd hex (what SALT in the challenge carries). */
  salt: string;
  /** v = g^x mod N, padHex'd hex. */
  verifier: string;
}

/** Creates a salt and password verifier for a user (pool SRP). */
export function createVerifier(poolName: string, userId: string, password: string, saltHex?: string): Verifier {
  const salt = padHex(hexToBigInt(saltHex ?? randomBytes(16).toString("hex")));
  const x = computeX(salt, poolName, userId, password);
  return { salt, verifier: padHex(modPowN(g, x)) };
}

/** True when `password` produces the stored verifier (used by the non-SRP flows). */
export function checkPassword(stored: Verifier, poolName: string, userId: string, password: string): boolean {
  const candidate = createVerifier(poolName, userId, password, stored.salt);
  const a = Buffer.from(candidate.verifier, "hex");
  const b = Buffer.from(stored.verifier, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ServerEphemeral {
  b: bigint;
  B: bigint;
}

/** Server's ephemeral pair for a stored verifier: B = (k*v + g^b) mod N, never 0 mod N. */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(32).toString("hex"));
    if (b === 0n) continue;
    const B = (k * v + modPowN(g, b)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** Parses the client's SRP_A (plain hex from BigInteger.toString(16)); null when unusable. */
export function parseA(hex: unknown): bigint | null {
  if (typeof hex !== "string" || hex.length === 0 || hex.length > 2048 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const A = hexToBigInt(hex);
  if (A % N === 0n) return null;
  return A;
}

export function computeU(A: bigint, B: bigint): bigint {
  return hexToBigInt(hexHash(padHex(A) + padHex(B)));
}

/** HKDF as AuthenticationHelper.computehkdf: one block, 16 bytes. */
export function hkdf(ikm: Buffer, salt: Buffer): Buffer {
  const prk = createHmac("sha256", salt).update(ikm).digest();
  return createHmac("sha256", prk).update(INFO).digest().subarray(0, 16);
}

/** The 16-byte key both sides derive: server computes S = (A * v^u)^b mod N. */
export function serverSessionKey(A: bigint, B: bigint, b: bigint, verifierHex: string): Buffer | null {
  const u = computeU(A, B);
  if (u === 0n) return null;
  const v = hexToBigInt(verifierHex);
  const S = modPowN((A * modPowN(v, u)) % N, b);
  return hkdf(Buffer.from(padHex(S), "hex"), Buffer.from(padHex(u), "hex"));
}

/** The client's S, for tests and the bench: S = (B - k*g^x)^(a + u*x) mod N. */
export function clientSessionKey(
  a: bigint,
  A: bigint,
  B: bigint,
  saltHex: string,
  poolName: string,
  userId: string,
  password: string,
): Buffer {
  const u = computeU(A, B);
  const x = computeX(saltHex, poolName, userId, password);
  const base = (((B - k * modPowN(g, x)) % N) + N) % N;
  const S = modPowN(base, a + u * x);
  return hkdf(Buffer.from(padHex(S), "hex"), Buffer.from(padHex(u), "hex"));
}

/** PASSWORD_CLAIM_SIGNATURE: base64(HMAC-SHA256(K, poolName | userId | secretBlock | timestamp)). */
export function claimSignature(
  key: Buffer,
  poolName: string,
  userId: string,
  secretBlock: Buffer,
  timestamp: string,
): string {
  return createHmac("sha256", key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, "utf8"),
        Buffer.from(userId, "utf8"),
        secretBlock,
        Buffer.from(timestamp, "utf8"),
      ]),
    )
    .digest("base64");
}

export function signaturesEqual(expectedB64: string, givenB64: unknown): boolean {
  if (typeof givenB64 !== "string" || givenB64.length > 256) return false;
  const a = Buffer.from(expectedB64, "base64");
  const b = Buffer.from(givenB64, "base64");
  return a.length === b.length && timingSafeEqual(a, b);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** DateHelper.getNowString: "ddd MMM D HH:mm:ss UTC YYYY" (day of month not zero-padded). */
export function formatTimestamp(date: Date): string {
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  return (
    `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
}

/** Parses a TIMESTAMP in that format; returns epoch ms or null. */
export function parseTimestamp(value: unknown): number | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const m =
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(
      value,
    );
  if (!m) return null;
  const [, wd, mon, d, hh, mm, ss, yyyy] = m;
  const ms = Date.UTC(Number(yyyy), MONTHS.indexOf(mon as string), Number(d), Number(hh), Number(mm), Number(ss));
  if (Number.isNaN(ms) || formatTimestamp(new Date(ms)) !== value || WEEKDAYS[new Date(ms).getUTCDay()] !== wd)
    return null;
  return ms;
}
