/**
 * The Graph stand-in's latency profile (behavior `latency`): which wait each answer gets, read from an injected
 * sleep that records it instead of waiting (no test here measures time), that the same request waits the same in
 * another run, and that a real wait ends when its client leaves or the stand-in closes.
 */
import { sleepUnlessClosed, type LatencyDelay, type LatencySleep } from "../../kit";
import { connect, graphEvent, graphGet, startTest, type TestStandIn } from "../testing/helpers";

const WINDOW = "startDateTime=2024-05-01T00:00:00Z&endDateTime=2024-06-01T00:00:00Z";
const events = Array.from({ length: 12 }, (_, n) =>
  graphEvent(
    `e${String(n).padStart(2, "0")}`,
    `2024-05-${String(n + 2).padStart(2, "0")}T09:00:00.0000000`,
    `2024-05-${String(n + 2).padStart(2, "0")}T10:00:00.0000000`,
    {
      body: { contentType: "html", content: `<p>Agenda ${n}</p>` },
    },
  ),
);

function recorder(): { delays: LatencyDelay[]; sleep: LatencySleep } {
  const delays: LatencyDelay[] = [];
  return { delays, sleep: async (delay) => void delays.push(delay) };
}

const within = (range: readonly [number, number]) => (d: LatencyDelay) => d.ms >= range[0] && d.ms <= range[1];

/** The pages of one delta round, from its first request; each answer's body. */
async function deltaRound(emu: TestStandIn, token: string, first: string): Promise<Record<string, unknown>[]> {
  const pages: Record<string, unknown>[] = [];
  let url: string | undefined = first;
  while (url) {
    const res = await graphGet(url, token, { Prefer: "odata.maxpagesize=5" });
    expect(res.status).toBe(200);
    pages.push(res.body);
    url = res.body["@odata.nextLink"] as string | undefined;
    if (!url) return pages;
  }
  return pages;
}

