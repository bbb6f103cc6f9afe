/**
 * What amazon-cognito-identity-js needs of Node's Buffer in the browser, and nothing more: `Buffer.from` of a
 * string (utf8, hex, base64 or base64url) or of bytes, `Buffer.concat`, and `toString` back to those encodings.
 * The npm `buffer` polyfill the library depends on weighs about 6 kB gzipped on every sign-in page; this
 * stands in for it in browser builds only (standIns.ts). Node and jest keep the
 * real Buffer. bufferLite.test.ts compares every operation with Node's Buffer.
 */

export type Encoding = "utf8" | "utf-8" | "hex" | "base64";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Bytes with Node's `toString(encoding)`. A Uint8Array with its own toString rather than a subclass: a class
 * extending a built-in needs Babel's wrapNativeSuper helpers in the browser bundle (about 0.5 kB gzipped).
 */
export type LiteBuffer = Uint8Array & { toString(encoding?: Encoding): string };

function toText(this: Uint8Array, encoding: Encoding = "utf8"): string {
  switch (encoding) {
    case "hex":
      return Array.from(this, (b) => b.toString(16).padStart(2, "0")).join("");
    case "base64": {
      let binary = "";
      for (let i = 0; i < this.length; i += 0x8000) binary += String.fromCharCode(...this.subarray(i, i + 0x8000));
      return btoa(binary);
    }
    default:
      return decoder.decode(this);
  }
}

const lite = (bytes: Uint8Array): LiteBuffer => Object.assign(bytes, { toString: toText });

function fromHex(text: string): Uint8Array {
  // Like Node: pairs of hex digits, stopping at the first pair that is not one.
  const bytes = new Uint8Array(text.length >> 1);
  let n = 0;
  for (; n < bytes.length; n++) {
    const pair = text.slice(n * 2, n * 2 + 2);
    if (!/^[0-9a-fA-F]{2}$/.test(pair)) break;
    bytes[n] = parseInt(pair, 16);
  }
  return bytes.subarray(0, n);
}

function fromBase64(text: string): Uint8Array {
  // Node accepts base64url, missing padding and whitespace (JWT segments are base64url without padding).
  const clean = text.replace(/[\s=]/g, "").replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(clean + "===".slice((clean.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function from(value: string | ArrayLike<number> | ArrayBufferLike, encoding: Encoding = "utf8"): LiteBuffer {
  if (typeof value === "string") {
    const bytes =
      encoding === "hex" ? fromHex(value) : encoding === "base64" ? fromBase64(value) : encoder.encode(value);
    return lite(new Uint8Array(bytes));
  }
  return lite(new Uint8Array(value instanceof ArrayBuffer ? value : (value as ArrayLike<number>)));
}

function concat(list: readonly Uint8Array[]): LiteBuffer {
  const out = lite(new Uint8Array(list.reduce((n, b) => n + b.length, 0)));
  let offset = 0;
  for (const bytes of list) {
    out.set(bytes, offset);
    offset += bytes.length;
  }
  return out;
}

export const Buffer = {
  from,
  concat,
  isBuffer: (value: unknown): value is LiteBuffer => value instanceof Uint8Array && value.toString === toText,
};
export default { Buffer };
