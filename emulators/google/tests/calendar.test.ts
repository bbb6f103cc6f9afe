/**
 * The Google stand-in's Calendar v3 side: events.list's window (timeMin/timeMax exclusivity), paging by
 * pageToken (also with short pages), sync tokens, showDeleted, eventTypes and the default switch, validation
 * errors, 401s, throttling (403/429) and failing faults, the second account's empty calendar and calendarList.
 */
import { apiGet, connect, googleEvent, SOMEONE, startTest, type TestStandIn } from "../testing/helpers";

jest.setTimeout(30_000);

const FIXTURES = [
  googleEvent("ends-at-min", "2024-05-06T08:00:00+01:00", "2024-05-06T09:00:00+01:00"),
  googleEvent("morning", "2024-05-06T09:00:00+01:00", "2024-05-06T10:00:00+01:00"),
  googleEvent("starts-at-max", "2024-05-07T01:00:00+01:00", "2024-05-07T02:00:00+01:00"),
  googleEvent("all-day", "2024-05-06", "2024-05-07"),
  googleEvent("canceled", "2024-05-06T11:00:00+01:00", "2024-05-06T12:00:00+01:00", { status: "cancelled" }),
  {
    id: "canceled-instance",
    status: "cancelled",
    recurringEventId: "series",
    originalStartTime: { dateTime: "2024-05-06T13:00:00+01:00" },
  },
  googleEvent("office", "2024-05-06", "2024-05-07", {
    eventType: "workingLocation",
    workingLocationProperties: { type: "officeLocation" },
  }),
  googleEvent("holiday", "2024-05-06T14:00:00+01:00", "2024-05-06T18:00:00+01:00", { eventType: "outOfOffice" }),
  googleEvent("earlier", "2024-05-06T08:30:00+01:00", "2024-05-06T09:30:00+01:00"),
];
// 08:00Z .. 00:00Z next day (09:00 and 01:00 BST).
const WINDOW = `timeMin=${encodeURIComponent("2024-05-06T08:00:00Z")}&timeMax=${encodeURIComponent("2024-05-07T00:00:00Z")}`;

let emu: TestStandIn;
let token: string;
beforeAll(async () => {
  emu = await startTest({ events: FIXTURES });
  token = String((await connect(emu)).access_token);
});
afterAll(() => emu.close());
afterEach(() => emu.setFault({ mode: "none" }));

const list = (query: string, who: string | null = token, calendar = "primary") =>
  apiGet(`${emu.url}/calendar/v3/calendars/${encodeURIComponent(calendar)}/events?${query}`, who);
const ids = (body: Record<string, unknown>) => (body.items as { id: string }[]).map((e) => e.id);

