/** Collecting a sync's pages: where an unfinished full listing's pass stops, and what a failing page leaves. */
import { ProviderError } from "../provider";
import { collectSync, type EventPage, type SyncStop } from "./paging";
import { resumeCursor } from "./sync";

const who = { provider: "microsoft" as const, label: "Microsoft Graph" };
const removedId = () => undefined;

async function* pages(list: (EventPage | Error)[]): AsyncGenerator<EventPage> {
  for (const page of list) {
    if (page instanceof Error) throw page;
    yield page;
  }
}

function stopAt(after: number, clock: { now: number }, pagesBefore = 0): SyncStop {
  return { after, now: () => clock.now, pagesBefore, resume: resumeCursor };
}

describe("collectSync", () => {
  it("stops after the page read when its time is up, and names the next page with the pages read so far", async () => {
    const clock = { now: 0 };
    let asked = 0;
    async function* counted(): AsyncGenerator<EventPage> {
      asked += 1;
      yield { items: [{ id: "a" }], retries: 0, next: "p2" };
      clock.now = 10;
      asked += 1;
      yield { items: [{ id: "b" }], retries: 1, next: "p3" };
      asked += 1;
      yield { items: [{ id: "c" }], retries: 0, cursor: "delta" };
    }
    const result = await collectSync(counted(), true, removedId, who, stopAt(5, clock, 4));
    expect(result).toMatchObject({
      complete: false,
      pages: 2,
      retries: 1,
      cursor: resumeCursor({ next: "p3", pages: 6 }),
    });
    expect(result.items).toEqual([{ id: "a" }, { id: "b" }]);
    // The third page was never asked for.
    expect(asked).toBe(2);
  });

  it("asks for no page that, at the pass's slowest pace, would run into the deadline", async () => {
    // A 3 s deadline (a 4 s function limit): pages stop at 1.8 s, and none may end after 2.4 s.
    const clock = { now: 0 };
    let asked = 0;
    async function* slow(): AsyncGenerator<EventPage> {
      for (const [i, took] of [900, 700].entries()) {
        asked += 1;
        clock.now += took;
        yield { items: [{ id: `p${i}` }], retries: 0, next: `p${i + 1}` };
      }
      asked += 1;
      yield { items: [], retries: 0, cursor: "delta" };
    }
    const stop = { ...stopAt(1_800, clock), deadlineAt: 3_000 };
    const result = await collectSync(slow(), true, removedId, who, stop);
    // At 1.6 s (before 1.8 s, when the old rule still asked) the slowest page took 0.9 s: the next would end at 2.5 s.
    expect(asked).toBe(2);
    expect(result).toMatchObject({ complete: false, pages: 2, cursor: resumeCursor({ next: "p2", pages: 2 }) });
    // Without the deadline, only `after` stops it: the third page is read too.
    clock.now = 0;
    asked = 0;
    expect((await collectSync(slow(), true, removedId, who, stopAt(1_800, clock))).complete).toBe(true);
    expect(asked).toBe(3);
  });

  it("keeps the pages read before one that fails, and continues at the failing page", async () => {
    const throttled = new ProviderError("microsoft", "events", "rate_limited", "still throttled", 429);
    const result = await collectSync(
      pages([{ items: [{ id: "a" }], retries: 0, next: "p2" }, throttled]),
      true,
      removedId,
      who,
      stopAt(Infinity, { now: 0 }),
    );
    expect(result).toMatchObject({ complete: false, pages: 1, cursor: resumeCursor({ next: "p2", pages: 1 }) });
  });

  it("fails as before when the first page fails, when there is no stop (a listing of changes), or on a non-provider error", async () => {
    const failed = new ProviderError("microsoft", "events", "provider_error", "Graph answered 503", 503);
    await expect(collectSync(pages([failed]), true, removedId, who, stopAt(Infinity, { now: 0 }))).rejects.toBe(failed);
    const second = pages([{ items: [], retries: 0, next: "p2" }, failed]);
    await expect(collectSync(second, false, removedId, who)).rejects.toBe(failed);
    const bug = new TypeError("bug");
    const third = pages([{ items: [], retries: 0, next: "p2" }, bug]);
    await expect(collectSync(third, true, removedId, who, stopAt(Infinity, { now: 0 }))).rejects.toBe(bug);
  });

  it("does not keep a pass whose page the caller's deadline canceled", async () => {
    const deadline = new AbortController();
    deadline.abort();
    const canceled = new ProviderError("microsoft", "events", "network", "aborted");
    const list = pages([{ items: [{ id: "a" }], retries: 0, next: "p2" }, canceled]);
    const stop = { ...stopAt(Infinity, { now: 0 }), signal: deadline.signal };
    await expect(collectSync(list, true, removedId, who, stop)).rejects.toBe(canceled);
  });

  it("completes with the provider's cursor when the last page comes in time", async () => {
    const result = await collectSync(
      pages([
        { items: [{ id: "a" }], retries: 0, next: "p2" },
        { items: [{ id: "b" }], retries: 0, cursor: "delta" },
      ]),
      true,
      removedId,
      who,
      stopAt(Infinity, { now: 0 }),
    );
    expect(result).toMatchObject({ complete: true, cursor: "delta", pages: 2 });
  });
});
