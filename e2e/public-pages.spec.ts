/**
 * Every public page in Chromium, visited once and laid out at 375 px and then at 1280 px, for what needs a browser:
 * HTTP 200 and hydration, the layout rule of the spec (the fixed top bar everywhere but the docs, which have their
 * own header and sidebar), inline code never broken inside a name, no layout shift once painted, every icon drawn
 * (the sprite's too), nothing wider than the screen, no text cut off on a phone (light and dark), no console error;
 * at 1280 px the footer drawn with its logos loaded, and axe in light and dark on every static page, an offering
 * and a case study. The fast suite visits one page of each template; `npm run test:full` visits all. A page of each
 * kind is also painted first at 1280 px, for its layout shifts there. What the pages say (headings, titles, lists,
 * links) is read from the served HTML: served-content.spec, seo.spec. The page lists come from content/ itself, so
 * test:full checks an editor's new page with no change here.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { BRAND, caseStudyPages, offeringPages, productDocs } from "./support/content";
import { clippedText, recordLayoutShifts, settled, undrawnIcons } from "./support/pageChecks";
import { DESKTOP, MOBILE, eachRoute, gotoHydrated } from "./support/page";
import { cloudPartners } from "../core/config/site";

const offerings = offeringPages();
const caseStudies = caseStudyPages();

/** A route and the chrome its kind of page must show; `axe`: checked with axe in both color schemes (at 1280 px). */
interface PageCase {
  route: string;
  axe?: boolean;
  /** In the fast suite: a page of each template; the others are `npm run test:full`'s (@full). */
  sample?: boolean;
  check(page: Page): Promise<void>;
}

/** Every page but the docs: the fixed top bar with the brand link, still on screen at the bottom of the page. */
async function expectTopBar(page: Page, route: string): Promise<void> {
  const banner = page.getByRole("banner");
  await expect.soft(banner, `the top bar on ${route}`).toBeVisible();
  const brand = banner.getByRole("link", { name: BRAND, exact: true });
  await expect.soft(brand, `the brand link on ${route}`).toHaveAttribute("href", "/");
  await expect
    .soft(page.getByRole("navigation", { name: /documentation$/ }), `no docs sidebar on ${route}`)
    .toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.soft(banner, `the top bar on ${route}, scrolled to the bottom`).toBeInViewport();
  expect.soft(await banner.evaluate((el) => getComputedStyle(el).position), `the top bar on ${route}`).toBe("fixed");
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Docs pages: no top bar (no Services or Products menu) but the docs' compact header, in the flow, and the sidebar. */
async function expectDocsChrome(page: Page, route: string, product: string): Promise<void> {
  await expect.soft(page.getByRole("button", { name: "Services" }), `no top bar on ${route}`).toHaveCount(0);
  await expect.soft(page.getByRole("button", { name: "Products" }), `no top bar on ${route}`).toHaveCount(0);
  const banner = page.getByRole("banner");
  await expect.soft(banner, `one header on ${route}`).toHaveCount(1);
  expect
    .soft(await banner.evaluate((el) => getComputedStyle(el).position), `the docs header on ${route}`)
    .not.toBe("fixed");
  await expect.soft(banner.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", "/");
  const search = banner.getByRole("combobox", { name: "Search the documentation" });
  const sidebar = page.getByRole("navigation", { name: `${product} documentation` });
  // On a phone the sidebar folds behind 'Menu' (docs.spec opens it).
  if ((page.viewportSize()?.width ?? 0) >= DESKTOP.width) {
    await expect.soft(search, `docs search on ${route}`).toBeVisible();
    await expect.soft(sidebar, `the ${product} docs sidebar on ${route}`).toBeVisible();
    await expect.soft(sidebar.getByRole("link").first()).toBeVisible();
  } else {
    await expect.soft(search, `docs search on ${route}`).toBeAttached();
    await expect
      .soft(page.getByRole("button", { name: "Menu", exact: true }), `the docs menu button on ${route}`)
      .toBeVisible();
  }
}

/** Each unbreakable part of inline code (between spaces and the build's <wbr>s) sits on one line. */
async function expectInlineCodeWhole(page: Page, route: string): Promise<void> {
  const { broken, parts } = await page.evaluate(() => {
    const all = [...document.querySelectorAll("main :not(pre) > code .nowrap")];
    return { broken: all.filter((p) => p.getClientRects().length > 1).map((p) => p.textContent), parts: all.length };
  });
  expect.soft(broken, `${route}: inline code broken inside a name`).toEqual([]);
  if (route.endsWith("/api-reference/")) expect.soft(parts, "the build marks inline code's parts").toBeGreaterThan(50);
}

/**
 * The footer drawn at the end of the page, its partner logos loaded (its contents: seo.spec, from the served HTML).
 * Each badge is there twice, for the light and the dark theme; the one the page does not show is never loaded.
 */
async function expectFooterDrawn(page: Page, route: string): Promise<void> {
  const footer = page.getByRole("contentinfo");
  await expect.soft(footer, `one footer on ${route}`).toHaveCount(1);
  await footer.locator("img:visible").last().scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        footer
          .locator("img:visible")
          .evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => i.src),
          ),
      { message: `partner logos not loaded on ${route}` },
    )
    .toEqual([]);
  await expect.soft(footer.locator("img:visible"), `three partner logos shown on ${route}`).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Static pages: every one is checked with axe, but /contact/, whose form's states have their own (contact.spec). */
