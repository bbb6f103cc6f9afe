import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import Icon from "../Icon";
import { HEADER_HEIGHT } from "./headerHeight";
import { popoverTarget } from "./popover";

const closeSx: ThemeUIStyleObject = {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  p: 0,
  border: "none",
  bg: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  borderRadius: "default",
  "&:hover, &:focus-visible": { bg: "rgba(255,255,255,0.12)" },
};

/** The bar's strip in the bar's colours, so opening the menu does not flash to another palette. */
export default function NavDialogBar({ title, dialogId }: { title: string; dialogId: string }) {
  return (
    <div
      data-brand-surface=""
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        px: 3,
        height: HEADER_HEIGHT,
        flexShrink: 0,
        bg: "headerBg",
        color: "headerText",
      }}
    >
      <span sx={{ fontWeight: "bold", fontSize: 3 }}>{title}</span>
      <button type="button" aria-label="Close navigation menu" {...popoverTarget(dialogId, "hide")} sx={closeSx}>
        <Icon name="close" />
      </button>
    </div>
  );
}
