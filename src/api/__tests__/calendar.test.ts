/**
 * The calendar functions over HTTP, as Gatsby runs them: signed-in only, every item keyed by the verified sub (no
 * request can read or change another user's data), the OAuth round trip, events, preferences and locks, no
 * provider token in any answer, and a clear ServerMisconfigured when CALENDAR_TOKEN_KEY is unusable.
 */
import { DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX } from "../../../server/calendar/store/token-key";
import { resetCalendarServices } from "../../../server/calendar/runtime";
import type { ApiErrorBody } from "../../../server/http";
import { resetLogOnce } from "../../../server/log";
import type {
  ConnectionsResponse,
  EventsResponse,
  PreferencesResponse,
  PreferencesUpdate,
  ReportResponse,
} from "../../../core/calendar/model";
import { startCalendarHarness, type CalendarHarness } from "./calendar-harness";
import { ADMIN, SUPER, type Reply, type Tokens } from "./harness";

jest.mock("../../../server/calendar/services", () => ({
  calendarServices: () => require("./calendar-fakes").testCalendarServices(),
  calendarServicesAt: (offsetMs: number) => require("./calendar-fakes").testCalendarServicesAt(offsetMs),
}));

jest.setTimeout(60_000);

let c: CalendarHarness;
let alice: Tokens;
let bob: Tokens;
/** Every answer of this file, to check that no provider token ever reached the browser. */
const answers: Reply[] = [];

beforeAll(async () => {
  c = await startCalendarHarness();
  alice = await c.h.signIn(SUPER);
  bob = await c.h.signIn(ADMIN);
});
afterAll(() => c.stop());
afterEach(() => expect(c.h.host.escaped).toEqual([]));

async function call(method: string, path: string, tokens?: Tokens, body?: unknown): Promise<Reply> {
  const headers: Record<string, string> = { ...(tokens ? c.h.sessionHeaders(tokens) : {}) };
  if (method !== "GET") headers.Origin = c.h.origin;
  const res = await c.h.call(method, path, { headers, ...(body !== undefined ? { body } : {}) });
  answers.push(res);
  return res;
}
const prefs = async (tokens: Tokens) =>
  (await call("GET", "/api/calendar/preferences", tokens)).body as PreferencesResponse;
const key = (k: string) => encodeURIComponent(k);

const EMPTY_LOCK = { quarter: "2025-Q1", timeZone: "UTC" };

// Three entries each: jest.each passes `done` in place of a missing one.
const ROUTES: [string, string, unknown][] = [
  ["GET", "/api/calendar/connections", undefined],
  ["POST", "/api/calendar/connect", { provider: "google" }],
  ["DELETE", "/api/calendar/connections/google", undefined],
  ["GET", "/api/calendar/events?start=2026-01-01T00:00:00Z&end=2026-02-01T00:00:00Z", undefined],
  ["GET", "/api/calendar/preferences", undefined],
  ["GET", "/api/calendar/report?year=2026&timeZone=UTC", undefined],
  ["GET", "/api/calendar/report/csv?year=2026&timeZone=UTC", undefined],
  ["PUT", "/api/calendar/preferences/definition", { countNotDeclined: true, includeHybrid: true, includeAllDay: true }],
  ["PUT", "/api/calendar/overrides/google%3Aabc", { class: "online" }],
  ["DELETE", "/api/calendar/overrides/google%3Aabc", undefined],
  ["PUT", "/api/calendar/unmerged/merged%3Aabc", undefined],
  ["DELETE", "/api/calendar/unmerged/merged%3Aabc", undefined],
  ["POST", "/api/calendar/locks", EMPTY_LOCK],
  ["DELETE", "/api/calendar/locks/2025-Q1", undefined],
];

