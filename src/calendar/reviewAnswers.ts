/**
 * The one-tap answers of the review queue: for each question, what each answer changes (which events' overrides,
 * set to what), what the page then says, and how to put the overrides back as they were (Undo). Pure, so the
 * buttons, the notice and the tests read the same plan.
 */
import type { OverrideRequest, ReportRow } from "../../core/calendar/model";
import { bodyOf, over, type OverrideChange } from "./overrideChange";
import { eventTitle } from "./screens/grid/eventLabel";

export interface ReviewAnswer {
  /** The button's text. */
  label: string;
  changes: OverrideChange[];
  /** What the page says once it is saved, and in the answered item's place. */
  said: string;
}

const name = (title: string) => `"${eventTitle(title)}"`;

export function reviewAnswers(row: ReportRow): ReviewAnswer[] {
  const mine = (answer: OverrideRequest): OverrideChange => ({ key: row.key, body: over(row.override, answer) });
  const pair = row.pair;
  switch (row.question) {
    case "where":
      return [
        { label: "In person", changes: [mine({ class: "in_person" })], said: `${name(row.title)} was in person.` },
        { label: "Online", changes: [mine({ class: "online" })], said: `${name(row.title)} was online.` },
      ];
    case "present":
      return [
        {
          label: "I was there",
          changes: [mine({ attendance: "attended" })],
          said: `You were at ${name(row.title)}.`,
        },
        {
          label: "I was not there",
          changes: [mine({ attendance: "declined" })],
          said: `You were not at ${name(row.title)}.`,
        },
      ];
    case "conflict":
    case "overlap": {
      if (!pair) return [];
      const theirs = (answer: OverrideRequest): OverrideChange => ({
        key: pair.key,
        body: over(pair.override, answer),
      });
      const only = (kept: string) => `Was at ${name(kept)} at that time`;
      const both = { attendance: "attended" as const, note: "Was at both" };
      const keepMine: ReviewAnswer = {
        label: row.question === "conflict" ? `I was at ${name(row.title)}` : `Only ${name(row.title)}`,
        changes: [theirs({ attendance: "declined", note: only(row.title) })],
        said: `Kept ${name(row.title)}; ${name(pair.title)} is not counted.`,
      };
      const keepTheirs: ReviewAnswer = {
        label: row.question === "conflict" ? `I was at ${name(pair.title)}` : `Only ${name(pair.title)}`,
        changes: [mine({ attendance: "declined", note: only(pair.title) })],
        said: `Kept ${name(pair.title)}; ${name(row.title)} is not counted.`,
      };
      const keepBoth: ReviewAnswer = {
        label: row.question === "conflict" ? "I was at both" : "Both count",
        changes: [mine(both), theirs(both)],
        said: `${name(row.title)} and ${name(pair.title)} both count.`,
      };
      return [keepMine, keepTheirs, keepBoth];
    }
    default:
      return [];
  }
}

/** The changes that put back, as they were before `answer`, the overrides it changed. */
export function undoChanges(row: ReportRow, answer: ReviewAnswer): OverrideChange[] {
  const before = (key: string) => (key === row.key ? row.override : row.pair?.override);
  return answer.changes.map(({ key }) => ({ key, body: bodyOf(before(key)) }));
}
