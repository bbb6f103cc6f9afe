/**
 * GET /api/admin/<area>: the server's verdict for each portal area.
 */
import { AdminAddUserToGroupCommand } from "@aws-sdk/client-cognito-identity-provider";
import { PORTAL_AREAS } from "../../../core/portal/areas";
import { areaIdOf } from "../../../server/admin/areas";
import { ADMIN, startHarness, SUPER, type Harness, type Tokens } from "./harness";

jest.setTimeout(60_000);

let h: Harness;
let superT: Tokens;
let adminT: Tokens;
beforeAll(async () => {
  h = await startHarness();
  superT = await h.signIn(SUPER);
  adminT = await h.signIn(ADMIN);
});
afterAll(() => h.stop());
afterEach(() => expect(h.host.escaped).toEqual([]));

const get = (id: string, tokens?: Tokens) =>
  h.call("GET", `/api/admin/${id}`, { headers: tokens ? h.sessionHeaders(tokens) : {} });

describe.each(PORTAL_AREAS.map((a) => [areaIdOf(a.route), a] as const))("/api/admin/%s", (id, area) => {
  it("is 200 with the descriptor for a super admin", async () => {
    const res = await get(id, superT);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toEqual({
      id,
      route: area.route,
      title: area.label,
      purpose: area.purpose,
      audience: area.audience,
    });
  });

  it(`is ${area.audience === "admins" ? "200" : "403"} for admin@example.com (no group)`, async () => {
    const res = await get(id, adminT);
    if (area.audience === "admins") expect(res.status).toBe(200);
    else
      expect(res.body).toEqual({
        error: { code: "Forbidden", message: "This area is for super admins (the Admins group)." },
      });
  });

  it("is 401 signed out", async () => {
    expect((await get(id)).status).toBe(401);
  });
});

describe("other paths", () => {
  it("accept a trailing slash, refuse unknown areas with 404", async () => {
    expect((await get("marketing/approvals/", adminT)).status).toBe(200);
    for (const unknown of ["", "payroll", "marketing", "admin/expenses", "account"])
      expect((await get(unknown, superT)).status).toBe(404);
  });
});

describe("PORTAL_GROUP: who may enter at all", () => {
  const saved = process.env.PORTAL_GROUP;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_GROUP;
    else process.env.PORTAL_GROUP = saved;
  });

  it("with a portal group set, an account outside it gets 403 naming the group; members and super admins enter", async () => {
    process.env.PORTAL_GROUP = "Staff";
    const refused = await get("expenses", adminT);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: {
        code: "Forbidden",
        message: "This account is not allowed in the portal. An administrator can add it to the Staff group.",
      },
    });
    expect((await get("expenses", superT)).status).toBe(200);
    // The group exists from the start, as the stack creates it (core/cognito/poolDefinition.ts).
    await h.client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: h.emu.poolId, Username: ADMIN.username, GroupName: "Staff" }),
    );
    // The group is in the id token: the member signs in again to carry it.
    const member = await h.signIn(ADMIN);
    expect((await get("expenses", member)).status).toBe(200);
  });
});
