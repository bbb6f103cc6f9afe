/** An event's addresses, each with a link that opens it on a map (a new tab; the Maps app on a phone). */
import type { UnifiedEvent } from "../../../core/calendar/model";
import { eventAddresses, mapSearchUrl } from "../../../core/calendar/mapLink";

export function EventMapLinks({ event }: { event: UnifiedEvent }) {
  const addresses = eventAddresses(event);
  if (addresses.length === 0) return null;
  return (
    <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1, fontSize: 1 }}>
      {addresses.map((address) => (
        <li key={address}>
          {address}{" "}
          <a
            href={mapSearchUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Show on a map: ${address} (new tab)`}
          >
            Show on a map
          </a>
        </li>
      ))}
    </ul>
  );
}

export default EventMapLinks;
