/**
 * Footer (spec §2 Layout): e-mail and phone lines, four social links opening in a new tab with their titles,
 * three cloud-partner logos with alt text, the copyright with the current year, privacy and terms links.
 */
import { test, expect } from "./support/fixtures";
import { BRAND, site } from "./support/content";
import { gotoHydrated, gotoOk } from "./support/page";

const NETWORKS = [
  { network: "Instagram", host: /instagram\.com/ },
  { network: "Facebook", host: /facebook\.com/ },
  { network: "Twitter", host: /twitter\.com|x\.com/ },
  { network: "LinkedIn", host: /linkedin\.com/ },
] as const;

for (const route of ["/", "/contact/", "/plutus-payments/docs/"]) {
  test(`footer on ${route}`, async ({ page }) => {
    await gotoHydrated(page, route);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);

    // Contact lines.
    const mail = footer.locator(`a[href="mailto:${site.email}"]`);
    await expect(mail).toBeVisible();
    await expect(mail).toHaveText(site.email);
    const phone = footer.locator(`a[href="${site.phoneHref}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(site.phone);

    // Social links.
    for (const { network, host } of NETWORKS) {
      const title = `Connect with ${BRAND} on ${network}`;
      const link = footer.locator(`a[title="${title}"]`);
      await expect(link, title).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel, `${network} rel`).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      await expect(link).toHaveAttribute("href", host);
      await expect(link).toHaveAccessibleName(new RegExp(`${network}`));
    }

    // Cloud partner logos: three images with alt text, actually loaded.
    const logos = footer.locator("img");
    await expect(logos).toHaveCount(3);
    const alts = await logos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
    expect(alts.join(" | ")).toMatch(/Amazon Web Services|AWS/);
    expect(alts.join(" | ")).toMatch(/Azure|Microsoft/);
    expect(alts.join(" | ")).toMatch(/Google/);
    for (const alt of alts) expect(alt.trim().length).toBeGreaterThan(2);
    await logos.last().scrollIntoViewIfNeeded();
    for (const img of await logos.all()) {
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
          message: `logo ${await img.getAttribute("src")} loads`,
        })
        .toBe(true);
    }

    // Copyright with the current year, legal links.
    const year = new Date().getFullYear();
    await expect(footer).toContainText(new RegExp(`(©|Copyright)\\s*${year}`));
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions/",
    );
    await expect(footer.getByRole("link", { name: "Admin sign-in" })).toHaveAttribute("href", "/login/");
  });
}

test("footer legal link navigates", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL("/terms-and-conditions/");
  await expect(page.locator("main h1")).toHaveText("Terms and Conditions");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the footer is in the pre-rendered HTML", async ({ page }) => {
    await gotoOk(page, "/");
    await expect(page.locator('footer a[target="_blank"][title^="Connect with"]')).toHaveCount(4);
    await expect(page.locator("footer img[alt]")).toHaveCount(3);
  });
});
