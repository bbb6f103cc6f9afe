/**
 * The places of an event a map can find, and the link that opens one: the addresses and named places (a hotel, a
 * restaurant) the rules read from its locations, never a room's or a meeting service's name. The link is Google
 * Maps' documented search URL (developers.google.com/maps/documentation/urls), which opens the Maps app on a
 * phone and the site elsewhere.
 */
import type { UnifiedEvent } from "./model";

const MAPPABLE = new Set(["street-address", "named-place"]);

/** The event's addresses, each once, in the order the calendar lists them. */
export function eventAddresses(event: Pick<UnifiedEvent, "signals">): string[] {
  const found: string[] = [];
  for (const signal of event.signals) {
    const text = signal.detail?.trim();
    if (signal.kind !== "physical" || !MAPPABLE.has(signal.code) || !text) continue;
    if (!found.some((known) => known.toLowerCase() === text.toLowerCase())) found.push(text);
  }
  return found;
}

export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, " ").trim())}`;
}
