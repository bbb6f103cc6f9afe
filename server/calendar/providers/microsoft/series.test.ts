/** A delta's bare occurrences take their master's fields; masters are dropped, fetched once when missing. */
import { hydrateSeries, MASTER_FETCHES_AT_ONCE } from "./series";

const master = {
  id: "S",
  type: "seriesMaster",
  subject: "Standup",
  start: { dateTime: "2026-01-05T09:00:00" },
  recurrence: {},
};
const bare = (id: string, seriesMasterId = "S") => ({
  "@odata.type": "#microsoft.graph.event",
  id,
  type: "occurrence",
  seriesMasterId,
  start: { dateTime: `2026-03-0${id.slice(-1)}T09:00:00` },
  end: { dateTime: `2026-03-0${id.slice(-1)}T09:15:00` },
});

test("occurrences take the master's fields under their own id and times; the master is dropped", async () => {
  const fetched: string[] = [];
  const out = await hydrateSeries([master, bare("o2"), bare("o3"), { id: "single", subject: "1:1" }], async (id) => {
    fetched.push(id);
    return undefined;
  });
  expect(out.series).toEqual(["S"]);
  expect(out.items).toEqual([
    { ...bare("o2"), subject: "Standup" },
    { ...bare("o3"), subject: "Standup" },
    { id: "single", subject: "1:1" },
  ]);
  expect(fetched).toEqual([]);
});

test("a master missing from the delta is fetched once; occurrences of a series that is gone are left out", async () => {
  const fetched: string[] = [];
  const out = await hydrateSeries([bare("o1"), bare("o2"), bare("x1", "gone")], async (id) => {
    fetched.push(id);
    return id === "S" ? master : undefined;
  });
  expect(fetched).toEqual(["S", "gone"]);
  expect(out.series).toEqual([]);
  expect(out.items.map((item) => (item as { id: string }).id)).toEqual(["o1", "o2"]);
});

test("an occurrence that already has its details (an exception's shape) is kept as it came", async () => {
  const full = { ...bare("o1"), subject: "Standup, moved" };
  const out = await hydrateSeries([full], async () => master);
  expect(out.items).toEqual([full]);
});

/** A fetch that waits until the test lets it answer, so the test can see how many run at once. */
function gatedFetches() {
  const waiting: { id: string; answer: (master: Record<string, unknown> | undefined) => void; fail: () => void }[] = [];
  const started: string[] = [];
  const fetchMaster = (id: string) =>
    new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
      started.push(id);
      waiting.push({ id, answer: resolve, fail: () => reject(new Error(`Graph failed on ${id}`)) });
    });
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { waiting, started, fetchMaster, settle };
}

test(`missing masters are fetched at most ${MASTER_FETCHES_AT_ONCE} at a time, each once, the next as one answers`, async () => {
  const ids = ["A", "B", "C", "D", "E", "F"];
  const items = ids.flatMap((id) => [bare(`${id}1`, id), bare(`${id}2`, id)]);
  const gate = gatedFetches();
  const done = hydrateSeries(items, gate.fetchMaster);
  await gate.settle();
  expect(gate.started).toEqual(["A", "B", "C"]);
  gate.waiting.shift()?.answer({ ...master, id: "A", subject: "A's series" });
  await gate.settle();
  expect(gate.started).toEqual(["A", "B", "C", "D"]);
  while (gate.waiting.length) {
    const next = gate.waiting.shift();
    next?.answer(next.id === "C" ? undefined : { ...master, id: next.id, subject: `${next.id}'s series` });
    await gate.settle();
  }
  const out = await done;
  expect(gate.started).toEqual(ids);
  expect(out.items.map((item) => (item as { id: string }).id)).toEqual([
    "A1",
    "A2",
    "B1",
    "B2",
    "D1",
    "D2",
    "E1",
    "E2",
    "F1",
    "F2",
  ]);
  expect(out.items[0]).toMatchObject({ id: "A1", subject: "A's series" });
});

test("a failed master fetch keeps its occurrences back for a later pass, starts no further fetch, and fails nothing", async () => {
  const items = ["A", "B", "C", "D", "E", "F"].map((id) => bare(`${id}1`, id));
  const gate = gatedFetches();
  const done = hydrateSeries([...items, { id: "single", subject: "1:1" }], gate.fetchMaster);
  await gate.settle();
  gate.waiting.shift()?.fail();
  await gate.settle();
  for (const pending of gate.waiting) pending.answer({ ...master, id: pending.id });
  // Before, one failed master (a 503, a throttled mailbox) failed the whole sync, on every visit.
  const out = await done;
  expect(gate.started).toEqual(["A", "B", "C"]);
  expect(out.items.map((item) => (item as { id: string }).id)).toEqual(["B1", "C1", "single"]);
  expect(out.state.orphans.map((o) => o.id)).toEqual(["A1", "D1", "E1", "F1"]);
  expect(Object.keys(out.state.masters).sort()).toEqual(["B", "C"]);

  // The next pass completes them from the masters it now reads, and asks again only for the ones it lacks.
  const fetched: string[] = [];
  const next = await hydrateSeries([], async (id) => (fetched.push(id), { ...master, id, subject: `${id}'s` }), {
    state: out.state,
  });
  expect(fetched).toEqual(["A", "D", "E", "F"]);
  expect(next.items.map((item) => (item as { id: string }).id)).toEqual(["A1", "D1", "E1", "F1"]);
  expect(next.state.orphans).toEqual([]);
});

test("masters kept from an earlier pass are not fetched again; a pass out of time fetches none", async () => {
  const fetched: string[] = [];
  const fetchMaster = async (id: string) => (fetched.push(id), master);
  const first = await hydrateSeries([master, bare("o1")], fetchMaster);
  // The series continues on the next pass (a long page run): its master comes from the state.
  const second = await hydrateSeries([bare("o2")], fetchMaster, { state: first.state });
  expect(second.items).toEqual([{ ...bare("o2"), subject: "Standup" }]);
  const late = await hydrateSeries([bare("x1", "X")], fetchMaster, { mayFetch: () => false });
  expect(fetched).toEqual([]);
  expect(late).toMatchObject({ items: [], state: { orphans: [bare("x1", "X")] } });
});

test("a kept orphan goes when its own id, or its master's, is removed, or it is sent again", async () => {
  const state = { masters: {}, orphans: [bare("o1"), bare("o2"), bare("y1", "Y")] };
  const out = await hydrateSeries([{ ...bare("o2"), subject: "Whole again" }], async () => undefined, {
    state,
    removed: ["o1", "Y"],
    mayFetch: () => false,
  });
  expect(out.items).toEqual([{ ...bare("o2"), subject: "Whole again" }]);
  expect(out.state.orphans).toEqual([]);
});
