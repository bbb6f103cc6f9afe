/** A delta's bare occurrences take their master's fields; masters are dropped, fetched once when missing. */
import { hydrateSeries } from "./series";

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
