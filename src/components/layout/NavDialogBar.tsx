import Icon from "../Icon";
import { HEADER_HEIGHT } from "./headerHeight";
import { popoverTarget } from "./popover";

/** The bar's strip in the bar's colors, so opening the menu does not flash to another palette. */
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
      <button
        type="button"
        aria-label="Close navigation menu"
        {...popoverTarget(dialogId, "hide")}
        sx={{ variant: "buttons.icon", width: 48, height: 48 }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
