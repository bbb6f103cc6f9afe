/**
 * A menu's command (the admin menu's 'Sign out') as a button among its links: it closes the menu and says it is
 * working until the command ends, so a second tap does not start it twice. Its row style comes from the menu's
 * list, as its links' does; here only what a button needs to look like one of them.
 */
import { useState } from "react";
import type { MenuAction } from "./useNavigation";

export default function MenuActionButton({
  action,
  onStart,
}: {
  action: MenuAction;
  /** Closes the menu the button is in. */
  onStart(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        onStart();
        void action.run().finally(() => setBusy(false));
      }}
      sx={{ width: "100%", bg: "transparent", border: "none", font: "inherit", textAlign: "left", cursor: "pointer" }}
    >
      {busy ? action.busyLabel : action.label}
    </button>
  );
}
