/**
 * Every public page, visited once per viewport (375 and 1280 px), checked for everything a page must be in that one
 * visit: HTTP 200 and hydration, one h1 with the right text and the right <title>, the layout rule of the spec (the
 * top bar everywhere but the docs, which have their own header and sidebar), the content the page is built from
 * (an offering's case studies and related services, a case study's client, results, sections and services, a docs
 * index's links, inline code never broken inside a name), no layout shift once painted, every icon drawn (the sprite's too), the server's styles left in place while it hydrates, nothing wider
 * than the screen, no text cut off on a phone, no console error, and axe in light and dark (switched inside the
 * visit) on every static page, an offering and a case study. Head tags need no browser: seo.spec reads the served
 * HTML. Expected lists come from content/ itself, so an editor's new page is checked with no change here.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import {
  BRAND,
  caseStudyPages,
  offeringPages,
  productDocs,
  relatedOf,
  titleFor,
  type CaseStudyPage,
} from "./support/content";
import { clippedText, recordLayoutShifts, settled, undrawnIcons } from "./support/pageChecks";
import { DESKTOP, MOBILE, eachRoute } from "./support/page";

const offerings = offeringPages();
const caseStudies = caseStudyPages();
const offeringTitle = (slug: string) => offerings.find((o) => o.slug === slug)?.title ?? slug;

/** A route and what only that page must show; `axe`: checked with axe in both colour schemes (at 1280 px). */
interface PageCase {
  route: string;
  axe?: boolean;
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

async function expectHeading(page: Page, route: string, h1: string | RegExp, title: string): Promise<void> {
  await expect.soft(page.locator("h1"), `exactly one h1 on ${route}`).toHaveCount(1);
  await expect.soft(page.locator("main h1"), `the h1 of ${route}, in <main>`).toHaveText(h1);
  await expect.soft(page, `the title of ${route}`).toHaveTitle(title);
}

/** Static pages: route, expected h1 and the page part of the title (null = brand only). */
const STATIC_PAGES: { route: string; h1: RegExp | string; title: string | null }[] = [
  { route: "/", h1: /\S/, title: null },
  { route: "/about/", h1: /about/i, title: "About Us" },
  { route: "/partners/", h1: /partner/i, title: "Partners" },
  { route: "/contact/", h1: /contact/i, title: "Contact Us" },
  { route: "/case-studies/", h1: /\S/, title: "Case Studies" },
  { route: "/plutus-payments/", h1: /Plutus Payments/, title: "Plutus Payments" },
  { route: "/bulk-remind/", h1: /Bulk Remind/, title: "Bulk Remind" },
  { route: "/privacy-policy/", h1: "Privacy Policy", title: "Privacy Policy" },
  { route: "/terms-and-conditions/", h1: "Terms and Conditions", title: "Terms and Conditions" },
];

const staticPages: PageCase[] = STATIC_PAGES.map((p) => ({
  route: p.route,
  // /contact/ and its form's states have their own axe test (contact.spec).
  axe: p.route !== "/contact/",
  async check(page) {
    await expectHeading(page, p.route, p.h1, titleFor(p.title));
    if (p.route === "/contact/")
      for (const o of offerings)
        await expect
          .soft(page.locator(`select option[value="offering:${o.slug}"]`), `${o.slug} is a topic on /contact/`)
          .toHaveText(o.title);
    if (p.route === "/case-studies/")
      await expect
        .soft(page.locator("main li h3"), "/case-studies/ lists every case study in order")
        .toHaveText(caseStudies.map((c) => c.title));
    await expectTopBar(page, p.route);
  },
}));

const offeringCases: PageCase[] = offerings.map((o, i) => ({
  route: o.route,
  axe: i === 0,
  async check(page) {
    const { route } = o;
    await expectHeading(page, route, o.title, titleFor(o.title));
    const used = caseStudies.filter((c) => c.offerings.includes(o.slug));
    const studies = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Case studies" }) });
    if (used.length === 0) await expect.soft(studies, `no case studies on ${route}`).toHaveCount(0);
    else await expect.soft(studies.locator("li h3"), `case studies on ${route}`).toHaveText(used.map((c) => c.title));
    for (const c of used)
      await expect.soft(studies.locator(`a[href="${c.route}"]`), `the link to ${c.route} on ${route}`).toHaveCount(1);
    const related = relatedOf(o.slug);
    expect.soft(related.length, `${o.file} has related services`).toBeGreaterThan(0);
    const relatedSection = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: "Related services" }),
    });
    await expect
      .soft(relatedSection.locator("li h3"), `the related services on ${route}`)
      .toHaveText(related.map(offeringTitle));
    for (const slug of related)
      await expect
        .soft(relatedSection.locator(`a[href="/offerings/${slug}/"]`), `the link to ${slug} on ${route}`)
        .toHaveCount(1);
    await expectTopBar(page, route);
  },
}));

