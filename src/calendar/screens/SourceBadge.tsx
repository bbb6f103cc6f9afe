/** Which calendar an event comes from: 'Google', 'Microsoft', or 'Google + Microsoft' for a merged meeting. */
import type { UnifiedEvent } from "../../../core/calendar/model";
import { sourcesLabel } from "../../../core/calendar/labels";
import { Chip } from "./Chip";

export function SourceBadge({ event }: { event: Pick<UnifiedEvent, "sources"> }) {
  const label = sourcesLabel(event);
  return (
    <span data-testid="source-badge">
      <Chip tone={event.sources.length > 1 ? "primary" : "neutral"}>{label}</Chip>
    </span>
  );
}

export default SourceBadge;
