import { areaFor, mayUse, normalizePath, portalHomeFor, portalTitle, PORTAL_AREAS } from "./areas";

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

  it("marks the nine areas without tools as planned, each saying what it will hold; the three with tools are not", () => {
    const planned = PORTAL_AREAS.filter((a) => a.status === "planned");
    expect(planned.map((a) => a.route)).toEqual([
      "/crm/",
      "/admin/expenses/",
      "/admin/taskautomation/",
      "/admin/marketing/approvals/",
      "/admin/docchat/",
      "/admin/clients/",
      "/admin/procurement/",
      "/admin/nonprofit/",
      "/admin/textract/",
    ]);
    for (const area of planned) expect(area.plan).toMatch(/^Will /);
    for (const area of PORTAL_AREAS.filter((a) => a.status === "available")) expect(area.plan).toBeUndefined();
  });

  it("groups the start page by purpose: an admin sees tools, account, then the planned operations", () => {
    const home = portalHomeFor([]);
    const routes = (areas: { route: string }[]) => areas.map((a) => a.route);
    expect(home.map((g) => g.title)).toEqual(["Your daily tools", "Your account", "Operations"]);
    expect(routes(home[0]!.available)).toEqual(["/unifiedtime/"]);
    expect(routes(home[0]!.planned)).toEqual(["/crm/"]);
    expect(home[1]).toMatchObject({ available: [], planned: [] });
    expect(home[2]!.available).toEqual([]);
    expect(routes(home[2]!.planned)).toEqual([
      "/admin/expenses/",
      "/admin/taskautomation/",
      "/admin/marketing/approvals/",
    ]);
  });

  it("gives a super admin the administration group and all twelve areas, each once", () => {
    const home = portalHomeFor(["Admins"]);
    expect(home.map((g) => g.title)).toEqual(["Your daily tools", "Administration", "Your account", "Operations"]);
    expect(home[1]!.available.map((a) => a.label)).toEqual(["Developer Landing Page", "User Console"]);
    const listed = home.flatMap((g) => [...g.available, ...g.planned]).map((a) => a.route);
    expect([...listed].sort()).toEqual(
      PORTAL_AREAS.filter((a) => a.route !== "/admin/")
        .map((a) => a.route)
        .sort(),
    );
    expect(home.flatMap((g) => g.planned)).toHaveLength(9);
  });
});
