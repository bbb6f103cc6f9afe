/**
 * The label beside a company fact whose content has `placeholder: true` (a sample quote, client, certificate or
 * office): small and muted so the page still reads as designed, but text, so screen readers say it too. Never
 * leave a sample unlabeled: a visitor would take it for a real client's word (docs/content-editing.md).
 */
export default function SampleLabel({ what = "Sample" }: { what?: string }) {
  return (
    <span
      sx={{
        display: "inline-block",
        verticalAlign: "middle",
        ml: 2,
        px: "6px",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "small",
        color: "muted",
        fontSize: 0,
        fontWeight: "bold",
        lineHeight: 1.6,
        letterSpacing: "0.06em",
        textTransform: "uppercase",
        whiteSpace: "nowrap",
      }}
    >
      {what}
    </span>
  );
}
