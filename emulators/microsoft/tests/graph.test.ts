/**
 * The Microsoft stand-in's Graph side: /me, calendarView's window, paging by absolute nextLink, $select,
 * Prefer time zones (incl. one behind UTC and the all-day quirk), errors, faults and the dev controls.
 */
import { CASEY, connect, graphEvent, graphGet, OTHER, startTest, type TestStandIn } from "../testing/helpers";

jest.setTimeout(30_000);

const WINDOW = "startDateTime=2024-05-06T00:00:00Z&endDateTime=2024-05-08T00:00:00Z";

const FIXTURES = [
  graphEvent("ends-at-window-start", "2024-05-05T23:00:00.0000000", "2024-05-06T00:00:00.0000000"),
  graphEvent("morning", "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000"),
  // 08:00 PDT is 15:00 UTC.
  graphEvent("pacific", "2024-05-06T08:00:00.0000000", "2024-05-06T09:00:00.0000000", {}, "Pacific Standard Time"),
  graphEvent("all-day", "2024-05-07T00:00:00.0000000", "2024-05-08T00:00:00.0000000", { isAllDay: true }),
  graphEvent("spans-window", "2024-05-01T00:00:00.0000000", "2024-05-20T00:00:00.0000000"),
  graphEvent("starts-at-window-end", "2024-05-08T00:00:00.0000000", "2024-05-08T01:00:00.0000000"),
  graphEvent("all-day-before", "2024-05-05T00:00:00.0000000", "2024-05-06T00:00:00.0000000", { isAllDay: true }),
];

let emu: TestStandIn;
let token: string;
beforeAll(async () => {
  emu = await startTest({ events: FIXTURES });
  token = String((await connect(emu)).access_token);
});
afterAll(() => emu.close());
afterEach(() => emu.setFault({ mode: "none" }));

const view = (query: string, headers: Record<string, string> = {}, who = token) =>
  graphGet(`${emu.url}/v1.0/me/calendarView?${query}`, who, headers);
const ids = (body: Record<string, unknown>) => (body.value as { id: string }[]).map((e) => e.id);

describe("/me", () => {
  it("answers the account's profile with @odata.context", async () => {
    const me = await graphGet(`${emu.url}/v1.0/me`, token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      "@odata.context": `${emu.publicUrl}/v1.0/$metadata#users/$entity`,
      id: "7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34",
      displayName: "Casey Consultant",
      mail: CASEY,
      userPrincipalName: CASEY,
    });
    expect(me.headers.get("request-id")).toBeTruthy();
    expect(me.headers.get("server-timing")).toMatch(/graph\.me/);
  });

  it("answers 401 InvalidAuthenticationToken without a token or with an unknown one", async () => {
    for (const who of [null, "not-a-token"]) {
      const res = await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, who);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
      const error = (res.body as { error: { code: string; innerError: Record<string, string> } }).error;
      expect(error.code).toBe("InvalidAuthenticationToken");
      expect(Object.keys(error.innerError).sort()).toEqual(["client-request-id", "date", "request-id"]);
    }
  });
});

