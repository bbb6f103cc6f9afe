import { PORTAL_AREAS } from "../../core/portal/areas";
import { areaById, areaIdOf, describeArea, HOME_AREA_ID, mayUse } from "./areas";

describe("admin API areas", () => {
  it("has an id for each of the thirteen portal areas", () => {
    expect(PORTAL_AREAS.map((a) => areaIdOf(a.route))).toEqual([
      HOME_AREA_ID,
      "unifiedtime",
      "crm",
      "expenses",
      "taskautomation",
      "marketing/approvals",
      "docchat",
      "clients",
      "procurement",
      "nonprofit",
      "textract",
      "developer",
      "users",
    ]);
  });

  it("finds an area by id, with or without a trailing slash", () => {
    expect(areaById("marketing/approvals")?.route).toBe("/admin/marketing/approvals/");
    expect(areaById("crm/")?.route).toBe("/crm/");
    expect(areaById("home")?.route).toBe("/admin/");
    for (const unknown of ["", "marketing", "admin", "../crm", "CRM", "crm/x", "account"])
      expect(areaById(unknown)).toBeUndefined();
  });

  it("describes an area with route, title, purpose and audience", () => {
    expect(describeArea(areaById("textract")!)).toEqual({
      id: "textract",
      route: "/admin/textract/",
      title: "Textract Automation",
      purpose: "Textract automation: extract data from scanned invoices and forms.",
      audience: "superAdmins",
    });
  });

  it("lets every admin use admin areas and only Admins use super-admin areas", () => {
    expect(mayUse(areaById("expenses")!, [])).toBe(true);
    expect(mayUse(areaById("developer")!, [])).toBe(false);
    expect(mayUse(areaById("developer")!, ["Admins"])).toBe(true);
    expect(mayUse(areaById("developer")!, ["admins"])).toBe(false);
  });
});
