/**
 * A fast non-cryptographic string hash (cyrb128 rounds, extended to any length) for deterministic ids and UID
 * bytes. Only stability matters here, not secrecy; node:crypto's sha256 made the 10k-event bulk generator slow.
 */

/**
 * 32-bit multiply. Not Math.imul: under jest's node environment `Math` belongs to another realm and each call costs
 * about 50 times more, which made the bulk tests crawl.
 */
export function imul(a: number, b: number): number {
  const al = a & 0xffff;
  const bl = b & 0xffff;
  return (al * bl + ((((a >>> 16) * bl + al * (b >>> 16)) << 16) >>> 0)) | 0;
}

function cyrb128(str: string, seed: number): [number, number, number, number] {
  let h1 = 1779033703 ^ seed;
  let h2 = 3144134277 ^ seed;
  let h3 = 1013904242 ^ seed;
  let h4 = 2773480762 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ imul(h1 ^ k, 597399067);
    h2 = h3 ^ imul(h2 ^ k, 2869860233);
    h3 = h4 ^ imul(h3 ^ k, 951274213);
    h4 = h1 ^ imul(h4 ^ k, 2716044179);
  }
  h1 = imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** `length` bytes derived from a key. */
export function hashBytes(key: string, length: number): Buffer {
  const out = Buffer.allocUnsafe(Math.ceil(length / 16) * 16);
  for (let block = 0; block * 16 < length; block++) {
    const words = cyrb128(key, block);
    for (let i = 0; i < 4; i++) out.writeUInt32BE(words[i] ?? 0, block * 16 + i * 4);
  }
  return out.subarray(0, length);
}

/** A 32-bit number derived from a key. */
export function hashUint32(key: string): number {
  return cyrb128(key, 99)[0];
}
