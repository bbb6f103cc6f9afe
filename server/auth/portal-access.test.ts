/** Who may enter the portal: the setting, its defaults per build, and super admins. */
import { ApiError } from "../http";
import { mayEnterPortal, portalGroup, requirePortalMember } from "./portal-access";

test("a deployment lets in the Staff group unless PORTAL_GROUP says otherwise; a local build every account", () => {
  expect(portalGroup(undefined, false)).toBe("Staff");
  expect(portalGroup("  ", false)).toBe("Staff");
  expect(portalGroup("Consultants", false)).toBe("Consultants");
  expect(portalGroup("*", false)).toBe("*");
  expect(portalGroup(undefined, true)).toBe("*");
  expect(portalGroup("Staff", true)).toBe("Staff");
});

test("members of the group and super admins enter; others get 403 naming the group", () => {
  expect(mayEnterPortal(["Staff"], "Staff")).toBe(true);
  expect(mayEnterPortal(["Admins"], "Staff")).toBe(true);
  expect(mayEnterPortal([], "*")).toBe(true);
  expect(mayEnterPortal([], "Staff")).toBe(false);
  expect(mayEnterPortal(["staff"], "Staff")).toBe(false);
  const principal = { sub: "s", username: "google_123", groups: ["us-east-1_P_Google"], superAdmin: false };
  expect(() => requirePortalMember(principal, "Staff")).toThrow(ApiError);
  expect(() => requirePortalMember(principal, "Staff")).toThrow(/add it to the Staff group/);
});
