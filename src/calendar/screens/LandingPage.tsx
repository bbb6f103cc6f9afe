/** /unifiedtime/: what the tool does, how each calendar stands, and the cards to every part of it. */
import { Link } from "gatsby";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import PortalShell from "../../portal/PortalShell";
import { ToolTabs } from "./ToolTabs";
import CalendarCards from "../CalendarCards";
import { PROVIDERS } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";
import { routeOf } from "../routes";
import { useCalendarEnv } from "./CalendarEnv";
import { ConnectionStatus } from "./ConnectionStatus";
import { errorText } from "./errorText";
import { useLoad } from "./useLoad";

export function LandingPage({ purpose }: { purpose: string }) {
  const { api, timeZone } = useCalendarEnv();
  const { state, reload } = useLoad(() => api.connections(), [api]);
  const connections = state.data?.connections;
  return (
    <PortalShell tabs={<ToolTabs page="landing" />} title="UnifiedTime" lead={<p sx={{ m: 0 }}>{purpose}</p>}>
      <section aria-labelledby="ut-calendars" sx={{ mb: 5 }}>
        <h2 id="ut-calendars" sx={{ fontSize: 5 }}>
          Your calendars
        </h2>
        {state.status === "loading" && !state.data && <p role="status">Checking your calendar connections…</p>}
        {state.status === "error" && (
          <Alert tone="error" title="The connections could not be read">
            <p>{errorText(state.error)}</p>
            <Button variant="secondary" onClick={reload}>
              Try again
            </Button>
          </Alert>
        )}
        {connections && (
          <ul sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
            {PROVIDERS.map((provider) => (
              <li key={provider} sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
                <Link to={routeOf(provider)} sx={{ fontWeight: "bold", minWidth: 110 }}>
                  {PROVIDER_LABELS[provider]}
                </Link>
                <ConnectionStatus connection={connections[provider]} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ut-tools">
        <h2 id="ut-tools" sx={{ fontSize: 5 }}>
          Tools
        </h2>
        <CalendarCards keys={["msft", "google", "unified", "external"]} headingLevel={3} label="UnifiedTime tools" />
      </section>
    </PortalShell>
  );
}

export default LandingPage;
