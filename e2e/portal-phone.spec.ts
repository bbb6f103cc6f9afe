/**
 * Every portal and account page on a phone (375 px), in light and dark: nothing scrolls sideways and no text is cut
 * off (the areas that share the area page: one in the fast suite, all in test:full). The public pages get the same
 * checks in public-pages.spec.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { accountItem, adminItems, superAdminItems } from "../core/config/adminNav";
import { MOBILE, gotoHydrated } from "./support/page";
import { expectFitsPhone, settled } from "./support/pageChecks";
import { signInOnLoginPage } from "./support/signin";

test.use({ viewport: MOBILE });
test.describe.configure({ timeout: 120_000 });

// UnifiedTime's pages and views are swept on a phone with both calendars connected and a year of events
// (calendar.spec, e2e/support/calendarPhone.ts), which is more to fit than this user's empty ones.
const ROUTES = [...adminItems, ...superAdminItems, accountItem].map((item) => item.route);
// The fast suite: the portal's home, the areas with pages of their own, one of the areas that share the area page and
// the account page; `npm run test:full` the other areas too.
const SAMPLE = [
  "/admin/",
  "/unifiedtime/",
  "/crm/",
  "/admin/expenses/",
  "/admin/developer/",
  "/admin/users/",
  accountItem.route,
];

async function expectEachFitsPhone(page: Page, routes: string[]): Promise<void> {
  await signInOnLoginPage(page, "super.admin@example.com", "Sup3r-Admin!pass");
  for (const route of routes) {
    await gotoHydrated(page, route);
    await expect(page.locator("main h1").first(), route).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expectFitsPhone(page, route);
  }
}

test("the portal's pages fit a phone in light and dark", async ({ page }) => {
  await expectEachFitsPhone(page, SAMPLE);
});

test("the other areas fit a phone in light and dark", { tag: "@full" }, async ({ page }) => {
  await expectEachFitsPhone(
    page,
    ROUTES.filter((route) => !SAMPLE.includes(route)),
  );
});