describe("calendarView", () => {
  it("returns the events overlapping [start, end), all-day events by their dates, ordered by start", async () => {
    const res = await view(WINDOW);
    expect(res.status).toBe(200);
    expect(res.body["@odata.context"]).toBe(
      `${emu.publicUrl}/v1.0/$metadata#users('7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34')/calendarView`,
    );
    expect(ids(res.body)).toEqual(["spans-window", "morning", "pacific", "all-day"]);
    const pacific = (res.body.value as Record<string, unknown>[])[2];
    expect(pacific?.start).toEqual({ dateTime: "2024-05-06T15:00:00.0000000", timeZone: "UTC" });
    expect(pacific?.["@odata.etag"]).toMatch(/^W\/"/);
  });

  it("honors an offset in the window and reads a value without one as UTC", async () => {
    // 10:00+01:00 is 09:00Z: "morning" (09:00–10:00Z) overlaps, "ends-at-window-start" does not.
    const withOffset = await view(
      `startDateTime=${encodeURIComponent("2024-05-06T10:00:00+01:00")}&endDateTime=2024-05-06T09:30:00`,
    );
    expect(ids(withOffset.body)).toEqual(["spans-window", "morning"]);
  });

  it("names the missing window parameter (400 ErrorInvalidParameter)", async () => {
    const res = await view("startDateTime=2024-05-06T00:00:00Z");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "ErrorInvalidParameter" } });
    expect(JSON.stringify(res.body)).toContain("endDateTime");
    const bad = await view("startDateTime=yesterday&endDateTime=2024-05-06T00:00:00Z");
    expect(JSON.stringify(bad.body)).toContain("'yesterday' of parameter 'StartDateTime'");
  });

  it("pages with an absolute @odata.nextLink carrying every parameter, followed verbatim until absent", async () => {
    const many = Array.from({ length: 23 }, (_, i) => {
      const h = String(i).padStart(2, "0");
      return graphEvent(`hour-${h}`, `2024-06-03T${h}:00:00.0000000`, `2024-06-03T${h}:30:00.0000000`);
    });
    emu.setEvents(many);
    try {
      let url: string | undefined =
        `${emu.url}/v1.0/me/calendarView?startDateTime=2024-06-03T00:00:00Z&endDateTime=2024-06-04T00:00:00Z&$top=5&$select=subject,start`;
      const seen: string[] = [];
      let pages = 0;
      while (url) {
        const res = await graphGet(url, token, { Prefer: 'outlook.timezone="UTC"' });
        expect(res.status).toBe(200);
        seen.push(...ids(res.body));
        pages += 1;
        url = res.body["@odata.nextLink"] as string | undefined;
        if (url) {
          expect(url.startsWith(`${emu.publicUrl}/v1.0/me/calendarView?`)).toBe(true);
          const params = new URL(url).searchParams;
          expect(params.get("startDateTime")).toBe("2024-06-03T00:00:00Z");
          expect(params.get("$top")).toBe("5");
          expect(params.get("$select")).toBe("subject,start");
          expect(params.get("$skip")).toBe(String(pages * 5));
        }
      }
      expect(pages).toBe(5);
      expect(seen).toEqual(many.map((e) => e.id));
    } finally {
      emu.setEvents(FIXTURES);
    }
  });

  it("defaults to pages of 10", async () => {
    emu.setEvents(
      Array.from({ length: 12 }, (_, i) => graphEvent(`e${i}`, "2024-06-03T09:00:00", "2024-06-03T10:00:00")),
    );
    try {
      const res = await view("startDateTime=2024-06-03T00:00:00Z&endDateTime=2024-06-04T00:00:00Z");
      expect(ids(res.body)).toHaveLength(10);
      expect(res.body["@odata.nextLink"]).toContain("%24skip=10");
    } finally {
      emu.setEvents(FIXTURES);
    }
  });

  it("$select returns only the selected fields plus id and @odata.etag; an unknown field is a 400", async () => {
    const res = await view(`${WINDOW}&$select=subject,start`);
    for (const e of res.body.value as Record<string, unknown>[])
      expect(Object.keys(e).sort()).toEqual(["@odata.etag", "id", "start", "subject"]);
    expect(res.body["@odata.context"]).toMatch(/calendarView\(subject,start\)$/);
    const bad = await view(`${WINDOW}&$select=subject,color`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Could not find a property named 'color'");
  });

  it("converts to the Prefer time zone (Windows or IANA names, behind or ahead of UTC); all-day events keep their dates", async () => {
    const pacific = await view(WINDOW, { Prefer: 'outlook.timezone="Pacific Standard Time"' });
    expect(pacific.headers.get("preference-applied")).toBe('outlook.timezone="Pacific Standard Time"');
    const byId = new Map((pacific.body.value as Record<string, unknown>[]).map((e) => [e.id, e]));
    expect(byId.get("morning")?.start).toEqual({
      dateTime: "2024-05-06T02:00:00.0000000",
      timeZone: "Pacific Standard Time",
    });
    expect(byId.get("all-day")?.start).toEqual({ dateTime: "2024-05-07T00:00:00.0000000", timeZone: "UTC" });
    const berlin = await view(WINDOW, { Prefer: 'outlook.timezone="Europe/Berlin"' });
    const morning = (berlin.body.value as Record<string, unknown>[]).find((e) => e.id === "morning");
    expect(morning?.end).toEqual({ dateTime: "2024-05-06T12:00:00.0000000", timeZone: "Europe/Berlin" });
    const plain = await view(WINDOW);
    expect(plain.headers.get("preference-applied")).toBeNull();
  });

  it("shows the second account an empty calendar", async () => {
    const other = String((await connect(emu, OTHER)).access_token);
    const res = await view(WINDOW, {}, other);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual([]);
  });

  it("answers /me/calendars/{id}/calendarView for the default calendar, 404 for another id", async () => {
    const calendars = await graphGet(`${emu.url}/v1.0/me/calendars`, token);
    const id = (calendars.body.value as { id: string }[])[0]?.id ?? "";
    const res = await graphGet(`${emu.url}/v1.0/me/calendars/${encodeURIComponent(id)}/calendarView?${WINDOW}`, token);
    expect(ids(res.body)).toHaveLength(4);
    const missing = await graphGet(`${emu.url}/v1.0/me/calendars/AAMkNope/calendarView?${WINDOW}`, token);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: "ErrorItemNotFound" } });
  });
});

