/**
 * The browsers and devices Cognito tracks for the account, 60 at a time, as a calm list: this browser first, then
 * the most recently used, each with its name for people, when it was last used and whether it is remembered (a
 * remembered device may skip the MFA step), and the actions to remember, stop remembering or forget one. The
 * address each was last used from and the name it reported are there for whoever asks for them.
 */
import { useCallback, useEffect, useReducer, useState } from "react";
import type { AccountServices, Device } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { AccountSection } from "./AccountSection";
import { DeviceItem } from "./DeviceItem";
import { deviceLabel, devicesReducer, INITIAL_DEVICES, orderDevices } from "./accountLogic";
import { SECTIONS } from "./sections";
import { useAction } from "./useAction";

export function DevicesSection({ services }: { services: AccountServices }) {
  const action = useAction();
  const { run } = action;
  const [state, dispatch] = useReducer(devicesReducer, INITIAL_DEVICES);
  const [details, setDetails] = useState(false);

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

  const ready = state.status === "ready" && state.devices.length > 0;
  return (
    <AccountSection
      id={SECTIONS.devices.id}
      title="Devices"
      description={<p>Where your account signed in. A remembered device can skip the second sign-in step.</p>}
      action={
        ready && (
          <span sx={{ "& button": { color: "primary" } }}>
            <Button variant="ghost" aria-pressed={details} onClick={() => setDetails((shown) => !shown)}>
              Technical details
            </Button>
          </span>
        )
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
      {ready && (
        // Named unlike the section ("Devices"), so a search for that region by name finds only the section.
        <ul role="list" aria-label="Devices that signed in to your account" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {orderDevices(state.devices, state.currentKey).map((device) => (
            <DeviceItem
              key={device.key}
              device={device}
              current={device.key === state.currentKey}
              details={details}
              action={action}
              onRemember={(d, remembered) => void setRemembered(d, remembered)}
              onForget={(d) => void forget(d)}
            />
          ))}
        </ul>
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
