/**
 * The Microsoft stand-in's calendarView/delta, as a client keeping a local copy meets it: a first round over a
 * window paged by `Prefer: odata.maxpagesize` with absolute nextLinks, ending with a deltaLink; an unchanged calendar
 * answers an empty value and a new deltaLink in one request; a seed change is listed exactly (added and changed
 * events whole, deleted ones and ones moved out of the window as @removed); large change lists page; expired,
 * forgotten, malformed and foreign tokens (and nextLinks of a round whose state is forgotten) are 410
 * SyncStateNotFound; the options Graph refuses on delta are 400. Series: delta-series.test.ts.
 */
import { seededStandIn } from "../../kit/testing";
import { calendarIdOf } from "../accounts";
import { connect, graphEvent, graphGet, OTHER, removedStub, startTest } from "../testing/helpers";

jest.setTimeout(30_000);

const CASEY_ID = "7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34";
const WINDOW = "startDateTime=2024-05-06T00:00:00Z&endDateTime=2024-05-09T00:00:00Z";
const at = (day: number, hour: number) =>
  `2024-05-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.0000000`;
const event = (id: string, day: number, hour: number, extra: Record<string, unknown> = {}) =>
  graphEvent(id, at(day, hour), at(day, hour + 1), extra);

const BASE = [
  event("keep", 6, 9),
  event("change", 6, 11, { body: { contentType: "html", content: "<p>Agenda</p>" } }),
  event("remove", 7, 9),
  event("moves-out", 7, 11),
  event("outside", 20, 9),
];

const seeded = seededStandIn((events) => startTest({ events }), connect, BASE);

type Body = Record<string, unknown>;
const get = (url: string, headers: Record<string, string> = {}, who = seeded.token) => graphGet(url, who, headers);
const start = (query = WINDOW, headers: Record<string, string> = {}, path = "/v1.0/me/calendarView/delta") =>
  get(`${seeded.emu.url}${path}?${query}`, headers);
const values = (body: Body) => body.value as Body[];
const ids = (body: Body) => values(body).map((e) => String(e.id));

/** A whole round: follows nextLinks to the deltaLink; every page and the ids in order. */
async function round(first: string, headers: Record<string, string> = {}) {
  const pages: Body[] = [];
  let res = await get(first, headers);
  pages.push(res.body);
  while (res.body["@odata.nextLink"]) {
    expect(res.status).toBe(200);
    expect(res.body["@odata.deltaLink"]).toBeUndefined();
    res = await get(String(res.body["@odata.nextLink"]), headers);
    pages.push(res.body);
  }
  expect(res.status).toBe(200);
  return { pages, ids: pages.flatMap(ids), deltaLink: String(res.body["@odata.deltaLink"]), last: res };
}

