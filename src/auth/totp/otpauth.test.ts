/** The authenticator-app link: Google Authenticator's key-uri format, with each part encoded on its own. */
import { normalizeSecret, otpauthUri } from "./otpauth";

describe("otpauthUri", () => {
  it("builds the key-uri format's example", () => {
    expect(otpauthUri({ issuer: "Example", account: "alice@google.com", secret: "JBSWY3DPEHPK3PXP" })).toBe(
      "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
    );
  });

  it("percent-encodes spaces (as %20, not +) in the label and the issuer parameter", () => {
    expect(
      otpauthUri({
        issuer: "Northwind Consulting",
        account: "super.admin@example.com",
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      }),
    ).toBe(
      "otpauth://totp/Northwind%20Consulting:super.admin@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Northwind%20Consulting",
    );
  });

  it("encodes colons, ampersands, question marks and non-ASCII inside a part so they cannot split the link", () => {
    const uri = otpauthUri({ issuer: "A&B: Co?", account: "zoë+tag@example.com", secret: "abcd efgh" });
    expect(uri).toBe(
      "otpauth://totp/A%26B%3A%20Co%3F:zo%C3%AB%2Btag@example.com?secret=ABCDEFGH&issuer=A%26B%3A%20Co%3F",
    );
    const parsed = new URL(uri);
    expect(parsed.searchParams.get("issuer")).toBe("A&B: Co?");
    expect(parsed.searchParams.get("secret")).toBe("ABCDEFGH");
    const label = uri.slice("otpauth://totp/".length, uri.indexOf("?"));
    const [issuer, account] = label.split(":").map(decodeURIComponent);
    expect([issuer, account]).toEqual(["A&B: Co?", "zoë+tag@example.com"]);
  });

  it("trims the issuer and the account", () => {
    expect(otpauthUri({ issuer: " Northwind ", account: " a@example.com ", secret: "JBSWY3DP" })).toBe(
      "otpauth://totp/Northwind:a@example.com?secret=JBSWY3DP&issuer=Northwind",
    );
  });
});

describe("normalizeSecret", () => {
  it("drops spaces and padding and upper-cases", () => {
    expect(normalizeSecret("jbsw y3dp\tehpk 3pxp==")).toBe("JBSWY3DPEHPK3PXP");
  });
});