test('"none" (the default) waits for nothing', async () => {
  const { delays, sleep } = recorder();
  const emu = await startTest({ events, latencySleep: sleep });
  try {
    const token = String((await connect(emu)).access_token);
    await deltaRound(emu, token, `${emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    expect((await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token)).status).toBe(200);
    expect(delays).toEqual([]);
  } finally {
    await emu.close();
  }
});

test('"realistic": pages with bodies 0.5-2 s, small requests 150-400 ms, the token endpoint 100-300 ms', async () => {
  const { delays, sleep } = recorder();
  const emu = await startTest({ events, latency: "realistic", latencySleep: sleep });
  try {
    const token = String((await connect(emu)).access_token);
    expect(delays).toEqual([expect.objectContaining({ kind: "token", operation: "token" })]);
    expect(delays.every(within([100, 300]))).toBe(true);

    delays.length = 0;
    const round = await deltaRound(emu, token, `${emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
    expect(round).toHaveLength(3);
    expect(delays.map((d) => [d.operation, d.kind])).toEqual(Array(3).fill(["graph.calendarView.delta", "page"]));
    expect(delays.every(within([500, 2000]))).toBe(true);

    // Nothing changed: the next round is one empty page, a small request; so are an event by id and /me.
    delays.length = 0;
    const deltaLink = round.at(-1)?.["@odata.deltaLink"] as string;
    expect(((await graphGet(deltaLink, token)).body.value as unknown[]).length).toBe(0);
    expect((await graphGet(`${emu.url}/v1.0/me/events/e03`, token)).status).toBe(200);
    expect((await graphGet(`${emu.url}/v1.0/me`, token)).status).toBe(200);
    // A calendarView page without bodies ($select) is small too; with them, a page.
    await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}&$select=subject`, token);
    await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token);
    expect(delays.map((d) => [d.operation, d.kind])).toEqual([
      ["graph.calendarView.delta", "small"],
      ["graph.event", "small"],
      ["graph.me", "small"],
      ["graph.calendarView", "small"],
      ["graph.calendarView", "page"],
    ]);
    expect(delays.slice(0, 4).every(within([150, 400]))).toBe(true);
    expect(within([500, 2000])(delays[4] as LatencyDelay)).toBe(true);

    // An error is a small request too (an unknown event).
    delays.length = 0;
    expect((await graphGet(`${emu.url}/v1.0/me/events/nope`, token)).status).toBe(404);
    expect(delays).toEqual([expect.objectContaining({ kind: "small", operation: "graph.event" })]);

    // The same request waits the same.
    delays.length = 0;
    await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token);
    await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token);
    expect(delays[0]?.ms).toBe(delays[1]?.ms);
  } finally {
    await emu.close();
  }
});

test("explicit bounds; a bound left out keeps the realistic one", async () => {
  const { delays, sleep } = recorder();
  const emu = await startTest({
    events,
    latency: { pageMs: [700, 700], smallMs: [10, 20] },
    latencySleep: sleep,
  });
  try {
    const token = String((await connect(emu)).access_token);
    await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token);
    await graphGet(`${emu.url}/v1.0/me`, token);
    expect(delays.map((d) => d.kind)).toEqual(["token", "page", "small"]);
    expect(within([100, 300])(delays[0] as LatencyDelay)).toBe(true);
    expect(delays[1]?.ms).toBe(700);
    expect(within([10, 20])(delays[2] as LatencyDelay)).toBe(true);
  } finally {
    await emu.close();
  }
});

test("a delta round waits the same in another run: the waits come from the request, not the run's tokens", async () => {
  const runs: number[][] = [];
  for (let run = 0; run < 2; run++) {
    const { delays, sleep } = recorder();
    const emu = await startTest({ events, latency: "realistic", latencySleep: sleep });
    try {
      const token = String((await connect(emu)).access_token);
      const round = await deltaRound(emu, token, `${emu.url}/v1.0/me/calendarView/delta?${WINDOW}`);
      // Its skiptokens carry this run's history epoch: the links differ from the other run's.
      expect(round[0]?.["@odata.nextLink"]).toMatch(/\$skiptoken=/);
      emu.setEvents(events.slice(1));
      await graphGet(round.at(-1)?.["@odata.deltaLink"] as string, token);
      runs.push(delays.map((d) => d.ms));
    } finally {
      await emu.close();
    }
  }
  expect(runs[0]).toHaveLength(5);
  expect(runs[1]).toEqual(runs[0]);
});

test("an invalid latency option is refused with what it takes", async () => {
  await expect(startTest({ latency: { pageMs: [2000, 500] } })).rejects.toThrow(
    'field "latency": "pageMs" must be [min, max], whole milliseconds with 0 <= min <= max <= 60000, got [2000,500]',
  );
  await expect(startTest({ latency: "slow" as never })).rejects.toThrow(
    'field "latency": expected "none", "realistic"',
  );
  await expect(startTest({ safeLinks: "on" as never })).rejects.toThrow(
    'field "safeLinks": expected "rewrite" or "off", got "on"',
  );
});

describe("a real wait (the stand-in's own sleep, on a timer)", () => {
  /** Long waits on the real timer, each reported when it starts and when it ends (and whether it was cut short). */
  function watched() {
    const started: LatencyDelay[] = [];
    const ended: boolean[] = [];
    let onStart = () => {};
    let onEnd = () => {};
    const sleep: LatencySleep = (delay, signal) => {
      started.push(delay);
      onStart();
      return sleepUnlessClosed(delay.ms, signal).then(() => {
        ended.push(signal?.aborted === true);
        onEnd();
      });
    };
    return {
      sleep,
      started,
      ended,
      nextStart: () => new Promise<void>((resolve) => (onStart = resolve)),
      nextEnd: () => new Promise<void>((resolve) => (onEnd = resolve)),
    };
  }
  const minute = { pageMs: [60_000, 60_000], smallMs: [60_000, 60_000], tokenMs: [0, 0] } as const;

  test("ends as soon as the client goes away", async () => {
    const w = watched();
    const emu = await startTest({ events, latency: minute, latencySleep: w.sleep });
    try {
      const token = String((await connect(emu)).access_token);
      const client = new AbortController();
      const starting = w.nextStart();
      const request = fetch(`${emu.url}/v1.0/me`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: client.signal,
      }).catch((err: unknown) => err);
      await starting;
      const ending = w.nextEnd();
      client.abort();
      // A minute's wait: were it not cut short, the test would run out of time here.
      await ending;
      expect(w.ended).toEqual([true]);
      expect(await request).toMatchObject({ name: "AbortError" });
    } finally {
      await emu.close();
    }
  });

  test("ends when the stand-in closes, so a closed stand-in keeps nothing waiting", async () => {
    const w = watched();
    const emu = await startTest({ events, latency: minute, latencySleep: w.sleep });
    const token = String((await connect(emu)).access_token);
    const starting = w.nextStart();
    const request = fetch(`${emu.url}/v1.0/me/events/e01`, { headers: { Authorization: `Bearer ${token}` } }).catch(
      (err: unknown) => err,
    );
    await starting;
    const ending = w.nextEnd();
    await emu.close();
    await ending;
    expect(w.ended).toEqual([true]);
    // fetch's "fetch failed": the connection was cut, no answer came.
    expect(await request).toMatchObject({ name: "TypeError" });
    expect(w.started.map((d) => [d.kind, d.ms])).toEqual([["small", 60_000]]);
  });
});
