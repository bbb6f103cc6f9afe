/**
 * SHA-256 and HMAC-SHA-256 (FIPS 180-4, RFC 2104) with the synchronous API amazon-cognito-identity-js uses from
 * `@aws-crypto/sha256-js`: `new Sha256(secret?)`, `update(data)`, `digestSync()`. The library hashes with it
 * synchronously inside SRP, so the browser's asynchronous Web Crypto cannot stand in. That package, with its
 * utilities and tslib, is about 3 kB gzipped of every sign-in page; this is under 1 kB. In browser builds
 * standIns.ts puts it in place in browser builds only; sha256Lite.test.ts checks it against Node's crypto
 * (NIST vectors, random lengths across block boundaries, split updates, long HMAC keys) and signs in with it.
 */

type SourceData = string | ArrayBuffer | ArrayBufferView;

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
// The first 32 bits of the fractional parts of the square roots of the first 8 primes (5.3.3).
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const encoder = new TextEncoder();

function toBytes(data: SourceData): Uint8Array {
  if (typeof data === "string") return encoder.encode(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The plain hash: blocks of 64 bytes are compressed as they fill; the tail is padded at the end. */
class Hash {
  private readonly h = Uint32Array.from(H0);
  private readonly w = new Uint32Array(64);
  private readonly block = new Uint8Array(64);
  private readonly view = new DataView(this.block.buffer);
  private filled = 0;
  private length = 0; // bytes hashed so far

  update(bytes: Uint8Array): this {
    this.length += bytes.length;
    for (const byte of bytes) {
      this.block[this.filled++] = byte;
      if (this.filled === 64) this.compress();
    }
    return this;
  }

  digest(): Uint8Array {
    const bits = this.length * 8;
    this.block[this.filled++] = 0x80;
    if (this.filled > 56) {
      this.block.fill(0, this.filled);
      this.compress();
    }
    this.block.fill(0, this.filled);
    this.view.setUint32(56, Math.floor(bits / 0x100000000));
    this.view.setUint32(60, bits >>> 0);
    this.compress();
    const out = new DataView(new ArrayBuffer(32));
    this.h.forEach((word, i) => out.setUint32(i * 4, word));
    return new Uint8Array(out.buffer);
  }

  private compress(): void {
    const { w, h, view } = this;
    // Uint32Array stores wrap modulo 2^32, which is the additions' rule.
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(i * 4);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      w[i] = w[i - 16]! + (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + w[i - 7]! + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10));
    }
    let [a, b, c, d, e, f, g, k] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let i = 0; i < 64; i++) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      k = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, k].forEach((value, i) => (h[i] = h[i]! + value));
    this.filled = 0;
  }
}

/** `new Sha256()` hashes; `new Sha256(secret)` computes HMAC-SHA-256 keyed with `secret`. */
export class Sha256 {
  private readonly inner = new Hash();
  private readonly outer: Hash | null = null;

  constructor(secret?: SourceData) {
    if (secret === undefined) return;
    let key = toBytes(secret);
    if (key.length > 64) key = new Hash().update(key).digest();
    const pad = new Uint8Array(64);
    pad.set(key);
    this.inner.update(pad.map((byte) => byte ^ 0x36));
    this.outer = new Hash().update(pad.map((byte) => byte ^ 0x5c));
  }

  update(data: SourceData): void {
    this.inner.update(toBytes(data));
  }

  digestSync(): Uint8Array {
    const digest = this.inner.digest();
    return this.outer ? this.outer.update(digest).digest() : digest;
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.digestSync());
  }
}
