/**
 * Color theme: toggle, persistence (localStorage themeMode / darkModePreference / densityPreference),
 * toggling back to light after a dark reload (the theme-ui stale-stylesheet bug), the top bar's brand colors,
 * and the FIRST paint (head script only, Gatsby bundles blocked) following the system preference or a stored
 * choice. Two visits, each going through what a visitor meets in turn.
 */
import { test, expect } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { DARK_BG, LIGHT_BG, gotoHydrated, gotoOk, pageBackground, waitForHydration } from "./support/page";

const DARK_PAPER = "rgb(30, 30, 30)";

const KEYS = ["themeMode", "darkModePreference", "densityPreference"] as const;

async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...KEYS]);
}

async function isDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains("theme-ui-dark"));
}

async function expectMode(page: Page, mode: "light" | "dark") {
  const html = page.locator("html");
  if (mode === "dark") await expect(html).toHaveClass(/(^|\s)theme-ui-dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)theme-ui-dark(\s|$)/);
  await expect
    .poll(async () => (await pageBackground(page)).painted, { message: `painted background in ${mode}` })
    .toBe(mode === "dark" ? DARK_BG : LIGHT_BG);
  // body carries the theme background too (theme-ui root styles), so no light strip shows anywhere.
  await expect
    .poll(async () => (await pageBackground(page)).body)
    .toMatch(
      mode === "dark" ? /^rgb\(18, 18, 18\)$|^rgba\(0, 0, 0, 0\)$/ : /^rgb\(255, 255, 255\)$|^rgba\(0, 0, 0, 0\)$/,
    );
}

function toggle(page: Page, to: "light" | "dark") {
  return page.getByRole("banner").getByRole("button", { name: `Switch to ${to} mode` });
}

const LIGHT_BAR = "rgb(13, 71, 161)";
const DARK_BAR = "rgb(12, 52, 105)";

test("the toggle: light, dark and back, stored, kept across reloads and pages; the top bar keeps a brand blue", async ({
  page,
  expectNoPageErrors,
}) => {
  await gotoHydrated(page, "/");
  await expectMode(page, "light");
  const banner = page.getByRole("banner");
  await expect(banner).toHaveCSS("background-color", LIGHT_BAR);
  await expect(toggle(page, "dark")).toBeVisible();

  await toggle(page, "dark").click();
  await expectMode(page, "dark");
  await expect(toggle(page, "light")).toBeVisible();
  const stored = await storage(page);
  expect(stored.themeMode).toBe("dark");
  expect(stored.darkModePreference).toBe("true");
  expect(stored.densityPreference, "densityPreference is stored").toBeTruthy();
  // The top bar: a brand blue in dark too, never the dark paper.
  await expect(banner).toHaveCSS("background-color", DARK_BAR);
  await expect(banner).not.toHaveCSS("background-color", DARK_PAPER);
  // Keyboard focus on a bar link draws the bar's focus color (amber in dark), not the page's: Shift+Tab from the
  // toggle, which kept focus after the click, lands on the last link of the bar.
  await page.keyboard.press("Shift+Tab");
  const focused = page.locator(":focus-visible");
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => !!el.closest("header"))).toBe(true);
  await expect(focused).toHaveCSS("outline-color", "rgb(255, 183, 77)");

  // Dark after a reload; then toggling to light really turns the page light (the theme-ui stale sheet bug).
  await page.reload();
  await waitForHydration(page);
  await expectMode(page, "dark");
  const footer = page.getByRole("contentinfo");
  // Spec: dark paper is #1e1e1e (the footer is drawn on paper).
  await expect(footer).toHaveCSS("background-color", DARK_PAPER);
  await toggle(page, "light").click();
  await expectMode(page, "light");
  // Components follow the mode too, not only the canvas.
  await expect(footer).not.toHaveCSS("background-color", DARK_PAPER);
  const back = await storage(page);
  expect(back.themeMode).toBe("light");
  expect(back.darkModePreference).toBe("false");
  await page.reload();
  await expectMode(page, "light");

  // Dark across pages.
  await waitForHydration(page);
  await toggle(page, "dark").click();
  await expectMode(page, "dark");
  await gotoHydrated(page, "/about/");
  await expectMode(page, "dark");
  await expect(toggle(page, "light")).toBeVisible();
  expectNoPageErrors();
});

test.describe("first paint", () => {
  test.use({ colorScheme: "dark" });

  test("follows the system's dark, or a stored choice over the system's, before the page's scripts and after", async ({
    page,
  }) => {
    // OS dark, empty storage, Gatsby JS blocked: the head script alone paints #121212.
    const blocked: string[] = [];
    const block = () =>
      page.route("**/*.js", (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
    await block();
    await gotoOk(page, "/");
    await expect
      .poll(() => blocked.length, { message: "the Gatsby bundles were requested (and blocked)" })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.length), "storage starts empty").toBe(0);
    expect(await isDarkClass(page)).toBe(true);
    expect((await pageBackground(page)).painted).toBe(DARK_BG);
    // Not hydrated: the toggle is the server-rendered neutral button.
    await expect(page.locator("main h1")).toBeVisible();

    // With its scripts: stays dark after hydration and the toggle offers light.
    await page.unroute("**/*.js");
    await gotoHydrated(page, "/");
    await expectMode(page, "dark");
    await expect(toggle(page, "light")).toBeVisible();

    // A stored light choice wins over OS dark, before and after hydration.
    await page.evaluate(() => {
      localStorage.setItem("themeMode", "light");
      localStorage.setItem("darkModePreference", "false");
      localStorage.setItem("densityPreference", "comfortable");
    });
    await block();
    await gotoOk(page, "/");
    expect(await isDarkClass(page)).toBe(false);
    expect((await pageBackground(page)).painted).toBe(LIGHT_BG);
    await page.unroute("**/*.js");
    await gotoHydrated(page, "/about/");
    await expectMode(page, "light");

    // OS light, stored dark, Gatsby JS blocked: paints #121212.
    await page.evaluate(() => {
      localStorage.setItem("themeMode", "dark");
      localStorage.setItem("darkModePreference", "true");
    });
    await page.emulateMedia({ colorScheme: "light" });
    await block();
    await gotoOk(page, "/about/");
    expect(await isDarkClass(page)).toBe(true);
    expect((await pageBackground(page)).painted).toBe(DARK_BG);
  });
});