describe("faults", () => {
  it("throttle: the next `count` data requests answer 429 TooManyRequests with Retry-After", async () => {
    const set = await fetch(`${emu.url}/_dev/fault`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "throttle", count: 2, retryAfterSeconds: 3 }),
    });
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await view(WINDOW);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(res.body).toMatchObject({ error: { code: "TooManyRequests" } });
      expect((res.body.error as { innerError: Record<string, string> }).innerError["request-id"]).toBeTruthy();
    }
    expect((await view(WINDOW)).status).toBe(200);
  });

  it("fail: data requests answer 503 (or the given status) until the mode is none", async () => {
    emu.setFault({ mode: "fail", status: 503, count: null });
    for (let i = 0; i < 3; i++) {
      const res = await view(WINDOW);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: { code: "serviceNotAvailable" } });
    }
    emu.setFault({ mode: "fail", status: 500, count: null });
    expect((await view(WINDOW)).body).toMatchObject({ error: { code: "generalException" } });
    emu.setFault({ mode: "none" });
    expect((await view(WINDOW)).status).toBe(200);
  });

  it("401s still come before faults", async () => {
    emu.setFault({ mode: "fail", status: 500, count: null });
    expect((await view(WINDOW, {}, "nope")).status).toBe(401);
  });
});

describe("dataLatencyMs", () => {
  /** The stand-in's own time for the answer (its Server-Timing header). */
  const serverMs = (res: { headers: Headers }) =>
    Number(/dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);

  it("delays calendarView answers by that much and leaves /me alone", async () => {
    const slow = await startTest({ events: FIXTURES, dataLatencyMs: 300 });
    try {
      const who = String((await connect(slow)).access_token);
      const data = await graphGet(`${slow.url}/v1.0/me/calendarView?${WINDOW}`, who);
      expect(data.status).toBe(200);
      expect(serverMs(data)).toBeGreaterThanOrEqual(300);
      expect(serverMs(await graphGet(`${slow.url}/v1.0/me`, who))).toBeLessThan(300);
    } finally {
      await slow.close();
    }
  });

  it("POST /_dev/latency changes it at runtime, refuses what is not a delay, and reset brings back the start value", async () => {
    const emu2 = await startTest({ events: FIXTURES });
    try {
      const viewMs = async (who: string) => {
        const res = await graphGet(`${emu2.url}/v1.0/me/calendarView?${WINDOW}`, who);
        expect(res.status).toBe(200);
        return serverMs(res);
      };
      const who = String((await connect(emu2)).access_token);
      const latency = (body: unknown) =>
        fetch(`${emu2.url}/_dev/latency`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      // Far apart, so a busy machine cannot blur them.
      expect(await viewMs(who)).toBeLessThan(1000);
      const set = await latency({ ms: 1500 });
      expect(await set.json()).toEqual({ latencyMs: 1500 });
      expect(await viewMs(who)).toBeGreaterThanOrEqual(1500);
      for (const bad of [{ ms: -1 }, { ms: 1.5 }, { ms: "250" }, { ms: 60_001 }, {}]) {
        const refused = await latency(bad);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { error: string }).error).toContain("whole number of milliseconds");
      }
      await fetch(`${emu2.url}/_dev/reset`, { method: "POST" });
      // Reset also cleared the grants: connect again.
      expect(await viewMs(String((await connect(emu2)).access_token))).toBeLessThan(1000);
    } finally {
      await emu2.close();
    }
  });
});

describe("dev controls", () => {
  const post = (path: string, body: unknown) =>
    fetch(`${emu.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("lists grants without tokens", async () => {
    const res = await fetch(`${emu.url}/_dev/grants`);
    const { grants } = (await res.json()) as { grants: Record<string, unknown>[] };
    expect(grants.length).toBeGreaterThan(0);
    expect(JSON.stringify(grants)).not.toContain(token);
    expect(grants[0]).toMatchObject({ clientId: expect.any(String), hasRefreshToken: true });
  });

  it("replaces the events at runtime and refuses an invalid seed with the reason", async () => {
    const ok = await post("/_dev/events", [graphEvent("only", "2024-05-06T12:00:00", "2024-05-06T13:00:00")]);
    expect(await ok.json()).toEqual({ events: 1 });
    expect(ids((await view(WINDOW)).body)).toEqual(["only"]);
    const bad = await post("/_dev/events", [{ id: "x", start: { dateTime: "soon", timeZone: "UTC" } }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("event[0].start.dateTime");
    expect((await post("/_dev/events", "{nope")).status).toBe(400);
    expect(
      (
        await post("/_dev/events", [
          {
            id: "x",
            start: { dateTime: "2024-05-06T12:00:00", timeZone: "Mars/Base" },
            end: { dateTime: "2024-05-06T12:00:00", timeZone: "UTC" },
          },
        ])
      ).status,
    ).toBe(400);
    expect(ids((await view(WINDOW)).body)).toEqual(["only"]);
    emu.setEvents(FIXTURES);
  });

  it("refuses a bad fault with a clear message", async () => {
    const res = await post("/_dev/fault", { mode: "explode" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('"none", "throttle" or "fail"');
  });

  it("reset clears grants and faults, and brings back the start seed", async () => {
    emu.setEvents([]);
    emu.setFault({ mode: "fail", status: 500, count: null });
    expect((await post("/_dev/reset", {})).status).toBe(200);
    expect(emu.grants()).toEqual([]);
    expect(emu.fault().mode).toBe("none");
    expect((await view(WINDOW)).status).toBe(401);
    token = String((await connect(emu)).access_token);
    expect(ids((await view(WINDOW)).body)).toHaveLength(4);
  });
});
