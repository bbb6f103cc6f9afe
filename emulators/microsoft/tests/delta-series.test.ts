/**
 * Recurring series on the Microsoft stand-in's calendarView/delta and GET /me/events/{id}, as real Graph sends
 * them: occurrences bare (etag, id, type, seriesMasterId, start, end), the series master (synthesized from the
 * expanded seed) whole before them, exceptions whole, a series never split across pages; any change in a series
 * sends it whole again (a deleted occurrence without @removed); a deleted series comes as @removed for the master
 * and the occurrences sent before. Plain calendarView keeps full occurrences and no masters.
 */
import { seededStandIn } from "../../kit/testing";
import { calendarIdOf } from "../accounts";
import { connect, graphEvent, graphGet, OTHER, removedStub, startTest } from "../testing/helpers";

jest.setTimeout(30_000);

const CASEY_ID = "7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34";
const WINDOW = "startDateTime=2024-05-08T00:00:00Z&endDateTime=2024-05-25T00:00:00Z";
const at = (date: string, hour: number) => `2024-${date}T${String(hour).padStart(2, "0")}:00:00.0000000`;
const single = (id: string, date: string, hour: number) => graphEvent(id, at(date, hour), at(date, hour + 1));
/** A member of `series` whose recurrence put it on `date` ("05-08") at `hour`; `extra` may move or change it. */
const member = (series: string, date: string, hour: number, extra: Record<string, unknown> = {}) =>
  graphEvent(`${series}-${date}`, at(date, hour), at(date, hour + 1), {
    type: "occurrence",
    seriesMasterId: series,
    originalStart: `2024-${date}T${String(hour).padStart(2, "0")}:00:00Z`,
    attendees: [{ type: "required", emailAddress: { name: "Ana", address: "ana@example.com" } }],
    ...extra,
  });
const moved = (date: string, hour: number) => ({
  start: { dateTime: at(date, hour), timeZone: "UTC" },
  end: { dateTime: at(date, hour + 1), timeZone: "UTC" },
});

// S: Wednesdays 10:00 from May 1 to May 29; May 22's moved to Tuesday May 21 14:00. The window holds May 8–21.
const S = [
  member("S", "05-01", 10),
  member("S", "05-08", 10),
  member("S", "05-15", 10),
  member("S", "05-22", 10, { type: "exception", subject: "Moved", ...moved("05-21", 14) }),
  member("S", "05-29", 10),
];
// P: two days at noon, both in the window.
const P = [member("P", "05-10", 12), member("P", "05-11", 12)];
// Q: all in June, outside the window.
const Q = [member("Q", "06-03", 9), member("Q", "06-10", 9)];
const BASE = [single("early", "05-08", 8), ...S, single("mid", "05-09", 9), ...P, single("late", "05-20", 9), ...Q];
const FULL_IDS = ["early", "S", "S-05-08", "S-05-15", "S-05-22", "mid", "P", "P-05-10", "P-05-11", "late"];
const BARE_KEYS = ["@odata.type", "@odata.etag", "id", "type", "seriesMasterId", "start", "end"];

// Masters of series that began before the window sent too (gentler than Graph), so every series shows its shape;
// the strict default has a test of its own.
const seeded = seededStandIn((events) => startTest({ events, mastersBeforeWindow: "sent" }), connect, BASE);

type Body = Record<string, unknown>;
const get = (url: string, headers: Record<string, string> = {}, who = seeded.token) => graphGet(url, who, headers);
const values = (body: Body) => body.value as Body[];
const ids = (body: Body) => values(body).map((e) => String(e.id));
const DELTA = `/v1.0/me/calendarView/delta?${WINDOW}`;

async function round(first: string, headers: Record<string, string> = { Prefer: "odata.maxpagesize=50" }) {
  const pages: Body[] = [];
  let res = await get(first, headers);
  pages.push(res.body);
  while (res.body["@odata.nextLink"]) {
    expect(res.status).toBe(200);
    res = await get(String(res.body["@odata.nextLink"]), headers);
    pages.push(res.body);
  }
  expect(res.status).toBe(200);
  const items = pages.flatMap(values);
  return { pages, items, ids: items.map((e) => String(e.id)), deltaLink: String(res.body["@odata.deltaLink"]) };
}
const byId = (items: Body[]) => new Map(items.map((e) => [String(e.id), e]));

