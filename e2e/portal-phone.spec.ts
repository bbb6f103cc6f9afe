/**
 * Every portal and account page on a phone (375 px), in light and dark: nothing scrolls sideways and no text is cut off.
 * The public pages get the same checks in public-pages.spec.
 */
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

test("every portal, account and UnifiedTime page fits a phone in light and dark", async ({ page }) => {
  await signInOnLoginPage(page, "super.admin@example.com", "Sup3r-Admin!pass");
  for (const route of ROUTES) {
    await gotoHydrated(page, route);
    await expect(page.locator("main h1").first(), route).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expectFitsPhone(page, route);
  }
});
