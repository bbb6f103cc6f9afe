/**
 * The Google stand-in's incremental sync (events.list with syncToken), as a client keeping a local copy meets it:
 * a windowed full sync ends with nextSyncToken; an unchanged calendar answers nothing new in one request; a seed
 * change is listed exactly (added and changed events whole, removed ones as canceled stubs, not limited to the
 * full sync's window), paged like any listing; tokens that cannot be answered (expired, forgotten, malformed,
 * another account's, and page tokens of a listing whose state is forgotten) are 410 fullSyncRequired; the
 * parameters Google refuses with syncToken are 400.
 */
import { seededStandIn } from "../../kit/testing";
import { apiGet, connect, googleEvent, SOMEONE, startTest } from "../testing/helpers";

jest.setTimeout(30_000);

const at = (day: number, hour: number) =>
  `2024-05-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z`;
const event = (id: string, day: number, hour: number, extra: Record<string, unknown> = {}) =>
  googleEvent(id, at(day, hour), at(day, hour + 1), extra);

const BASE = [
  event("keep", 6, 9),
  event("change", 6, 11),
  event("remove", 6, 13),
  event("office", 6, 8, { eventType: "workingLocation" }),
];
// The product's full sync: a window, expanded, by start time.
const FULL = `timeMin=${encodeURIComponent(at(6, 0))}&timeMax=${encodeURIComponent(at(8, 0))}&singleEvents=true&orderBy=startTime`;
const GONE = {
  error: {
    errors: [
      {
        domain: "global",
        reason: "fullSyncRequired",
        message: "Sync token is no longer valid, a full sync is required.",
      },
    ],
    code: 410,
    message: "Sync token is no longer valid, a full sync is required.",
  },
};

const seeded = seededStandIn((events) => startTest({ events }), connect, BASE);

type Body = Record<string, unknown>;
const list = (query: string, who: string = seeded.token) =>
  apiGet(`${seeded.emu.url}/calendar/v3/calendars/primary/events?${query}`, who);
const incremental = (sync: unknown, extra = "") =>
  list(`singleEvents=true&syncToken=${encodeURIComponent(String(sync))}${extra}`);
const items = (body: Body) => body.items as Body[];
const ids = (body: Body) => items(body).map((e) => String(e.id));

async function fullSync(query = FULL): Promise<{ ids: string[]; syncToken: string }> {
  let res = await list(query);
  const seen = ids(res.body);
  while (res.body.nextPageToken) {
    res = await list(`${query}&pageToken=${encodeURIComponent(String(res.body.nextPageToken))}`);
    seen.push(...ids(res.body));
  }
  expect(res.status).toBe(200);
  return { ids: seen, syncToken: String(res.body.nextSyncToken) };
}

async function postEvents(events: unknown[]): Promise<void> {
  const res = await fetch(`${seeded.emu.url}/_dev/events`, { method: "POST", body: JSON.stringify(events) });
  expect(res.status).toBe(200);
}

