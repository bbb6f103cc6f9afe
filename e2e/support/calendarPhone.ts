/**
 * Every calendar page and view of the signed-in user on a phone (375 px, mobile emulation, touch, DPR 2): no
 * sideways scroll, no text cut outside the grids (which cut each event to its box by design, its whole text in its
 * name), axe in light and dark. calendar.spec sweeps it with the seed, calendar-long-sync.spec with a busy year.
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { expect } from "./fixtures";
import { expectNoViolationsInBothSchemes } from "./axe";
import { MOBILE, gotoHydrated } from "./page";
import { expectFitsPhone, settled } from "./pageChecks";

/** The calendar's pages (its views are swept on the unified page after them). */
export const CALENDAR_PAGES = [
  "/unifiedtime/",
  "/unifiedtime/microsoft/",
  "/unifiedtime/google/",
  "/unifiedtime/external/",
];

/**
 * `answer`: the title of a meeting the review queue asks 'Were you there?' about, answered and undone on the phone
 * (the page must not move); the seed's state is left as it was. `pages`: the pages to sweep before the views (all of
 * them unless given).
 */
export async function sweepCalendarOnPhone(
  browser: Browser,
  signedIn: BrowserContext,
  options: { answer?: string; pages?: string[] } = {},
): Promise<void> {
  // The same user's session on a phone: touch, a mobile viewport and its device pixel ratio.
  const phone = await browser.newContext({
    storageState: await signedIn.storageState(),
    viewport: MOBILE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    timezoneId: "UTC",
    locale: "en-US",
  });
  const p = await phone.newPage();
  const fits = async (what: string, grid = false) => {
    await settled(p);
    await expectFitsPhone(p, what, { textCutByDesign: grid });
    await expectNoViolationsInBothSchemes(p, `${what} on a phone`);
  };
  try {
    for (const route of options.pages ?? CALENDAR_PAGES) {
      await gotoHydrated(p, route);
      await expect(p.getByRole("status").filter({ hasText: /^(Loading|Checking)/ })).toHaveCount(0, {
        timeout: 30_000,
      });
      // The report is drawn once both calendars have answered: its lines are what a phone must fit.
      if (route === "/unifiedtime/external/")
        await expect(p.getByTestId("report-totals")).toBeVisible({ timeout: 60_000 });
      await fits(route);
      if (route === "/unifiedtime/external/" && options.answer) {
        const present = p.getByRole("list", { name: /^Were you there\? \(\d+\)$/ });
        const item = present.locator("li[data-line-key]").filter({ hasText: options.answer }).first();
        const there = item.getByRole("button", { name: "I was there" });
        await there.scrollIntoViewIfNeeded();
        const scrolled = await p.evaluate(() => window.scrollY);
        await there.tap();
        await expect(present.getByText(`Answered: You were at "${options.answer}".`)).toBeVisible({ timeout: 15_000 });
        expect(await p.evaluate(() => window.scrollY)).toBe(scrolled);
        await present.getByRole("button", { name: `Undo: ${options.answer}` }).tap();
        await expect(there).toBeVisible({ timeout: 15_000 });
        expect(await p.evaluate(() => window.scrollY)).toBe(scrolled);
      }
    }
    await gotoHydrated(p, "/unifiedtime/unified/");
    for (const view of ["Day", "Week", "Month", "List"]) {
      await p.getByRole("button", { name: view, exact: true }).click();
      await expect(p.getByRole("button", { name: view, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(p.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
      await fits(`the unified ${view} view`, view !== "List");
    }
  } finally {
    await phone.close();
  }
}
