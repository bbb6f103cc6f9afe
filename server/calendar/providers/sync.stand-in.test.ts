/**
 * The production sync clients (Google syncToken, Graph calendarView/delta) against the stand-ins: a full listing,
 * then exactly the changes after the seed changes (one added, one changed, one removed), nothing when nothing
 * changed, and a full listing again when the stand-in expires its tokens (410).
 */
import * as google from "../../../emulators/google/testing";
import * as microsoft from "../../../emulators/microsoft/testing";
import { testSettings } from "../testing/settings";
import { createGoogleProvider } from "./google";
import { createMicrosoftProvider } from "./microsoft";
import type { CalendarProvider, SyncedChanges } from "./provider";

const WINDOW = { start: "2024-01-01T00:00:00.000Z", end: "2025-01-01T00:00:00.000Z" };
const ids = (changes: SyncedChanges) => changes.items.map((item) => (item as { id: string }).id).sort();

interface Case {
  name: string;
  start(): Promise<{
    provider: CalendarProvider;
    token: string;
    seed: (ids: string[], changed?: string) => void;
    expire(): Promise<void>;
    close(): Promise<void>;
  }>;
}

const cases: Case[] = [
  {
    name: "Google",
    async start() {
      const event = (id: string, changed?: string) =>
        google.googleEvent(id, "2024-05-06T09:00:00+01:00", "2024-05-06T10:00:00+01:00", {
          summary: changed === id ? "Moved" : `Event ${id}`,
        });
      const emu = await google.startTest({ events: ["a", "b", "c"].map((id) => event(id)) });
      const token = String((await google.connect(emu)).access_token);
      const settings = testSettings({
        GOOGLE_API_URL: emu.url,
        GOOGLE_OAUTH2_URL: emu.url,
        GOOGLE_ACCOUNTS_URL: emu.url,
      });
      return {
        provider: createGoogleProvider(settings.google),
        token,
        seed: (list, changed) => emu.setEvents(list.map((id) => event(id, changed))),
        expire: async () => void (await fetch(`${emu.url}/_dev/expire-sync-tokens`, { method: "POST" })),
        close: () => emu.close(),
      };
    },
  },
  {
    name: "Microsoft",
    async start() {
      const event = (id: string, changed?: string) =>
        microsoft.graphEvent(id, "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000", {
          subject: changed === id ? "Moved" : `Event ${id}`,
        });
      const emu = await microsoft.startTest({ events: ["a", "b", "c"].map((id) => event(id)) });
      const token = String((await microsoft.connect(emu)).access_token);
      const settings = testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url });
      return {
        provider: createMicrosoftProvider(settings.microsoft),
        token,
        seed: (list, changed) => emu.setEvents(list.map((id) => event(id, changed))),
        expire: async () => void (await fetch(`${emu.url}/_dev/expire-sync-tokens`, { method: "POST" })),
        close: () => emu.close(),
      };
    },
  },
];

describe.each(cases)("$name", ({ start }) => {
  test("full, then only the changes, then nothing, then full again after the token expires", async () => {
    const s = await start();
    try {
      const full = await s.provider.syncEvents(s.token, WINDOW, undefined);
      expect(full).toMatchObject({ full: true, removed: [] });
      expect(ids(full)).toEqual(["a", "b", "c"]);

      s.seed(["a", "b", "d"], "b");
      const changes = await s.provider.syncEvents(s.token, WINDOW, full.cursor);
      expect(changes).toMatchObject({ full: false, removed: ["c"], pages: 1 });
      expect(ids(changes)).toEqual(["b", "d"]);

      const none = await s.provider.syncEvents(s.token, WINDOW, changes.cursor);
      expect(none).toMatchObject({ full: false, items: [], removed: [], pages: 1 });

      await s.expire();
      const again = await s.provider.syncEvents(s.token, WINDOW, none.cursor);
      expect(again.full).toBe(true);
      expect(ids(again)).toEqual(["a", "b", "d"]);
    } finally {
      await s.close();
    }
  });
});

test("Microsoft: a delta state refused with 400 syncStateNotFound starts a new round, as a 410 does", async () => {
  const event = (id: string) =>
    microsoft.graphEvent(id, "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000", { subject: id });
  const emu = await microsoft.startTest({ events: ["a", "b"].map(event), expiredDeltaStatus: 400 });
  try {
    const token = String((await microsoft.connect(emu)).access_token);
    const provider = createMicrosoftProvider(
      testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url }).microsoft,
    );
    const full = await provider.syncEvents(token, WINDOW, undefined);
    emu.expireSyncTokens();
    const expired = await fetch(full.cursor, { headers: { Authorization: `Bearer ${token}` } });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe("syncStateNotFound");
    // Before, only 410 started again: this cursor failed every visit and the calendar dropped out of the view.
    const again = await provider.syncEvents(token, WINDOW, full.cursor);
    expect(again).toMatchObject({ full: true, complete: true });
    expect(ids(again)).toEqual(["a", "b"]);
  } finally {
    await emu.close();
  }
});