describe("the first round", () => {
  it("as Graph, by default: a series that began before the window comes without its master", async () => {
    const strict = await startTest({ events: BASE });
    try {
      const token = String((await connect(strict)).access_token);
      const res = await graphGet(`${strict.url}${DELTA}`, token, { Prefer: "odata.maxpagesize=50" });
      // S began on May 1, before the window: its members alone; P began in it: its master first.
      expect(values(res.body).map((e) => String(e.id))).toEqual(FULL_IDS.filter((id) => id !== "S"));
      // The client reads the missing master by id.
      expect((await graphGet(`${strict.url}/v1.0/me/events/S`, token)).body).toMatchObject({ type: "seriesMaster" });
    } finally {
      await strict.close();
    }
  });

  it("sends each series as its master, then its occurrences bare and its exceptions whole; singles whole", async () => {
    const { items, ids: listed } = await round(`${seeded.emu.url}${DELTA}`);
    expect(listed).toEqual(FULL_IDS);
    const all = byId(items);
    const view = await get(`${seeded.emu.url}/v1.0/me/calendarView?${WINDOW}&$top=50`);
    const viewed = byId(values(view.body));

    // Singles and exceptions as calendarView writes them.
    for (const id of ["early", "mid", "late", "S-05-22"])
      expect(all.get(id)).toEqual({ "@odata.type": "#microsoft.graph.event", ...viewed.get(id) });
    expect(all.get("S-05-22")).toMatchObject({
      type: "exception",
      subject: "Moved",
      attendees: [{ type: "required", emailAddress: { name: "Ana", address: "ana@example.com" } }],
    });

    // Occurrences: only what places them in their series.
    for (const id of ["S-05-08", "S-05-15", "P-05-10", "P-05-11"]) {
      const item = all.get(id) as Body;
      expect(Object.keys(item)).toEqual(BARE_KEYS);
      expect(item).toEqual({
        "@odata.type": "#microsoft.graph.event",
        "@odata.etag": viewed.get(id)?.["@odata.etag"],
        id,
        type: "occurrence",
        seriesMasterId: id.slice(0, 1),
        start: viewed.get(id)?.start,
        end: viewed.get(id)?.end,
      });
    }

    // The master: the first occurrence's properties (May 1, before the window) under the series id.
    expect(all.get("S")).toMatchObject({
      "@odata.type": "#microsoft.graph.event",
      "@odata.etag": expect.stringMatching(/^W\/"/),
      id: "S",
      type: "seriesMaster",
      seriesMasterId: null,
      subject: "Event S-05-01",
      attendees: [{ type: "required", emailAddress: { name: "Ana", address: "ana@example.com" } }],
      start: { dateTime: "2024-05-01T10:00:00.0000000", timeZone: "UTC" },
      end: { dateTime: "2024-05-01T11:00:00.0000000", timeZone: "UTC" },
      recurrence: {
        pattern: { type: "weekly", interval: 1, daysOfWeek: ["wednesday"] },
        range: { type: "endDate", startDate: "2024-05-01", endDate: "2024-05-29" },
      },
    });
    expect(all.get("S")).not.toHaveProperty("originalStart");
    // Nothing outside the window, and Q (all in June) not at all.
    for (const id of ["S-05-01", "S-05-29", "Q", "Q-06-03"]) expect(all.has(id)).toBe(false);
  });

  it("never splits a series across pages: a page grows past odata.maxpagesize to end the series it started", async () => {
    for (const [size, sizes] of [
      [2, [5, 4, 1]],
      [1, [1, 4, 1, 3, 1]],
      [10, [10]],
    ] as const) {
      const headers = { Prefer: `odata.maxpagesize=${size}` };
      const { pages, ids: listed } = await round(`${seeded.emu.url}${DELTA}`, headers);
      expect([size, pages.map((p) => values(p).length)]).toEqual([size, sizes]);
      expect(listed).toEqual(FULL_IDS);
      for (const page of pages) {
        const items = values(page);
        for (const item of items) {
          const series = item.type === "seriesMaster" ? item.id : item.seriesMasterId;
          if (typeof series !== "string") continue;
          // The master and every member of the series in the window are on this page.
          expect(items.filter((e) => e.id === series || e.seriesMasterId === series).length).toBe(
            FULL_IDS.filter((id) => id === series || id.startsWith(`${series}-`)).length,
          );
        }
      }
    }
  });

  it("leaves plain calendarView as it was: full occurrences, no masters", async () => {
    const view = await get(`${seeded.emu.url}/v1.0/me/calendarView?${WINDOW}&$top=50`);
    expect(ids(view.body)).toEqual(["early", "S-05-08", "mid", "P-05-10", "P-05-11", "S-05-15", "late", "S-05-22"]);
    expect(values(view.body)[1]).toMatchObject({ type: "occurrence", subject: "Event S-05-08", seriesMasterId: "S" });
  });
});

describe("the next rounds", () => {
  const next = async (events: unknown[]) => {
    const first = await round(`${seeded.emu.url}${DELTA}`);
    seeded.emu.setEvents(events);
    const changes = await round(first.deltaLink);
    // And nothing more after.
    expect(values((await get(changes.deltaLink)).body)).toEqual([]);
    return { first, changes };
  };

  it("sends the whole series again when one occurrence is renamed", async () => {
    const renamed = BASE.map((e) =>
      e.id === "S-05-15" ? { ...e, type: "exception", subject: "Renamed", lastModifiedDateTime: "2024-05-02" } : e,
    );
    const { first, changes } = await next(renamed);
    expect(changes.ids).toEqual(["S", "S-05-08", "S-05-15", "S-05-22"]);
    const got = byId(changes.items);
    expect(Object.keys(got.get("S-05-08") as Body)).toEqual(BARE_KEYS);
    expect(got.get("S-05-15")).toMatchObject({ type: "exception", subject: "Renamed", seriesMasterId: "S" });
    expect(got.get("S-05-22")).toMatchObject({ type: "exception", subject: "Moved" });
    const before = byId(first.items).get("S") as Body;
    expect(got.get("S")?.["@odata.etag"]).not.toBe(before["@odata.etag"]);
    expect(got.get("S")).toMatchObject({ type: "seriesMaster", subject: "Event S-05-01" });
    expect(changes.items.some((e) => "@removed" in e)).toBe(false);
  });

  it("sends the series again without a deleted occurrence, and no @removed for it", async () => {
    const { changes } = await next(BASE.filter((e) => e.id !== "S-05-15"));
    expect(changes.ids).toEqual(["S", "S-05-08", "S-05-22"]);
    expect(changes.items.some((e) => "@removed" in e)).toBe(false);
    // An occurrence moved out of the window likewise just drops out of the series' items.
    const { changes: out } = await next(
      BASE.map((e) => (e.id === "S-05-08" ? { ...e, type: "exception", ...moved("05-30", 10) } : e)),
    );
    expect(out.ids).toEqual(["S", "S-05-15", "S-05-22"]);
    expect(out.items.some((e) => "@removed" in e)).toBe(false);
  });

  it("sends @removed for the master and each occurrence sent before when the series is deleted", async () => {
    const { changes } = await next(BASE.filter((e) => e.seriesMasterId !== "S"));
    expect(changes.items).toEqual(["S", "S-05-08", "S-05-15", "S-05-22"].map(removedStub));
  });

  it("sends a new series whole, a changed single alone, and a series changed outside the window as @removed", async () => {
    const added = [member("N", "05-13", 15), member("N", "05-20", 15), member("N", "05-27", 15)];
    const { changes } = await next([
      ...BASE.filter((e) => e.id !== "mid" && e.id !== "Q-06-10"),
      { ...(BASE.find((e) => e.id === "mid") as Body), subject: "Changed" },
      { ...(Q[1] as Body), subject: "Changed in June" },
      ...added,
    ]);
    expect(changes.ids.sort()).toEqual(["N", "N-05-13", "N-05-20", "Q", "mid"]);
    const got = byId(changes.items);
    expect(got.get("mid")).toMatchObject({ subject: "Changed", "@odata.type": "#microsoft.graph.event" });
    expect(got.get("Q")).toEqual(removedStub("Q"));
    expect(got.get("N")).toMatchObject({ type: "seriesMaster", subject: "Event N-05-13" });
    expect(Object.keys(got.get("N-05-20") as Body)).toEqual(BARE_KEYS);
    // The series' items stay together, master first.
    const n = changes.ids.indexOf("N");
    expect(changes.ids.slice(n, n + 3)).toEqual(["N", "N-05-13", "N-05-20"]);
  });
});

describe("GET /me/events/{id}", () => {
  const event = (
    id: string,
    query = "",
    headers: Record<string, string> = {},
    who = seeded.token,
    path = "/v1.0/me/events",
  ) => get(`${seeded.emu.url}${path}/${encodeURIComponent(id)}${query}`, headers, who);

  it("answers a single event, an occurrence and an exception whole, as calendarView writes them", async () => {
    const view = byId(values((await get(`${seeded.emu.url}/v1.0/me/calendarView?${WINDOW}&$top=50`)).body));
    for (const id of ["early", "S-05-08", "S-05-22"]) {
      const res = await event(id);
      expect([id, res.status]).toEqual([id, 200]);
      expect(res.body).toEqual({
        "@odata.context": `${seeded.emu.publicUrl}/v1.0/$metadata#users('${CASEY_ID}')/events/$entity`,
        ...view.get(id),
      });
    }
    // Occurrences outside any window the client asked for too.
    expect((await event("S-05-29")).body).toMatchObject({ id: "S-05-29", subject: "Event S-05-29" });
  });

  it("answers a series master whole, as delta sends it", async () => {
    const master = byId((await round(`${seeded.emu.url}${DELTA}`)).items).get("S") as Body;
    const res = await event("S");
    expect(res.status).toBe(200);
    const { "@odata.type": _type, ...expected } = master;
    expect(res.body).toEqual({
      "@odata.context": `${seeded.emu.publicUrl}/v1.0/$metadata#users('${CASEY_ID}')/events/$entity`,
      ...expected,
    });
    expect(res.body).toMatchObject({ type: "seriesMaster", recurrence: { pattern: { type: "weekly" } } });
  });

  it("honors $select and the Prefer time zone and body preferences", async () => {
    const selected = await event("S", "?$select=subject,Recurrence,start");
    expect(selected.body["@odata.context"]).toBe(
      `${seeded.emu.publicUrl}/v1.0/$metadata#users('${CASEY_ID}')/events(subject,recurrence,start)/$entity`,
    );
    expect(Object.keys(selected.body).sort()).toEqual(
      ["@odata.context", "@odata.etag", "id", "recurrence", "start", "subject"].sort(),
    );
    const prefer = 'outlook.timezone="Pacific Standard Time", outlook.body-content-type="text"';
    const local = await event("S", "", { Prefer: prefer });
    expect(local.headers.get("preference-applied")).toBe(prefer);
    expect(local.body.start).toEqual({ dateTime: "2024-05-01T03:00:00.0000000", timeZone: "Pacific Standard Time" });
    const bad = await event("S", "?$select=nope");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "RequestBroker--ParseUri" } });
  });

  it("answers 404 ErrorItemNotFound for an unknown id, another account's, or another calendar", async () => {
    const notFound = {
      error: { code: "ErrorItemNotFound", message: "The specified object was not found in the store." },
    };
    const unknown = await event("AAMkNope=");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject(notFound);
    const other = String((await connect(seeded.emu, OTHER)).access_token);
    expect((await event("S", "", {}, other)).status).toBe(404);
    expect((await event("early", "", {}, seeded.token, "/v1.0/me/calendars/AAMkOther/events")).status).toBe(404);
    // Without a token: 401 first.
    expect((await get(`${seeded.emu.url}/v1.0/me/events/early`, {}, "")).status).toBe(401);
  });

  it("works on /me/calendar/events/{id} and /me/calendars/{id}/events/{id}", async () => {
    const mine = await event("S-05-08", "", {}, seeded.token, "/v1.0/me/calendar/events");
    expect(mine.status).toBe(200);
    expect(mine.body["@odata.context"]).toBe(
      `${seeded.emu.publicUrl}/v1.0/$metadata#users('${CASEY_ID}')/calendar/events/$entity`,
    );
    const calendar = calendarIdOf(CASEY_ID);
    const of = await event("S", "", {}, seeded.token, `/v1.0/me/calendars/${encodeURIComponent(calendar)}/events`);
    expect(of.status).toBe(200);
    expect(of.body).toMatchObject({ id: "S", type: "seriesMaster" });
  });
});
