/**
 * A visitor on a slow phone taps the header as soon as the page shows: Chromium at 375 px with DevTools' Slow 4G
 * (562.5 ms latency, 1.44 Mbit/s) and a 4x slower CPU. On home, a docs page and (test:full) an offering, the first
 * tap on the menu button opens the navigation and the first tap on the theme toggle switches the theme, before the
 * page's scripts have run (they are held until then, and the page has not hydrated), the menu with its call to
 * action and phone number; then hydration takes the header over without a second tap. With JavaScript off the
 * navigation works the same and the toggle, which could not, is not shown.
 */
import { test, expect } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { MOBILE } from "./support/page";
import { offeringPages } from "./support/content";
import { offer, site } from "../core/config/site";

const PAGES = [
  { name: "home", route: "/", menu: "Open navigation menu", opens: { role: "dialog", name: "Navigation" } },
  {
    name: "an offering",
    route: offeringPages()[0]!.route,
    menu: "Open navigation menu",
    opens: { role: "dialog", name: "Navigation" },
  },
  {
    name: "a docs page",
    route: "/plutus-payments/docs/getting-started/",
    menu: "Menu",
    opens: { role: "navigation", name: "Plutus Payments documentation" },
  },
] as const;

type Opened = (typeof PAGES)[number]["opens"];

/** Records the first contentful paint (whether the page has hydrated: committed()). */
const PROBE = () => {
  const w = window as unknown as { __fcp: number | null };
  w.__fcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
};

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Opens `route` and returns once its first contentful paint is on screen, with the page's scripts held back until
 * `release` is called: on a busy machine the test's own steps can take longer than the scripts take to arrive, and
 * the taps must land before them.
 */
async function firstPaint(page: Page, route: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (request) => {
    await released;
    await request.continue();
  });
  await page.addInitScript(PROBE);
  await throttle(page);
  await page.goto(route, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { __fcp: number | null }).__fcp !== null, null, {
    polling: 20,
  });
  return { release };
}

/** Whether the page has hydrated (gatsby-browser.tsx marks <html data-hydrated>), or null while it has not. */
const committed = (page: Page) =>
  page.evaluate(() => (document.documentElement.hasAttribute("data-hydrated") ? true : null));
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("theme-ui-dark"));

function opened(page: Page, opens: Opened) {
  return page.getByRole(opens.role, { name: opens.name });
}

/** Closes what the menu button opened, as a visitor would (Escape works for both). */
async function close(page: Page, opens: Opened) {
  await page.keyboard.press("Escape");
  await expect(opened(page, opens)).toBeHidden();
}

test.describe("the first tap on a throttled phone", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  for (const p of PAGES) {
    // An offering has home's header on a plainer page: `npm run test:full` only.
    const tag = p.name === "an offering" ? ["@full"] : [];
    test(
      `${p.name}: the menu and the theme toggle answer before the page's scripts, and after them`,
      { tag },
      async ({ page, expectNoPageErrors }) => {
        test.setTimeout(60_000);
        const scripts = await firstPaint(page, p.route);
        await page.getByRole("button", { name: p.menu, exact: true }).tap();
        await expect(opened(page, p.opens), "the first tap opened the navigation").toBeVisible({ timeout: 1_000 });
        if (p.opens.role === "dialog") {
          // The call to action and the phone number are in the menu from the first paint.
          await expect(opened(page, p.opens).getByRole("link", { name: `Call ${site.phone}` })).toBeVisible();
          await expect(opened(page, p.opens).getByRole("link", { name: offer.shortAction })).toBeVisible();
        }
        await close(page, p.opens);
        const dark = await isDark(page);
        await page.getByRole("button", { name: /Switch (color theme|to (dark|light) mode)/ }).tap();
        await expect.poll(() => isDark(page), "the first tap switched the theme").toBe(!dark);
        expect(await committed(page), "both taps landed before the page had hydrated").toBeNull();
        scripts.release();

        // Hydration takes over: the theme is still the one chosen, the toggle offers the other, one tap works.
        await expect.poll(() => committed(page), { timeout: 30_000 }).not.toBeNull();
        expect(await isDark(page), "hydration kept the chosen theme").toBe(!dark);
        await expect(page.getByRole("button", { name: `Switch to ${dark ? "dark" : "light"} mode` })).toBeVisible();
        await page.getByRole("button", { name: p.menu, exact: true }).tap();
        await expect(opened(page, p.opens)).toBeVisible({ timeout: 1_000 });
        await close(page, p.opens);
        expectNoPageErrors();
      },
    );
  }
});

test.describe("with JavaScript off", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true, javaScriptEnabled: false });

  test("home, an offering and a docs page: the navigation opens and closes, and no theme toggle is offered", async ({
    page,
  }) => {
    for (const p of PAGES) {
      await page.goto(p.route);
      await expect(page.getByRole("button", { name: /Switch (color theme|to (dark|light) mode)/ })).toHaveCount(0);
      await page.getByRole("button", { name: p.menu, exact: true }).tap();
      await expect(opened(page, p.opens), p.name).toBeVisible();
      if (p.opens.role === "dialog") {
        // The submenus and their Back control are HTML too.
        const dialog = opened(page, p.opens);
        await dialog.getByRole("button", { name: "Services" }).tap();
        const offering = offeringPages()[1]!;
        await expect(dialog.locator(`a[href="${offering.route}"]`)).toBeVisible();
        await dialog.getByRole("button", { name: "Back" }).tap();
        await expect(dialog.getByRole("link", { name: "About Us", exact: true })).toBeVisible();
        await dialog.getByRole("button", { name: "Close navigation menu" }).tap();
      } else {
        await opened(page, p.opens).getByRole("button", { name: "Close documentation menu" }).tap();
      }
      await expect(opened(page, p.opens), p.name).toBeHidden();
    }
  });
});
