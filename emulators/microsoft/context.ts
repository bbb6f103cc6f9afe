/** What the Microsoft stand-in's routes share: the common OAuth context plus the seeded calendar. */
import type { OAuthContext } from "../kit/oauth";
import type { GraphSeed } from "./events";

export type MicrosoftContext = OAuthContext & { events: GraphSeed };
