/** Text for screen readers only (e.g. which event a 'Details' button opens), kept off the visual layout. */
import React from "react";

export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return (
    <span
      sx={{
        position: "absolute",
        width: 1,
        height: 1,
        p: 0,
        m: -1,
        overflow: "hidden",
        clip: "rect(0 0 0 0)",
        whiteSpace: "nowrap",
        border: 0,
      }}
    >
      {children}
    </span>
  );
}

export default VisuallyHidden;
