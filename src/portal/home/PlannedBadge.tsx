/** "Planned": the mark of a portal area whose tools are not built yet, on the start page and the area's page. */

export default function PlannedBadge() {
  return (
    <span
      sx={{
        display: "inline-block",
        px: 2,
        border: "1px solid",
        borderColor: "inputBorder",
        borderRadius: "round",
        color: "muted",
        fontSize: 0,
        fontWeight: "bold",
        lineHeight: "20px",
        whiteSpace: "nowrap",
      }}
    >
      Planned
    </span>
  );
}
