/**
 * Documentation people can use, in Chromium: the search finds a term in the product's own docs and opens its
 * section (and downloads nothing until someone types), '/' brings focus to it and the other product's pages are
 * never listed, 'On this page' marks the section in view, the Copy button puts a code block on the clipboard, the
 * sidebar folds away behind 'Menu' on phones, inline code never breaks inside a name, nothing scrolls sideways at
 * 375 px, and axe finds nothing in light and dark.
 */
import { test, expect } from "./support/fixtures";
import { DESKTOP, MOBILE, gotoHydrated, gotoOk } from "./support/page";
import { expectNoViolationsInBothSchemes } from "./support/axe";

const API_REFERENCE = "/plutus-payments/docs/api-reference/";

test.describe("docs search", () => {
  test.use({ viewport: DESKTOP });

  for (const { from, term, heading, target } of [
    {
      from: "/bulk-remind/docs/getting-started/",
      term: "suppression",
      heading: "Suppressions",
      target: /\/bulk-remind\/docs\/api-reference\/#suppressions$/,
    },
    {
      from: API_REFERENCE,
      term: "idempotency",
      heading: "Idempotency",
      target: /\/plutus-payments\/docs\/concepts\/#idempotency$/,
    },
  ]) {
    test(`finds '${term}' in the product's docs and opens its section`, async ({ page, expectNoPageErrors }) => {
      const searchFiles: string[] = [];
      page.on("request", (r) => {
        if (/docs-search/.test(r.url())) searchFiles.push(new URL(r.url()).pathname);
      });
      await gotoHydrated(page, from);
      await page.waitForLoadState("networkidle");
      expect(searchFiles, "nothing of the search is fetched before typing").toEqual([]);

      const box = page.getByRole("combobox", { name: "Search the documentation" });
      await box.fill(term);
      const results = page.getByRole("listbox", { name: "Search results" });
      await expect(results).toBeVisible();
      expect(
        searchFiles.some((f) => /^\/docs-search-[\w]+\.js$/.test(f)),
        "the search code",
      ).toBe(true);
      expect(
        searchFiles.some((f) => /^\/docs-search\/[0-9a-f]{16}\.json$/.test(f)),
        "the index",
      ).toBe(true);
      const first = results.getByRole("option").first();
      await expect(first).toContainText(heading);
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("status").filter({ hasText: /results?$/ })).toHaveCount(1);

      await box.press("Enter");
      await expect(page).toHaveURL(target);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeInViewport();
      expectNoPageErrors();
    });
  }

  test("on a Plutus page '/' focuses the search, and 'webhook signature' lists 'Verifying signatures' first and no Bulk Remind page", async ({
    page,
    expectNoPageErrors,
  }) => {
    await gotoHydrated(page, "/plutus-payments/docs/getting-started/");
    // The shortcut's listener is a page effect: Gatsby marks this once they ran.
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    const box = page.getByRole("combobox", { name: "Search the documentation" });
    await expect(box).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
    await expect(box).not.toBeFocused();

    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await expect(box, "the '/' is not typed into the box").toHaveValue("");
    await page.keyboard.type("webhook signature");

    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results).toBeVisible();
    const options = results.getByRole("option");
    await expect(options.first()).toContainText("Verifying signatures");
    await expect(options.first().locator("mark").first()).toHaveText("signatures");
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.filter({ hasText: "Bulk Remind" })).toHaveCount(0);
    for (const option of await options.all()) await expect(option).toContainText("Plutus Payments ·");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/plutus-payments\/docs\/api-reference\/#verifying-signatures$/);
    expectNoPageErrors();
  });
});

