/**
 * @jest-environment node
 *
 * The native-BigInt stand-in against the jsbn BigInteger that amazon-cognito-identity-js bundles, call by call on
 * random and edge values, and the library's SRP running on it: a sign-in with device confirmation, then a device
 * SRP sign-in, against the local emulator.
 */
import { randomBytes } from "node:crypto";
import Lite from "./bigIntegerLite";
import { startTestEmulator, type TestEmulator } from "../../../../emulators/cognito/testing";
import { expectDeviceSignIns, libraryWith, signInTwiceWithDevice } from "./testing/libraryOnStandIn";

// The library's own copy (its CommonJS build, as jest loads it), typed as the stand-in: the same calls.

const Jsbn = require("amazon-cognito-identity-js/lib/BigInteger").default as typeof Lite;

jest.setTimeout(60_000);

/** Cognito's SRP group: the 3072-bit prime of RFC 3526 (as in AuthenticationHelper). */
const N =
  "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const signed = (h: string, negative: boolean) => (negative ? `-${h}` : h);

/** Hex strings of many sizes and both signs, with zero, one and leading zeros among them. */
const values: string[] = [
  "0",
  "1",
  "-1",
  "2",
  "00ff",
  "ff",
  "-ff",
  N,
  ...Array.from({ length: 60 }, (_, i) => signed(hex((i % 20) * 20 + 1), i % 3 === 0)),
];
const pairs = values.flatMap((a, i) => values.filter((_, j) => (i * 7 + j) % 9 === 0).map((b) => [a, b] as const));

type Call = (x: Lite, y: Lite) => Lite | number | boolean;
const both = (a: string, b: string, call: Call): [string, string] => {
  const show = (r: ReturnType<Call>) => (typeof r === "object" ? r.toString(16) : String(r));
  return [show(call(new Jsbn(a, 16), new Jsbn(b, 16))), show(call(new Lite(a, 16), new Lite(b, 16)))];
};

describe("the same answers as the library's jsbn BigInteger", () => {
  it.each([
    ["add", ((x, y) => x.add(y)) as Call],
    ["subtract", ((x, y) => x.subtract(y)) as Call],
    ["multiply", ((x, y) => x.multiply(y)) as Call],
    ["compareTo", ((x, y) => Math.sign(x.compareTo(y))) as Call],
    ["equals", ((x, y) => x.equals(y)) as Call],
  ])("%s", (_name, call) => {
    for (const [a, b] of pairs) {
      const [expected, actual] = both(a, b, call);
      expect({ a, b, actual }).toEqual({ a, b, actual: expected });
    }
  });

  it("mod by a positive modulus is never negative, like jsbn's", () => {
    for (const [a, b] of pairs) {
      if (b.startsWith("-") || /^0*$/.test(b)) continue;
      const [expected, actual] = both(a, b, (x, y) => x.mod(y));
      expect({ a, b, actual }).toEqual({ a, b, actual: expected });
    }
  });

  it("toString(16), abs and negate", () => {
    for (const a of values) {
      const [x, y] = [new Jsbn(a, 16), new Lite(a, 16)];
      expect(y.toString(16)).toBe(x.toString(16));
      expect(y.abs().toString(16)).toBe(x.abs().toString(16));
      expect(y.negate().toString(16)).toBe(x.negate().toString(16));
    }
  });

  it("modPow modulo the SRP prime, with negative bases as SRP's (B - k·g^x) can be, through the callback", () => {
    const n = N;
    const cases: [string, string][] = [
      ["2", hex(128)], // g^a: the client's A
      [hex(384), hex(160)], // a base as large as N
      [`-${hex(300)}`, hex(140)], // B - k·g^x below zero
      [hex(32), "1"],
      [hex(32), "2"],
    ];
    for (const [base, exponent] of cases) {
      let viaCallback = "";
      const actual = new Lite(base, 16)
        .modPow(new Lite(exponent, 16), new Lite(n, 16), (err, r) => {
          expect(err).toBeNull();
          viaCallback = r.toString(16);
        })
        .toString(16);
      let expected = "";
      new Jsbn(base, 16).modPow(new Jsbn(exponent, 16), new Jsbn(n, 16), (_e, r) => {
        expected = r.toString(16);
      });
      expect(actual).toBe(expected);
      expect(viaCallback).toBe(expected);
    }
  });

  it("a zero exponent gives one, and still calls back (jsbn returned without calling back)", () => {
    const done = jest.fn();
    expect(new Lite("abc", 16).modPow(Lite.ZERO, new Lite(N, 16), done).toString(16)).toBe("1");
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("refuses what is not a number in the radix instead of skipping characters", () => {
    expect(() => new Lite("12zz", 16)).toThrow(SyntaxError);
    expect(new Lite("", 16).toString(16)).toBe("0");
  });
});

describe("amazon-cognito-identity-js on the stand-in", () => {
  let emu: TestEmulator;
  // An emulator per test: each counts the operations of its own two sign-ins, from a pool without devices.
  beforeEach(async () => {
    emu = await startTestEmulator();
  });
  afterEach(() => emu.stop());

  // jest maps the library's `./BigInteger` to the stand-in (jest.config.js), as the browser build does: the first
  // test proves the library really computes on it there; the second runs the published library, jsbn and all.
  it("signs in with SRP, confirms the device, and signs in again with device SRP, on the stand-in", async () => {
    let modPow: jest.SpyInstance | undefined;
    const acij = await libraryWith(require.resolve("./bigIntegerLite"), () => {
      const lite = jest.requireActual<typeof import("./bigIntegerLite")>("./bigIntegerLite");
      modPow = jest.spyOn(lite.default.prototype, "modPow");
      return lite;
    });
    expectDeviceSignIns(emu, await signInTwiceWithDevice(acij, emu));
    // A, S for each SRP step, and the device verifier: the library really computed on the stand-in.
    expect(modPow?.mock.calls.length).toBeGreaterThanOrEqual(6);
  });

  it("does the same on the library's own jsbn BigInteger, as published", async () => {
    let modPow: jest.SpyInstance | undefined;
    const acij = await libraryWith(require.resolve("./bigIntegerLite"), () => {
      const jsbn = jest.requireActual<{ default: typeof Lite }>("amazon-cognito-identity-js/lib/BigInteger");
      modPow = jest.spyOn(jsbn.default.prototype, "modPow");
      return jsbn;
    });
    expectDeviceSignIns(emu, await signInTwiceWithDevice(acij, emu));
    expect(modPow?.mock.calls.length).toBeGreaterThanOrEqual(6);
  });
});
