/**
 * The browsers and devices Cognito tracks for the account, 60 at a time: when each was last used, whether it is
 * remembered (a remembered device may skip the MFA step), and the actions to remember, stop remembering or forget
 * one. This browser's own device is marked.
 */
import React, { useCallback, useEffect, useReducer } from "react";
import type { AccountServices, Device } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import { AccountSection } from "./AccountSection";
import { deviceLabel, devicesReducer, formatLastUsed, INITIAL_DEVICES } from "./accountLogic";
import { useAction } from "./useAction";

const COLUMNS = ["Device", "Last used", "Status", "Actions"] as const;

export function DevicesSection({ services }: { services: AccountServices }) {
  const action = useAction();
  const { run } = action;
  const [state, dispatch] = useReducer(devicesReducer, INITIAL_DEVICES);

  const load = useCallback(async () => {
    const outcome = await run("load", () => Promise.all([services.listDevices(), services.currentDeviceKey()]));
    if (outcome.ok) dispatch({ type: "loaded", page: outcome.value[0], currentKey: outcome.value[1] });
    else dispatch({ type: "failed" });
  }, [run, services]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = async () => {
    const outcome = await run("more", () => services.listDevices(state.nextToken));
    if (outcome.ok) dispatch({ type: "more", page: outcome.value });
  };

  const setRemembered = async (device: Device, remembered: boolean) => {
    const label = deviceLabel(device.name);
    const outcome = await run(`remember-${device.key}`, () => services.setDeviceRemembered(device.key, remembered), {
      success: remembered ? `${label} is remembered` : `${label} is no longer remembered`,
    });
    if (outcome.ok) dispatch({ type: "remembered", key: device.key, remembered });
  };

  const forget = async (device: Device) => {
    const outcome = await run(`forget-${device.key}`, () => services.forgetDevice(device.key), {
      success: `${deviceLabel(device.name)} forgotten`,
    });
    if (outcome.ok) dispatch({ type: "forgotten", key: device.key });
  };

  return (
    <AccountSection
      title="Devices"
      description={
        <p>
          Browsers and devices that signed in to your account. A remembered device can skip the second sign-in step.
        </p>
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {state.status === "loading" && !action.result && <p sx={{ color: "muted", m: 0 }}>Loading devices…</p>}
      {state.status === "failed" && (
        <Button variant="secondary" busy={action.isPending("load")} onClick={() => void load()}>
          Try again
        </Button>
      )}
      {state.status === "ready" && state.devices.length === 0 && (
        <p sx={{ m: 0 }}>No devices are tracked for your account.</p>
      )}
      {state.status === "ready" && state.devices.length > 0 && (
        // Named unlike the section ("Devices"), so a search for that region by name finds only the section.
        <Table
          caption="Devices that signed in to your account"
          hideCaption
          columns={COLUMNS}
          scrollLabel="Device table (scrolls sideways on small screens)"
        >
          {state.devices.map((device) => {
            const label = deviceLabel(device.name);
            const current = device.key === state.currentKey;
            const named = current ? `${label} (this device)` : label;
            return (
              <tr key={device.key}>
                <th scope="row" sx={{ fontWeight: "body" }}>
                  <span title={device.name || undefined}>{label}</span>
                  {current && <strong sx={{ display: "block", fontSize: 0, color: "primary" }}>This device</strong>}
                </th>
                <td>
                  {formatLastUsed(device.lastUsed)}
                  {device.lastIp && (
                    <span sx={{ display: "block", color: "muted", fontSize: 0 }}>from {device.lastIp}</span>
                  )}
                </td>
                <td>{device.remembered ? "Remembered" : "Not remembered"}</td>
                <td>
                  <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                    <Button
                      variant="secondary"
                      aria-label={`${device.remembered ? "Don't remember" : "Remember"} ${named}`}
                      busy={action.isPending(`remember-${device.key}`)}
                      disabled={action.busy}
                      onClick={() => void setRemembered(device, !device.remembered)}
                    >
                      {device.remembered ? "Don't remember" : "Remember"}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Forget ${named}`}
                      busy={action.isPending(`forget-${device.key}`)}
                      disabled={action.busy}
                      onClick={() => void forget(device)}
                    >
                      Forget
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      {state.status === "ready" && state.nextToken && (
        <div sx={{ mt: 3 }}>
          <Button
            variant="secondary"
            busy={action.isPending("more")}
            disabled={action.busy}
            onClick={() => void loadMore()}
          >
            Load more
          </Button>
        </div>
      )}
    </AccountSection>
  );
}