describe("the first round", () => {
  it("lists the window's events as calendarView does, in pages of odata.maxpagesize, then a deltaLink", async () => {
    const headers = { Prefer: "odata.maxpagesize=2" };
    const first = await start(WINDOW, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get("preference-applied")).toBe("odata.maxpagesize=2");
    expect(first.body["@odata.context"]).toBe(`${seeded.emu.publicUrl}/v1.0/$metadata#Collection(event)`);
    const next = String(first.body["@odata.nextLink"]);
    expect(next).toMatch(new RegExp(`^${seeded.emu.publicUrl}/v1\\.0/me/calendarView/delta\\?\\$skiptoken=[\\w-]+$`));
    const all = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`, headers);
    expect(all.pages.map((p) => values(p).length)).toEqual([2, 2]);
    expect(all.deltaLink).toMatch(
      new RegExp(`^${seeded.emu.publicUrl}/v1\\.0/me/calendarView/delta\\?\\$deltatoken=[\\w-]+$`),
    );
    const view = await get(`${seeded.emu.url}/v1.0/me/calendarView?${WINDOW}`);
    expect(all.ids).toEqual(ids(view.body));
    // Whole events as calendarView writes them, typed.
    const keep = values(all.pages[0] as Body)[0];
    expect(keep).toEqual({ "@odata.type": "#microsoft.graph.event", ...values(view.body)[0] });
  });

  it("pages 10 events by default, and caps odata.maxpagesize at 1000", async () => {
    seeded.emu.setEvents(Array.from({ length: 12 }, (_, i) => event(`e${i}`, 6, i)));
    const first = await start();
    expect(values(first.body)).toHaveLength(10);
    expect(first.headers.get("preference-applied")).toBeNull();
    const big = await start(WINDOW, { Prefer: "odata.maxpagesize=5000" });
    expect(values(big.body)).toHaveLength(12);
    expect(big.headers.get("preference-applied")).toBe("odata.maxpagesize=1000");
  });

  it("applies Prefer outlook.timezone and outlook.body-content-type as calendarView does", async () => {
    const prefer = 'outlook.timezone="Pacific Standard Time", outlook.body-content-type="text"';
    const res = await start(WINDOW, { Prefer: prefer });
    expect(res.headers.get("preference-applied")).toBe(
      'outlook.timezone="Pacific Standard Time", outlook.body-content-type="text"',
    );
    const change = values(res.body).find((e) => e.id === "change");
    expect(change?.start).toEqual({ dateTime: "2024-05-06T04:00:00.0000000", timeZone: "Pacific Standard Time" });
    expect(change?.body).toEqual({ contentType: "text", content: "Agenda" });
  });

  it("works on /me/calendars/{id}/calendarView/delta and its links keep that path", async () => {
    const path = `/v1.0/me/calendars/${encodeURIComponent(calendarIdOf(CASEY_ID))}/calendarView/delta`;
    const res = await start(WINDOW, {}, path);
    expect(res.status).toBe(200);
    expect(String(res.body["@odata.deltaLink"]).startsWith(`${seeded.emu.publicUrl}${path}?$deltatoken=`)).toBe(true);
    const again = await get(String(res.body["@odata.deltaLink"]));
    expect(again.body.value).toEqual([]);
    expect((await start(WINDOW, {}, "/v1.0/me/calendars/AAMkOther/calendarView/delta")).status).toBe(404);
  });
});

describe("the next rounds", () => {
  it("answers an unchanged calendar in one request: an empty value and a new deltaLink", async () => {
    const { deltaLink } = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    const res = await get(deltaLink);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual([]);
    expect(res.body["@odata.nextLink"]).toBeUndefined();
    expect(String(res.body["@odata.deltaLink"])).toMatch(/\$deltatoken=/);
    expect(res.body["@odata.deltaLink"]).not.toBe(deltaLink);
    expect((await get(String(res.body["@odata.deltaLink"]))).body.value).toEqual([]);
  });

  it("lists exactly what changed: added and changed events whole, deleted and moved-out ones as @removed", async () => {
    const { deltaLink, pages } = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    const changeBefore = pages.flatMap(values).find((e) => e.id === "change") as Body;
    await fetch(`${seeded.emu.url}/_dev/events`, {
      method: "POST",
      body: JSON.stringify([
        BASE[0],
        { ...BASE[1], subject: "Renamed" },
        { ...BASE[3], start: { dateTime: at(25, 9), timeZone: "UTC" }, end: { dateTime: at(25, 10), timeZone: "UTC" } },
        BASE[4],
        event("added", 8, 9),
      ]),
    });
    const res = await get(deltaLink);
    expect(res.status).toBe(200);
    expect(res.body["@odata.nextLink"]).toBeUndefined();
    const byId = new Map(values(res.body).map((e) => [String(e.id), e]));
    expect([...byId.keys()].sort()).toEqual(["added", "change", "moves-out", "remove"]);
    expect(byId.get("remove")).toEqual(removedStub("remove"));
    expect(byId.get("moves-out")).toEqual(removedStub("moves-out"));
    const view = await get(`${seeded.emu.url}/v1.0/me/calendarView?${WINDOW}`);
    const inView = (id: string) => values(view.body).find((e) => e.id === id);
    expect(byId.get("added")).toEqual({ "@odata.type": "#microsoft.graph.event", ...inView("added") });
    const changed = byId.get("change") as Body;
    expect(changed).toEqual({ "@odata.type": "#microsoft.graph.event", ...inView("change") });
    expect(changed.subject).toBe("Renamed");
    // The seed kept the etag: the stand-in gives the changed event a new one.
    expect(changed["@odata.etag"]).not.toBe(changeBefore["@odata.etag"]);
    expect((await get(String(res.body["@odata.deltaLink"]))).body.value).toEqual([]);
  });

  it("reports changes outside the window as @removed, as Graph documents", async () => {
    const { deltaLink } = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    seeded.emu.setEvents([...BASE.slice(0, 4), { ...BASE[4], subject: "Still outside" }]);
    expect((await get(deltaLink)).body.value).toEqual([removedStub("outside")]);
  });

  it("pages a large change list by nextLink, with the deltaLink on the last page only", async () => {
    const { deltaLink } = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    const added = Array.from({ length: 25 }, (_, i) => event(`n${String(i).padStart(2, "0")}`, 8, i % 20));
    seeded.emu.setEvents([...BASE, ...added]);
    const changes = await round(deltaLink);
    expect(changes.pages.map((p) => values(p).length)).toEqual([10, 10, 5]);
    expect(changes.ids.sort()).toEqual(added.map((e) => String(e.id)));
    expect((await get(changes.deltaLink)).body.value).toEqual([]);
  });

  it("lists a round over the state of its first page; what changes meanwhile comes in the next round", async () => {
    const headers = { Prefer: "odata.maxpagesize=2" };
    const first = await start(WINDOW, headers);
    expect(ids(first.body)).toEqual(["keep", "change"]);
    // Without that, the second page would be moves-out alone: "remove" would never be seen.
    seeded.emu.setEvents(BASE.filter((e) => e.id !== "remove"));
    const rest = await round(String(first.body["@odata.nextLink"]), headers);
    expect(rest.ids).toEqual(["remove", "moves-out"]);
    expect((await get(rest.deltaLink)).body.value).toEqual([removedStub("remove")]);
  });

  it("gives the second account, whose calendar is empty, empty rounds", async () => {
    const other = String((await connect(seeded.emu, OTHER)).access_token);
    const first = await get(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`, {}, other);
    expect(first.body.value).toEqual([]);
    seeded.emu.setEvents([...BASE, event("added", 8, 9)]);
    expect((await get(String(first.body["@odata.deltaLink"]), {}, other)).body.value).toEqual([]);
  });
});

