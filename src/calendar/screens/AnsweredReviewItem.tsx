/** A review question answered on this page: it stays where it was, saying the answer, with its Undo. */
import { Button } from "../../components/ui/Button";
import type { AnsweredItem } from "../reviewQueue";
import { eventTitle } from "./grid/eventLabel";

export function AnsweredReviewItem({
  item,
  busy,
  error,
  onUndo,
}: {
  item: AnsweredItem;
  busy: boolean;
  error?: string;
  onUndo: () => void;
}) {
  return (
    <li
      data-answered-key={item.row.key}
      sx={{ borderTop: "1px solid", borderColor: "border", py: 3, display: "flex", flexWrap: "wrap", gap: 2 }}
    >
      <span sx={{ flex: "1 1 200px", alignSelf: "center" }}>
        <span aria-hidden="true">✓ </span>
        Answered: {item.said}
      </span>
      <Button variant="ghost" busy={busy} onClick={onUndo} aria-label={`Undo: ${eventTitle(item.row.title)}`}>
        Undo
      </Button>
      {error && (
        <p role="alert" sx={{ color: "secondary", m: 0, flexBasis: "100%" }}>
          {error}
        </p>
      )}
    </li>
  );
}

export default AnsweredReviewItem;
