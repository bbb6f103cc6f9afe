/**
 * Documentation people can use, in Chromium: the search finds a term in the product's own docs and opens its
 * section (and downloads nothing until someone types), '/' brings focus to it and the other product's pages are
 * never listed, 'On this page' marks the section in view, the Copy button puts a code block on the clipboard, the
 * docs header and the sidebar stay on screen down a long page (each scrolling on its own) and headings land below
 * them, the API reference's resource pages are listed under it with a method badge on every endpoint, the sidebar
 * folds away behind 'Menu' on phones where only the search row stays, a wide table or code block shows it goes on
 * and scrolls by keyboard, and axe finds nothing in light and dark.
 */
import type { Locator, Page } from "@playwright/test";
import { parse } from "node-html-parser";
import { test, expect } from "./support/fixtures";
import { DESKTOP, MOBILE, gotoHydrated, gotoOk } from "./support/page";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { productDocs } from "./support/content";

const API_REFERENCE = "/plutus-payments/docs/api-reference/";
const WEBHOOKS = "/plutus-payments/docs/api-reference-webhooks/";
/** A long page under the API reference, whose sidebar entry is nested. */
const LONG_PAGE = "/plutus-payments/docs/api-reference-invoices/";
/** A page with a table and code wider than a phone. */
const PHONE_PAGE = "/plutus-payments/docs/api-reference-invoices/";
/** The API reference's resource pages, read from content/docs/ (api-reference-<resource>.mdx), per product. */
const referencePages = productDocs().map((product) => ({
  ...product,
  overview: `${product.docsRoute}api-reference/`,
  resources: product.pages.filter((p) => /\/api-reference-[\w-]+\/$/.test(p.route)),
}));

/** The docs header's height from md up: the site's top bar's (src/components/layout/headerHeight.ts). */
const WIDE_HEADER = 64;

/** The target is on screen and starts below the docs header stuck at the top (wide: all of it; phone: its search row). */
async function expectBelowHeader(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect
    .poll(
      async () => {
        const [header, box] = await Promise.all([page.getByRole("banner").boundingBox(), target.boundingBox()]);
        return (box?.y ?? -1) - ((header?.y ?? 0) + (header?.height ?? 0));
      },
      { message: "the target starts below the stuck header" },
    )
    .toBeGreaterThanOrEqual(0);
}

/**
 * Whether the scroll cue shows at one side of a box that scrolls sideways: a strip inside that edge, photographed as
 * drawn and again with the box's background images (the covers and shadows of scrollCue.ts) taken away, differs.
 * The strip is taken where the box is on screen below the stuck header.
 */
async function cueShows(page: Page, box: Locator, side: "start" | "end"): Promise<boolean> {
  const area = await box.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  if (!area || !header) throw new Error("the box or the header is not laid out");
  const top = Math.max(area.y + 2, header.y + header.height + 2);
  expect(top + 60, "the strip is on screen").toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  const clip = { x: side === "start" ? area.x + 2 : area.x + area.width - 12, y: top, width: 10, height: 60 };
  expect(clip.y + clip.height, "the strip is inside the box").toBeLessThanOrEqual(area.y + area.height);
  const drawn = await page.screenshot({ clip });
  await box.evaluate((el) => el.style.setProperty("background-image", "none"));
  const plain = await page.screenshot({ clip });
  await box.evaluate((el) => el.style.removeProperty("background-image"));
  return !drawn.equals(plain);
}

/** Scrolls the focused box sideways with the arrow key to its end; its scrollLeft then. */
async function scrollToEndByKeyboard(page: Page, box: Locator): Promise<{ left: number; max: number }> {
  const where = () => box.evaluate((el) => ({ left: Math.ceil(el.scrollLeft), max: el.scrollWidth - el.clientWidth }));
  for (let i = 0; i < 60; i++) {
    const { left, max } = await where();
    if (left >= max) break;
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => (await where()).left, { message: "ArrowRight scrolls the box" })
      .toBeGreaterThan(left);
  }
  return where();
}