const STATIC_ROUTES = [
  "/",
  "/about/",
  "/partners/",
  "/offerings/",
  "/contact/",
  "/case-studies/",
  "/plutus-payments/",
  "/bulk-remind/",
  "/privacy-policy/",
  "/terms-and-conditions/",
];

/** Static pages that share another's template (a product's page, a legal page): test:full only. */
const SAME_TEMPLATE = new Set(["/bulk-remind/", "/terms-and-conditions/"]);

const withTopBar = (route: string, axe: boolean, sample: boolean): PageCase => ({
  route,
  axe,
  sample,
  check: (page) => expectTopBar(page, route),
});

const docsCases = productDocs().map((product) => ({
  name: `${product.name} docs`,
  cases: [product.docsRoute, ...product.pages.map((doc) => doc.route)].map((route): PageCase => ({
    route,
    // The docs' home and the longest page (the API reference's overview, its inline code the most broken up).
    sample: route === product.docsRoute || route.endsWith("/docs/api-reference/"),
    async check(page: Page) {
      await expectDocsChrome(page, route, product.name);
      if (route !== product.docsRoute) await expectInlineCodeWhole(page, route);
    },
  })),
}));

const GROUPS: { name: string; cases: PageCase[] }[] = [
  {
    name: "static pages",
    cases: STATIC_ROUTES.map((route) => withTopBar(route, route !== "/contact/", !SAME_TEMPLATE.has(route))),
  },
  { name: "offerings", cases: offerings.map((o, i) => withTopBar(o.route, i === 0, i === 0)) },
  { name: "case studies", cases: caseStudies.map((c, i) => withTopBar(c.route, i === 0, i === 0)) },
  ...docsCases,
];

// The fast suite visits one page of each template (each static page but those sharing one, an offering, a case
// study, a docs home, the longest docs page); `npm run test:full` visits the other pages too: 14 pages instead of
// 52 took about 65 s out of the suite's Playwright time (docs/testing.md).
const RUNS = GROUPS.flatMap((group) => {
  const rest = group.cases.filter((c) => !c.sample);
  return [
    { name: group.name, cases: group.cases.filter((c) => c.sample), tag: [] },
    ...(rest.length > 0 ? [{ name: `${group.name}, the other pages`, cases: rest, tag: ["@full"] }] : []),
  ];
});

