/** What the Microsoft stand-in's routes share: the common OAuth context, the seeded calendar and its change history. */
import type { OAuthContext } from "../kit/oauth";
import type { GraphSeed } from "./events";
import type { GraphChangeLog } from "./sync-history";

export type MicrosoftContext = OAuthContext & {
  events: GraphSeed;
  history: GraphChangeLog;
  /** The status an expired delta state is refused with (MicrosoftStandInOptions.expiredDeltaStatus). */
  expiredDeltaStatus: 400 | 410;
  /** Whether a first delta round sends the master of a series that began before its window. */
  mastersBeforeWindow: MastersBeforeWindow;
  /** Whether links in HTML bodies come wrapped in Defender Safe Links (safe-links.ts). */
  safeLinks: SafeLinks;
};

/** "omitted": as Graph, a series that began before the window comes as its occurrences alone. */
export type MastersBeforeWindow = "omitted" | "sent";

/** "rewrite": as a tenant with Microsoft Defender's Safe Links, links in HTML bodies are wrapped; "off": as seeded. */
export type SafeLinks = "rewrite" | "off";
