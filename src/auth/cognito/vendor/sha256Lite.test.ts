/**
 * @jest-environment node
 *
 * The stand-in SHA-256 / HMAC-SHA-256 against Node's crypto (published vectors, random inputs of every length
 * around the 64-byte block and padding boundaries, updates split anywhere, keys longer than a block, UTF-8
 * strings) and against @aws-crypto/sha256-js's API, then amazon-cognito-identity-js signing in with it.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { Sha256 as AwsSha256 } from "@aws-crypto/sha256-js";
import { Sha256 } from "./sha256Lite";
import { startTestEmulator, type TestEmulator } from "../../../../emulators/cognito/testing";
import { expectDeviceSignIns, libraryWith, signInTwiceWithDevice } from "./testing/libraryOnStandIn";

jest.setTimeout(60_000);

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const sha = (...parts: (string | Uint8Array)[]) => {
  const hash = new Sha256();
  for (const part of parts) hash.update(part);
  return hex(hash.digestSync());
};
const hmac = (key: string | Uint8Array, ...parts: (string | Uint8Array)[]) => {
  const mac = new Sha256(key);
  for (const part of parts) mac.update(part);
  return hex(mac.digestSync());
};

describe("SHA-256", () => {
  it("gives the FIPS 180-4 example digests", () => {
    expect(sha("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
    expect(sha("a".repeat(1_000_000))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });

  it("matches Node's crypto for every length from 0 to 300 bytes and beyond", () => {
    for (const length of [...Array.from({ length: 301 }, (_, i) => i), 1000, 4095, 4096, 65_537]) {
      const data = randomBytes(length);
      expect({ length, digest: sha(data) }).toEqual({
        length,
        digest: createHash("sha256").update(data).digest("hex"),
      });
    }
  });

  it("gives the same digest however the input is split across updates", () => {
    const data = randomBytes(500);
    const expected = createHash("sha256").update(data).digest("hex");
    for (const cut of [0, 1, 55, 56, 63, 64, 65, 127, 128, 250, 499, 500]) {
      expect(sha(data.subarray(0, cut), data.subarray(cut))).toBe(expected);
      expect(sha(...Array.from({ length: 5 }, (_, i) => data.subarray(i * 100, i * 100 + 100)))).toBe(expected);
    }
  });

  it("hashes strings as UTF-8, and views and ArrayBuffers as their bytes", () => {
    const text = "Zürich ✓ 🚀 naïve";
    expect(sha(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    const bytes = randomBytes(80);
    const view = new DataView(bytes.buffer, bytes.byteOffset + 8, 40);
    const hash = new Sha256();
    hash.update(view);
    expect(hex(hash.digestSync())).toBe(createHash("sha256").update(bytes.subarray(8, 48)).digest("hex"));
    const buffer = Uint8Array.from(bytes).buffer;
    const whole = new Sha256();
    whole.update(buffer);
    expect(hex(whole.digestSync())).toBe(createHash("sha256").update(bytes).digest("hex"));
  });
});

describe("HMAC-SHA-256", () => {
  it("gives the RFC 4231 test case 2 result", () => {
    expect(hmac("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("matches Node's crypto for keys shorter than, equal to and longer than a block", () => {
    for (const keyLength of [0, 1, 16, 32, 63, 64, 65, 100, 200]) {
      const key = randomBytes(keyLength);
      for (const length of [0, 1, 55, 64, 65, 200]) {
        const data = randomBytes(length);
        expect({ keyLength, length, mac: hmac(key, data) }).toEqual({
          keyLength,
          length,
          mac: createHmac("sha256", key).update(data).digest("hex"),
        });
      }
    }
  });

  it("agrees with @aws-crypto/sha256-js, the package it stands in for, call for call", async () => {
    for (let i = 0; i < 30; i++) {
      const key = i % 3 === 0 ? undefined : randomBytes(i * 5);
      const parts = [randomBytes(i * 7), `text ${i} ✓`, randomBytes(3)];
      const ours = new Sha256(key);
      const theirs = new AwsSha256(key);
      for (const part of parts) {
        ours.update(part);
        theirs.update(part);
      }
      expect(hex(ours.digestSync())).toBe(hex(theirs.digestSync()));
      const again = new Sha256(key);
      parts.forEach((p) => again.update(p));
      expect(hex(await again.digest())).toBe(hex(await theirsDigest(key, parts)));
    }
  });
});

async function theirsDigest(key: Uint8Array | undefined, parts: (string | Uint8Array)[]) {
  const theirs = new AwsSha256(key);
  parts.forEach((p) => theirs.update(p));
  return theirs.digest();
}

describe("amazon-cognito-identity-js on the stand-in", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.stop());

  it("signs in with SRP, confirms the device, and signs in again with device SRP", async () => {
    let made = 0;
    const acij = await libraryWith("@aws-crypto/sha256-js", () => {
      const lite = jest.requireActual<typeof import("./sha256Lite")>("./sha256Lite");
      class Counted extends lite.Sha256 {
        constructor(...args: ConstructorParameters<typeof lite.Sha256>) {
          super(...args);
          made++;
        }
      }
      return { Sha256: Counted };
    });
    expectDeviceSignIns(emu, await signInTwiceWithDevice(acij, emu));
    expect(made).toBeGreaterThan(10); // hashes, HKDFs and the claim signatures of three SRP steps
  });
});
