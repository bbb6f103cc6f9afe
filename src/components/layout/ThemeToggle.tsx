import { useEffect } from "react";
import { useMounted } from "../useMounted";
import Icon from "../Icon";
import { themeStore, useThemeState } from "../../theme/themeStore";
import { modeChosen } from "../../theme/themeState";
import { THEME_TOGGLE_ATTRIBUTE, documentMode } from "../../theme/colorMode";

/**
 * The mode is only known in the browser, so the server renders a neutral button and the label/icon appear after
 * mount (no hydration mismatch for dark-mode visitors). Until the page runs, the head script answers a tap on it
 * (colorMode.ts), so the toggle reads the mode from the page, which is always what the visitor sees.
 */
export default function ThemeToggle() {
  const { mode } = useThemeState();
  const mounted = useMounted();
  const next = mode === "dark" ? "light" : "dark";

  // A tap the head script answered while the page was starting: the store follows the page.
  useEffect(() => {
    const shown = documentMode(document);
    if (shown !== themeStore().getState().mode) themeStore().dispatch(modeChosen(shown));
    // Once, at mount: later changes go through the store.
  }, []);

  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
      aria-label={mounted ? `Switch to ${next} mode` : "Switch color theme"}
      title={mounted ? `Switch to ${next} mode` : undefined}
      onClick={(e) => {
        e.preventDefault(); // handled: the head script's handler leaves it alone
        themeStore().dispatch(modeChosen(documentMode(document) === "dark" ? "light" : "dark"));
      }}
      sx={{ variant: "buttons.icon" }}
    >
      {mounted ? <Icon name={mode === "dark" ? "sun" : "moon"} /> : <Icon name="moon" />}
    </button>
  );
}