describe("signed out", () => {
  it.each(ROUTES)("%s %s is 401", async (method, path, body) => {
    const res = await call(method, path, undefined, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "SignInRequired", message: "Sign in first." } });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("connecting", () => {
  it("connects Microsoft through the consent page, the callback and the signed-in page's finishing call", async () => {
    const { callback, finished } = await c.connect(alice, "microsoft");
    expect(callback.status).toBe(303);
    expect(callback.headers.location).toBe("/unifiedtime/microsoft?finish=microsoft");
    expect(callback.cookies[0]).toMatch(/^nw_calendar_oauth=[\w-]+; Path=\/; Max-Age=600;/);
    expect([finished.status, finished.body]).toEqual([200, { connected: "microsoft" }]);
    expect(finished.cookies[0]).toMatch(/^nw_calendar_oauth=; Path=\/; Max-Age=0;/);
    const view = (await call("GET", "/api/calendar/connections", alice)).body as ConnectionsResponse;
    expect(view.connections).toEqual({
      microsoft: { state: "connected", account: "ada@microsoft.example", connectedAt: expect.any(String) },
      google: { state: "not_connected" },
    });
  });

  it("answers the consent URL and a Lax, HttpOnly callback cookie (no Secure on loopback)", async () => {
    const res = await call("POST", "/api/calendar/connect", alice, {
      provider: "google",
      returnTo: "/unifiedtime/unified",
    });
    expect(res.status).toBe(200);
    const url = new URL((res.body as { authorizeUrl: string }).authorizeUrl);
    expect(url.searchParams.get("redirect_uri")).toBe(`${c.h.origin}/api/calendar/callback/google`);
    expect(res.cookies[0]).toMatch(/^nw_calendar_oauth=[\w-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it("is finished only by the user who started it, not by another account signed in meanwhile", async () => {
    const { finished } = await c.connect(bob, "microsoft", alice);
    expect([finished.status, finished.body]).toEqual([200, { error: "other_user" }]);
    const view = (await call("GET", "/api/calendar/connections", bob)).body as ConnectionsResponse;
    expect(view.connections.microsoft).toEqual({ state: "not_connected" });
    const signedOut = await c.h.call("POST", "/api/calendar/callback/microsoft", { headers: { Origin: c.h.origin } });
    expect(signedOut.status).toBe(401);
  });

  it("refuses a callback that comes with two connection cookies (one planted beside the browser's own)", async () => {
    const started = await call("POST", "/api/calendar/connect", bob, { provider: "google" });
    const state = new URL((started.body as { authorizeUrl: string }).authorizeUrl).searchParams.get("state") ?? "";
    const own = (started.cookies[0] ?? "").split(";")[0] ?? "";
    const code = c.fakes.providers.google.consent(state);
    const res = await c.h.call("GET", `/api/calendar/callback/google?code=${code}&state=${state}`, {
      headers: { Cookie: `nw_calendar_oauth=planted; ${own}` },
    });
    expect(res.status).toBe(303);
    expect(new URL(String(res.headers.location), "http://x.invalid").searchParams.get("error")).toBe("state_mismatch");
    const view = (await call("GET", "/api/calendar/connections", bob)).body as ConnectionsResponse;
    expect(view.connections.google).toEqual({ state: "not_connected" });
  });

  it("refuses a callback without the browser's cookie with a 303 and its error code (the page words it)", async () => {
    const started = await call("POST", "/api/calendar/connect", bob, { provider: "google" });
    const state = new URL((started.body as { authorizeUrl: string }).authorizeUrl).searchParams.get("state") ?? "";
    const code = c.fakes.providers.google.consent(state);
    const res = await call("GET", `/api/calendar/callback/google?code=${code}&state=${state}`);
    expect(res.status).toBe(303);
    const location = new URL(String(res.headers.location), "http://x.invalid");
    expect(location.pathname).toBe("/unifiedtime/google");
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: "state_mismatch" });
    const view = (await call("GET", "/api/calendar/connections", bob)).body as ConnectionsResponse;
    expect(view.connections.google).toEqual({ state: "not_connected" });
  });

  it("answers 404 for a callback of an unknown provider", async () => {
    expect((await call("GET", "/api/calendar/callback/yahoo?code=x&state=y")).status).toBe(404);
  });
});

describe("events", () => {
  it("answers both calendars' events with their outcomes", async () => {
    await c.connect(alice, "google");
    c.fakes.providers.microsoft.listEvents = async () => ({
      items: [{ id: "m1", title: "Workshop" }],
      pages: 1,
      retries: 0,
    });
    c.fakes.providers.google.listEvents = async () => ({ items: [{ id: "g1" }], pages: 2, retries: 1 });
    const res = await call("GET", "/api/calendar/events?start=2026-01-01T00:00:00Z&end=2026-04-01T00:00:00Z", alice);
    expect(res.status).toBe(200);
    const body = res.body as EventsResponse;
    expect(body.range).toEqual({ start: "2026-01-01T00:00:00.000Z", end: "2026-04-01T00:00:00.000Z" });
    expect(body.events.map((e) => e.key)).toEqual(["microsoft:m1", "google:g1"]);
    expect(body.providers.microsoft).toMatchObject({ state: "ok", account: "ada@microsoft.example", count: 1 });
    expect(body.providers.google).toMatchObject({ state: "ok", count: 1, pages: 2, retries: 1 });
    const view = (await call("GET", "/api/calendar/connections", alice)).body as ConnectionsResponse;
    expect(view.connections.google).toMatchObject({ state: "connected", lastFetchedAt: expect.any(String) });
  });

  it("answers another user's events from their own (absent) connections only", async () => {
    const res = await call("GET", "/api/calendar/events?start=2026-01-01T00:00:00Z&end=2026-04-01T00:00:00Z", bob);
    expect(res.body).toMatchObject({
      events: [],
      providers: { microsoft: { state: "not_connected" }, google: { state: "not_connected" } },
    });
  });
});

describe("preferences", () => {
  it("starts from the default definition", async () => {
    expect(await prefs(bob)).toEqual({
      definition: { countNotDeclined: false, includeHybrid: false, includeAllDay: false },
      overrides: {},
      unmerged: [],
      locks: [],
    });
  });

  it("keeps the definition, overrides (any key, URL-encoded), un-merges and locks", async () => {
    const def = { countNotDeclined: true, includeHybrid: true, includeAllDay: false };
    expect((await call("PUT", "/api/calendar/preferences/definition", alice, def)).body).toMatchObject({
      definition: def,
    });
    const eventKey = "microsoft:AAMkAGI2/TG93+AAA=";
    const put = await call("PUT", `/api/calendar/overrides/${key(eventKey)}`, alice, {
      class: "in_person",
      note: "At the client's",
    });
    expect(put.status).toBe(200);
    expect((put.body as PreferencesResponse).overrides).toEqual({
      [eventKey]: { class: "in_person", note: "At the client's", at: expect.any(String) },
    });
    expect((await call("PUT", `/api/calendar/unmerged/${key("merged:uid-1@2026")}`, alice)).status).toBe(200);
    // The page's figures, from the events the API gives it for the quarter and the stored settings; the server
    // computes the same quarter itself and files it only when they agree.
    await c.connect(alice, "google");
    const inPerson = { class: "in_person", attendance: "attended" } as const;
    c.fakes.providers.google.listEvents = async () => ({
      items: [
        {
          id: "a",
          title: "Visit",
          event: { ...inPerson, start: "2025-01-10T09:00:00.000Z", end: "2025-01-10T10:30:00.000Z" },
        },
        { id: "b", title: "Offsite", event: { ...inPerson, allDay: true, start: "2025-02-03", end: "2025-02-04" } },
        {
          id: "c",
          title: "Call",
          event: { class: "online", start: "2025-02-05T09:00:00.000Z", end: "2025-02-05T10:00:00.000Z" },
        },
      ],
      pages: 1,
      retries: 0,
    });
    // The page offered other figures than the calendars give: refused, nothing filed.
    const offered = { quarter: "2025-Q1", timeZone: "Europe/Berlin", count: 2, hours: 9.5 };
    const refused = await call("POST", "/api/calendar/locks", alice, offered);
    expect(refused.status).toBe(409);
    expect((refused.body as ApiErrorBody).error.message).toContain("changed since the page showed them");
    const locked = await call("POST", "/api/calendar/locks", alice, { ...offered, count: 1, hours: 1.5 });
    expect(locked.status).toBe(200);
    // In person only, all-day left out by this definition: the visit. The preferences list the lock without its
    // lines; GET locks/<quarter> reads them.
    expect((locked.body as PreferencesResponse).locks).toEqual([
      {
        quarter: "2025-Q1",
        timeZone: "Europe/Berlin",
        definition: def,
        count: 1,
        hours: 1.5,
        lockedAt: expect.any(String),
      },
    ]);
    const lines = [{ key: "google:a", title: "Visit", start: "2025-01-10T09:00:00.000Z", allDay: false, hours: 1.5 }];
    expect((await call("GET", "/api/calendar/locks/2025-Q1", alice)).body).toEqual({ quarter: "2025-Q1", lines });
    expect((await call("GET", "/api/calendar/locks/2025-Q1", bob)).status).toBe(404);
    expect((await call("GET", "/api/calendar/locks/2025-Q9", alice)).status).toBe(400);
    const again = await call("POST", "/api/calendar/locks", alice, offered);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: "Conflict", message: "2025-Q1 is already locked; unlock it first to lock it again." },
    });

    const all = await prefs(alice);
    expect(all).toMatchObject({ definition: def, unmerged: ["merged:uid-1@2026"], locks: [{ quarter: "2025-Q1" }] });
    expect(Object.keys(all.overrides)).toEqual([eventKey]);

    expect((await call("DELETE", `/api/calendar/overrides/${key(eventKey)}`, alice)).body).toMatchObject({
      overrides: {},
    });
    expect((await call("DELETE", `/api/calendar/unmerged/${key("merged:uid-1@2026")}`, alice)).body).toMatchObject({
      unmerged: [],
    });
    expect((await call("DELETE", "/api/calendar/locks/2025-Q1", alice)).body).toMatchObject({ locks: [] });
  });
});

describe("one user cannot reach another's data", () => {
  it("reads, changes and deletes only the caller's own items, whatever the request says", async () => {
    await call("PUT", `/api/calendar/overrides/${key("google:shared")}`, alice, { class: "in_person" });
    const lockedQ2 = await call("POST", "/api/calendar/locks", alice, { quarter: "2025-Q2", timeZone: "UTC" });
    expect(lockedQ2.status).toBe(200);
    // Bob deletes the same keys, with Alice's sub in every place a request could carry it.
    const aliceSub = (
      JSON.parse(Buffer.from(alice.idToken.split(".")[1] ?? "", "base64url").toString()) as { sub: string }
    ).sub;
    await call("DELETE", `/api/calendar/overrides/${key("google:shared")}?sub=${aliceSub}`, bob);
    await call("DELETE", `/api/calendar/locks/2025-Q2?sub=${aliceSub}`, bob);
    await call("DELETE", "/api/calendar/connections/microsoft", bob);
    await call("PUT", `/api/calendar/overrides/${key(`USER#${aliceSub}`)}`, bob, { class: "online" });

    const mine = await prefs(alice);
    expect(mine.overrides["google:shared"]).toMatchObject({ class: "in_person" });
    expect(mine.locks.map((l) => l.quarter)).toContain("2025-Q2");
    const view = (await call("GET", "/api/calendar/connections", alice)).body as ConnectionsResponse;
    expect(view.connections.microsoft.state).toBe("connected");

    const theirs = await prefs(bob);
    expect(Object.keys(theirs.overrides)).toEqual([`USER#${aliceSub}`]);
    expect(theirs.locks).toEqual([]);
    const bobView = (await call("GET", "/api/calendar/connections", bob)).body as ConnectionsResponse;
    expect(bobView.connections.microsoft).toEqual({ state: "not_connected" });
  });
});

describe("disconnecting", () => {
  it("revokes and deletes the caller's connection", async () => {
    const res = await call("DELETE", "/api/calendar/connections/google", alice);
    expect(res.status).toBe(200);
    expect((res.body as ConnectionsResponse).connections.google).toEqual({ state: "not_connected" });
    expect(c.fakes.providers.google.calls.revoke).toHaveLength(1);
  });
});

describe("the year's report", () => {
  afterEach(() => {
    c.fakes.clock = null;
  });

  it("is computed by the functions, for this year to date and last year whole, with changes answered in one request", async () => {
    c.fakes.clock = Date.parse("2027-01-06T10:00:00Z");
    await c.connect(bob, "google");
    const inPerson = { class: "in_person", attendance: "attended" } as const;
    c.fakes.providers.google.listEvents = async () => ({
      items: [
        {
          id: "dec",
          title: "Workshop",
          event: { ...inPerson, start: "2026-12-10T09:00:00.000Z", end: "2026-12-10T11:00:00.000Z" },
        },
        {
          id: "call",
          title: "Call",
          event: {
            class: "online",
            attendance: "attended",
            start: "2026-11-02T09:00:00.000Z",
            end: "2026-11-02T10:00:00.000Z",
          },
        },
        {
          id: "jan",
          title: "Visit",
          event: { ...inPerson, start: "2027-01-04T09:00:00.000Z", end: "2027-01-04T10:00:00.000Z" },
        },
      ],
      pages: 1,
      retries: 0,
    });
    const report = async (query: string) => {
      const res = await call("GET", `/api/calendar/report?${query}`, bob);
      expect(res.status).toBe(200);
      return res.body as ReportResponse;
    };
    const now = await report("year=2027&timeZone=Europe/Berlin");
    expect(now).toMatchObject({ year: 2027, years: [2027, 2026], figures: { count: 1, hours: 1 } });
    expect(now.fileName).toBe("unifiedtime-in-person-2027-to-2027-01-06.csv");
    expect(now.sections?.events.rows.map((row) => [row.key, row.counted])).toEqual([["google:jan", true]]);

    const last = await report("year=2026&timeZone=Europe/Berlin");
    expect(last.figures).toMatchObject({ count: 1, hours: 2 });
    expect(last.figures?.months).toHaveLength(12);
    // The events table, filtered by the query: the year's one event not counted.
    const notCounted = await report("year=2026&timeZone=Europe/Berlin&verdict=not_counted");
    expect(notCounted.sections?.events).toMatchObject({ total: 1, rows: [{ key: "google:call", class: "online" }] });
    expect(last.lockable).toEqual([
      { quarter: "2026-Q1", count: 0, hours: 0 },
      { quarter: "2026-Q2", count: 0, hours: 0 },
      { quarter: "2026-Q3", count: 0, hours: 0 },
      { quarter: "2026-Q4", count: 1, hours: 2 },
    ]);

    // An override answers the report after it: one request.
    const lastYear = "year=2026&timeZone=Europe%2FBerlin";
    const overridden = await call("PUT", `/api/calendar/overrides/${key("google:call")}?${lastYear}`, bob, {
      class: "in_person",
    });
    expect((overridden.body as PreferencesUpdate).report?.figures).toMatchObject({ count: 2, hours: 3 });
    // A bad report query changes nothing.
    const bad = await call("PUT", `/api/calendar/overrides/${key("google:dec")}?year=1999&timeZone=UTC`, bob, {
      class: "online",
    });
    expect(bad.status).toBe(400);
    expect((bad.body as ApiErrorBody).error.message).toBe(
      'Query parameter "year" must be 2027 or 2026: the report covers this year and the last.',
    );
    const stored = (await prefs(bob)).overrides;
    expect([stored["google:call"]?.class, stored["google:dec"]]).toEqual(["in_person", undefined]);

    // Last year's Q4, locked in the new year, with the figures the page offered.
    const locked = await call("POST", `/api/calendar/locks?${lastYear}`, bob, {
      quarter: "2026-Q4",
      timeZone: "Europe/Berlin",
      count: 2,
      hours: 3,
    });
    expect(locked.status).toBe(200);
    const after = (locked.body as PreferencesUpdate).report;
    expect(after?.locks).toMatchObject([{ quarter: "2026-Q4", count: 2, hours: 3, comparison: { unchanged: true } }]);
    expect(after?.lockable.map((q) => q.quarter)).toEqual(["2026-Q1", "2026-Q2", "2026-Q3"]);

    const csv = await call("GET", `/api/calendar/report/csv?${lastYear}`, bob);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="unifiedtime-in-person-2026-to-2026-12-31.csv"',
    );
    const rows = csv.text.split("\r\n").filter(Boolean);
    expect(rows[0]).toBe(
      "\uFEFFdate,title,hours,location,class,reasons,attendance,sources,overridden,start,end,time zone,quarter,note",
    );
    expect(rows.slice(1).map((row) => row.split(",").slice(0, 3).join(","))).toEqual([
      "2026-11-02,Call,1",
      "2026-12-10,Workshop,2",
    ]);

    for (const [query, message] of [
      [
        "year=2025&timeZone=UTC",
        'Query parameter "year" must be 2027 or 2026: the report covers this year and the last.',
      ],
      [
        "year=2026&timeZone=Mars%2FBase",
        'Query parameter "timeZone" must be an IANA time zone such as "Europe/Berlin".',
      ],
      ["year=2026&timeZone=UTC&events=-1", 'Query parameter "events" must be a page number from 0 to 10000.'],
      ["year=2026&timeZone=UTC&verdict=maybe", 'Query parameter "verdict" must be one of: counted, not_counted.'],
    ]) {
      const refused = await call("GET", `/api/calendar/report?${query}`, bob);
      expect({ status: refused.status, message: (refused.body as ApiErrorBody).error.message }).toEqual({
        status: 400,
        message,
      });
    }
  });
});

describe("the local dev clock", () => {
  it("moves only the caller's calendar clock, in a local build on the loopback host", async () => {
    const thisYear = new Date().getUTCFullYear();
    const newYear = `${thisYear + 1}-01-05T09:00:00.000Z`;
    const moved = await call("PUT", "/api/calendar/dev-clock", alice, { now: newYear });
    expect(moved.status).toBe(200);
    const years = async (tokens: Tokens) =>
      ((await call("GET", `/api/calendar/report?year=${thisYear}&timeZone=UTC`, tokens)).body as ReportResponse).years;
    expect(await years(alice)).toEqual([thisYear + 1, thisYear]);
    expect(await years(bob)).toEqual([thisYear, thisYear - 1]);
    // Another host (a deployment) has no such function.
    const elsewhere = await c.h.call("PUT", "/api/calendar/dev-clock", {
      headers: { ...c.h.sessionHeaders(alice), Origin: c.h.origin, Host: "www.northwind-consulting.example" },
      body: { now: null },
    });
    expect([403, 404]).toContain(elsewhere.status);
    expect(await years(alice)).toEqual([thisYear + 1, thisYear]);
    expect((await call("PUT", "/api/calendar/dev-clock", alice, { now: "2099-01-01T00:00:00Z" })).status).toBe(400);
    expect((await call("PUT", "/api/calendar/dev-clock", alice, { now: null })).body).toMatchObject({ offsetMs: 0 });
    expect(await years(alice)).toEqual([thisYear, thisYear - 1]);
  });
});

describe("provider tokens", () => {
  it("never appear in any answer", () => {
    const text = answers.map((a) => `${a.text}\n${JSON.stringify(a.headers)}`).join("\n");
    expect(answers.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/(microsoft|google)-(access|refresh)-\d+/);
    expect(text).not.toMatch(/"tokens"/);
  });
});

describe("misconfiguration", () => {
  let saved: string | undefined;
  let logged: jest.SpyInstance;
  beforeEach(() => {
    saved = process.env.CALENDAR_TOKEN_KEY;
    logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    resetLogOnce();
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CALENDAR_TOKEN_KEY;
    else process.env.CALENDAR_TOKEN_KEY = saved;
    resetCalendarServices();
    logged.mockRestore();
  });

  it.each([
    ["missing", ""],
    ["short", "0123456789abcdef0123456789abcdef"],
  ])(
    "CALENDAR_TOKEN_KEY %s stops every calendar function (the log names it, the answer does not)",
    async (_name, value) => {
      process.env.CALENDAR_TOKEN_KEY = value;
      resetCalendarServices();
      for (const [method, path, body] of [
        ...ROUTES,
        ["GET", "/api/calendar/callback/google?code=x&state=y", undefined] as [string, string, unknown],
      ]) {
        const res = await call(method, path, alice, body);
        expect({ path, status: res.status, code: (res.body as { error: { code: string } }).error.code }).toEqual({
          path,
          status: 500,
          code: "ServerMisconfigured",
        });
        // The variable is named in the log only.
        expect((res.body as { error: { message: string } }).error.message).toBe(
          "The calendar is not set up correctly on the server. Its log says what to set.",
        );
      }
    },
  );

  it("refuses to start connecting a provider whose OAuth app is not configured, without naming the variable to the browser", async () => {
    const savedId = process.env.MICROSOFT_CLIENT_ID;
    process.env.MICROSOFT_CLIENT_ID = "";
    resetCalendarServices();
    try {
      const res = await call("POST", "/api/calendar/connect", alice, { provider: "microsoft" });
      expect(res.status).toBe(500);
      expect(res.text).not.toContain("MICROSOFT_CLIENT_ID");
      expect((await call("POST", "/api/calendar/connect", alice, { provider: "google" })).status).toBe(200);
    } finally {
      process.env.MICROSOFT_CLIENT_ID = savedId ?? "";
    }
  });

  it("CALENDAR_TOKEN_KEY: the development key works on a loopback host only", async () => {
    process.env.CALENDAR_TOKEN_KEY = DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX;
    resetCalendarServices();
    expect((await call("GET", "/api/calendar/preferences", alice)).status).toBe(200);
    const res = await c.h.call("GET", "/api/calendar/preferences", {
      headers: { ...c.h.sessionHeaders(alice), Host: "www.northwind-consulting.example" },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: {
        code: "ServerMisconfigured",
        message: "The calendar is not set up correctly on the server. Its log says what to set.",
      },
    });
  });
});
