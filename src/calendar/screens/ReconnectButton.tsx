/**
 * 'Reconnect <provider>' where a calendar's data is missing: it starts the provider's consent at once, and the
 * provider brings the user back to that calendar's page, which finishes the connection (ProviderPage).
 */
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import type { ProviderId } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { routeOf } from "../routes";
import { useCalendarEnv } from "./CalendarEnv";
import { errorText } from "./errorText";

export function ReconnectButton({ provider }: { provider: ProviderId }) {
  const { api, navigate } = useCalendarEnv();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reconnect = async () => {
    setBusy(true);
    setError(null);
    try {
      const { authorizeUrl } = await api.connect({ provider, returnTo: routeOf(provider) });
      navigate(authorizeUrl);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <>
      <Button busy={busy} onClick={() => void reconnect()}>
        Reconnect {PROVIDER_LABELS[provider]}
      </Button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

export default ReconnectButton;
