/** How far the calendars behind an answer were read: still reading (figures would count part of a year), or missing. */
import { PROVIDERS, type EventsResponse, type ProviderId } from "./model";

/** A calendar whose year, or whose latest round of changes, is still being read. */
export function stillReading(answer: Pick<EventsResponse, "providers">): boolean {
  return PROVIDERS.some((provider) => {
    const outcome = answer.providers[provider];
    return outcome.state === "syncing" || (outcome.state === "ok" && outcome.catchingUp !== undefined);
  });
}

/** Connected calendars whose events the answer lacks (a reconnect is needed, or the service failed). */
export function missingCalendars(answer: Pick<EventsResponse, "providers">): ProviderId[] {
  return PROVIDERS.filter((p) => answer.providers[p].state === "reconnect" || answer.providers[p].state === "error");
}