test.describe("the API reference at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("axe in light and dark; 'On this page' marks the section in view; Copy fills the clipboard; the search answers the keyboard", async ({
    page,
    context,
  }) => {
    // The longest docs page (thousands of highlighted code tokens to check for contrast), read as a person would.
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, API_REFERENCE);
    await expectNoViolationsInBothSchemes(page, API_REFERENCE);

    // 'On this page' marks the section in view; a link of the list scrolls to its heading.
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents).toBeVisible();
    await expect(contents.getByRole("link", { name: "Authentication" })).toHaveAttribute("aria-current", "location");
    for (const section of ["Pagination", "Webhooks", "Errors"]) {
      await page.evaluate((name) => {
        const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent === name);
        window.scrollTo(0, (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 40);
      }, section);
      await expect(contents.getByRole("link", { name: section, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(contents.locator("[aria-current]")).toHaveCount(1);
    }
    await contents.getByRole("link", { name: "Conventions", exact: true }).click();
    await expect(page).toHaveURL(/#conventions$/);
    await expect(page.getByRole("heading", { name: "Conventions", exact: true })).toBeInViewport();

    // The Copy button puts the code block on the clipboard.
    const block = page.locator(".code-block", { has: page.locator("pre.language-http") }).first();
    // By its block, not its name: the name changes to 'Copied HTTP code'.
    const copy = block.getByRole("button");
    await expect(copy).toHaveAccessibleName("Copy HTTP code");
    await copy.click();
    // 'Copied' shows for 2.5 s; the status line tells screen readers.
    await expect(page.getByRole("status").filter({ hasText: "Code copied to the clipboard" })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(copy).toHaveText(/^Copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(((await block.locator("pre").textContent()) ?? "").replace(/\n$/, ""));
    expect(copied).toContain("Authorization: Bearer sk_test_");
    await expect(copy).toHaveText(/^Copy /, { timeout: 5_000 });

    // The search: arrow keys move through the results, Escape closes them, an unknown word says so; axe on the
    // search box with its results open (the rest of the page is what was checked above).
    const box = page.getByRole("combobox", { name: "Search the documentation" });
    await box.fill("refund");
    const options = page.getByRole("option");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await expectNoViolationsInBothSchemes(page, `${API_REFERENCE} with search results`, { include: '[role="search"]' });
    await box.press("Escape");
    await expect(page.getByRole("listbox", { name: "Search results" })).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("zyxwvutsrq");
    await expect(page.getByText("No results for “zyxwvutsrq”").first()).toBeVisible();
  });
});

test.describe("reading a page", () => {
  test.use({ viewport: DESKTOP });

  test("a link in the text opens the page in the app, and its Copy buttons work there too", async ({
    page,
    context,
  }) => {
    // Links in the MDX text are Gatsby's Link: the next page opens in the app, and its Copy buttons work there.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/plutus-payments/docs/concepts/");
    // Gatsby marks this after the page's effects ran, so the links are followed in the app from here on.
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator("article").getByRole("link", { name: "API reference", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${API_REFERENCE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API reference");
    expect(await page.evaluate(() => "__samePage" in window), "opened without loading a new document").toBe(true);

    const copy = page
      .locator(".code-block", { has: page.locator("pre.language-http") })
      .first()
      .getByRole("button");
    await copy.click();
    await expect(copy).toHaveText(/^Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Authorization: Bearer sk_test_");

    // Back on the first page: its links still open pages in the app.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Core concepts");
    await page.locator("article").getByRole("link", { name: "API reference", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API reference");
    expect(await page.evaluate(() => "__samePage" in window), "still the same document").toBe(true);
  });

  test("without JavaScript the code blocks have their language bar and no Copy button that could not work", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await gotoOk(page, API_REFERENCE);
    await expect(page.locator(".code-block-bar").first()).toBeVisible();
    await expect(page.locator(".code-block .code-block-copy").first()).toBeAttached();
    await expect(page.locator(".code-block-copy:visible")).toHaveCount(0);
    await context.close();
  });

  test("code blocks are highlighted in the HTML (no highlighter in the browser)", async ({ request }) => {
    const html = await (await request.get(API_REFERENCE)).text();
    expect(html).toMatch(/<span class="token property">/);
    expect(html).toMatch(/<span class="token string">/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the sidebar folds behind 'Menu', the brand stays on one line and nothing scrolls sideways", async ({
    page,
  }) => {
    await gotoHydrated(page, API_REFERENCE);
    const brand = page.getByRole("banner").getByRole("link", { name: "Northwind Consulting", exact: true });
    expect((await brand.evaluate((el) => el.getClientRects().length)) === 1).toBe(true);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Plutus Payments documentation" });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Core concepts" }).click();
    await expect(page).toHaveURL(/\/plutus-payments\/docs\/concepts\/$/);
    await expect(nav).toBeHidden();
  });
});
