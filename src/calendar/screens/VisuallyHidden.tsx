/** Text for screen readers only (e.g. which event a 'Details' button opens), kept off the visual layout. */
import React from "react";
import { visuallyHidden } from "../../theme/visuallyHidden";

export function VisuallyHidden({ children }: { children: React.ReactNode }) {
  return <span sx={visuallyHidden}>{children}</span>;
}

export default VisuallyHidden;
