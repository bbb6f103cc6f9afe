/** A small label (a source, a class, 'overridden'): theme colors only, its meaning in words, not color alone. */
import React from "react";

export type ChipTone = "neutral" | "primary" | "success" | "warning" | "danger";

const BORDER: Readonly<Record<ChipTone, string>> = {
  neutral: "border",
  primary: "primary",
  success: "success",
  warning: "warning",
  danger: "secondary",
};

export function Chip({ tone = "neutral", children }: { tone?: ChipTone; children: React.ReactNode }) {
  return (
    <span
      sx={{
        display: "inline-block",
        px: 2,
        py: "1px",
        fontSize: 1,
        lineHeight: 1.5,
        whiteSpace: "nowrap",
        color: "text",
        bg: "paper",
        border: "1px solid",
        borderColor: BORDER[tone],
        borderRadius: "round",
      }}
    >
      {children}
    </span>
  );
}

export default Chip;
