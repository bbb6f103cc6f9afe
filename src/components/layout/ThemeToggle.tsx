import React from "react";
import { useMounted } from "../useMounted";
import Icon from "../Icon";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { modeToggled } from "../../state/slices/theme";

/**
 * The mode is only known in the browser, so the server renders a neutral button and the
 * label/icon appear after mount (avoids a hydration mismatch for dark-mode visitors).
 */
export default function ThemeToggle() {
  const mode = useAppSelector((s) => s.theme.mode);
  const dispatch = useAppDispatch();
  const mounted = useMounted();
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={mounted ? `Switch to ${next} mode` : "Switch colour theme"}
      title={mounted ? `Switch to ${next} mode` : undefined}
      onClick={() => dispatch(modeToggled())}
      sx={{ variant: "buttons.icon" }}
    >
      {mounted ? <Icon name={mode === "dark" ? "sun" : "moon"} /> : <Icon name="moon" />}
    </button>
  );
}
