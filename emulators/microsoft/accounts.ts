/**
 * The Microsoft stand-in's fixture accounts and tenant: Casey owns the seeded calendar, the second's is empty, the
 * third has no Exchange Online mailbox (Graph's calendar calls answer 404 MailboxNotEnabledForRESTAPI).
 */
import type { FixtureAccount } from "../kit/oauth";

/** The directory (tenant) id the fixture accounts live in; id_tokens carry it as `tid`. */
export const MICROSOFT_TENANT_ID = "5b2e0f3c-8a41-4d6e-9f17-3c0a2b9d4e61";

export const MICROSOFT_ACCOUNTS: FixtureAccount[] = [
  {
    id: "7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34",
    email: "consultant@northwind.example",
    name: "Casey Consultant",
    ownsSeed: true,
  },
  {
    id: "c2d9e7a1-58f0-4b3c-a6d2-91e4b0f7c825",
    email: "other.person@northwind.example",
    name: "Other Person",
    ownsSeed: false,
  },
  {
    id: "0e6b3d94-1f27-4c8a-b5e0-7d2a9c4f6b13",
    email: "no.mailbox@northwind.example",
    name: "Mailbox-less User",
    ownsSeed: false,
    noMailbox: true,
  },
];

/** The account's default calendar id (an opaque Exchange-looking id, stable per account). */
export function calendarIdOf(accountId: string): string {
  return `AAMkAGI2${Buffer.from(accountId).toString("base64url")}AAA=`;
}