test.describe("docs search", () => {
  test.use({ viewport: DESKTOP });

  for (const { from, term, heading, target } of [
    {
      from: "/bulk-remind/docs/getting-started/",
      term: "suppression",
      heading: "Suppressions",
      target: /\/bulk-remind\/docs\/api-reference-suppressions\/$/,
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
    await expect(page).toHaveURL(/\/plutus-payments\/docs\/api-reference-webhooks\/#verifying-signatures$/);
    await expectBelowHeader(page, page.getByRole("heading", { name: "Verifying signatures", exact: true }));
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
    for (const section of ["Pagination", "Endpoints", "Errors"]) {
      // The heading just under the stuck header, where a link to it puts it.
      await page.evaluate((name) => {
        const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent === name);
        window.scrollTo(0, (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 80);
      }, section);
      await expect(contents.getByRole("link", { name: section, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(contents.locator("[aria-current]")).toHaveCount(1);
    }
    await contents.getByRole("link", { name: "Conventions", exact: true }).click();
    await expect(page).toHaveURL(/#conventions$/);
    await expectBelowHeader(page, page.getByRole("heading", { name: "Conventions", exact: true }));

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
    await expect(
      nav.getByRole("link", { name: "Webhooks", exact: true }),
      "the resource pages, in the sheet",
    ).toBeVisible();
    await nav.getByRole("link", { name: "Core concepts" }).click();
    await expect(page).toHaveURL(/\/plutus-payments\/docs\/concepts\/$/);
    await expect(nav).toBeHidden();
  });

  test("scrolled, only the search row with 'Menu' stays at the top, and a link's heading lands below it", async ({
    page,
  }) => {
    await gotoHydrated(page, `${WEBHOOKS}#verifying-signatures`);
    const header = page.getByRole("banner");
    await expectBelowHeader(page, page.getByRole("heading", { name: "Verifying signatures", exact: true }));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header.getByRole("combobox", { name: "Search the documentation" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole("link", { name: "Northwind Consulting", exact: true })).not.toBeInViewport();
    const box = await header.boundingBox();
    // The search row (44 px), the gap above it, the padding and border below: 61 px of the phone's 812.
    expect((box?.y ?? 0) + (box?.height ?? 0), "the stuck part of the header").toBeLessThanOrEqual(62);
  });

  test("a wide table and a long line of code show there is more to the side and scroll by keyboard; axe in light and dark", async ({
    page,
  }) => {
    test.slow();
    await gotoHydrated(page, PHONE_PAGE);
    for (const [what, selector] of [
      ["table", '[role="region"][aria-label="Table (scrolls sideways)"]'],
      ["code block", 'pre[role="group"]'],
    ] as const) {
      // The first of its kind on the page that is wider than the phone.
      const index = await page
        .locator(selector)
        .evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth + 20));
      expect(index, `a ${what} wider than the phone on ${PHONE_PAGE}`).toBeGreaterThanOrEqual(0);
      const box = page.locator(selector).nth(index);
      await expect(box).toHaveAttribute("tabindex", "0");
      await expect(box).toHaveAccessibleName(what === "table" ? "Table (scrolls sideways)" : /code$/);
      await box.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await box.focus();
      await expect(box).toBeFocused();
      expect(await cueShows(page, box, "end"), `the ${what}'s cue at its right edge, where it goes on`).toBe(true);
      expect(await cueShows(page, box, "start"), `no cue at the ${what}'s start`).toBe(false);
      const { left, max } = await scrollToEndByKeyboard(page, box);
      expect(left, `the arrow key scrolls the ${what} to its end`).toBeGreaterThanOrEqual(max);
      expect(await cueShows(page, box, "start"), `the ${what}'s cue at its left edge, scrolled`).toBe(true);
      expect(await cueShows(page, box, "end"), `no cue at the ${what}'s end`).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolationsInBothSchemes(page, `${PHONE_PAGE} at ${MOBILE.width} px`);
  });
});

test.describe("the docs header and the sidebar at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("stay on screen down a long page and at its end, each scrolling on its own; a link's heading lands below them", async ({
    page,
  }) => {
    await gotoHydrated(page, LONG_PAGE);
    const header = page.getByRole("banner");
    const search = header.getByRole("combobox", { name: "Search the documentation" });
    const sidebar = page.getByRole("navigation", { name: "Plutus Payments documentation" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${LONG_PAGE} is several screens long`).toBeGreaterThan(3 * DESKTOP.height);

    for (const where of [0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), where);
      await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      await expect(search, `the search at ${where * 100}% of the page`).toBeInViewport({ ratio: 1 });
      await expect(sidebar, `the sidebar at ${where * 100}% of the page`).toBeInViewport({ ratio: 1 });
      expect((await sidebar.boundingBox())?.y, "the sidebar starts under the header").toBe(WIDE_HEADER);
      await expect(sidebar.getByRole("link", { name: "Invoices", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await expect(page.getByRole("contentinfo"), "scrolled to the end").toBeInViewport();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeInViewport();

    // A screen too short for the list: the sidebar scrolls by itself, the current page in its view, the page stays.
    await page.setViewportSize({ width: DESKTOP.width, height: 420 });
    await gotoHydrated(page, WEBHOOKS);
    await expect.poll(() => sidebar.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const current = sidebar.getByRole("link", { name: "Webhooks", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current, "the current page is scrolled into the sidebar's view").toBeInViewport({ ratio: 1 });
    const pageAt = await page.evaluate(() => window.scrollY);
    await sidebar.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => sidebar.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
    await expect(sidebar.getByRole("link", { name: /^About / })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), "the page does not scroll with the sidebar").toBe(pageAt);
  });
});

test.describe("the API reference's resource pages", () => {
  test("are listed under 'API reference' in the sidebar, and a resource page is axe-clean with its badges", async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    for (const product of referencePages) {
      expect(product.resources.length, `${product.name} has API reference resource pages`).toBeGreaterThan(3);
      await gotoHydrated(page, product.overview);
      const sidebar = page.getByRole("navigation", { name: `${product.name} documentation` });
      const reference = sidebar.getByRole("listitem").filter({
        has: page.getByRole("link", { name: "API reference", exact: true }),
      });
      await expect(reference.getByRole("list").getByRole("link")).toHaveText(product.resources.map((r) => r.title));
      for (const resource of product.resources)
        await expect(reference.getByRole("link", { name: resource.title, exact: true })).toHaveAttribute(
          "href",
          resource.route,
        );
    }
    // A page with GET, POST and DELETE badges, in both schemes (the overview's are checked above).
    await gotoHydrated(page, "/bulk-remind/docs/api-reference-audiences/");
    for (const method of ["GET", "POST", "DELETE"])
      await expect(page.locator("main .method-badge").filter({ hasText: method }).first()).toBeVisible();
    await expect(page.locator("main")).toContainText("Bulk Remind API reference");
    await expectNoViolationsInBothSchemes(page, "/bulk-remind/docs/api-reference-audiences/");
  });

  test("every endpoint has its method badge and path under its heading, and the overview lists and links each one", async ({
    request,
  }) => {
    const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    for (const product of referencePages) {
      const endpointsOn = new Map<string, string>();
      for (const resource of product.resources) {
        const root = parse(await (await request.get(resource.route)).text());
        const endpoints = root.querySelectorAll("main .endpoint");
        expect.soft(endpoints.length, `endpoints on ${resource.route}`).toBeGreaterThan(0);
        for (const endpoint of endpoints) {
          const badge = endpoint.querySelector(".method-badge");
          const method = badge?.text.trim() ?? "";
          const path = endpoint.querySelector("code")?.text.trim() ?? "";
          expect.soft(METHODS, `a method badge on ${resource.route}`).toContain(method);
          expect
            .soft(badge?.classList.contains(`method-${method.toLowerCase()}`), `${method} ${path}'s color`)
            .toBe(true);
          expect.soft(path, `the path of ${method} on ${resource.route}`).toMatch(/^\/[\w/{}-]+$/);
          // Under the heading of its own section.
          const heading = endpoint.previousElementSibling;
          expect.soft(heading?.tagName, `${method} ${path} on ${resource.route} follows its heading`).toBe("H2");
          endpointsOn.set(`${method} ${path}`, `${resource.route}#${heading?.getAttribute("id") ?? ""}`);
        }
      }
      const overview = parse(await (await request.get(product.overview)).text());
      const rows = overview.querySelectorAll("main tr").filter((row) => row.querySelector(".endpoint"));
      const listed = new Map(
        rows.map((row) => {
          const endpoint = row.querySelector(".endpoint")!;
          const key = `${endpoint.querySelector(".method-badge")?.text.trim()} ${endpoint.querySelector("code")?.text.trim()}`;
          return [key, row.querySelector("a")?.getAttribute("href") ?? ""];
        }),
      );
      expect
        .soft([...listed.keys()].sort(), `${product.overview} lists every endpoint once`)
        .toEqual([...endpointsOn.keys()].sort());
      for (const [key, href] of listed)
        expect.soft(href, `${product.overview} links ${key} to its section`).toBe(endpointsOn.get(key));
    }
  });
});
