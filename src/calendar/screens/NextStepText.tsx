/** After a calendar is connected: what it changed, and the next step, with links to it. */
import { Link } from "gatsby";
import type { Connection, ProviderId } from "../../../core/calendar/model";
import { nextStepAfterConnecting } from "../nextStep";
import { routeOf } from "../routes";

export function NextStepText({
  connected,
  connections,
}: {
  connected: ProviderId;
  connections: Readonly<Record<ProviderId, Connection>> | undefined;
}) {
  const step = nextStepAfterConnecting(connected, connections);
  return (
    <>
      <p>{step.text}</p>
      <p sx={{ display: "flex", flexWrap: "wrap", gap: 3, mb: 0 }}>
        {step.links.map((link) => (
          <Link key={link.page} to={routeOf(link.page)} sx={{ fontWeight: "bold" }}>
            {link.label}
          </Link>
        ))}
      </p>
    </>
  );
}

export default NextStepText;
