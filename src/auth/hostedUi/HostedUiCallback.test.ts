import { clockDriftOf } from "./HostedUiCallback";

const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;

describe("clockDriftOf", () => {
  it("is how far this clock is ahead of the earlier of the two tokens' iat, in whole seconds", () => {
    const tokens = { idToken: jwt({ iat: 1_000 }), accessToken: jwt({ iat: 990 }) };
    expect(clockDriftOf(tokens, 1_005_500)).toBe(15);
    expect(clockDriftOf(tokens, 980_000)).toBe(-10);
  });

  it("is 0 when a token has no iat", () => {
    expect(clockDriftOf({ idToken: jwt({}), accessToken: jwt({ iat: 1 }) }, 5_000)).toBe(0);
  });
});
