import { randomBytes } from "crypto";
import { open, seal } from "./aead";

describe("AES-256-GCM seal/open", () => {
  const key = randomBytes(32);

  it("round-trips, with a fresh IV each time", () => {
    const a = seal(key, "refresh-token", "purpose");
    const b = seal(key, "refresh-token", "purpose");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(open(key, a, "purpose")).toBe("refresh-token");
  });

  it("refuses another key, another purpose, and every single-bit change", () => {
    const sealed = seal(key, "secret", "purpose");
    expect(open(randomBytes(32), sealed, "purpose")).toBeNull();
    expect(open(key, sealed, "other purpose")).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    for (let i = 0; i < bytes.length; i++) {
      const flipped = Buffer.from(bytes);
      flipped[i] = (flipped[i] as number) ^ 0x01;
      expect(open(key, flipped.toString("base64url"), "purpose")).toBeNull();
    }
  });

  it("refuses garbage without throwing", () => {
    for (const junk of ["", "a", "!!!!", "x".repeat(5000), Buffer.alloc(28).toString("base64url")]) {
      expect(open(key, junk, "purpose")).toBeNull();
    }
  });
});