test("Microsoft: a recurring series comes through the delta with each occurrence's details, and an occurrence deleted from it goes", async () => {
  const occurrence = (day: string, subject = "Weekly review") =>
    microsoft.graphEvent(`S-${day}`, `2024-05-${day}T09:00:00.0000000`, `2024-05-${day}T10:00:00.0000000`, {
      subject,
      type: "occurrence",
      seriesMasterId: "S",
      location: { displayName: "Fjord room", locationType: "conferenceRoom" },
    });
  const days = ["06", "13", "20"];
  const emu = await microsoft.startTest({ events: days.map((day) => occurrence(day)) });
  try {
    const token = String((await microsoft.connect(emu)).access_token);
    const settings = testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url });
    const provider = createMicrosoftProvider(settings.microsoft);
    const full = await provider.syncEvents(token, WINDOW, undefined);
    // The master is not an entry; each occurrence has the series' subject and room under its own id and times.
    expect(ids(full)).toEqual(["S-06", "S-13", "S-20"]);
    for (const item of full.items)
      expect(item).toMatchObject({
        subject: "Weekly review",
        type: "occurrence",
        location: { displayName: "Fjord room" },
      });
    expect((full.items[1] as { start: { dateTime: string } }).start.dateTime).toMatch(/^2024-05-13T09:00/);

    emu.setEvents([occurrence("06"), occurrence("20", "Weekly review (moved room)")]);
    const changes = await provider.syncEvents(token, WINDOW, full.cursor);
    // Sent whole again: the series is cleared and its two remaining occurrences come back.
    expect(changes).toMatchObject({ full: false, clearedSeries: ["S"] });
    expect(ids(changes)).toEqual(["S-06", "S-20"]);
  } finally {
    await emu.close();
  }
});

