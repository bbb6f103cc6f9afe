/**
 * What the Google stand-in's routes share: the common OAuth context, the seeded calendar, its change history (for
 * syncToken) and the list switches.
 */
import type { OAuthContext } from "../kit/oauth";
import type { GoogleSeed } from "./events";
import type { GoogleChangeLog } from "./sync-history";

export interface GoogleSettings {
  /** events.list without eventTypes: "all" types (Google's guide) or the discovery document's default set. */
  eventTypesDefault: "all" | "discovery";
  /** Pages come back short (the first one empty) while nextPageToken is still set, as Google allows. */
  shortPages: boolean;
}

export type GoogleContext = OAuthContext & { events: GoogleSeed; settings: GoogleSettings; history: GoogleChangeLog };
