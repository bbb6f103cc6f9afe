/**
 * Partial results, said plainly: one banner per calendar whose data is missing from the answer (reconnect
 * needed, with the server's reason and a button that reconnects; or the provider failed, with a link to that
 * calendar's page).
 */
import React from "react";
import { Link } from "gatsby";
import { Alert } from "../../components/ui/Alert";
import { PROVIDERS, type ProviderId, type ProviderOutcome } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { routeOf } from "../routes";
import { ReconnectButton } from "./ReconnectButton";

export function ProviderBanners({ providers }: { providers: Record<ProviderId, ProviderOutcome> }) {
  const notConnected = PROVIDERS.filter((p) => providers[p].state === "not_connected");
  return (
    <>
      {PROVIDERS.map((provider) => {
        const outcome = providers[provider];
        const name = PROVIDER_LABELS[provider];
        if (outcome.state === "reconnect") {
          return (
            <Alert key={provider} tone="warning" title={`${name} calendar: reconnect needed`}>
              <p>
                Events from {name} ({outcome.account}) are missing: {outcome.message}
              </p>
              <ReconnectButton provider={provider} />
            </Alert>
          );
        }
        if (outcome.state === "error") {
          return (
            <Alert key={provider} tone="error" title={`${name} calendar could not be read`}>
              <p>
                Events from {name} ({outcome.account}) are missing from this view: {outcome.message}{" "}
                <Link to={routeOf(provider)}>Open the {name} page</Link>
              </p>
            </Alert>
          );
        }
        return null;
      })}
      {notConnected.length === PROVIDERS.length ? (
        <Alert tone="info" title="No calendar connected yet">
          <p>
            Connect <Link to={routeOf("microsoft")}>Microsoft</Link> or <Link to={routeOf("google")}>Google</Link> to
            see your events here.
          </p>
        </Alert>
      ) : (
        notConnected.map((provider) => (
          <Alert key={provider} tone="info" title={`${PROVIDER_LABELS[provider]} is not connected`}>
            <p>
              Only your other calendar is shown. <Link to={routeOf(provider)}>Connect {PROVIDER_LABELS[provider]}</Link>
            </p>
          </Alert>
        ))
      )}
    </>
  );
}

export default ProviderBanners;
