/**
 * The production sync clients against stand-ins that answer at the real services' pace (behavior `latency:
 * "realistic"`), with a short deadline: a year too long for one request is listed over several, each asking for no
 * page after its share of the deadline (as the events function computes it) and answering within the deadline, and
 * the listing completes with every event once.
 *
 * No time passes: the stand-ins' waits are recorded by an injected sleep that moves the clock the clients read, so
 * what is asserted is the waits the stand-ins chose and the clients' decisions on that clock.
 */
import * as google from "../../../emulators/google/testing";
import type { LatencyDelay, LatencySleep } from "../../../emulators/kit";
import * as microsoft from "../../../emulators/microsoft/testing";
import { fetchDeadlineFor, SYNC_PAGING_SHARE } from "../events-service";
import { testSettings } from "../testing/settings";
import { createGoogleProvider } from "./google";
import { createMicrosoftProvider } from "./microsoft";
import type { CalendarProvider } from "./provider";

jest.setTimeout(60_000);

const WINDOW = { start: "2024-01-01T00:00:00.000Z", end: "2025-01-01T00:00:00.000Z" };

/** A clock that only the stand-in's waits move, and the waits it was moved by. */
function pacedClock() {
  const clock = { now: Date.parse("2024-11-20T12:00:00.000Z"), waits: [] as LatencyDelay[] };
  const sleep: LatencySleep = async (delay) => {
    clock.waits.push(delay);
    clock.now += delay.ms;
  };
  return { clock, sleep };
}

interface Visit {
  /** Simulated ms from the request's start to the sync's answer. */
  took: number;
  pages: number;
  complete: boolean;
}

/**
 * Requests as the events function makes them, one after another until the year is listed: each with the deadline
 * `deadlineMs` from its start and no page asked for after SYNC_PAGING_SHARE of it; what each pass read is kept and
 * the next one goes on from its cursor (EventSync's part, here a map).
 */
async function syncInVisits(provider: CalendarProvider, token: string, clock: { now: number }, deadlineMs: number) {
  const visits: Visit[] = [];
  const read = new Map<string, unknown>();
  let cursor: string | undefined;
  let state: unknown;
  while (visits.length < 20) {
    const startedAt = clock.now;
    const deadlineAt = startedAt + deadlineMs;
    const stopAfter = deadlineAt - Math.round(deadlineMs * (1 - SYNC_PAGING_SHARE));
    const pass = await provider.syncEvents(token, WINDOW, cursor, {
      deadlineAt,
      stopAfter,
      ...(state === undefined ? {} : { state }),
    });
    visits.push({ took: clock.now - startedAt, pages: pass.pages, complete: pass.complete });
    for (const item of pass.items) read.set((item as { id: string }).id, item);
    cursor = pass.cursor;
    state = pass.state;
    if (pass.complete) break;
  }
  return { visits, read, cursor };
}

// A 4 s function (a 3 s deadline) stalled before a page was asked for only if the pass's slowest pace let it end in
// time: a 2 s page asked for at 1.7 s ran into the deadline, which threw the pass's pages away, on every request.
test.each([6_000, 4_000])(
  "Microsoft: 2,500 events with bodies over delta pages of 0.5-2 s, in a %i ms function",
  async (limitMs) => {
    const { clock, sleep } = pacedClock();
    const ids = Array.from({ length: 2500 }, (_, n) => `e${String(n).padStart(4, "0")}`);
    const events = ids.map((id, n) => {
      const day = new Date(Date.UTC(2024, 0, 2) + (n % 330) * 86_400_000).toISOString().slice(0, 10);
      return microsoft.graphEvent(id, `${day}T09:00:00.0000000`, `${day}T10:00:00.0000000`, {
        body: { contentType: "html", content: `<html><body><p>Agenda for ${id}</p></body></html>` },
      });
    });
    const emu = await microsoft.startTest({ events, latency: "realistic", latencySleep: sleep });
    try {
      const token = String((await microsoft.connect(emu)).access_token);
      const provider = createMicrosoftProvider(
        testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url }).microsoft,
        { now: () => clock.now },
      );
      clock.waits.length = 0;
      const deadlineMs = fetchDeadlineFor(limitMs);
      const { visits, read, cursor } = await syncInVisits(provider, token, clock, deadlineMs);

      // The stand-in slowed every page (250 events each) as Graph's pace has it.
      expect(clock.waits.map((w) => w.kind)).toEqual(Array(10).fill("page"));
      expect(clock.waits.every((w) => w.ms >= 500 && w.ms <= 2000)).toBe(true);
      // Several requests, each answered within its deadline; the last one completes the listing with every event.
      expect(visits.length).toBeGreaterThan(2);
      expect(visits.map((v) => v.complete)).toEqual([...Array(visits.length - 1).fill(false), true]);
      expect(visits.every((v) => v.took <= deadlineMs)).toBe(true);
      expect(visits.reduce((n, v) => n + v.pages, 0)).toBe(10);
      expect([...read.keys()].sort()).toEqual(ids);

      // The next sync asks for the changes since: one small, empty page.
      clock.waits.length = 0;
      const none = await provider.syncEvents(token, WINDOW, cursor, { stopAfter: clock.now + 3000 });
      expect(none).toMatchObject({ full: false, complete: true, items: [] });
      expect(clock.waits.map((w) => w.kind)).toEqual(["small"]);
    } finally {
      await emu.close();
    }
  },
);

test("Google: 20,000 events over events.list pages of 0.3-0.9 s, with a 3 s deadline (a 4 s function)", async () => {
  const { clock, sleep } = pacedClock();
  const ids = Array.from({ length: 20_000 }, (_, n) => `g${String(n).padStart(5, "0")}`);
  const events = ids.map((id, n) => {
    const day = new Date(Date.UTC(2024, 0, 2) + (n % 330) * 86_400_000).toISOString().slice(0, 10);
    return google.googleEvent(id, `${day}T09:00:00Z`, `${day}T10:00:00Z`);
  });
  const emu = await google.startTest({ events, latency: "realistic", latencySleep: sleep });
  try {
    const token = String((await google.connect(emu)).access_token);
    const provider = createGoogleProvider(
      testSettings({ GOOGLE_API_URL: emu.url, GOOGLE_OAUTH2_URL: emu.url, GOOGLE_ACCOUNTS_URL: emu.url }).google,
      { now: () => clock.now },
    );
    clock.waits.length = 0;
    const deadlineMs = fetchDeadlineFor(4_000);
    const { visits, read } = await syncInVisits(provider, token, clock, deadlineMs);

    expect(clock.waits.map((w) => w.kind)).toEqual(Array(8).fill("page"));
    expect(clock.waits.every((w) => w.ms >= 300 && w.ms <= 900)).toBe(true);
    expect(visits.length).toBeGreaterThan(1);
    expect(visits.map((v) => v.complete)).toEqual([...Array(visits.length - 1).fill(false), true]);
    expect(visits.every((v) => v.took <= deadlineMs)).toBe(true);
    expect([...read.keys()].sort()).toEqual(ids);
  } finally {
    await emu.close();
  }
});
