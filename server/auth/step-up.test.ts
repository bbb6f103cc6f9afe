import { ApiError } from "../http";
import { authTimeOf, requireRecentSignIn } from "./step-up";

const jwt = (payload: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.sig`;

function refusal(fn: () => void): { status: number; code: string; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("authTimeOf", () => {
  it("reads auth_time from the payload", () => {
    expect(authTimeOf(jwt({ auth_time: 1_700_000_000 }))).toBe(1_700_000_000);
  });
  it("is null without a usable auth_time", () => {
    expect(authTimeOf(jwt({}))).toBeNull();
    expect(authTimeOf(jwt({ auth_time: "1700000000" }))).toBeNull();
    expect(authTimeOf("not-a-jwt")).toBeNull();
    expect(authTimeOf("a.%%%.c")).toBeNull();
  });
});

describe("requireRecentSignIn (step-up, 5 minutes)", () => {
  const now = 1_700_000_000_000;
  const s = now / 1000;
  it("accepts a sign-in up to 300 s old", () => {
    expect(() => requireRecentSignIn(s, now)).not.toThrow();
    expect(() => requireRecentSignIn(s - 300, now)).not.toThrow();
    expect(() => requireRecentSignIn(s + 30, now)).not.toThrow(); // a little clock skew
  });
  it("refuses an older, missing or far-future sign-in with 401 ReauthenticationRequired", () => {
    for (const authTime of [s - 301, s - 3600, null, s + 120]) {
      expect(refusal(() => requireRecentSignIn(authTime, now))).toEqual({
        status: 401,
        code: "ReauthenticationRequired",
        message: "This action needs a sign-in within the last 5 minutes. Sign in again, then repeat it.",
      });
    }
  });
});
