/**
 * The server-side SRP math against amazon-cognito-identity-js's own AuthenticationHelper and
 * DateHelper: any mismatch in padding, hashing, HKDF or the timestamp format shows up here.
 */
import { randomBytes } from "node:crypto";
import {
  claimSignature,
  computeU,
  createServerEphemeral,
  createVerifier,
  checkPassword,
  formatTimestamp,
  g,
  hexToBigInt,
  k,
  modPowN,
  N,
  padHex,
  parseA,
  parseTimestamp,
  serverSessionKey,
  clientSessionKey,
} from "./srp";

type AcijBigInteger = { toString(radix: number): string };
interface AcijHelper {
  k: AcijBigInteger;
  padHex(v: AcijBigInteger): string;
  getLargeAValue(cb: (err: unknown, a: AcijBigInteger) => void): void;
  getPasswordAuthenticationKey(
    user: string,
    pw: string,
    B: AcijBigInteger,
    salt: AcijBigInteger,
    cb: (err: unknown, key: Buffer) => void,
  ): void;
  generateHashDevice(groupKey: string, deviceKey: string, cb: (err: unknown) => void): void;
  getSaltDevices(): string;
  getVerifierDevices(): string;
  getRandomPassword(): string;
}
// The client's math as published: jest.config.js maps the library's `./BigInteger` to the browser build's
// native-BigInt stand-in; here the helper gets its own jsbn copy back.
jest.mock("../../src/auth/cognito/vendor/bigIntegerLite", () =>
  jest.requireActual("amazon-cognito-identity-js/lib/BigInteger"),
);
const AuthenticationHelper = require("amazon-cognito-identity-js/lib/AuthenticationHelper").default as new (
  pool: string,
) => AcijHelper;
const BigInteger = require("amazon-cognito-identity-js/lib/BigInteger").default as new (
  hex: string,
  radix: number,
) => AcijBigInteger;
const DateHelper = require("amazon-cognito-identity-js/lib/DateHelper").default as new () => { getNowString(): string };

const big = (v: bigint) => new BigInteger(v.toString(16), 16);

describe("padHex", () => {
  it("matches the client's encoding for small, large and top-bit-set values", () => {
    const helper = new AuthenticationHelper("LocalPool1");
    const values: bigint[] = [1n, 15n, 16n, 127n, 128n, 255n, 256n, 0x7fffn, 0x8000n, N, g, k];
    for (let i = 0; i < 200; i++) values.push(hexToBigInt(randomBytes(1 + (i % 400)).toString("hex")) || 1n);
    for (const v of values) expect(padHex(v)).toBe(helper.padHex(big(v)));
  });

  it("computes the same k as the client", () => {
    expect(k.toString(16)).toBe(new AuthenticationHelper("LocalPool1").k.toString(16));
  });
});

describe("modPowN", () => {
  const naive = (b: bigint, e: bigint) => {
    let r = 1n;
    let x = b % N;
    let y = e;
    while (y > 0n) {
      if (y & 1n) r = (r * x) % N;
      x = (x * x) % N;
      y >>= 1n;
    }
    return r;
  };
  it("agrees with square-and-multiply, including degenerate bases", () => {
    for (let i = 0; i < 5; i++) {
      const base = hexToBigInt(randomBytes(384).toString("hex")) % N;
      const exp = hexToBigInt(randomBytes(32).toString("hex"));
      expect(modPowN(base, exp)).toBe(naive(base, exp));
    }
    expect(modPowN(1n, 12345n)).toBe(1n);
    expect(modPowN(N - 1n, 3n)).toBe(N - 1n);
    expect(modPowN(5n, 0n)).toBe(1n);
  });
});

