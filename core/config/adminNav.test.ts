import { adminMenuFor, isSuperAdmin } from "./adminNav";

describe("admin menu", () => {
  it("gives every admin the six shared items", () => {
    const items = adminMenuFor([]);
    expect(items.map((i) => i.route)).toEqual([
      "/admin/",
      "/unifiedtime/",
      "/crm/",
      "/admin/expenses/",
      "/admin/taskautomation/",
      "/admin/marketing/approvals/",
    ]);
  });

  it("adds the seven super-admin items for members of Admins", () => {
    const items = adminMenuFor(["Editors", "Admins"]);
    expect(items).toHaveLength(13);
    expect(items.slice(6).map((i) => i.route)).toEqual([
      "/admin/docchat/",
      "/admin/clients/",
      "/admin/procurement/",
      "/admin/nonprofit/",
      "/admin/textract/",
      "/admin/developer/",
      "/admin/users/",
    ]);
  });

  it("is case-sensitive about the group name, like Cognito", () => {
    expect(isSuperAdmin(["admins"])).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });
});
