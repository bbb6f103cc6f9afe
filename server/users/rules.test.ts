import { ApiError } from "../http";
import { checkActionApplies, checkSelfProtection, requireSuperAdmin } from "./rules";

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
