/**
 * 'Needs review' as a queue: the year's open questions grouped by question, each answered with one tap; the
 * totals update in place (the answer carries the report after it), the answered item stays where it was with its
 * Undo, and the page does not move. The functions send a page of the queue at a time.
 */
import { useMemo, useState } from "react";
import type {
  PreferencesUpdate,
  ReportRow,
  ReviewQuestion,
  RowPage,
  UnreadableItem,
} from "../../../core/calendar/model";
import { answeredId, queueGroups, type AnsweredItem } from "../reviewQueue";
import { applyChanges, type OverrideChange } from "../overrideChange";
import { undoChanges, type ReviewAnswer } from "../reviewAnswers";
import { AnsweredReviewItem } from "./AnsweredReviewItem";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";
import { useReportChange } from "./ReportChange";
import { ReviewQueueItem } from "./ReviewQueueItem";
import { RowPager } from "./RowPager";
import { UnreadableItems } from "./UnreadableItems";
import { eventTitle } from "./grid/eventLabel";

interface Answered extends AnsweredItem {
  undo: () => Promise<PreferencesUpdate>;
}

export interface ReviewQueueProps {
  page: RowPage;
  questions: Partial<Record<ReviewQuestion, number>>;
  unreadable: readonly UnreadableItem[];
  onPage: (page: number) => void;
}

export function ReviewQueue({ page, questions, unreadable, onPage }: ReviewQueueProps) {
  const { api, timeZone } = useCalendarEnv();
  const { query, saved } = useReportChange();
  const [answered, setAnswered] = useState<ReadonlyMap<string, Answered>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; text: string } | null>(null);
  const groups = useMemo(() => queueGroups(page.rows, answered, questions), [page.rows, answered, questions]);

  const run = (changes: readonly OverrideChange[]) => applyChanges(api, changes, query);
  const forget = (id: string) =>
    setAnswered((old) => {
      const next = new Map(old);
      next.delete(id);
      return next;
    });
  const attempt = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError({ id, text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  const answer = (row: ReportRow, choice: ReviewAnswer) => {
    const id = answeredId(row);
    const undo = async () => {
      const update = await run(undoChanges(row, choice));
      forget(id);
      return update;
    };
    return attempt(id, async () => {
      const update = await run(choice.changes);
      setAnswered((old) => new Map(old).set(id, { row, said: choice.said, undo }));
      saved(update, choice.said, undo);
    });
  };
  const takeBack = (id: string, item: Answered) =>
    attempt(id, async () => {
      saved(await item.undo(), `Undone: "${eventTitle(item.row.title)}" is asked again.`);
    });
  const showPage = (next: number) => {
    setAnswered(new Map());
    onPage(next);
  };

  const total = page.total + unreadable.length;
  return (
    <section aria-labelledby="ut-review" sx={{ mb: 5 }}>
      <h2 id="ut-review" sx={{ fontSize: 5 }}>
        Needs review ({total})
      </h2>
      {unreadable.length > 0 && <UnreadableItems items={unreadable} />}
      {groups.length === 0 ? (
        <p>Nothing needs review: every past event has a clear verdict.</p>
      ) : (
        groups.map((group) => (
          <div key={group.question} sx={{ mb: 4 }}>
            <h3 id={`ut-q-${group.question}`} sx={{ fontSize: 3, mb: 1 }}>
              {group.heading} ({group.open})
            </h3>
            <ul aria-labelledby={`ut-q-${group.question}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {group.entries.map((entry) => {
                const id = answeredId(entry.kind === "ask" ? entry.row : entry.item.row);
                const failed = error?.id === id ? error.text : undefined;
                return entry.kind === "ask" ? (
                  <ReviewQueueItem
                    key={id}
                    row={entry.row}
                    timeZone={timeZone}
                    busy={busy === id}
                    error={failed}
                    onAnswer={(choice) => void answer(entry.row, choice)}
                  />
                ) : (
                  <AnsweredReviewItem
                    key={id}
                    item={entry.item}
                    busy={busy === id}
                    error={failed}
                    onUndo={() => void takeBack(id, entry.item)}
                  />
                );
              })}
            </ul>
          </div>
        ))
      )}
      <RowPager page={page} label="Needs review" onPage={showPage} />
    </section>
  );
}

export default ReviewQueue;
