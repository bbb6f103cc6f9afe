/**
 * /unifiedtime/ and its card pages. The calendar tool itself (connections, the unified view, the attendance
 * list) is later work: the landing shows its cards and each card's page says plainly that it is not there yet.
 */
import React from "react";
import { Alert } from "../components/ui/Alert";
import CalendarCards from "../calendar/CalendarCards";
import { CALENDAR_CARDS, type CalendarCard } from "../calendar/cards";
import { normalizePath, type PortalArea } from "./areas";
import PortalShell from "./PortalShell";

const NOT_YET = "Calendar connections are not available yet: this part of UnifiedTime comes with the calendar tool.";

/** The card whose page this path is (not the landing), if any. */
export function calendarCardFor(path: string): CalendarCard | undefined {
  const normalized = normalizePath(path);
  return Object.values(CALENDAR_CARDS).find((card) => card.key !== "landing" && card.route === normalized);
}

export function UnifiedTimeCardPage({ card }: { card: CalendarCard }) {
  return (
    <PortalShell title={card.title} lead={<p sx={{ m: 0 }}>{card.description}</p>}>
      <Alert tone="info" title="Not available yet">
        <p>{NOT_YET}</p>
      </Alert>
      <CalendarCards keys={["landing"]} label="UnifiedTime" />
    </PortalShell>
  );
}

export default function UnifiedTimeLanding({ area }: { area: PortalArea }) {
  return (
    <PortalShell title="UnifiedTime" lead={<p sx={{ m: 0 }}>{area.purpose}</p>}>
      <Alert tone="info" title="Coming with the calendar tool">
        <p>{NOT_YET}</p>
      </Alert>
      <CalendarCards keys={["msft", "google", "unified", "external"]} label="UnifiedTime tools" />
    </PortalShell>
  );
}