describe("incremental sync", () => {
  it("answers an unchanged calendar in one request: no items, a new nextSyncToken, no nextPageToken", async () => {
    const full = await fullSync();
    expect(full.ids).toEqual(["office", "keep", "change", "remove"]);
    const res = await incremental(full.syncToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "calendar#events", summary: "casey.consultant@gmail.example" });
    expect(res.body.items).toEqual([]);
    expect(res.body.nextPageToken).toBeUndefined();
    expect(typeof res.body.nextSyncToken).toBe("string");
    expect(res.body.nextSyncToken).not.toBe(full.syncToken);
    expect((await incremental(res.body.nextSyncToken)).body.items).toEqual([]);
  });

  it("lists exactly what changed: the added and changed events whole, the removed one as a canceled stub", async () => {
    const { syncToken } = await fullSync();
    const before = (await list(FULL)).body;
    const changedBefore = items(before).find((e) => e.id === "change") as Body;
    // The added event is far outside the full sync's window: incremental sync is not bound to it.
    const added = event("added", 20, 15);
    await postEvents([BASE[0], { ...BASE[1], summary: "Moved and renamed" }, BASE[3], added]);

    const res = await incremental(syncToken);
    expect(res.status).toBe(200);
    expect(ids(res.body).sort()).toEqual(["added", "change", "remove"]);
    const byId = new Map(items(res.body).map((e) => [e.id, e]));
    expect(byId.get("added")).toMatchObject({ ...added, kind: "calendar#event" });
    const changed = byId.get("change") as Body;
    expect(changed).toMatchObject({ summary: "Moved and renamed", status: "confirmed", start: changedBefore.start });
    // The seed kept `updated` and `etag`: the stand-in moves them, as Google does on every change.
    expect(Date.parse(String(changed.updated))).toBeGreaterThan(Date.parse(String(changedBefore.updated)));
    expect(changed.etag).not.toBe(changedBefore.etag);
    const removed = byId.get("remove") as Body;
    expect(Object.keys(removed).sort()).toEqual(["etag", "id", "kind", "status"]);
    expect(removed).toMatchObject({ kind: "calendar#event", id: "remove", status: "cancelled" });
    expect(removed.etag).toMatch(/^"\d+"$/);

    // The next round starts after these changes; a second identical replacement changes nothing.
    await postEvents([BASE[0], { ...BASE[1], summary: "Moved and renamed" }, BASE[3], added]);
    const next = await incremental(res.body.nextSyncToken);
    expect(next.body.items).toEqual([]);
    // The stamps given to the changed event survive: a full listing shows the same updated and etag.
    const listed = items((await list(FULL)).body).find((e) => e.id === "change");
    expect(listed).toMatchObject({ updated: changed.updated, etag: changed.etag });
  });

  it("returns an event canceled in the seed as it is, without showDeleted", async () => {
    const { syncToken } = await fullSync();
    seeded.emu.setEvents([BASE[0], { ...BASE[1], status: "cancelled" }, BASE[2], BASE[3]]);
    const res = await incremental(syncToken);
    expect(items(res.body)).toEqual([
      expect.objectContaining({ id: "change", status: "cancelled", summary: "Event change" }),
    ]);
  });

  it("follows the full sync's eventTypes, whatever the incremental request sends", async () => {
    const { syncToken } = await fullSync(`${FULL}&eventTypes=default`);
    seeded.emu.setEvents([BASE[0], BASE[1], BASE[2], { ...BASE[3], summary: "Home today" }, event("new", 7, 9)]);
    const res = await list(`syncToken=${encodeURIComponent(syncToken)}`);
    expect(ids(res.body)).toEqual(["new"]);
    const asked = await list(`eventTypes=workingLocation&syncToken=${encodeURIComponent(syncToken)}`);
    expect(ids(asked.body)).toEqual(["new"]);
    // And the next token keeps them.
    seeded.emu.setEvents([BASE[0], BASE[1], BASE[2], BASE[3], event("new", 7, 9)]);
    expect((await list(`syncToken=${encodeURIComponent(String(res.body.nextSyncToken))}`)).body.items).toEqual([]);
  });

  it("pages a large change list with maxResults; nextSyncToken on the last page only; the union is exact", async () => {
    const { syncToken } = await fullSync();
    const added = Array.from({ length: 7 }, (_, i) => event(`n${i}`, 10 + i, 9));
    seeded.emu.setEvents([...BASE.slice(0, 2), BASE[3], ...added]);
    const seen: string[] = [];
    let res = await incremental(syncToken, "&maxResults=3");
    let pages = 1;
    seen.push(...ids(res.body));
    while (res.body.nextPageToken) {
      expect(res.body.nextSyncToken).toBeUndefined();
      expect(items(res.body)).toHaveLength(3);
      // A change between pages does not move them: it comes in the next round.
      if (pages === 1) seeded.emu.setEvents([...BASE.slice(0, 2), BASE[3], ...added, event("late", 30, 9)]);
      res = await incremental(
        syncToken,
        `&maxResults=3&pageToken=${encodeURIComponent(String(res.body.nextPageToken))}`,
      );
      seen.push(...ids(res.body));
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "remove"]);
    expect(ids((await incremental(res.body.nextSyncToken)).body)).toEqual(["late"]);
  });

  it("pages a full sync over the state of its first page, and its token catches what changed meanwhile", async () => {
    const many = Array.from({ length: 6 }, (_, i) => event(`m${i}`, 6, 9 + i));
    seeded.emu.setEvents(many);
    const query = `${FULL}&maxResults=3`;
    const first = await list(query);
    expect(ids(first.body)).toEqual(["m0", "m1", "m2"]);
    // m1 goes away and m6 arrives before the second page: the listing still shows the state it started with
    // (by offsets over the new state, the second page would be m4, m5, m6 and m3 would be lost).
    seeded.emu.setEvents([...many.filter((e) => e.id !== "m1"), event("m6", 6, 20)]);
    const second = await list(`${query}&pageToken=${encodeURIComponent(String(first.body.nextPageToken))}`);
    expect(ids(second.body)).toEqual(["m3", "m4", "m5"]);
    const changes = await incremental(second.body.nextSyncToken);
    expect(
      items(changes.body)
        .map((e) => `${String(e.id)} ${String(e.status)}`)
        .sort(),
    ).toEqual(["m1 cancelled", "m6 confirmed"]);
  });
});

