import { ApiError } from "../http";
import { authTimeOf, checkActionApplies, checkSelfProtection, requireRecentSignIn, requireSuperAdmin } from "./rules";

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

const superAdmin = { sub: "s-1", username: "super.admin@example.com", groups: ["Admins"], superAdmin: true };

describe("requireSuperAdmin", () => {
  it("lets members of Admins through and refuses everyone else with 403", () => {
    expect(() => requireSuperAdmin(superAdmin)).not.toThrow();
    expect(refusal(() => requireSuperAdmin({ ...superAdmin, groups: [], superAdmin: false }))).toEqual({
      status: 403,
      code: "Forbidden",
      message: "The user console is for super admins (the Admins group).",
    });
    expect(refusal(() => requireSuperAdmin({ ...superAdmin, groups: ["admins"], superAdmin: false })).status).toBe(403);
  });
});

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

describe("checkSelfProtection", () => {
  const self = { sub: "s-1", username: "super.admin@example.com" };
  const other = { sub: "s-2", username: "other@example.com" };
  it("refuses disabling yourself and leaving Admins yourself with 409 SelfProtection", () => {
    expect(refusal(() => checkSelfProtection(superAdmin, self, "disable"))).toMatchObject({
      status: 409,
      code: "SelfProtection",
      message: "You cannot disable your own account. Ask another super admin if it must be disabled.",
    });
    expect(refusal(() => checkSelfProtection(superAdmin, self, "removeAdmin")).message).toMatch(
      /^You cannot remove yourself from Admins/,
    );
    // The same account by user name in another case (no sub known).
    expect(
      refusal(() => checkSelfProtection(superAdmin, { sub: "", username: "SUPER.admin@example.com" }, "disable")).code,
    ).toBe("SelfProtection");
  });
  it("allows the other actions on yourself and every action on others", () => {
    for (const action of ["enable", "addAdmin", "resetMfa"] as const)
      expect(() => checkSelfProtection(superAdmin, self, action)).not.toThrow();
    for (const action of ["disable", "enable", "addAdmin", "removeAdmin", "resetMfa"] as const)
      expect(() => checkSelfProtection(superAdmin, other, action)).not.toThrow();
  });
});

describe("checkActionApplies", () => {
  const user = { enabled: true, groups: [] as string[], mfa: [] as string[] };
  it("refuses actions that change nothing with 409 NothingToChange", () => {
    expect(refusal(() => checkActionApplies(user, "enable"))).toMatchObject({
      status: 409,
      code: "NothingToChange",
      message: "This user is already enabled.",
    });
    expect(refusal(() => checkActionApplies({ ...user, enabled: false }, "disable")).message).toBe(
      "This user is already disabled.",
    );
    expect(refusal(() => checkActionApplies(user, "removeAdmin")).message).toBe("This user is not in Admins.");
    expect(refusal(() => checkActionApplies({ ...user, groups: ["Admins"] }, "addAdmin")).message).toBe(
      "This user is already in Admins.",
    );
    expect(refusal(() => checkActionApplies(user, "resetMfa")).message).toBe("This user has no MFA to reset.");
  });
  it("lets real changes through", () => {
    expect(() => checkActionApplies(user, "disable")).not.toThrow();
    expect(() => checkActionApplies({ ...user, enabled: false }, "enable")).not.toThrow();
    expect(() => checkActionApplies(user, "addAdmin")).not.toThrow();
    expect(() => checkActionApplies({ ...user, groups: ["Admins"] }, "removeAdmin")).not.toThrow();
    expect(() => checkActionApplies({ ...user, mfa: ["TOTP"] }, "resetMfa")).not.toThrow();
  });
});
