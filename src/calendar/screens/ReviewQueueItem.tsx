/**
 * One question of the review queue: the meeting (and, for a pair, the other one at the same time), the one-tap
 * answers, why it is asked behind an expand, and the full override for any other answer.
 */
import { Button } from "../../components/ui/Button";
import type { ReportRow } from "../../../core/calendar/model";
import { reasonSentence, withoutUrls } from "../../../core/calendar/report/readable";
import { formatEventTime, formatHours } from "../../../core/time/format";
import { formatPlainDate } from "../../../core/text/dates";
import { QUESTION_HEADINGS } from "../reviewQueue";
import { reviewAnswers, type ReviewAnswer } from "../reviewAnswers";
import { OverrideControl } from "./OverrideControl";
import { VisuallyHidden } from "./VisuallyHidden";
import { eventTitle } from "./grid/eventLabel";

export interface ReviewQueueItemProps {
  row: ReportRow;
  timeZone: string;
  busy: boolean;
  error?: string;
  onAnswer: (answer: ReviewAnswer) => void;
}

/** A meeting as the queue names it: its title first, then when, where and from which calendar. */
function Meeting({
  title,
  when,
  location,
  sources,
}: {
  title: string;
  when: string;
  location: string;
  sources: string;
}) {
  return (
    <div>
      <strong>{eventTitle(title)}</strong>
      <div
        sx={{ fontSize: 1, color: "muted", display: "flex", flexWrap: "wrap", columnGap: 2, alignItems: "baseline" }}
      >
        <span sx={{ fontVariantNumeric: "tabular-nums" }}>{when}</span>
        {location && <span>{withoutUrls(location)}</span>}
        <span>{sources}</span>
      </div>
    </div>
  );
}

export function ReviewQueueItem({ row, timeZone, busy, error, onAnswer }: ReviewQueueItemProps) {
  const answers = reviewAnswers(row);
  const question = row.question ? QUESTION_HEADINGS[row.question] : "Needs review";
  return (
    <li data-line-key={row.key} sx={{ borderTop: "1px solid", borderColor: "border", py: 3, overflowWrap: "anywhere" }}>
      <Meeting
        title={row.title}
        when={`${formatPlainDate(row.date)}, ${formatEventTime(row.event, timeZone)} (${formatHours(row.hours)})`}
        location={row.location}
        sources={row.sources}
      />
      {row.pair && (
        <div sx={{ mt: 2, pl: 3, borderLeft: "3px solid", borderColor: "border" }}>
          <span sx={{ fontSize: 1, color: "muted" }}>and, at the same time:</span>
          <Meeting
            title={row.pair.title}
            when={row.pair.time}
            location={row.pair.location}
            sources={row.pair.sources}
          />
        </div>
      )}
      {answers.length > 0 && (
        <div
          role="group"
          aria-label={`${question} ${eventTitle(row.title)}`}
          sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}
        >
          {answers.map((answer) => (
            <Button
              key={answer.label}
              variant="secondary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => onAnswer(answer)}
            >
              {answer.label}
            </Button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" sx={{ color: "secondary", mb: 0 }}>
          {error}
        </p>
      )}
      {row.review && row.review.length > 0 && (
        <details sx={{ mt: 2, fontSize: 1 }}>
          <summary sx={{ cursor: "pointer", color: "primary", width: "fit-content" }}>
            Why it is asked
            <VisuallyHidden>: {eventTitle(row.title)}</VisuallyHidden>
          </summary>
          <ul sx={{ m: 0, pl: 4, color: "muted" }}>
            {/* The verdict's reasons after the question's; a held pair's is the question itself. */}
            {[...row.review, ...row.reasons.filter((reason) => !reason.startsWith("held:"))].map((reason) => (
              <li key={reason}>{reasonSentence(reason)}</li>
            ))}
          </ul>
        </details>
      )}
      <OverrideControl event={row.event} override={row.override} />
    </li>
  );
}

export default ReviewQueueItem;
