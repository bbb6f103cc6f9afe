/** The Google stand-in's fixture accounts: Casey owns the seeded calendar, the other account's calendar is empty. */
import type { FixtureAccount } from "../kit/oauth";

export const GOOGLE_ACCOUNTS: FixtureAccount[] = [
  { id: "104857600000000000101", email: "casey.consultant@gmail.example", name: "Casey Consultant", ownsSeed: true },
  { id: "104857600000000000202", email: "someone.else@gmail.example", name: "Someone Else", ownsSeed: false },
];