test("Microsoft: a series begun before the window comes without its master, as Graph sends it; its occurrences are read by id, and a pass out of time keeps them for the next", async () => {
  // Weekly from December (before the window) into 2024: Graph's first round has the occurrences in the window only.
  const occurrence = (date: string) =>
    microsoft.graphEvent(`W-${date}`, `${date}T09:00:00.0000000`, `${date}T10:00:00.0000000`, {
      subject: "Weekly review",
      type: "occurrence",
      seriesMasterId: "W",
    });
  const dates = ["2023-12-18", "2023-12-25", "2024-01-01", "2024-01-08"];
  const emu = await microsoft.startTest({ events: dates.map(occurrence) });
  try {
    const token = String((await microsoft.connect(emu)).access_token);
    const delta = await fetch(
      `${emu.url}/v1.0/me/calendarView/delta?startDateTime=${WINDOW.start}&endDateTime=${WINDOW.end}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const sent = ((await delta.json()) as { value: { id: string; type: string }[] }).value;
    expect(sent.map((item) => [item.id, item.type])).toEqual([
      ["W-2024-01-01", "occurrence"],
      ["W-2024-01-08", "occurrence"],
    ]);

    const settings = testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url });
    const provider = createMicrosoftProvider(settings.microsoft);
    // Out of time before any master could be read: the pass ends, the occurrences wait in the provider's state.
    const late = await provider.syncEvents(token, WINDOW, undefined, { stopAfter: 0 });
    expect(late).toMatchObject({ full: true, complete: true, items: [] });
    expect(late.state).toMatchObject({ orphans: [{ id: "W-2024-01-01" }, { id: "W-2024-01-08" }] });
    // The next pass (nothing changed) reads the master and hands them over, whole.
    const next = await provider.syncEvents(token, WINDOW, late.cursor, { state: late.state });
    expect(ids(next)).toEqual(["W-2024-01-01", "W-2024-01-08"]);
    expect(next.items[0]).toMatchObject({ subject: "Weekly review", type: "occurrence" });
    expect(next.state).toMatchObject({ orphans: [], masters: { W: { subject: "Weekly review" } } });
  } finally {
    await emu.close();
  }
});

/**
 * A year too long for one request: each pass asks for one page (its `stopAfter` has passed) and leaves a cursor
 * that continues the listing; the passes together give the events one pass would, and the last cursor is the
 * provider's own for the next sync.
 */
describe("a listing over several passes", () => {
  async function listInPasses(provider: CalendarProvider, token: string) {
    const passes: SyncedChanges[] = [await provider.syncEvents(token, WINDOW, undefined, { stopAfter: 0 })];
    while (!passes[passes.length - 1]!.complete && passes.length < 10)
      passes.push(await provider.syncEvents(token, WINDOW, passes[passes.length - 1]!.cursor, { stopAfter: 0 }));
    return passes;
  }

  test("Google: each pass reads one page and the last ends with the sync token", async () => {
    const event = (id: string) => google.googleEvent(id, "2024-05-06T09:00:00+01:00", "2024-05-06T10:00:00+01:00");
    // Short pages: the stand-in answers an empty first page with a nextPageToken, as Google may.
    const emu = await google.startTest({ events: ["a", "b", "c"].map(event), shortPages: true });
    try {
      const token = String((await google.connect(emu)).access_token);
      const settings = testSettings({
        GOOGLE_API_URL: emu.url,
        GOOGLE_OAUTH2_URL: emu.url,
        GOOGLE_ACCOUNTS_URL: emu.url,
      });
      const provider = createGoogleProvider(settings.google);
      const passes = await listInPasses(provider, token);
      expect(passes.map((p) => [p.full, p.complete, p.pages])).toEqual([
        [true, false, 1],
        [false, true, 1],
      ]);
      expect(passes[0]!.items).toEqual([]);
      expect(passes[0]!.cursor).toMatch(/^resume:/);
      expect(ids(passes[1]!)).toEqual(["a", "b", "c"]);

      // The changes are split the same way: their resume cursor repeats the sync token, as each page must.
      emu.setEvents(["a", "c"].map(event));
      const first = await provider.syncEvents(token, WINDOW, passes[1]!.cursor, { stopAfter: 0 });
      expect(first).toMatchObject({ full: false, complete: false, items: [], removed: [] });
      expect(first.cursor).toMatch(/^resume:.*"since"/);
      const changes = await provider.syncEvents(token, WINDOW, first.cursor, { stopAfter: 0 });
      expect(changes).toMatchObject({ full: false, complete: true, removed: ["b"] });
    } finally {
      await emu.close();
    }
  });

  test("Microsoft: 600 events over three delta pages, one per pass", async () => {
    const event = (n: number) =>
      microsoft.graphEvent(
        `e${String(n).padStart(3, "0")}`,
        "2024-05-06T09:00:00.0000000",
        "2024-05-06T10:00:00.0000000",
      );
    const all = Array.from({ length: 600 }, (_, n) => event(n));
    const emu = await microsoft.startTest({ events: all });
    try {
      const token = String((await microsoft.connect(emu)).access_token);
      const settings = testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url });
      const provider = createMicrosoftProvider(settings.microsoft);
      const passes = await listInPasses(provider, token);
      expect(passes.map((p) => [p.full, p.complete, p.items.length])).toEqual([
        [true, false, 250],
        [false, false, 250],
        [false, true, 100],
      ]);
      const read = passes.flatMap((p) => p.items.map((item) => (item as { id: string }).id));
      expect(new Set(read).size).toBe(600);
      // The last cursor is Graph's delta link: the next sync asks for changes only.
      const none = await provider.syncEvents(token, WINDOW, passes[2]!.cursor);
      expect(none).toMatchObject({ full: false, complete: true, items: [], pages: 1 });

      // A long listing of changes is split the same way (before, it had to finish in one request, and one that
      // could not never moved its cursor); EventSync holds its passes until the last.
      emu.setEvents(all.map((e) => ({ ...e, subject: `Moved ${e.id}` })));
      const rounds: SyncedChanges[] = [await provider.syncEvents(token, WINDOW, none.cursor, { stopAfter: 0 })];
      while (!rounds.at(-1)!.complete && rounds.length < 10)
        rounds.push(await provider.syncEvents(token, WINDOW, rounds.at(-1)!.cursor, { stopAfter: 0 }));
      expect(rounds.map((p) => [p.full, p.complete, p.items.length])).toEqual([
        [false, false, 250],
        [false, false, 250],
        [false, true, 100],
      ]);
      expect(rounds[0]!.cursor).toMatch(/^resume:.*"since"/);
      expect(
        rounds.flatMap((p) => p.items).every((item) => (item as { subject: string }).subject.startsWith("Moved")),
      ).toBe(true);
      const after = await provider.syncEvents(token, WINDOW, rounds.at(-1)!.cursor);
      expect(after).toMatchObject({ full: false, complete: true, items: [] });

      // The loop guard counts the whole listing, across passes.
      const looping = `resume:${JSON.stringify({ next: `${emu.url}/v1.0/me/calendarView/delta`, pages: 200 })}`;
      await expect(provider.syncEvents(token, WINDOW, looping, { stopAfter: 0 })).rejects.toThrow(
        "kept paging past 200 pages",
      );
    } finally {
      await emu.close();
    }
  });

  test.each(cases)("$name: a continued listing whose page is refused starts again", async ({ start }) => {
    const s = await start();
    try {
      const bogus = `resume:${JSON.stringify({ next: "not-a-page", pages: 1 })}`;
      const again = await s.provider.syncEvents(s.token, WINDOW, bogus);
      expect(again).toMatchObject({ full: true, complete: true });
      expect(ids(again)).toEqual(["a", "b", "c"]);
    } finally {
      await s.close();
    }
  });
});