describe("refusals", () => {
  const code = (body: Body) => (body.error as { code: string; message: string }).code;
  const message = (body: Body) => (body.error as { code: string; message: string }).message;

  it("requires the window on the first request, as calendarView", async () => {
    const res = await start("startDateTime=2024-05-06T00:00:00Z");
    expect(res.status).toBe(400);
    expect(code(res.body)).toBe("ErrorInvalidParameter");
  });

  it("refuses $select, $filter, $orderby, $search, $expand and $top (page size is a Prefer)", async () => {
    for (const option of [
      "$select=subject",
      "$filter=isAllDay eq false",
      "$orderby=start/dateTime",
      "$search=x",
      "$expand=attachments",
    ]) {
      const res = await start(`${WINDOW}&${option}`);
      expect([option, res.status, code(res.body)]).toEqual([option, 400, "ErrorInvalidUrlQuery"]);
      expect(message(res.body)).toBe(
        "The following parameters are not supported with change tracking over the 'CalendarView' resource: '$orderby, $filter, $select, $expand, $search'.",
      );
    }
    const top = await start(`${WINDOW}&$top=5`);
    expect([top.status, code(top.body)]).toEqual([400, "ErrorInvalidUrlQuery"]);
    expect(message(top.body)).toContain("Prefer: odata.maxpagesize=");
  });

  it("answers 410 SyncStateNotFound for expired, malformed, foreign and forgotten tokens", async () => {
    const gone = (body: Body) => {
      expect(body.error).toMatchObject({
        code: "SyncStateNotFound",
        message: "The sync state generation is not found. The delta token is expired or invalid.",
      });
    };
    const { deltaLink } = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    const first = await start(WINDOW, { Prefer: "odata.maxpagesize=1" });
    const nextLink = String(first.body["@odata.nextLink"]);

    const other = String((await connect(seeded.emu, OTHER)).access_token);
    const foreign = await get(deltaLink, {}, other);
    expect(foreign.status).toBe(410);
    gone(foreign.body);
    for (const bad of ["$deltatoken=garbage", "$skiptoken=garbage", "$deltatoken=eyJrIjoiZCJ9"]) {
      const res = await get(`${seeded.emu.url}/v1.0/me/calendarView/delta?${bad}`);
      expect([bad, res.status]).toEqual([bad, 410]);
      gone(res.body);
    }

    const expired = await fetch(`${seeded.emu.url}/_dev/expire-sync-tokens`, { method: "POST" });
    expect(await expired.json()).toEqual({ expired: true });
    const res = await get(deltaLink);
    expect(res.status).toBe(410);
    gone(res.body);
    // A first round already under way finishes, but its deltaLink was issued before the expiry.
    const rest = await round(nextLink, { Prefer: "odata.maxpagesize=1" });
    expect((await get(rest.deltaLink)).status).toBe(410);

    // After a new first round, 50 changes are kept: the 51st forgets where its deltaLink stood.
    const fresh = await round(`${seeded.emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    for (let i = 0; i < 51; i += 1) seeded.emu.setEvents([...BASE, event(`v${i}`, 8, 9)]);
    gone((await get(fresh.deltaLink)).body);
  });

  it("answers 410 for a nextLink whose round's state the history has forgotten, not the current state", async () => {
    const headers = { Prefer: "odata.maxpagesize=1" };
    const first = await start(WINDOW, headers);
    const nextLink = String(first.body["@odata.nextLink"]);
    // 50 changes later the round's state can still be shown...
    for (let i = 0; i < 50; i += 1) seeded.emu.setEvents([...BASE, event(`v${i}`, 8, 9)]);
    const kept = await get(nextLink, headers);
    expect(kept.status).toBe(200);
    expect(ids(kept.body)).toEqual(["change"]);
    // ...the 51st forgets it.
    seeded.emu.setEvents(BASE.slice(1));
    const res = await get(nextLink, headers);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({
      code: "SyncStateNotFound",
      message: "The sync state generation is not found. The delta token is expired or invalid.",
    });
  });
});
