/**
 * Partial results, said plainly: one banner per calendar whose data is missing from the answer (reconnect
 * needed, with the server's reason and a button that reconnects; the provider failed, with a link to that
 * calendar's page; or its year is still being read, with how far it got).
 */
import { Link } from "gatsby";
import { Alert } from "../../components/ui/Alert";
import { PROVIDERS, type ProviderId, type ProviderOutcome } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { routeOf } from "../routes";
import { ContinueReading } from "./ContinueReading";
import { ReconnectButton } from "./ReconnectButton";

export interface ProviderBannersProps {
  providers: Record<ProviderId, ProviderOutcome>;
  /** Set when the page stopped asking again by itself while a year is still being read. */
  onContinueReading?: () => void;
}

export function ProviderBanners({ providers, onContinueReading }: ProviderBannersProps) {
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
        if (outcome.state === "syncing") {
          return (
            <Alert key={provider} tone="info" title={`Reading your ${name} calendar`}>
              <p>
                {outcome.read.toLocaleString("en-US")} of this year's events from {name} ({outcome.account}) are read so
                far. A busy calendar takes a few moments the first time; its events appear here once all are read.
              </p>
              <ContinueReading onClick={onContinueReading} />
            </Alert>
          );
        }
        if (outcome.state === "ok" && outcome.catchingUp) {
          return (
            <Alert key={provider} tone="info" title={`Catching up with your ${name} calendar`}>
              <p>
                {outcome.catchingUp.read.toLocaleString("en-US")} changes from {name} ({outcome.account}) are read so
                far. Until all are read, this view shows the calendar as it was before them.
              </p>
              <ContinueReading onClick={onContinueReading} />
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
