import { areaFor, mayUse, normalizePath, portalTitle, PORTAL_AREAS } from "./areas";

describe("portal areas", () => {
  it("lists the spec's six admin and six super-admin routes, plus the user console (issue 10), each with a purpose", () => {
    expect(PORTAL_AREAS.filter((a) => a.audience === "admins").map((a) => a.route)).toEqual([
      "/admin/",
      "/unifiedtime/",
      "/crm/",
      "/admin/expenses/",
      "/admin/taskautomation/",
      "/admin/marketing/approvals/",
    ]);
    expect(PORTAL_AREAS.filter((a) => a.audience === "superAdmins").map((a) => a.route)).toEqual([
      "/admin/docchat/",
      "/admin/clients/",
      "/admin/procurement/",
      "/admin/nonprofit/",
      "/admin/textract/",
      "/admin/developer/",
      "/admin/users/",
    ]);
    for (const area of PORTAL_AREAS) expect(area.purpose.length).toBeGreaterThan(20);
  });

  it("finds an area with or without the trailing slash, ignoring query and hash", () => {
    expect(areaFor("/admin/textract")?.label).toBe("Textract Automation");
    expect(areaFor("/admin/textract/?x=1#y")?.label).toBe("Textract Automation");
    expect(areaFor("/admin/unknown/")).toBeUndefined();
    expect(normalizePath("/crm")).toBe("/crm/");
  });

  it("reads the pre-rendered shell of a client-only route as its prefix (SSR title and canonical link)", () => {
    expect(normalizePath("/admin/[...]/")).toBe("/admin/");
    expect(normalizePath("/crm/[...]")).toBe("/crm/");
    expect(portalTitle("/crm/[...]/")).toBe(areaFor("/crm/")?.label);
    expect(normalizePath("/admin/[...]/textract/")).toBe("/admin/[...]/textract/");
  });

  it("lets super-admin areas in only for members of Admins", () => {
    const textract = areaFor("/admin/textract/")!;
    const crm = areaFor("/crm/")!;
    expect(mayUse(textract, ["Admins"])).toBe(true);
    expect(mayUse(textract, [])).toBe(false);
    expect(mayUse(textract, undefined)).toBe(false);
    expect(mayUse(textract, ["admins"])).toBe(false);
    expect(mayUse(crm, [])).toBe(true);
  });

  it("titles portal pages", () => {
    expect(portalTitle("/admin/")).toBe("Admin Portal");
    expect(portalTitle("/admin/account")).toBe("Account security");
    expect(portalTitle("/crm/")).toBe("CRM");
    expect(portalTitle("/admin/nope/")).toBe("Admin Portal");
  });
});
