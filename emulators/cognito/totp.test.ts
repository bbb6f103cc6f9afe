import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  isValidBase32Secret,
  otpauthUri,
  totp,
  verifyTotp,
} from "./totp";

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 digits of the 8-digit values.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("totp", () => {
  it.each(RFC_VECTORS)("matches RFC 6238 at T=%d", (t, eight) => {
    expect(totp(RFC_SECRET, t * 1000)).toBe(eight.slice(-6));
  });

  it("HOTP matches RFC 4226 test values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expected.forEach((code, counter) => expect(hotp(RFC_SECRET, counter)).toBe(code));
  });

  it("base32 round-trips and tolerates case, spaces and padding", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + n) & 255));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
    expect(base32Decode("jbsw y3dp ehpk 3pxp====").equals(base32Decode("JBSWY3DPEHPK3PXP"))).toBe(true);
    expect(() => base32Decode("JBSW1")).toThrow();
  });

  it("verifies within one step either side and reports the step", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30000);
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now, -1), now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now, 1), now)).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now, 2), now)).toBeNull();
    expect(verifyTotp(secret, "12345", now)).toBeNull();
    expect(verifyTotp(secret, 123456, now)).toBeNull();
  });

  it("generates 32-character secrets and otpauth URIs", () => {
    const s = generateTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(isValidBase32Secret(s)).toBe(true);
    expect(isValidBase32Secret("not base32!")).toBe(false);
    expect(otpauthUri(s, "a@example.com", "Northwind (local)")).toBe(
      `otpauth://totp/Northwind%20(local)%3Aa%40example.com?secret=${s}&issuer=Northwind%20(local)&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
