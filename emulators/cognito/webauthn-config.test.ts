/** The relying-party rules browsers apply, as the emulator applies them to its configured origins. */
import { configFromEnv, resolveConfig } from "./config";
import { originMatches } from "./webauthn-config";
import { relyingPartyIdProblem } from "./webauthn-settings";

describe("relying-party ids", () => {
  it("accepts domain names and refuses IP addresses, URLs and upper case", () => {
    expect(relyingPartyIdProblem("localhost")).toBeNull();
    expect(relyingPartyIdProblem("auth.example.com")).toBeNull();
    expect(relyingPartyIdProblem("127.0.0.1")).toMatch(/IP address/);
    expect(relyingPartyIdProblem("::1")).toMatch(/IP address/);
    expect(relyingPartyIdProblem("https://example.com")).not.toBeNull();
    expect(relyingPartyIdProblem("localhost:8000")).not.toBeNull();
    expect(relyingPartyIdProblem("Example.com")).not.toBeNull();
    expect(relyingPartyIdProblem("")).not.toBeNull();
  });

  it("is localhost by default, configurable, and a bad one stops the emulator at start", () => {
    expect(resolveConfig().webAuthn).toEqual({
      enabled: true,
      relyingPartyId: "localhost",
      userVerification: "preferred",
      factorConfiguration: "SINGLE_FACTOR",
    });
    const env = configFromEnv({ COGNITO_EMULATOR_PASSKEY_RP_ID: "dev.example.com", COGNITO_EMULATOR_PASSKEYS: "off" });
    expect(resolveConfig(env).webAuthn).toMatchObject({ relyingPartyId: "dev.example.com", enabled: false });
    expect(() => resolveConfig({ webAuthn: { relyingPartyId: "127.0.0.1" } })).toThrow(/IP address/);
  });
});

describe("origins of a relying party", () => {
  it.each([
    ["http://localhost:8000", "localhost", true],
    ["http://localhost:9000", "localhost", true],
    ["http://app.localhost:8000", "localhost", true],
    ["http://127.0.0.1:8000", "localhost", false],
    ["https://app.example.com", "example.com", true],
    ["https://example.com", "example.com", true],
    ["http://app.example.com", "example.com", false],
    ["https://notexample.com", "example.com", false],
    ["https://example.com.evil.test", "example.com", false],
    ["not a url", "localhost", false],
  ])("%s for %s: %s", (origin, rpId, ok) => {
    expect(originMatches(origin, rpId)).toBe(ok);
  });
});
