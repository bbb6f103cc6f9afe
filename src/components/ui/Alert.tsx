/**
 * A message block: errors are announced at once (role alert), other tones politely (role status).
 * With `onDismiss` it gets a close button. `announce={false}` drops the role, for an alert placed inside a live
 * region that is already on the page (a region added together with its text is often not announced).
 */
import React from "react";
import { SvgIcon } from "../Icon";

export type AlertTone = "error" | "success" | "warning" | "info";

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: React.ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  announce?: boolean;
}

export function Alert({
  tone = "info",
  title,
  children,
  onDismiss,
  dismissLabel = "Dismiss",
  announce = true,
}: AlertProps) {
  return (
    <div
      role={announce ? (tone === "error" ? "alert" : "status") : undefined}
      sx={{
        // The shorthand first: after the variant it would reset the tone's border color to the text color.
        borderLeft: "4px solid",
        variant: `alerts.${tone}`,
        display: "flex",
        alignItems: "flex-start",
        gap: 2,
        bg: "paper",
        color: "text",
        borderRadius: "default",
        px: 3,
        py: 2,
        mb: 3,
      }}
    >
      <div sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        {title && <p sx={{ fontWeight: "bold", m: 0 }}>{title}</p>}
        <div sx={{ "& > p": { m: 0 } }}>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          sx={{ variant: "buttons.icon", width: 32, height: 32 }}
        >
          <SvgIcon size={18}>
            <line x1="18" y1="6" x2="6" y2="18" />
            <line x1="6" y1="6" x2="18" y2="18" />
          </SvgIcon>
        </button>
      )}
    </div>
  );
}

export default Alert;