test.describe("every public page, at 375 px and then at 1280 px", () => {
  test.use({ viewport: MOBILE });
  for (const run of RUNS) {
    test(run.name, { tag: run.tag }, async ({ page, pageErrors }) => {
      const shifts = await recordLayoutShifts(page);
      await eachRoute(page, pageErrors, run.cases, async (entry) => {
        const { route } = entry;
        // The Copy buttons, the marked section and any late style land within a few frames of hydrating.
        await settled(page);
        expect.soft(await shifts(), `layout shifts on ${route} once painted`).toEqual([]);
        // The same page then laid out for a wide screen (CSS's media queries, and the components that follow them,
        // as when a tablet turns); a first paint at 1280 px is checked for each kind of page below.
        for (const viewport of [MOBILE, DESKTOP]) {
          const at = `${route} at ${viewport.width} px`;
          if (viewport === DESKTOP) {
            await page.setViewportSize(DESKTOP);
            await settled(page);
          }
          await entry.check(page);
          await expect.poll(() => undrawnIcons(page), `icons not drawn on ${at}`).toEqual([]);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(width, `the width of ${at}`).toBeLessThanOrEqual(viewport.width);
          if (viewport === MOBILE) {
            expect.soft(await clippedText(page), `text cut off on ${at}`).toEqual([]);
            // The same in the dark scheme, without a reload.
            await page.emulateMedia({ colorScheme: "dark" });
            const dark = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.soft(dark, `the width of ${at} in dark`).toBeLessThanOrEqual(viewport.width);
            expect.soft(await clippedText(page), `text cut off on ${at} in dark`).toEqual([]);
            await page.emulateMedia({ colorScheme: "light" });
          } else {
            await expectFooterDrawn(page, route);
            if (entry.axe) await expectNoViolationsInBothSchemes(page, route, { soft: true });
          }
        }
        await page.setViewportSize(MOBILE);
      });
    });
  }
});

/** One page of each kind, for the layout a wide screen paints first. */
const FIRST_PAINT_AT_1280 = [
  "/",
  "/about/",
  "/offerings/",
  "/case-studies/",
  offerings[0]!.route,
  caseStudies[0]!.route,
  ...productDocs().flatMap((p) => [p.docsRoute, p.pages[0]!.route]),
];

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });
  test("the first paint holds still on a page of each kind", async ({ page, pageErrors }) => {
    const shifts = await recordLayoutShifts(page);
    await eachRoute(
      page,
      pageErrors,
      FIRST_PAINT_AT_1280.map((route) => ({ route })),
      async ({ route }) => {
        await settled(page);
        expect.soft(await shifts(), `layout shifts on ${route} at 1280 px once painted`).toEqual([]);
        await expect.soft(page.locator("main h1"), `the h1 of ${route}`).toHaveCount(1);
      },
    );
  });
});

/** The pictures drawn for each theme (ThemedImage): the home hero's drawing and the footer's partner badges. */
const ART = {
  light: ["/illustrations/hero.svg", ...cloudPartners.map((p) => p.logo)],
  dark: ["/illustrations/hero-dark.svg", ...cloudPartners.map((p) => p.darkLogo)],
};

/** The theme pictures the page shows now, once each has loaded. */
async function shownArt(page: Page): Promise<string[]> {
  await page.getByRole("contentinfo").locator("img:visible").last().scrollIntoViewIfNeeded();
  const shown = () =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((i) => i.getClientRects().length > 0 && /\/(illustrations|logos)\//.test(i.src))
        .map((i) => ({ path: new URL(i.src).pathname, loaded: i.complete && i.naturalWidth > 0 })),
    );
  await expect.poll(async () => (await shown()).every((i) => i.loaded), { message: "theme pictures load" }).toBe(true);
  return (await shown()).map((i) => i.path);
}

test.describe("pictures for the theme, at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("a light page shows and fetches only the light drawings; the toggle shows the dark ones", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/");
    expect(await shownArt(page)).toEqual(ART.light);
    await settled(page);
    expect(
      requested.filter((p) => ART.dark.includes(p)),
      "no dark drawing fetched",
    ).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Switch to dark mode" }).click();
    expect(await shownArt(page)).toEqual(ART.dark);
  });

  test.describe("with the system in dark mode", () => {
    test.use({ colorScheme: "dark" });
    test("the first visit shows and fetches only the dark drawings, kept at their size", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      await gotoHydrated(page, "/");
      expect(await shownArt(page)).toEqual(ART.dark);
      await settled(page);
      expect(
        requested.filter((p) => ART.light.includes(p)),
        "no light drawing fetched",
      ).toEqual([]);
      const hero = page.locator('main img[src="/illustrations/hero-dark.svg"]');
      await expect(hero).toHaveAttribute("width", "480");
      await expect(hero).toHaveAttribute("height", "360");
    });
  });
});
