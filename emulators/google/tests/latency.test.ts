/**
 * The Google stand-in's latency profile (behavior `latency`): which wait each answer gets, read from an injected
 * sleep that records it instead of waiting (no test here measures time), the same in another run, and a real wait
 * ended by its client leaving.
 */
import { sleepUnlessClosed, type LatencyDelay, type LatencySleep } from "../../kit";
import { apiGet, connect, googleEvent, startTest } from "../testing/helpers";

const events = Array.from({ length: 5 }, (_, n) =>
  googleEvent(`e${n}`, `2024-05-0${n + 1}T09:00:00+01:00`, `2024-05-0${n + 1}T10:00:00+01:00`),
);
const FULL = `timeMin=${encodeURIComponent("2024-05-01T00:00:00Z")}&timeMax=${encodeURIComponent("2024-06-01T00:00:00Z")}&singleEvents=true&maxResults=2`;

function recorder(): { delays: LatencyDelay[]; sleep: LatencySleep } {
  const delays: LatencyDelay[] = [];
  return { delays, sleep: async (delay) => void delays.push(delay) };
}
const within = (range: readonly [number, number]) => (d: LatencyDelay) => d.ms >= range[0] && d.ms <= range[1];

/** A full listing's pages, then the changes since its token (none): each answer's body. */
async function listing(url: string, token: string): Promise<Record<string, unknown>[]> {
  const list = (query: string) => apiGet(`${url}/calendar/v3/calendars/primary/events?${query}`, token);
  const pages = [(await list(FULL)).body];
  while (pages.at(-1)?.nextPageToken)
    pages.push((await list(`${FULL}&pageToken=${encodeURIComponent(String(pages.at(-1)?.nextPageToken))}`)).body);
  const sync = String(pages.at(-1)?.nextSyncToken);
  pages.push((await list(`singleEvents=true&syncToken=${encodeURIComponent(sync)}`)).body);
  return pages;
}

test('"none" (the default) waits for nothing', async () => {
  const { delays, sleep } = recorder();
  const emu = await startTest({ events, latencySleep: sleep });
  try {
    await listing(emu.url, String((await connect(emu)).access_token));
    expect(delays).toEqual([]);
  } finally {
    await emu.close();
  }
});

test('"realistic": events.list pages 300-900 ms, an empty page and small requests 100-300 ms, the token endpoint 100-300 ms', async () => {
  const { delays, sleep } = recorder();
  const emu = await startTest({ events, latency: "realistic", latencySleep: sleep });
  try {
    const token = String((await connect(emu)).access_token);
    const pages = await listing(emu.url, token);
    expect(pages.map((p) => (p.items as unknown[]).length)).toEqual([2, 2, 1, 0]);
    await apiGet(`${emu.url}/calendar/v3/users/me/calendarList`, token);
    await apiGet(`${emu.url}/oauth2/v3/userinfo`, token);
    expect(delays.map((d) => [d.operation, d.kind])).toEqual([
      ["token", "token"],
      ["events.list", "page"],
      ["events.list", "page"],
      ["events.list", "page"],
      ["events.list", "small"],
      ["calendarList.list", "small"],
      ["userinfo", "small"],
    ]);
    expect(within([100, 300])(delays[0] as LatencyDelay)).toBe(true);
    expect(delays.slice(1, 4).every(within([300, 900]))).toBe(true);
    expect(delays.slice(4).every(within([100, 300]))).toBe(true);
  } finally {
    await emu.close();
  }
});

test("explicit bounds, and the same waits in another run", async () => {
  const runs: number[][] = [];
  for (let run = 0; run < 2; run++) {
    const { delays, sleep } = recorder();
    const emu = await startTest({ events, latency: { pageMs: [1000, 1200] }, latencySleep: sleep });
    try {
      await listing(emu.url, String((await connect(emu)).access_token));
      expect(delays.filter((d) => d.kind === "page").every(within([1000, 1200]))).toBe(true);
      runs.push(delays.map((d) => d.ms));
    } finally {
      await emu.close();
    }
  }
  expect(runs[0]).toHaveLength(5);
  expect(runs[1]).toEqual(runs[0]);
});

test("a real wait ends as soon as the client goes away", async () => {
  const ended: boolean[] = [];
  let started = () => {};
  let finished = () => {};
  const sleep: LatencySleep = (delay, signal) => {
    started();
    return sleepUnlessClosed(delay.ms, signal).then(() => {
      ended.push(signal?.aborted === true);
      finished();
    });
  };
  const emu = await startTest({
    events,
    latency: { pageMs: [60_000, 60_000], smallMs: [60_000, 60_000], tokenMs: [0, 0] },
    latencySleep: sleep,
  });
  try {
    const token = String((await connect(emu)).access_token);
    const client = new AbortController();
    const starting = new Promise<void>((resolve) => (started = resolve));
    const request = fetch(`${emu.url}/calendar/v3/calendars/primary/events?${FULL}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: client.signal,
    }).catch((err: unknown) => err);
    await starting;
    const ending = new Promise<void>((resolve) => (finished = resolve));
    client.abort();
    // A minute's wait: were it not cut short, the test would run out of time here.
    await ending;
    expect(ended).toEqual([true]);
    expect(await request).toMatchObject({ name: "AbortError" });
  } finally {
    await emu.close();
  }
});