describe("events.list", () => {
  it("answers the collection envelope; timeMin bounds the end and timeMax the start, both exclusive", async () => {
    const res = await list(`${WINDOW}&singleEvents=true&orderBy=startTime`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: "calendar#events",
      summary: "casey.consultant@gmail.example",
      timeZone: "UTC",
      accessRole: "owner",
      defaultReminders: [{ method: "popup", minutes: 10 }],
    });
    expect(res.body.etag).toMatch(/^"/);
    expect(res.body.nextSyncToken).toBeTruthy();
    expect(res.body.nextPageToken).toBeUndefined();
    expect(ids(res.body)).toEqual(["all-day", "office", "earlier", "morning", "holiday"]);
    const morning = (res.body.items as Record<string, unknown>[]).find((e) => e.id === "morning");
    expect(morning?.start).toEqual({ dateTime: "2024-05-06T08:00:00Z", timeZone: "Europe/London" });
  });

  it("writes date-times in the timeZone parameter's zone", async () => {
    const res = await list(`${WINDOW}&timeZone=America/New_York`);
    const morning = (res.body.items as Record<string, unknown>[]).find((e) => e.id === "morning");
    expect(morning?.start).toEqual({ dateTime: "2024-05-06T04:00:00-04:00", timeZone: "Europe/London" });
    expect(res.body.timeZone).toBe("America/New_York");
  });

  it("requires RFC 3339 with an offset and a non-empty range", async () => {
    const noOffset = await list("timeMin=2024-05-06T08:00:00");
    expect(noOffset.status).toBe(400);
    expect(noOffset.body).toMatchObject({ error: { code: 400, errors: [{ domain: "global", reason: "badRequest" }] } });
    const empty = await list(`timeMin=2024-05-07T00:00:00Z&timeMax=2024-05-06T00:00:00Z`);
    expect(empty.body).toMatchObject({ error: { errors: [{ reason: "timeRangeEmpty", location: "timeMax" }] } });
  });

  it("allows orderBy=startTime only with singleEvents=true", async () => {
    const res = await list(`${WINDOW}&orderBy=startTime`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { message: "The requested ordering is not available for the particular query." },
    });
  });

  it("lists canceled items only with showDeleted=true", async () => {
    expect(ids((await list(WINDOW)).body)).not.toContain("canceled");
    const withDeleted = ids((await list(`${WINDOW}&showDeleted=true`)).body);
    expect(withDeleted).toEqual(expect.arrayContaining(["canceled", "canceled-instance"]));
  });

  it("filters by repeated eventTypes, and the default set follows the switch", async () => {
    const only = await list(`${WINDOW}&eventTypes=workingLocation&eventTypes=outOfOffice`);
    expect(ids(only.body).sort()).toEqual(["holiday", "office"]);
    expect(ids((await list(WINDOW)).body)).toContain("office");
    const bad = await list(`${WINDOW}&eventTypes=party`);
    expect(bad.status).toBe(400);
    const discovery = await startTest({ events: FIXTURES, eventTypesDefault: "discovery" });
    try {
      const t = String((await connect(discovery)).access_token);
      const res = await apiGet(`${discovery.url}/calendar/v3/calendars/primary/events?${WINDOW}`, t);
      expect(ids(res.body)).not.toContain("office");
      expect(ids(res.body)).toContain("holiday");
    } finally {
      await discovery.close();
    }
  });

  it("pages with pageToken until nextSyncToken appears; the union is complete; a token is bound to its query", async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      googleEvent(
        `m${String(i).padStart(2, "0")}`,
        `2024-06-03T${String(i + 8).padStart(2, "0")}:00:00Z`,
        `2024-06-03T${String(i + 8).padStart(2, "0")}:30:00Z`,
      ),
    );
    emu.setEvents(many);
    try {
      const base = "singleEvents=true&orderBy=startTime&maxResults=4";
      let res = await list(base);
      const seen = ids(res.body);
      let pages = 1;
      const firstToken = String(res.body.nextPageToken);
      while (res.body.nextPageToken) {
        expect(res.body.nextSyncToken).toBeUndefined();
        res = await list(`${base}&pageToken=${encodeURIComponent(String(res.body.nextPageToken))}`);
        seen.push(...ids(res.body));
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(res.body.nextSyncToken).toBeTruthy();
      expect(seen).toEqual(many.map((e) => e.id));
      const replay = await list(`singleEvents=true&maxResults=4&pageToken=${encodeURIComponent(firstToken)}`);
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ error: { errors: [{ reason: "invalid", location: "pageToken" }] } });
    } finally {
      emu.setEvents(FIXTURES);
    }
  });

  it("with short pages, an empty first page still carries nextPageToken and the union stays complete", async () => {
    const short = await startTest({ events: FIXTURES, shortPages: true });
    try {
      const t = String((await connect(short)).access_token);
      const url = (extra: string) =>
        `${short.url}/calendar/v3/calendars/primary/events?${WINDOW}&singleEvents=true&maxResults=2${extra}`;
      let res = await apiGet(url(""), t);
      expect(res.body.items).toEqual([]);
      const seen: string[] = [];
      while (res.body.nextPageToken) {
        res = await apiGet(url(`&pageToken=${encodeURIComponent(String(res.body.nextPageToken))}`), t);
        seen.push(...ids(res.body));
        expect((res.body.items as unknown[]).length).toBeLessThanOrEqual(1);
      }
      expect(seen.sort()).toEqual(["all-day", "earlier", "holiday", "morning", "office"]);
    } finally {
      await short.close();
    }
  });

  it("a sync token answers nothing new while the seed is unchanged (incremental sync: sync.test.ts)", async () => {
    const full = await list("singleEvents=true");
    const sync = encodeURIComponent(String(full.body.nextSyncToken));
    const incremental = await list(`singleEvents=true&syncToken=${sync}`);
    expect(incremental.status).toBe(200);
    expect(incremental.body.items).toEqual([]);
    expect((await list(`singleEvents=true&syncToken=${sync}&timeMin=2024-05-06T00:00:00Z`)).status).toBe(400);
  });

  it("answers the account's address as calendarId, 404 for another calendar, and nothing for the empty account", async () => {
    expect(ids((await list(WINDOW, token, "casey.consultant@gmail.example")).body)).toHaveLength(5);
    expect((await list(WINDOW, token, "someone.else@gmail.example")).status).toBe(404);
    const other = String((await connect(emu, SOMEONE)).access_token);
    const res = await list(WINDOW, other);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it("answers 401 authError without a valid token", async () => {
    for (const who of [null, "ya29.nope"]) {
      const res = await list(WINDOW, who);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        error: { code: 401, errors: [{ domain: "global", reason: "authError", location: "Authorization" }] },
      });
    }
  });

  it("answers the primary calendar in calendarList", async () => {
    const res = await apiGet(`${emu.url}/calendar/v3/users/me/calendarList`, token);
    expect(res.body).toMatchObject({
      kind: "calendar#calendarList",
      items: [{ id: "casey.consultant@gmail.example", primary: true }],
    });
  });
});

