/**
 * The listing contract both providers' clients implement: an async generator of pages, collected here into
 * FetchedEvents. Keeping pages as the unit lets incremental sync (Google syncToken, Graph delta) reuse the clients
 * later by yielding the sync token with the last page.
 */
import type { FetchedEvents } from "../provider";

export interface EventPage {
  items: unknown[];
  /** Retried requests behind this page. */
  retries: number;
}

/** More pages than a year of a busy calendar needs (200 × 250 events): beyond it, paging is assumed to loop. */
export const MAX_PAGES = 200;

export async function collectPages(pages: AsyncIterable<EventPage>): Promise<FetchedEvents> {
  const result: FetchedEvents = { items: [], pages: 0, retries: 0 };
  for await (const page of pages) {
    result.items.push(...page.items);
    result.pages += 1;
    result.retries += page.retries;
  }
  return result;
}

/** A plain object, for reading fields off a parsed JSON body. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
