/**
 * What a change on the report did, said where the person is: a notice pinned to the bottom of the screen (the page
 * does not move to the totals), announced politely, with Undo when the change can be taken back in one request.
 */
import { Button } from "../../components/ui/Button";

export interface Notice {
  text: string;
  /** Takes the change back (absent: it cannot be, in one step). */
  undo?: () => void;
}

export function ChangeNotice({ notice, busy, onClose }: { notice: Notice | null; busy: boolean; onClose: () => void }) {
  return (
    <div
      role="status"
      sx={{
        position: "fixed",
        left: 3,
        right: 3,
        bottom: 3,
        maxWidth: 560,
        mx: "auto",
        zIndex: 20,
        display: notice ? "flex" : "none",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 2,
        p: 3,
        bg: "background",
        color: "text",
        border: "1px solid",
        borderColor: "text",
        borderRadius: "default",
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.3)",
      }}
    >
      {notice && (
        <>
          <span sx={{ flex: "1 1 200px" }}>{notice.text}</span>
          {notice.undo && (
            <Button variant="secondary" busy={busy} onClick={notice.undo}>
              Undo
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Dismiss
          </Button>
        </>
      )}
    </div>
  );
}

export default ChangeNotice;