const caseStudyCase = (c: CaseStudyPage, i: number): PageCase => ({
  route: c.route,
  axe: i === 0,
  async check(page) {
    const { route } = c;
    const main = page.locator("main");
    await expectHeading(page, route, c.title, titleFor(c.title));
    await expect.soft(main.getByText("Client:"), `the client on ${route}`).toBeVisible();
    await expect
      .soft(page.getByRole("list", { name: "Key results" }).getByRole("listitem").first(), `key results on ${route}`)
      .toBeVisible();
    for (const section of ["The problem", "What we did", "The measured result"])
      await expect.soft(main.getByRole("heading", { level: 2, name: section }), `${section} on ${route}`).toBeVisible();
    const used = main.locator("section", { has: page.getByRole("heading", { name: "Services we used" }) });
    for (const slug of c.offerings) {
      await expect.soft(used.getByRole("heading", { name: offeringTitle(slug) }), `${slug} on ${route}`).toBeVisible();
      await expect
        .soft(used.locator(`a[href="/offerings/${slug}/"]`), `the link to ${slug} on ${route}`)
        .toHaveCount(1);
    }
    await expectTopBar(page, route);
  },
});

const docsCases = productDocs().map((product) => ({
  name: `${product.name} docs`,
  cases: [
    {
      route: product.docsRoute,
      async check(page: Page) {
        const route = product.docsRoute;
        expect.soft(product.pages.length, `content/docs/${product.slug}/ has pages`).toBeGreaterThan(0);
        await expectHeading(page, route, new RegExp(product.name), `${product.name} documentation | ${BRAND}`);
        for (const doc of product.pages)
          await expect
            .soft(page.locator("main").locator(`a[href="${doc.route}"]`).first(), `${route} links to ${doc.route}`)
            .toBeVisible();
        await expectDocsChrome(page, route, product.name);
      },
    },
    ...product.pages.map((doc) => ({
      route: doc.route,
      async check(page: Page) {
        await expectHeading(page, doc.route, doc.title, `${doc.title} – ${product.name} docs | ${BRAND}`);
        await expectDocsChrome(page, doc.route, product.name);
        await expectInlineCodeWhole(page, doc.route);
      },
    })),
  ] as PageCase[],
}));

const GROUPS: { name: string; cases: PageCase[] }[] = [
  { name: "static pages", cases: staticPages },
  { name: "offerings", cases: offeringCases },
  { name: "case studies", cases: caseStudies.map(caseStudyCase) },
  ...docsCases,
];

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`every public page at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const group of GROUPS) {
      test(group.name, async ({ page, pageErrors }) => {
        const shifts = await recordLayoutShifts(page);
        await eachRoute(page, pageErrors, group.cases, async (entry) => {
          const { route } = entry;
          // The Copy buttons, the marked section and any late style land within a few frames of hydrating.
          await settled(page);
          expect.soft(await shifts(), `layout shifts on ${route} once painted`).toEqual([]);
          await entry.check(page);
          await expect.poll(() => undrawnIcons(page), `icons not drawn on ${route}`).toEqual([]);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(width, `the width of ${route}`).toBeLessThanOrEqual(viewport.width);
          if (viewport === MOBILE) {
            expect.soft(await clippedText(page), `text cut off on ${route}`).toEqual([]);
            // The same in the dark scheme, without a reload.
            await page.emulateMedia({ colorScheme: "dark" });
            const dark = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.soft(dark, `the width of ${route} in dark`).toBeLessThanOrEqual(viewport.width);
            expect.soft(await clippedText(page), `text cut off on ${route} in dark`).toEqual([]);
            await page.emulateMedia({ colorScheme: "light" });
          }
          if (viewport === DESKTOP && entry.axe) await expectNoViolationsInBothSchemes(page, route, { soft: true });
        });
      });
    }
  });
}
