/**
 * A way back from each provider error a real account meets, end to end against the stand-ins: the message in the
 * unified view's banner, its Reconnect button, the provider's consent page and a working connection after it.
 * Microsoft: an account without an Exchange Online mailbox; interaction_required on refresh (a conditional-access
 * or MFA change; consent_required and login_required take the same way back, and their messages are tested in
 * jest). Google: calendar access unticked on the consent page (refused at the callback), calendar access taken
 * from a grant (403 insufficientPermissions), and an app in testing whose refresh token ended after seven days.
 * Serial, on the stand-ins' second accounts, so calendar.spec.ts can run beside it on the seeded ones.
 *
 * interaction_required and insufficientPermissions (@full: `npm run test:full`) take the same way back from the
 * banner as the mailbox and the seven-day tests, which `npm test` runs; their sentences are in jest
 * (server/calendar/events-service.test.ts, the stand-ins' failures tests).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  consentAs,
  connectCalendar,
  devControl,
  expectConnected,
  newSignedInPage,
  PROVIDER_NAMES,
  type Provider,
} from "./support/calendar";
import { gotoHydrated } from "./support/page";
import { backdateConnections } from "./support/siteTable";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const MICROSOFT = "other.person@northwind.example";
const NO_MAILBOX = "no.mailbox@northwind.example";
const GOOGLE = "someone.else@gmail.example";
const CALENDAR_CHECKBOX = "See and download any calendar you can access using your Google Calendar";

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, request, baseURL }) => {
  ({ ctx: context, page } = await newSignedInPage(browser, request, baseURL));
});

test.afterAll(async ({ request }) => {
  await devControl(request, "microsoft", "failure", { account: MICROSOFT, failure: "none" });
  await devControl(request, "google", "failure", { account: GOOGLE, failure: "none" });
  await context?.close();
});

/**
 * The unified view names what went wrong for `provider` in its banner; its Reconnect button leads through the
 * consent page (as `account`) back to a working connection, and the banner is gone.
 */
async function reconnectFromBanner(provider: Provider, message: RegExp, account: string): Promise<void> {
  const name = PROVIDER_NAMES[provider];
  await gotoHydrated(page, "/unifiedtime/unified/");
  const banner = page.getByRole("status").filter({ hasText: `${name} calendar: reconnect needed` });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText(message);
  await banner.getByRole("button", { name: `Reconnect ${name}` }).click();
  await consentAs(page, provider, account);
  await expectConnected(page, provider, account);
  await expect(page.getByText("Reconnect needed", { exact: true })).toHaveCount(0);
  await gotoHydrated(page, "/unifiedtime/unified/");
  await expect(page.getByRole("status").filter({ hasText: /events? in / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${name} calendar: reconnect needed`)).toHaveCount(0);
}

test("a Microsoft account without a mailbox: the message, then Reconnect with another account", async () => {
  await connectCalendar(page, "microsoft", NO_MAILBOX);
  await reconnectFromBanner("microsoft", /has no Exchange Online mailbox/, MICROSOFT);
});

// One of Microsoft's three refusals on refresh end to end; each one's sentence, from the stand-in's answer
// (emulators/microsoft/tests/failures.test.ts) through the client (code-flow.test.ts) to the events service
// (events-service.test.ts), is in jest, and the way back from the banner is the same for all three.
test("Microsoft interaction_required on refresh: the message, Reconnect and a working connection @full", async ({
  request,
}) => {
  await devControl(request, "microsoft", "failure", { account: MICROSOFT, failure: "interaction_required" });
  await reconnectFromBanner("microsoft", /asks you to sign in again \(for example with a second factor\)/, MICROSOFT);
});

test("Google calendar access left unticked at consent is refused at the callback; ticked, it connects", async () => {
  await gotoHydrated(page, "/unifiedtime/google/");
  await page.getByRole("button", { name: "Connect Google" }).click();
  await consentAs(page, "google", GOOGLE, CALENDAR_CHECKBOX);
  await page.waitForURL(/\/unifiedtime\/google\//, { timeout: 15_000 });
  const refused = page.getByRole("alert").filter({ hasText: "Google could not be connected" });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toContainText("did not give access to your calendar");
  await expect(page.getByText("Not connected", { exact: true })).toBeVisible();
  await connectCalendar(page, "google", GOOGLE);
});

test("Google 403 insufficientPermissions: the message, Reconnect and a working connection @full", async ({
  request,
}) => {
  await devControl(request, "google", "failure", { account: GOOGLE, failure: "insufficient_permissions" });
  await reconnectFromBanner("google", /leave calendar access ticked/, GOOGLE);
});

test("a Google app in testing ends the connection after seven days: the message, Reconnect, connected", async ({
  request,
}) => {
  await devControl(request, "google", "failure", { account: GOOGLE, failure: "testing_app" });
  // A week passes, for Google and for the stored connection.
  await devControl(request, "google", "age", { account: GOOGLE, days: 8 });
  expect(await backdateConnections("google", GOOGLE, 8)).toBeGreaterThan(0);
  await reconnectFromBanner("google", /ended the connection 7 days after it was made/, GOOGLE);
});