function clientKey(helper: AcijHelper, user: string, password: string, B: bigint, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    helper.getPasswordAuthenticationKey(user, password, big(B), new BigInteger(salt, 16), (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

function largeA(helper: AcijHelper): Promise<bigint> {
  return new Promise((resolve) => helper.getLargeAValue((_e, a) => resolve(hexToBigInt(a.toString(16)))));
}

describe("SRP handshake against amazon-cognito-identity-js", () => {
  it("derives the same key on both sides for the right password, a different one otherwise", async () => {
    const user = "super.admin@example.com";
    const stored = createVerifier("LocalPool1", user, "Sup3r-Admin!pass");
    for (let i = 0; i < 3; i++) {
      const helper = new AuthenticationHelper("LocalPool1");
      const A = await largeA(helper);
      const { b, B } = createServerEphemeral(stored.verifier);
      const server = serverSessionKey(A, B, b, stored.verifier);
      expect(server).not.toBeNull();
      expect(Buffer.from(await clientKey(helper, user, "Sup3r-Admin!pass", B, stored.salt)).toString("hex")).toBe(
        server!.toString("hex"),
      );
      const wrong = new AuthenticationHelper("LocalPool1");
      const A2 = await largeA(wrong);
      const e2 = createServerEphemeral(stored.verifier);
      const server2 = serverSessionKey(A2, e2.B, e2.b, stored.verifier);
      expect(Buffer.from(await clientKey(wrong, user, "not-the-password", e2.B, stored.salt)).toString("hex")).not.toBe(
        server2!.toString("hex"),
      );
    }
  });

  it("clientSessionKey (bench helper) matches the server", () => {
    const stored = createVerifier("LocalPool1", "u@example.com", "pw-12345678");
    const a = hexToBigInt(randomBytes(32).toString("hex"));
    const A = modPowN(g, a);
    const { b, B } = createServerEphemeral(stored.verifier);
    expect(
      clientSessionKey(a, A, B, stored.salt, "LocalPool1", "u@example.com", "pw-12345678").equals(
        serverSessionKey(A, B, b, stored.verifier)!,
      ),
    ).toBe(true);
  });

  it("accepts device verifiers generated by the client (generateHashDevice)", async () => {
    const helper = new AuthenticationHelper("LocalPool1");
    await new Promise<void>((resolve, reject) =>
      helper.generateHashDevice("-AbCdEfGh", "us-east-1_d3v1ce", (err) => (err ? reject(err) : resolve())),
    );
    const ours = createVerifier("-AbCdEfGh", "us-east-1_d3v1ce", helper.getRandomPassword(), helper.getSaltDevices());
    expect(ours.verifier).toBe(helper.getVerifierDevices());
    expect(
      checkPassword(
        { salt: helper.getSaltDevices(), verifier: helper.getVerifierDevices() },
        "-AbCdEfGh",
        "us-east-1_d3v1ce",
        helper.getRandomPassword(),
      ),
    ).toBe(true);
  });

  it("checkPassword accepts only the right password", () => {
    const v = createVerifier("LocalPool1", "a@example.com", "right-password");
    expect(checkPassword(v, "LocalPool1", "a@example.com", "right-password")).toBe(true);
    expect(checkPassword(v, "LocalPool1", "a@example.com", "wrong-password")).toBe(false);
    expect(checkPassword(v, "LocalPool1", "b@example.com", "right-password")).toBe(false);
  });

  it("refuses unusable A values", () => {
    expect(parseA("")).toBeNull();
    expect(parseA("zz")).toBeNull();
    expect(parseA(N.toString(16))).toBeNull();
    expect(parseA((N * 2n).toString(16))).toBeNull();
    expect(parseA(123)).toBeNull();
    expect(parseA("a".repeat(5000))).toBeNull();
    expect(parseA("02")).toBe(2n);
  });

  it("u is H(padHex(A) | padHex(B))", () => {
    expect(computeU(2n, 3n)).toBe(
      hexToBigInt(require("node:crypto").createHash("sha256").update(Buffer.from("0203", "hex")).digest("hex")),
    );
  });

  it("the claim signature is an HMAC-SHA256 over pool name, user id, secret block and timestamp", () => {
    const key = Buffer.alloc(16, 7);
    const sig = claimSignature(key, "LocalPool1", "u", Buffer.from([1, 2]), "Mon Jan 1 00:00:00 UTC 2024");
    const expected = require("node:crypto")
      .createHmac("sha256", key)
      .update(
        Buffer.concat([Buffer.from("LocalPool1u"), Buffer.from([1, 2]), Buffer.from("Mon Jan 1 00:00:00 UTC 2024")]),
      )
      .digest("base64");
    expect(sig).toBe(expected);
  });
});

describe("TIMESTAMP", () => {
  afterEach(() => jest.useRealTimers());

  it.each(["2024-03-05T09:04:05Z", "2024-12-31T23:59:59Z", "2025-01-01T00:00:00Z", "2026-11-22T13:07:00Z"])(
    "formats %s like DateHelper",
    (iso) => {
      jest.useFakeTimers({ now: new Date(iso) });
      const expected = new DateHelper().getNowString();
      expect(formatTimestamp(new Date(iso))).toBe(expected);
      expect(parseTimestamp(expected)).toBe(Date.parse(iso));
    },
  );

  it("rejects malformed or inconsistent timestamps", () => {
    expect(parseTimestamp("Tue Mar 5 09:04:05 UTC 2024")).toBe(Date.parse("2024-03-05T09:04:05Z"));
    expect(parseTimestamp("Mon Mar 5 09:04:05 UTC 2024")).toBeNull();
    expect(parseTimestamp("Tue Mar 05 09:04:05 UTC 2024")).toBeNull();
    expect(parseTimestamp("Tue Mar 5 9:04:05 UTC 2024")).toBeNull();
    expect(parseTimestamp("Tue Mar 32 09:04:05 UTC 2024")).toBeNull();
    expect(parseTimestamp(42)).toBeNull();
    expect(parseTimestamp("x".repeat(100))).toBeNull();
  });
});
