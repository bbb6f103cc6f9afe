/**
 * The loading screen of pages that wait for a session: a generic "Loading..." until mounted, so the server HTML and the
 * hydrating render agree; then a random theme whose message and color change with the elapsed time, and from 5 s
 * a "Time elapsed" line. Timing and copy live in loadingSteps.ts.
 */
import { useEffect, useRef, useState } from "react";
import { keyframes } from "@emotion/react";
import type { ThemeUIStyleObject } from "theme-ui";
import { TICK_MS, loadingView, pickTheme, visibleElapsed, type LoadingThemeName, type StepColor } from "./loadingSteps";

export interface LoadingScreenProps {
  /** What is loading, e.g. "Loading your calendars"; shown above the message. */
  label?: string;
  /** Source of randomness for the theme, like Math.random; tests pass a fixed one. Read once, on mount. */
  random?: () => number;
}

const pulse = keyframes({
  "0%, 80%, 100%": { opacity: 0.25, transform: "scale(0.7)" },
  "40%": { opacity: 1, transform: "scale(1)" },
});

/** The step's color in each mode: the dark value applies under theme-ui's `html.theme-ui-dark` class. */
function stepColorSx(color: StepColor | undefined): ThemeUIStyleObject {
  if (!color) return { color: "text" };
  return { color: color.light, "html.theme-ui-dark &": { color: color.dark } };
}

/** Three pulsing dots, CSS only, still under prefers-reduced-motion. Decorative: hidden from assistive tech. */
function Dots() {
  return (
    <span
      aria-hidden="true"
      data-testid="loading-dots"
      sx={{
        display: "inline-flex",
        gap: 2,
        "& > span": {
          width: 12,
          height: 12,
          borderRadius: "round",
          bg: "currentColor",
          animation: `${pulse} 1.4s ease-in-out infinite`,
        },
        "& > span:nth-of-type(2)": { animationDelay: "0.2s" },
        "& > span:nth-of-type(3)": { animationDelay: "0.4s" },
        "@media (prefers-reduced-motion: reduce)": {
          "& > span": { animation: "none", opacity: 1, transform: "none" },
        },
      }}
    >
      <span />
      <span />
      <span />
    </span>
  );
}

export function LoadingScreen({ label, random = Math.random }: LoadingScreenProps) {
  const randomRef = useRef(random);
  const [theme, setTheme] = useState<LoadingThemeName | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);

  // Effects do not run on the server, so the theme (and with it the first message) appears only after mount.
  useEffect(() => {
    setTheme(pickTheme(randomRef.current));
    setElapsedMs(0);
    const start = Date.now();
    // Same value between visible changes, so React skips those renders (each costs style work on slow phones).
    const id = window.setInterval(() => setElapsedMs(visibleElapsed(Date.now() - start)), TICK_MS);
    return () => window.clearInterval(id);
  }, []);

  const view = theme ? loadingView(theme, elapsedMs) : null;

  return (
    <div
      sx={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        px: 3,
        py: 5,
        textAlign: "center",
        color: "text",
      }}
    >
      <div sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 3, ...stepColorSx(view?.color) }}>
        <Dots />
        {label && <p sx={{ m: 0, color: "muted", fontSize: 2 }}>{label}</p>}
        {/* Only the message is live: it changes at most six times; the elapsed counter below stays silent. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          <p data-testid="loading-message" sx={{ m: 0, fontSize: [3, 4], fontWeight: "bold" }}>
            {view ? view.message : "Loading..."}
          </p>
        </div>
      </div>
      {view?.elapsed && <p sx={{ m: 0, color: "muted", fontVariantNumeric: "tabular-nums" }}>{view.elapsed}</p>}
    </div>
  );
}

export default LoadingScreen;
