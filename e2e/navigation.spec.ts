/**
 * Desktop menus (1280 px) and the full-screen mobile navigation dialog (375 px), each in one visit that goes
 * through everything a visitor does with them, ending on the pages they lead to; the breakpoint between the two;
 * the bar's call to action fitting beside the menus at 1024, 1200 and 1280 px, and on a phone the call to action
 * and the phone number in the dialog; the footer's legal link.
 */
import { test, expect } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { offeringPages, products } from "./support/content";
import { DESKTOP, MOBILE, activeElementDescription, controlledBy, gotoHydrated } from "./support/page";
import { offer, site } from "../core/config/site";

const offerings = offeringPages();

function mainNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

function barAction(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: offer.shortAction, exact: true });
}

/**
 * The bar's visible controls, left to right, each with its box: none may overlap the next or reach past the bar's
 * edges, and the page must not be wider than the window.
 */
async function expectBarFits(page: Page, width: number) {
  const layout = await page.evaluate(() => {
    const bar = document.querySelector("header")!;
    const boxes = [...bar.querySelectorAll(":scope > div > *")]
      .map((el) => ({
        name: el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName,
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0)
      .map(({ name, box }) => ({ name, left: Math.round(box.left), right: Math.round(box.right) }));
    return { boxes, page: document.documentElement.scrollWidth, bar: bar.getBoundingClientRect().width };
  });
  const problems: string[] = [];
  if (layout.page > width) problems.push(`the page is ${layout.page} px wide`);
  layout.boxes.forEach((b, i) => {
    if (b.left < 0 || b.right > layout.bar) problems.push(`${b.name} at ${b.left}-${b.right} px`);
    const next = layout.boxes[i + 1];
    if (next && b.right > next.left)
      problems.push(`${b.name} (to ${b.right} px) overlaps ${next.name} (from ${next.left} px)`);
  });
  expect(problems, `the top bar at ${width} px: ${JSON.stringify(layout.boxes)}`).toEqual([]);
}

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  test("the menus: items in order, Services and Products by mouse and keyboard, one open at a time; they and the footer navigate", async ({
    page,
  }) => {
    // Between md and lg (1199 px) the dialog is used; from lg (1200 px) the desktop nav.
    await page.setViewportSize({ width: 1199, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
    await page.setViewportSize(DESKTOP);

    // The offer's call to action in the bar, beside the menus, at every width the bar has room for it.
    for (const width of [1024, 1200, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(barAction(page), `at ${width} px`).toBeVisible();
      await expectBarFits(page, width);
    }
    await expect(barAction(page)).toHaveAttribute("href", "/contact/");
    await expect(mainNav(page).getByRole("link", { name: offer.shortAction })).toHaveCount(0);

    // Top-level items in order, the mobile menu button hidden.
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeHidden();
    const items = nav.locator(":scope > ul > li > a, :scope > ul > li > div > button, :scope > ul > li > button");
    await expect(items).toHaveText([/^Home$/, /^About Us$/, /^Services/, /^Partners$/, /^Products/, /^Contact Us$/]);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("href", "/about/");
    await expect(nav.getByRole("link", { name: "Partners", exact: true })).toHaveAttribute("href", "/partners/");
    await expect(nav.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact/");
    // Signed out: no admin menu.
    await expect(nav.getByRole("button", { name: /Admin Portal Actions/ })).toHaveCount(0);

    // Keyboard: Enter opens, Escape (from inside the menu) closes and returns focus to the button.
    for (const name of ["Services", "Products"]) {
      const button = mainNav(page).getByRole("button", { name });
      const menu = await controlledBy(button);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button, `focus after Escape is on ${await activeElementDescription(page)}`).toBeFocused();
    }

    // Opening one menu closes the other; a click outside closes it.
    const services = mainNav(page).getByRole("button", { name: "Services" });
    const productsButton = mainNav(page).getByRole("button", { name: "Products" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await productsButton.click();
    await expect(productsButton).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.locator("main h1").click();
    await expect(productsButton).toHaveAttribute("aria-expanded", "false");

    // Services lists every offering and navigates to one. A disclosure of links, not an ARIA menu: no
    // aria-haspopup, which would announce a menu (WAI's disclosure navigation pattern).
    await expect(services).not.toHaveAttribute("aria-haspopup");
    const menu = await controlledBy(services);
    await expect(menu).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // Every offering, then "All services" (the grouped index) set apart at the end.
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(offerings.length + 1);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, -1).sort()).toEqual(offerings.map((o) => o.route).sort());
    await expect(links.last()).toHaveText("All services");
    await expect(links.last()).toHaveAttribute("href", "/offerings/");
    for (const o of offerings) await expect(menu.locator(`a[href="${o.route}"]`)).toBeVisible();
    const target = offerings.find((o) => o.slug === "cloud-hybrid-implementations")!;
    await menu.locator(`a[href="${target.route}"]`).click();
    await expect(page).toHaveURL(target.route);
    await expect(page.locator("main h1")).toHaveText(target.title);
    await expect(menu).toBeHidden();

    // Products reaches both products.
    const productsMenuButton = mainNav(page).getByRole("button", { name: "Products" });
    await productsMenuButton.click();
    const productsMenu = await controlledBy(productsMenuButton);
    await expect(productsMenu).toBeVisible();
    await expect(productsMenu.getByRole("link")).toHaveCount(products.length);
    for (const p of products)
      await expect(productsMenu.getByRole("link", { name: p.name })).toHaveAttribute("href", p.route);
    await productsMenu.getByRole("link", { name: "Bulk Remind" }).click();
    await expect(page).toHaveURL("/bulk-remind/");
    await expect(page.locator("main h1")).toContainText("Bulk Remind");

    // The footer's legal link.
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL("/terms-and-conditions/");
    await expect(page.locator("main h1")).toHaveText("Terms and Conditions");
  });
});

test.describe("mobile navigation dialog (375 px)", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  async function openDialog(page: Page) {
    const opener = page.getByRole("button", { name: "Open navigation menu" });
    await expect(opener).toBeVisible();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }

  test("the dialog: full-screen and modal, closed by its button and Escape, focus trapped, the page held; its submenus navigate", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();

    // Full-screen and modal, with the top-level items.
    let { opener, dialog } = await openDialog(page);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeLessThanOrEqual(0);
    expect(box!.y).toBeLessThanOrEqual(0);
    expect(box!.width).toBeGreaterThanOrEqual(MOBILE.width);
    expect(box!.height).toBeGreaterThanOrEqual(MOBILE.height);
    await expect(dialog.getByRole("button", { name: "Close navigation menu" })).toBeVisible();
    for (const name of ["Home", "About Us", "Partners", "Contact Us"])
      await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Services" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Products" })).toBeVisible();
    // What the bar has no room for on a phone: the call to action and the phone number.
    await expect(barAction(page)).toBeHidden();
    await expect(dialog.getByRole("link", { name: offer.shortAction })).toHaveAttribute("href", "/contact/");
    await expect(dialog.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", site.phoneHref);
    await expect(dialog.getByRole("link", { name: `Call ${site.phone}` })).toBeInViewport();
    // The page behind does not scroll while the dialog is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Escape closes it and focus returns to the opener.
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener, `focus after Escape is on ${await activeElementDescription(page)}`).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    // So does the close button.
    ({ opener, dialog } = await openDialog(page));
    await dialog.getByRole("button", { name: "Close navigation menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Focus is trapped: Tab from the last element goes to the first, Shift+Tab back, at both levels.
    ({ dialog } = await openDialog(page));
    for (const level of ["top", "services"] as const) {
      if (level === "services") await dialog.getByRole("button", { name: "Services" }).click();
      // What a visitor can reach at this level (the other level is in the page, hidden).
      const focusable = dialog.locator(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]) >> visible=true',
      );
      const count = await focusable.count();
      expect(count).toBeGreaterThan(2);
      const first = focusable.first();
      const last = focusable.last();
      await last.focus();
      await page.keyboard.press("Tab");
      await expect(first, `${level}: Tab from last went to ${await activeElementDescription(page)}`).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(
        last,
        `${level}: Shift+Tab from first went to ${await activeElementDescription(page)}`,
      ).toBeFocused();
      // Tabbing through every element never leaves the dialog.
      for (let i = 0; i < count + 1; i++) {
        await page.keyboard.press("Tab");
        expect(
          await dialog.evaluate((d) => d.contains(document.activeElement)),
          `${level}: Tab #${i + 1} stays inside`,
        ).toBe(true);
      }
    }

    // The Services submenu lists every offering; Back returns to the top level.
    const back = dialog.getByRole("button", { name: "Back" });
    await expect(back).toBeVisible();
    for (const o of offerings) await expect(dialog.locator(`a[href="${o.route}"]`), o.route).toBeVisible();
    await expect(dialog.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/offerings/");
    await expect(dialog.getByRole("link", { name: "About Us", exact: true })).toHaveCount(0);
    await back.click();
    await expect(dialog.getByRole("link", { name: "About Us", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(dialog.locator(`a[href="${offerings[0]!.route}"]`)).toBeHidden();

    // The Products submenu reaches both products.
    await dialog.getByRole("button", { name: "Products" }).click();
    for (const p of products) await expect(dialog.getByRole("link", { name: p.name })).toHaveAttribute("href", p.route);
    await dialog.getByRole("button", { name: "Back" }).click();

    // Choosing an offering navigates and closes the dialog.
    await dialog.getByRole("button", { name: "Services" }).click();
    const target = offerings.find((o) => o.slug === "sap-migrations-and-optimization")!;
    await dialog.locator(`a[href="${target.route}"]`).click();
    await expect(page).toHaveURL(target.route);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("main h1")).toHaveText(target.title);

    // The menu's call to action leads to the contact form and closes the dialog.
    ({ dialog } = await openDialog(page));
    await dialog.getByRole("link", { name: offer.shortAction }).click();
    await expect(page).toHaveURL("/contact/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectBarFits(page, MOBILE.width);
  });
});
