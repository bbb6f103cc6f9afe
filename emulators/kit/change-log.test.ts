/**
 * The change history behind the stand-ins' sync tokens: diffs by key, net changes over several versions,
 * retention, expiry, and rewinding a listing to the state of its first page.
 */
import { ChangeLog } from "./change-log";

interface Item {
  id: string;
  value: number;
}
const item = (id: string, value = 0): Item => ({ id, value });
const log = (retain?: number) =>
  new ChangeLog<Item>({ key: (i) => i.id, same: (a, b) => a.value === b.value, ...(retain ? { retain } : {}) });
const summary = (changes: ReturnType<ChangeLog<Item>["since"]>) =>
  changes && [...changes].map(([id, c]) => `${id}:${c.before?.value ?? "-"}>${c.after?.value ?? "-"}`);

test("records added, changed and removed keys; an identical replacement is no new version", () => {
  const l = log();
  const start = l.position();
  expect(l.record([item("a"), item("b"), item("c")], [item("a"), item("b", 1), item("d")])).toBe(3);
  expect(l.position().version).toBe(start.version + 1);
  expect(summary(l.since(start))).toEqual(["b:0>1", "d:->0", "c:0>-"]);
  expect(l.record([item("a")], [item("a")])).toBe(0);
  expect(l.position().version).toBe(start.version + 1);
  expect(summary(l.since(l.position()))).toEqual([]);
});

test("folds several versions into one net change per key, and answers a range up to a version", () => {
  const l = log();
  const start = l.position();
  l.record([item("a")], [item("a", 1)]);
  const middle = l.position();
  l.record([item("a", 1)], [item("a", 2), item("b")]);
  l.record([item("a", 2), item("b")], [item("a", 2)]);
  expect(summary(l.since(start))).toEqual(["a:0>2", "b:->-"]);
  expect(summary(l.since(start, middle.version))).toEqual(["a:0>1"]);
  expect(l.since(middle, start.version)).toBeNull();
});

test("forgets versions past `retain`, tokens of another epoch, and every token after expire()", () => {
  const l = log(2);
  const start = l.position();
  l.record([item("a")], [item("a", 1)]);
  l.record([item("a", 1)], [item("a", 2)]);
  expect(l.since(start)).not.toBeNull();
  const kept = l.position();
  l.record([item("a", 2)], [item("a", 3)]);
  expect(l.since(start)).toBeNull();
  expect(l.since({ ...kept, epoch: "other" })).toBeNull();
  expect(l.since({ ...kept, version: kept.version + 5 })).toBeNull();
  l.expire();
  expect(l.since(kept)).toBeNull();
  expect(summary(l.since(l.position()))).toEqual([]);
});

test("rewinds a listing to a version: changed put back in place, added dropped, removed appended", () => {
  const l = log();
  const before = [item("a"), item("b"), item("c")];
  const at = l.position().version;
  const now = [item("x"), item("a", 5), item("c")];
  l.record(before, now);
  expect(l.rewind(now, at)).toEqual([item("a"), item("c"), item("b")]);
  expect(l.rewind(now, l.position().version)).toBe(now);
  expect(l.rewind(now, at - 1)).toBeNull();
});
