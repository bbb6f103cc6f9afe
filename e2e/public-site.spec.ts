/**
 * Unknown paths get a real 404 with the site's not-found page. Every page's own checks, one visit each:
 * public-pages.spec; the first tap on a throttled phone: first-tap.spec.
 */
import { test, expect } from "./support/fixtures";
import { BRAND } from "./support/content";

test("an unknown path answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("h1")).toHaveText(/not found|404/i);
  await expect(page).toHaveTitle(`Page not found | ${BRAND}`);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});
