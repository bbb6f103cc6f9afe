/** The audit trail and recorded sign-ins against dynalite (the real DynamoDB wire protocol). */
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { CalendarStore } from "../calendar/store/store";
import { AUDIT_PK, auditCsv, UserConsoleStore } from "./audit";

jest.setTimeout(30_000);

let t: TestTable;
beforeAll(async () => {
  t = await startTestTable();
});
afterAll(() => t.stop());

describe("UserConsoleStore", () => {
  it("records entries and lists them newest first, with who, what, whom and when", async () => {
    let clock = Date.parse("2026-03-01T10:00:00.000Z");
    const store = new UserConsoleStore(t.db, t.table, () => clock);
    await store.record({
      actor: "super.admin@example.com",
      actorSub: "s-1",
      action: "invite",
      target: "a@example.com",
    });
    clock += 1000;
    await store.record({
      actor: "super.admin@example.com",
      actorSub: "s-1",
      action: "disable",
      target: "a@example.com",
    });
    clock += 1000;
    const third = await store.record({
      actor: "other.admin@example.com",
      actorSub: "s-2",
      action: "addAdmin",
      target: "b@example.com",
    });
    expect(third.id).toMatch(/^2026-03-01T10:00:02\.000Z#[0-9a-f]{12}$/);
    const trail = await store.trail();
    expect(trail.map(({ at, actor, action, target }) => ({ at, actor, action, target }))).toEqual([
      { at: "2026-03-01T10:00:02.000Z", actor: "other.admin@example.com", action: "addAdmin", target: "b@example.com" },
      { at: "2026-03-01T10:00:01.000Z", actor: "super.admin@example.com", action: "disable", target: "a@example.com" },
      { at: "2026-03-01T10:00:00.000Z", actor: "super.admin@example.com", action: "invite", target: "a@example.com" },
    ]);
    expect(await store.trail(2)).toHaveLength(2);
  });

  it("keeps the newest sign-in per user", async () => {
    const store = new UserConsoleStore(t.db, t.table);
    await store.recordSignIn("sub-a", "a@example.com", 1_700_000_100);
    await store.recordSignIn("sub-a", "a@example.com", 1_700_000_000); // an older hand-over: ignored
    await store.recordSignIn("sub-b", "b@example.com", 1_700_000_050);
    const signIns = await store.lastSignIns();
    expect(Object.fromEntries(signIns)).toEqual({
      "sub-a": new Date(1_700_000_100_000).toISOString(),
      "sub-b": new Date(1_700_000_050_000).toISOString(),
    });
    await store.recordSignIn("sub-a", "a@example.com", 1_700_000_200);
    expect((await store.lastSignIns()).get("sub-a")).toBe(new Date(1_700_000_200_000).toISOString());
  });

  it("lives beside the calendar's items without touching them", async () => {
    const calendar = new CalendarStore(t.db, t.table);
    expect(await calendar.listConnections("s-1")).toEqual({});
    expect(AUDIT_PK.startsWith("USER#")).toBe(false);
  });
});

describe("auditCsv", () => {
  it("writes RFC 4180 rows with a BOM, labels the actions and neutralizes formulas", () => {
    const csv = auditCsv([
      { id: "x", at: "2026-03-01T10:00:00.000Z", actor: "=cmd@example.com", action: "removeAdmin", target: 'a,"b"' },
    ]);
    expect(csv).toBe(
      '\uFEFFtime (UTC),super admin,action,user\r\n2026-03-01T10:00:00.000Z,\'=cmd@example.com,Removed from Admins,"a,""b"""\r\n',
    );
  });
});
