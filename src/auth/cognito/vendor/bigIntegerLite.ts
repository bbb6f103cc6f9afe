/**
 * The big-number arithmetic amazon-cognito-identity-js's SRP needs, on the browser's native BigInt instead of the
 * copy of jsbn the library bundles (es/BigInteger.js). Same API for the calls the library makes (hex in and out,
 * add, subtract, multiply, mod, modPow with a callback, compareTo, equals, abs), about 3 kB gzipped less on every
 * sign-in page, and SRP's 3072-bit modPow runs several times faster. The SRP protocol itself stays the library's.
 * standIns.ts puts it in place in browser builds; bigIntegerLite.test.ts checks every
 * operation against the library's own BigInteger and signs in with it against the emulator.
 */

type Callback = (error: Error | null, result: BigInteger) => void;

const RADIX_PREFIX: Record<number, string> = { 2: "0b", 8: "0o", 16: "0x" };

export default class BigInteger {
  static readonly ZERO = BigInteger.of(0n);
  static readonly ONE = BigInteger.of(1n);

  /** The value; jsbn keeps digits and a sign instead. */
  value: bigint;

  /** `new BigInteger("ff", 16)`, as the library calls it (radix 2, 8 or 16; a leading "-" for negatives). */
  constructor(text?: string, radix = 16) {
    this.value = 0n;
    if (text == null) return;
    const prefix = RADIX_PREFIX[radix];
    if (!prefix) throw new Error("Only radix 2, 8 and 16 are supported");
    const negative = text.startsWith("-");
    const digits = negative ? text.slice(1) : text;
    // BigInt("0x") is a SyntaxError; jsbn reads an empty string as zero.
    const magnitude = digits === "" ? 0n : BigInt(prefix + digits);
    this.value = negative ? -magnitude : magnitude;
  }

  static of(value: bigint): BigInteger {
    const n = new BigInteger();
    n.value = value;
    return n;
  }

  toString(radix = 16): string {
    return this.value.toString(radix);
  }

  negate(): BigInteger {
    return BigInteger.of(-this.value);
  }

  abs(): BigInteger {
    return this.value < 0n ? this.negate() : this;
  }

  compareTo(other: BigInteger): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }

  equals(other: BigInteger): boolean {
    return this.value === other.value;
  }

  add(other: BigInteger): BigInteger {
    return BigInteger.of(this.value + other.value);
  }

  subtract(other: BigInteger): BigInteger {
    return BigInteger.of(this.value - other.value);
  }

  multiply(other: BigInteger): BigInteger {
    return BigInteger.of(this.value * other.value);
  }

  divide(other: BigInteger): BigInteger {
    return BigInteger.of(this.value / other.value);
  }

  /** Like jsbn: the result is never negative for a positive modulus. */
  mod(modulus: BigInteger): BigInteger {
    const r = this.value % modulus.value;
    return BigInteger.of(r < 0n ? r + modulus.value : r);
  }

  /** this^exponent mod modulus (left-to-right square and multiply); the library passes a callback. */
  modPow(exponent: BigInteger, modulus: BigInteger, callback?: Callback): BigInteger {
    const m = modulus.value;
    const base = this.mod(modulus).value;
    const bits = exponent.value.toString(2);
    let r = 1n % m;
    for (let i = 0; i < bits.length; i++) {
      r = (r * r) % m;
      if (bits.charCodeAt(i) === 49 /* "1" */) r = (r * base) % m;
    }
    const result = BigInteger.of(r);
    callback?.(null, result);
    return result;
  }
}
