/**
 * One device in the account's device list: its name for people ("Chrome on Windows"), "This device" on this
 * browser's, when it was last used and whether it is remembered, its two actions, and, when asked for, the details
 * only a technical reader needs (the address it was last used from, the name it reported).
 */
import type { Device } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { deviceLabel, formatLastUsed } from "./accountLogic";
import type { SectionAction } from "./useAction";

export interface DeviceItemProps {
  device: Device;
  current: boolean;
  /** Show the IP address and the reported name. */
  details: boolean;
  action: SectionAction;
  onRemember: (device: Device, remembered: boolean) => void;
  onForget: (device: Device) => void;
}

export function DeviceItem({ device, current, details, action, onRemember, onForget }: DeviceItemProps) {
  const label = deviceLabel(device.name);
  const named = current ? `${label} (this device)` : label;
  return (
    <li sx={{ py: 3, borderTop: "1px solid", borderColor: "border", "&:first-of-type": { borderTop: "none", pt: 0 } }}>
      <div sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 3, rowGap: 1 }}>
        <div sx={{ flex: "1 1 14rem", minWidth: 0 }}>
          <p sx={{ m: 0, fontWeight: "bold" }}>
            {label}
            {current && (
              <span
                sx={{
                  ml: 2,
                  px: 2,
                  fontSize: 0,
                  border: "1px solid",
                  borderColor: "primary",
                  borderRadius: "round",
                  color: "primary",
                  whiteSpace: "nowrap",
                }}
              >
                This device
              </span>
            )}
          </p>
          <p sx={{ m: 0, color: "muted", fontSize: 1 }}>
            Last used {formatLastUsed(device.lastUsed)} · {device.remembered ? "Remembered" : "Not remembered"}
          </p>
        </div>
        {/* Quiet buttons in the link color: clearly actions, without a row of outlines down the list. */}
        <div sx={{ display: "flex", flexWrap: "wrap", gap: 1, "& button": { color: "primary" } }}>
          <Button
            variant="ghost"
            aria-label={`${device.remembered ? "Don't remember" : "Remember"} ${named}`}
            busy={action.isPending(`remember-${device.key}`)}
            disabled={action.busy}
            onClick={() => onRemember(device, !device.remembered)}
          >
            {device.remembered ? "Don't remember" : "Remember"}
          </Button>
          <Button
            variant="ghost"
            aria-label={`Forget ${named}`}
            busy={action.isPending(`forget-${device.key}`)}
            disabled={action.busy}
            onClick={() => onForget(device)}
          >
            Forget
          </Button>
        </div>
      </div>
      {details && (
        <dl
          sx={{
            display: "grid",
            gridTemplateColumns: "max-content minmax(0, 1fr)",
            columnGap: 3,
            mt: 2,
            mb: 0,
            fontSize: 1,
            color: "muted",
            dd: { m: 0, overflowWrap: "anywhere" },
          }}
        >
          <dt>IP address</dt>
          <dd>{device.lastIp || "Not recorded"}</dd>
          <dt>Reported name</dt>
          <dd>{device.name || "None"}</dd>
        </dl>
      )}
    </li>
  );
}
