/**
 * A map pin before the title of an in-person event in the grids: the one thing a consultant scans a week for.
 * Drawn, not an emoji (a machine without an emoji font shows a box); hidden from screen readers, whose name for the
 * event already says "In person".
 */

export function InPersonMarker() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 12 16"
      width="0.75em"
      height="1em"
      sx={{ flex: "none", mr: "3px", verticalAlign: "-0.1em", fill: "currentColor" }}
    >
      <path d="M6 0a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6zm0 8.5A2.5 2.5 0 1 1 6 3.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

export default InPersonMarker;
