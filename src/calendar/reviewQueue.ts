/**
 * The review queue as the page lays it out: one group per question, in the queue's order, each with its count, and
 * the items answered on this page kept where they were (with their Undo) so answering never moves what is below
 * the finger. Pure: the component renders what this returns.
 */
import { REVIEW_QUESTIONS, type ReportRow, type ReviewQuestion } from "../../core/calendar/model";

export const QUESTION_HEADINGS: Record<ReviewQuestion, string> = {
  where: "Where was it?",
  present: "Were you there?",
  conflict: "You cannot have been in both: keep which?",
  overlap: "Counted twice at the same time: keep both?",
};

/** An item answered on this page: the row as it was asked, and what the answer said. */
export interface AnsweredItem {
  row: ReportRow;
  said: string;
}

export type QueueEntry<A extends AnsweredItem = AnsweredItem> =
  { kind: "ask"; row: ReportRow } | { kind: "answered"; item: A };

export interface QueueGroup<A extends AnsweredItem = AnsweredItem> {
  question: ReviewQuestion;
  heading: string;
  /** Items still asking this question in the whole year (not only this page). */
  open: number;
  entries: QueueEntry<A>[];
}

/** Where an answered item stays: the same question and key, asked again later as another question, is another item. */
export const answeredId = (row: Pick<ReportRow, "key" | "question">) => `${row.question ?? "review"}:${row.key}`;

const rowOf = (entry: QueueEntry<AnsweredItem>) => (entry.kind === "ask" ? entry.row : entry.item.row);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The queue's own order (the functions'): by question, then by day and start (an all-day date sorts before the
 * day's times), then title and key.
 */
function compare(a: ReportRow, b: ReportRow): number {
  const rank = (row: ReportRow) => REVIEW_QUESTIONS.indexOf(row.question ?? "where");
  return (
    rank(a) - rank(b) ||
    byText(a.date, b.date) ||
    byText(a.event.start, b.event.start) ||
    a.title.localeCompare(b.title) ||
    byText(a.key, b.key)
  );
}

export function queueGroups<A extends AnsweredItem>(
  rows: readonly ReportRow[],
  answered: ReadonlyMap<string, A>,
  open: Readonly<Partial<Record<ReviewQuestion, number>>>,
): QueueGroup<A>[] {
  const asked = rows.filter((row) => !answered.has(answeredId(row)));
  const entries: QueueEntry<A>[] = [
    ...asked.map((row): QueueEntry<A> => ({ kind: "ask", row })),
    ...[...answered.values()].map((item): QueueEntry<A> => ({ kind: "answered", item })),
  ].sort((a, b) => compare(rowOf(a), rowOf(b)));
  return REVIEW_QUESTIONS.map((question) => ({
    question,
    heading: QUESTION_HEADINGS[question],
    open: open[question] ?? 0,
    entries: entries.filter((entry) => (rowOf(entry).question ?? "where") === question),
  })).filter((group) => group.entries.length > 0);
}
