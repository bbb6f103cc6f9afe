/**
 * What to do after connecting a calendar, said where the connection is confirmed: the other calendar while it is
 * not connected (or needs reconnecting), else the two things the tool is for.
 */
import type { Connection, ProviderId } from "../../core/calendar/model";
import { PROVIDER_LABELS } from "../../core/calendar/labels";
import type { CalendarPage } from "./routes";

export interface NextStep {
  text: string;
  links: readonly { label: string; page: CalendarPage }[];
}

export function nextStepAfterConnecting(
  connected: ProviderId,
  connections: Readonly<Record<ProviderId, Connection>> | undefined,
): NextStep {
  const other: ProviderId = connected === "microsoft" ? "google" : "microsoft";
  const otherState = connections?.[other].state;
  if (otherState === "not_connected" || otherState === "reconnect") {
    const name = PROVIDER_LABELS[other];
    const verb = otherState === "reconnect" ? "Reconnect" : "Connect";
    return {
      text: `Its events now appear in the calendar and the in-person report. Next, ${verb.toLowerCase()} your ${name} calendar, so a meeting in both is counted once.`,
      links: [{ label: `${verb} ${name}`, page: other }],
    };
  }
  return {
    text: "Its events now appear in the calendar and the in-person report. Next, check this year's in-person meetings, or see your week.",
    links: [
      { label: "In-person meetings", page: "external" },
      { label: "Calendar", page: "unified" },
    ],
  };
}