describe("tokens that cannot be answered", () => {
  it("answers 410 fullSyncRequired after POST /_dev/expire-sync-tokens, and a new full sync works", async () => {
    const { syncToken } = await fullSync();
    const expired = await fetch(`${seeded.emu.url}/_dev/expire-sync-tokens`, { method: "POST" });
    expect(await expired.json()).toEqual({ expired: true });
    const res = await incremental(syncToken);
    expect(res.status).toBe(410);
    expect(res.body).toEqual(GONE);
    const again = await fullSync();
    expect((await incremental(again.syncToken)).status).toBe(200);
  });

  it("answers 410 for a malformed token, another account's, and one older than the kept history", async () => {
    for (const bad of ["not-a-token", "eyJ4IjoxfQ"]) {
      const res = await incremental(bad);
      expect([bad, res.status]).toEqual([bad, 410]);
      expect(res.body).toEqual(GONE);
    }
    const { syncToken } = await fullSync();
    const other = String((await connect(seeded.emu, SOMEONE)).access_token);
    const foreign = await list(`singleEvents=true&syncToken=${encodeURIComponent(syncToken)}`, other);
    expect(foreign.status).toBe(410);
    // 50 versions are kept: the 51st change forgets the one the token was issued at.
    for (let i = 0; i < 51; i += 1) seeded.emu.setEvents([...BASE, event(`v${i}`, 9, 9)]);
    expect((await incremental(syncToken)).body).toEqual(GONE);
  });

  it("answers 410 for a page token whose listing's state the history has forgotten, not the current state", async () => {
    const query = `${FULL}&maxResults=1`;
    const first = await list(query);
    const page = `${query}&pageToken=${encodeURIComponent(String(first.body.nextPageToken))}`;
    // 50 changes later the listing's state can still be shown...
    for (let i = 0; i < 50; i += 1) seeded.emu.setEvents([...BASE, event(`v${i}`, 6, 7)]);
    const kept = await list(page);
    expect(kept.status).toBe(200);
    // The second of office (08:00), keep (09:00), change, remove: v49 (07:00) came after the listing started.
    expect(ids(kept.body)).toEqual(["keep"]);
    // ...the 51st forgets it.
    seeded.emu.setEvents(BASE.slice(1));
    const res = await list(page);
    expect(res.status).toBe(410);
    expect(res.body).toEqual(GONE);
  });

  it("refuses the parameters Google does not combine with syncToken", async () => {
    const { syncToken } = await fullSync();
    for (const extra of [
      `&timeMin=${encodeURIComponent(at(6, 0))}`,
      `&timeMax=${encodeURIComponent(at(8, 0))}`,
      "&orderBy=startTime",
      "&orderBy=updated",
      "&iCalUID=keep@google.com",
      "&q=Event",
      `&updatedMin=${encodeURIComponent(at(1, 0))}`,
      "&privateExtendedProperty=a%3Db",
      "&sharedExtendedProperty=a%3Db",
    ]) {
      const res = await incremental(syncToken, extra);
      expect([extra, res.status]).toEqual([extra, 400]);
      expect(res.body).toMatchObject({
        error: { code: 400, errors: [{ domain: "global", reason: "invalid", location: "syncToken" }] },
      });
    }
    // The others may differ from the full sync's.
    expect((await list(`syncToken=${encodeURIComponent(syncToken)}`)).status).toBe(200);
    expect((await incremental(syncToken, "&maxResults=1&showDeleted=false&timeZone=Europe/Paris")).status).toBe(200);
  });
});
