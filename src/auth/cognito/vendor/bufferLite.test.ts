/**
 * @jest-environment node
 *
 * The stand-in Buffer against Node's own, operation by operation, and amazon-cognito-identity-js running on it:
 * a real SRP sign-in (with device confirmation and a device SRP sign-in) against the local emulator.
 */
import { randomBytes } from "node:crypto";
import { Buffer as Lite } from "./bufferLite";
import { startTestEmulator, type TestEmulator } from "../../../../emulators/cognito/testing";
import { expectDeviceSignIns, libraryWith, signInTwiceWithDevice } from "./testing/libraryOnStandIn";

jest.setTimeout(60_000);

const samples = [
  Buffer.alloc(0),
  Buffer.from([0]),
  Buffer.from([255, 254, 0, 1]),
  ...Array.from({ length: 40 }, (_, i) => randomBytes(i * 7 + 1)),
];

describe("against Node's Buffer", () => {
  it.each(["hex", "base64", "utf8"] as const)("from(string, %s) and toString round-trip", (encoding) => {
    for (const bytes of samples) {
      const text = bytes.toString(encoding === "utf8" ? "base64" : encoding);
      const source = encoding === "utf8" ? `tëxt ✓ ${text}` : text;
      expect(Array.from(Lite.from(source, encoding))).toEqual(Array.from(Buffer.from(source, encoding)));
      expect(Lite.from(source, encoding).toString(encoding)).toBe(Buffer.from(source, encoding).toString(encoding));
    }
  });

  it("decodes base64url without padding, as JWT segments are", () => {
    const claims = JSON.stringify({ sub: "1", name: "Zoë ✓", "cognito:groups": ["Admins"], pad: "?>?>" });
    const segment = Buffer.from(claims).toString("base64url");
    expect(Lite.from(segment, "base64").toString("utf8")).toBe(claims);
  });

  it("converts bytes to hex and base64 like Node", () => {
    for (const bytes of samples) {
      expect(Lite.from(new Uint8Array(bytes)).toString("hex")).toBe(bytes.toString("hex"));
      expect(Lite.from(new Uint8Array(bytes)).toString("base64")).toBe(bytes.toString("base64"));
    }
  });

  it("concatenates like Node", () => {
    const parts = samples.slice(0, 6).map((b) => new Uint8Array(b));
    expect(Array.from(Lite.concat(parts))).toEqual(Array.from(Buffer.concat(parts)));
    expect(Lite.concat([]).length).toBe(0);
  });

  it("stops hex at the first non-hex pair, like Node", () => {
    expect(Array.from(Lite.from("0a0bzz0c", "hex"))).toEqual(Array.from(Buffer.from("0a0bzz0c", "hex")));
  });
});

describe("amazon-cognito-identity-js on the stand-in", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.stop());

  it("signs in with SRP, confirms the device, and signs in again with device SRP", async () => {
    // A separate module registry: the library (and only it) gets the stand-in for `require("buffer")`.
    let liteCalls = 0;
    const acij = await libraryWith("buffer", () => {
      const lite = jest.requireActual<typeof import("./bufferLite")>("./bufferLite");
      const counted: typeof lite.Buffer.from = (...args) => {
        liteCalls++;
        return lite.Buffer.from(...args);
      };
      return { Buffer: { ...lite.Buffer, from: counted } };
    });
    expectDeviceSignIns(emu, await signInTwiceWithDevice(acij, emu));
    expect(liteCalls).toBeGreaterThan(10); // the library really ran on the stand-in
  });
});
