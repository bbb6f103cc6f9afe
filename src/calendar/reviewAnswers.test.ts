import type { ReportRow } from "../../core/calendar/model";
import { anEvent } from "../../core/calendar/testing/eventBuilder";
import { reviewAnswers, undoChanges } from "./reviewAnswers";
import { answeredId, queueGroups } from "./reviewQueue";

function aRow(overrides: Partial<ReportRow> = {}): ReportRow {
  const event = anEvent({ key: overrides.key ?? "google:a", title: overrides.title ?? "A" });
  return {
    key: event.key,
    date: "2026-03-02",
    title: event.title,
    hours: 1,
    location: "",
    sources: "Google",
    class: event.class,
    attendance: event.attendance,
    overridden: false,
    counted: false,
    reasons: [],
    event,
    ...overrides,
  };
}

describe("the review queue's answers", () => {
  it("keep what the person set before and put it back on undo", () => {
    const row = aRow({ question: "where", override: { attendance: "attended", note: "Was there", at: "t" } });
    const [inPerson] = reviewAnswers(row);
    expect(inPerson?.changes).toEqual([
      { key: "google:a", body: { attendance: "attended", note: "Was there", class: "in_person" } },
    ]);
    expect(undoChanges(row, inPerson!)).toEqual([
      { key: "google:a", body: { attendance: "attended", note: "Was there" } },
    ]);
    // Nothing set before: undo removes the override.
    const fresh = aRow({ question: "present" });
    const [there, notThere] = reviewAnswers(fresh);
    expect([there?.label, notThere?.label]).toEqual(["I was there", "I was not there"]);
    expect(undoChanges(fresh, there!)).toEqual([{ key: "google:a", body: null }]);
  });

  it("answer a pair once: keep one (the other declined, saying why) or both", () => {
    const row = aRow({
      question: "conflict",
      title: "London workshop",
      pair: { key: "microsoft:ny", title: "New York workshop", time: "", location: "", sources: "Microsoft" },
    });
    const [mine, theirs, both] = reviewAnswers(row);
    expect(mine?.label).toBe('I was at "London workshop"');
    expect(mine?.changes).toEqual([
      { key: "microsoft:ny", body: { attendance: "declined", note: 'Was at "London workshop" at that time' } },
    ]);
    expect(theirs?.changes.map((c) => c.key)).toEqual(["google:a"]);
    expect(both?.changes.map((c) => [c.key, c.body?.attendance])).toEqual([
      ["google:a", "attended"],
      ["microsoft:ny", "attended"],
    ]);
    expect(undoChanges(row, both!)).toEqual([
      { key: "google:a", body: null },
      { key: "microsoft:ny", body: null },
    ]);
    expect(reviewAnswers({ ...row, question: "overlap" }).map((a) => a.label)).toEqual([
      'Only "London workshop"',
      'Only "New York workshop"',
      "Both count",
    ]);
  });
});

describe("queueGroups", () => {
  it("groups by question in the queue's order and keeps an answered item where it was", () => {
    const early = aRow({ key: "g:1", title: "Early", question: "present", date: "2026-01-05" });
    const late = aRow({ key: "g:2", title: "Late", question: "present", date: "2026-06-05" });
    const where = aRow({ key: "g:3", title: "Where", question: "where", date: "2026-09-01" });
    const middle = aRow({ key: "g:4", title: "Middle", question: "present", date: "2026-03-05" });
    const answered = new Map([[answeredId(middle), { row: middle, said: "You were at Middle." }]]);
    const groups = queueGroups([where, early, late], answered, { where: 1, present: 2 });
    expect(groups.map((g) => [g.heading, g.open])).toEqual([
      ["Where was it?", 1],
      ["Were you there?", 2],
    ]);
    expect(groups[1]?.entries.map((e) => (e.kind === "ask" ? e.row.title : `answered ${e.item.row.title}`))).toEqual([
      "Early",
      "answered Middle",
      "Late",
    ]);
    // Asked again as another question, the same event is a new item beside its answered one.
    const again = { ...middle, question: "where" as const };
    expect(queueGroups([again], answered, {}).map((g) => g.entries.length)).toEqual([1, 1]);
  });
});
