/**
 * A menu's command (the admin menu's 'Sign out') as a button among its links: it closes the menu and says it is
 * working until the command ends, so a second tap does not start it twice.
 */
import React, { useState } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import type { MenuAction } from "./useNavigation";

export default function MenuActionButton({
  action,
  onStart,
  rowSx,
}: {
  action: MenuAction;
  /** Closes the menu the button is in. */
  onStart(): void;
  rowSx: ThemeUIStyleObject;
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
      sx={{ ...rowSx, width: "100%", bg: "transparent", border: "none", font: "inherit", cursor: "pointer" }}
    >
      {busy ? action.busyLabel : action.label}
    </button>
  );
}