describe("faults", () => {
  it("throttle alternates 403 usageLimits/rateLimitExceeded and 429 rateLimitExceeded, then recovers", async () => {
    emu.setFault({ mode: "throttle", count: 3, retryAfterSeconds: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await list(WINDOW);
      statuses.push(res.status);
      expect(res.body).toMatchObject({
        error: {
          code: res.status,
          message: "Rate Limit Exceeded",
          errors: [{ domain: "usageLimits", reason: "rateLimitExceeded" }],
        },
      });
      if (res.status === 429) expect(res.headers.get("retry-after")).toBe("2");
    }
    expect(statuses).toEqual([403, 429, 403]);
    expect((await list(WINDOW)).status).toBe(200);
  });

  it("fail answers backendError until the mode is none; set over the dev endpoint", async () => {
    const set = await fetch(`${emu.url}/_dev/fault`, {
      method: "POST",
      body: JSON.stringify({ mode: "fail", status: 500 }),
    });
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await list(WINDOW);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { errors: [{ reason: "backendError" }] } });
    }
    await fetch(`${emu.url}/_dev/fault`, { method: "POST", body: JSON.stringify({ mode: "none" }) });
    expect((await list(WINDOW)).status).toBe(200);
  });
});

describe("dev controls", () => {
  it("replaces the seed and refuses an invalid one, naming the problem", async () => {
    const bad = await fetch(`${emu.url}/_dev/events`, {
      method: "POST",
      body: JSON.stringify([
        { id: "x", start: { dateTime: "2024-05-06T09:00:00" }, end: { dateTime: "2024-05-06T10:00:00Z" } },
      ]),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("event[0].start.dateTime has no offset");
    const ok = await fetch(`${emu.url}/_dev/events`, {
      method: "POST",
      body: JSON.stringify([googleEvent("solo", "2024-05-06T12:00:00Z", "2024-05-06T13:00:00Z")]),
    });
    expect(await ok.json()).toEqual({ events: 1 });
    expect(ids((await list(WINDOW)).body)).toEqual(["solo"]);
    emu.setEvents(FIXTURES);
  });

  it("lists grants and resets", async () => {
    const grants = (await (await fetch(`${emu.url}/_dev/grants`)).json()) as { grants: unknown[] };
    expect(grants.grants.length).toBeGreaterThan(0);
    expect((await fetch(`${emu.url}/_dev/reset`, { method: "POST" })).status).toBe(200);
    expect(emu.grants()).toEqual([]);
    expect((await list(WINDOW)).status).toBe(401);
    token = String((await connect(emu)).access_token);
  });
});
