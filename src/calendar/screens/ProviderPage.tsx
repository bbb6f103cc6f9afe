/**
 * /unifiedtime/microsoft/ and /unifiedtime/google/: whether the calendar is connected, as which account and when
 * it was last fetched, and Connect / Reconnect / Disconnect. Connecting leaves for the provider's consent page;
 * the callback comes back here with the outcome in the query, which is shown once and removed from the URL.
 */
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import PortalShell from "../../portal/PortalShell";
import { ToolTabs } from "./ToolTabs";
import { NextStepText } from "./NextStepText";
import CalendarCards from "../CalendarCards";
import type { CalendarCardKey } from "../cards";
import { connectErrorMessage } from "../../../core/calendar/connectErrors";
import { finishedResult, readCallbackResult, withoutCallbackResult, type CallbackResult } from "../callbackResult";
import type { Connection, ProviderId } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { routeOf } from "../routes";
import { useCalendarEnv } from "./CalendarEnv";
import { ConnectionStatus } from "./ConnectionStatus";
import { errorText } from "./errorText";
import { useLoad } from "./useLoad";

/** What disconnecting does at each provider: Google revokes a grant on request, Microsoft has no such call. */
const DISCONNECT_TEXT: Readonly<Record<ProviderId, string>> = {
  google:
    "UnifiedTime asks Google to revoke its access to your calendar and deletes the tokens it stored. Your events stay in Google Calendar; your overrides and locked quarters are kept.",
  microsoft:
    "UnifiedTime deletes the tokens it stored, so it can no longer read your calendar. Microsoft offers apps no way to revoke their own access: to remove it at Microsoft too, use 'Apps and services' in your Microsoft account's privacy settings. Your events stay in Outlook; your overrides and locked quarters are kept.",
};

export function ProviderPage({ provider }: { provider: ProviderId }) {
  const { api, navigate, timeZone } = useCalendarEnv();
  const name = PROVIDER_LABELS[provider];
  const { state, reload, set } = useLoad(() => api.connections(), [api]);
  const [callback, setCallback] = useState<CallbackResult | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"connect" | "disconnect" | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);

  // The callback's outcome: read once on arrival, then dropped from the URL. A connection the callback left to
  // finish is finished here, signed in, so it is stored for this user only (the server checks it started it).
  useEffect(() => {
    const found = readCallbackResult(window.location.search);
    if (!found) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${withoutCallbackResult(window.location.search)}${hash}`,
    );
    if (found.kind !== "finish") return setCallback(found);
    // Not canceled on unmount: the URL no longer says to finish, so this one call is the only chance.
    setFinishing(true);
    api.finishConnect(found.provider).then(
      (answer) => {
        setCallback(finishedResult(answer));
        setFinishing(false);
        reload();
      },
      (error: unknown) => {
        setResult({ tone: "error", text: errorText(error) });
        setFinishing(false);
      },
    );
  }, [api, reload]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const connect = async () => {
    setBusy("connect");
    setResult(null);
    try {
      const { authorizeUrl } = await api.connect({ provider, returnTo: routeOf(provider) });
      navigate(authorizeUrl);
    } catch (error) {
      setResult({ tone: "error", text: errorText(error) });
      setBusy(null);
    }
  };

  const disconnect = async () => {
    setBusy("disconnect");
    try {
      const answer = await api.disconnect(provider);
      set(answer);
      setConfirming(false);
      setCallback(null);
      setResult({ tone: "success", text: `${name} is disconnected and its stored tokens are deleted.` });
      statusRef.current?.focus();
    } catch (error) {
      setResult({ tone: "error", text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const connection: Connection | undefined = state.data?.connections[provider];
  const otherCard: CalendarCardKey = provider === "microsoft" ? "google" : "msft";

  return (
    <PortalShell
      tabs={<ToolTabs page={provider} />}
      title={`${name} Calendar`}
      lead={<p sx={{ m: 0 }}>Connect your {name} calendar so its events show up in UnifiedTime.</p>}
    >
      {finishing && <p role="status">Finishing the connection to {name}…</p>}
      {callback?.kind === "connected" && (
        <Alert
          tone="success"
          title={`${PROVIDER_LABELS[callback.provider]} is connected`}
          onDismiss={() => setCallback(null)}
        >
          <NextStepText connected={callback.provider} connections={state.data?.connections} />
        </Alert>
      )}
      {callback?.kind === "error" && (
        <Alert tone="error" title={`${name} could not be connected`} onDismiss={() => setCallback(null)}>
          <p>
            {connectErrorMessage(callback.code, name)} <span sx={{ color: "muted" }}>({callback.code})</span>
          </p>
        </Alert>
      )}
      <Card as="section" aria-labelledby="ut-connection">
        <h2 id="ut-connection" ref={statusRef} tabIndex={-1} sx={{ fontSize: 5, m: 0 }}>
          Connection
        </h2>
        {state.status === "loading" && !state.data && <p role="status">Checking the connection…</p>}
        {state.status === "error" && (
          <Alert tone="error" title="The connection could not be read">
            <p>{errorText(state.error)}</p>
            <Button variant="secondary" onClick={reload}>
              Try again
            </Button>
          </Alert>
        )}
        {result && (
          <Alert tone={result.tone} onDismiss={() => setResult(null)}>
            <p>{result.text}</p>
          </Alert>
        )}
        {connection && (
          <>
            <p sx={{ m: 0 }}>
              <ConnectionStatus connection={connection} timeZone={timeZone} />
            </p>
            {connection.state === "reconnect" && (
              <Alert tone="warning" title="Reconnect needed">
                <p>
                  {connection.message} Until you reconnect, {name} events are missing from the unified view and the
                  report.
                </p>
              </Alert>
            )}
            {confirming ? (
              <div
                ref={confirmRef}
                tabIndex={-1}
                role="group"
                aria-labelledby="ut-confirm-title"
                sx={{ border: "1px solid", borderColor: "secondary", borderRadius: "default", p: 3 }}
              >
                <p id="ut-confirm-title" sx={{ fontWeight: "bold", mt: 0 }}>
                  Disconnect {name}?
                </p>
                <p>{DISCONNECT_TEXT[provider]}</p>
                <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                  <Button variant="danger" busy={busy === "disconnect"} onClick={() => void disconnect()}>
                    Yes, disconnect {name}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                {connection.state === "not_connected" ? (
                  <Button busy={busy === "connect"} onClick={() => void connect()}>
                    Connect {name}
                  </Button>
                ) : (
                  <>
                    <Button
                      variant={connection.state === "reconnect" ? "primary" : "secondary"}
                      busy={busy === "connect"}
                      onClick={() => void connect()}
                    >
                      Reconnect {name}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirming(true)}>
                      Disconnect {name}
                    </Button>
                  </>
                )}
              </div>
            )}
          </>
        )}
      </Card>
      <section aria-labelledby="ut-more" sx={{ mt: 5 }}>
        <h2 id="ut-more" sx={{ fontSize: 5 }}>
          More in UnifiedTime
        </h2>
        <CalendarCards
          keys={["unified", "external", otherCard, "landing"]}
          headingLevel={3}
          label="UnifiedTime tools"
        />
      </section>
    </PortalShell>
  );
}

export default ProviderPage;
