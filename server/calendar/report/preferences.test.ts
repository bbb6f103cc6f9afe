/** The preferences service's own rules: totals that add up within rounding, the quarter's end, merged keys. */
import { DEFAULT_DEFINITION } from "../../../core/calendar/model";
import { ApiError } from "../../http";
import { PreferencesService } from "./preferences";
import type { LockBodyInput } from "../requests";
import { CalendarStore } from "../store/store";
import { startTestTable, type TestTable } from "../../db/testing/dynalite";

jest.setTimeout(30_000);

let t: TestTable;
let clock: number;
let service: PreferencesService;
beforeAll(async () => {
  t = await startTestTable();
  service = new PreferencesService({ store: new CalendarStore(t.db, t.table), now: () => clock });
});
afterAll(() => t.stop());
beforeEach(() => (clock = Date.parse("2026-04-01T08:00:00Z")));

let users = 0;
const user = () => `prefs-user-${++users}`;

const body = (over: Partial<LockBodyInput> = {}): LockBodyInput => ({
  quarter: "2026-Q1",
  timeZone: "Europe/Berlin",
  definition: DEFAULT_DEFINITION,
  count: 3,
  hours: 1.1,
  lines: [0.1, 0.2, 0.8].map((hours, i) => ({
    key: `google:e${i}`,
    title: `Event ${i}`,
    start: "2026-02-01T09:00:00Z",
    allDay: false,
    hours,
  })),
  ...over,
});

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.message}`;
    throw err;
  }
  return "accepted";
}

describe("locking a quarter", () => {
  it("accepts totals within 0.01 of the lines' sum (floating point) and stamps the lock", async () => {
    const sub = user();
    const out = await service.lock(sub, body({ hours: 1.109 }));
    const { lines, ...summary } = body({ hours: 1.109 });
    expect(out.locks).toEqual([{ ...summary, lockedAt: "2026-04-01T08:00:00.000Z" }]);
    expect(await service.lockLines(sub, "2026-Q1")).toEqual({ quarter: "2026-Q1", lines });
  });

  it("refuses totals further off than 0.01", async () => {
    expect(await refusal(service.lock(user(), body({ hours: 1.111 })))).toBe(
      `400 Field "hours" (1.11) must equal the sum of the lines' hours (1.1).`,
    );
  });

  it("locks once the quarter is over in the viewer's zone, not before", async () => {
    clock = Date.parse("2026-03-31T23:30:00Z"); // April 1 in Berlin, March 31 in New York
    expect(await refusal(service.lock(user(), body({ timeZone: "America/New_York" })))).toBe(
      '400 Field "quarter": 2026-Q1 has not ended yet in America/New_York; a quarter can be locked once it is over.',
    );
    expect(await refusal(service.lock(user(), body()))).toBe("accepted");
  });

  it("refuses a line whose key could not be stored", async () => {
    const lines = body().lines.map((line, i) => (i === 1 ? { ...line, key: "google:\u0000" } : line));
    expect(await refusal(service.lock(user(), body({ lines })))).toBe(
      '400 Field "lines": The event key contains control characters.',
    );
  });
});

describe("overrides and un-merges", () => {
  it("stamps an override with the time of the change", async () => {
    const out = await service.putOverride(user(), "google:e1", { attendance: "attended" });
    expect(out.overrides).toEqual({ "google:e1": { attendance: "attended", at: "2026-04-01T08:00:00.000Z" } });
  });

  it.each(["merged:", "google:e1", "MERGED:x"])("refuses to un-merge %j", async (key) => {
    expect(await refusal(service.putUnmerged(user(), key))).toBe(
      '400 Only a merged event (a key starting with "merged:") can be un-merged.',
    );
  });
});
