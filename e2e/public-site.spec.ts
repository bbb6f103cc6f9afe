/**
 * Every public route renders (HTTP 200, one visible h1, the right <title>, a clean console), unknown paths
 * get a real 404, and the layout rule of the spec: documentation pages hide the top bar and show the docs
 * sidebar, every other page has the top bar. axe finds nothing on any of them in light and dark mode.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { BRAND, caseStudyPages, offeringPages, productDocs, titleFor, type ContentPage } from "./support/content";
import { DESKTOP, MOBILE, eachRoute, gotoHydrated } from "./support/page";
import { startTrickleProxy } from "./support/trickleProxy";

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
}

/**
 * Docs pages: no top bar (no Services or Products menu) but the docs' compact header, in the page flow, and the
 * product's sidebar.
 */
async function expectDocsChrome(page: Page, route: string, product: string): Promise<void> {
  await expect.soft(page.getByRole("button", { name: "Services" }), `no top bar on ${route}`).toHaveCount(0);
  await expect.soft(page.getByRole("button", { name: "Products" }), `no top bar on ${route}`).toHaveCount(0);
  const banner = page.getByRole("banner");
  await expect.soft(banner, `one header on ${route}`).toHaveCount(1);
  expect
    .soft(await banner.evaluate((el) => getComputedStyle(el).position), `the docs header on ${route}`)
    .not.toBe("fixed");
  await expect.soft(banner.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", "/");
  await expect.soft(banner.getByRole("combobox", { name: "Search the documentation" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: `${product} documentation` });
  await expect.soft(sidebar, `the ${product} docs sidebar on ${route}`).toBeVisible();
  await expect.soft(sidebar.getByRole("link").first()).toBeVisible();
}

/** A page built from content: one h1 with the content's title, the title in <title>, the top bar. */
function expectContentPage(page: Page) {
  return async ({ route, title }: ContentPage) => {
    await expect.soft(page.locator("h1"), `exactly one h1 on ${route}`).toHaveCount(1);
    await expect.soft(page.locator("main h1"), `the h1 of ${route}`).toHaveText(title);
    await expect.soft(page, `the title of ${route}`).toHaveTitle(titleFor(title));
    await expectTopBar(page, route);
  };
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe in ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });
    // Docs and /contact/ (with the form's states) have their own axe tests: docs.spec, contact.spec.
    test("every static page, an offering and a case study", async ({ page, pageErrors }) => {
      const routes = [
        ...STATIC_PAGES.filter((p) => p.route !== "/contact/"),
        offeringPages()[0]!,
        caseStudyPages()[0]!,
      ];
      await eachRoute(page, pageErrors, routes, async ({ route }) => {
        await expect
          .soft(page.locator("html"), `${scheme} mode on ${route}`)
          .toHaveClass(scheme === "dark" ? /theme-ui-dark/ : /^(?!.*theme-ui-dark)/);
        await expectNoViolations(page, `${route} (${scheme})`, { soft: true });
      });
    });
  });
}

test.describe("public routes render with their h1 and title", () => {
  test("static pages", async ({ page, pageErrors }) => {
    await eachRoute(page, pageErrors, STATIC_PAGES, async (p) => {
      const h1 = page.locator("h1");
      await expect.soft(h1, `exactly one h1 on ${p.route}`).toHaveCount(1);
      await expect.soft(page.locator("main h1"), `the h1 of ${p.route} is in <main>`).toBeVisible();
      await expect.soft(h1, `the h1 of ${p.route}`).toHaveText(p.h1);
      await expect.soft(page, `the title of ${p.route}`).toHaveTitle(titleFor(p.title));
      await expectTopBar(page, p.route);
    });
  });

  test("offerings", async ({ page, pageErrors }) => {
    const offerings = offeringPages();
    expect
      .soft(
        offerings.filter((o) => !o.exists).map((o) => o.file),
        "offering files that do not exist",
      )
      .toEqual([]);
    await eachRoute(
      page,
      pageErrors,
      offerings.filter((o) => o.exists),
      expectContentPage(page),
    );
  });

  test("case studies", async ({ page, pageErrors }) => {
    await eachRoute(page, pageErrors, caseStudyPages(), expectContentPage(page));
  });
});

test.describe("product documentation", () => {
  for (const product of productDocs()) {
    test(`${product.docsRoute}: the index lists the ${product.name} docs, each doc page renders`, async ({
      page,
      pageErrors,
    }) => {
      expect(product.pages.length, `content/docs/${product.slug}/ has pages`).toBeGreaterThan(0);
      await eachRoute(page, pageErrors, [{ route: product.docsRoute }], async ({ route }) => {
        await expect.soft(page.locator("h1")).toHaveCount(1);
        await expect.soft(page.locator("main h1")).toContainText(product.name);
        await expect.soft(page).toHaveTitle(`${product.name} documentation | ${BRAND}`);
        const main = page.locator("main");
        for (const doc of product.pages) {
          await expect
            .soft(main.locator(`a[href="${doc.route}"]`).first(), `index links to ${doc.route}`)
            .toBeVisible();
        }
        await expectDocsChrome(page, route, product.name);
      });
      await eachRoute(page, pageErrors, product.pages, async (doc) => {
        await expect.soft(page.locator("h1"), `exactly one h1 on ${doc.route}`).toHaveCount(1);
        await expect.soft(page.locator("main h1"), `the h1 of ${doc.route}`).toHaveText(doc.title);
        await expect
          .soft(page, `the title of ${doc.route}`)
          .toHaveTitle(`${doc.title} – ${product.name} docs | ${BRAND}`);
        await expectDocsChrome(page, doc.route, product.name);
      });
    });
  }
});

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

test.describe("entry scripts wait for the first paint", () => {
  for (const route of ["/", "/plutus-payments/docs/getting-started/"]) {
    test(`${route}: no script is fetched before the first contentful paint, then the page hydrates`, async ({
      page,
      expectNoPageErrors,
    }) => {
      await gotoHydrated(page, route);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }));
      expect(timing.fcp, "the browser reported a first contentful paint").not.toBeNull();
      const entries = timing.scripts.filter((s) => /^\/(webpack-runtime|framework|app)-/.test(s.name));
      expect(entries.map((s) => s.name.split("-")[0]).sort(), "webpack runtime, React and the app").toEqual([
        "/app",
        "/framework",
        "/webpack",
      ]);
      for (const s of timing.scripts)
        expect(s.start, `${s.name} fetched after the first paint`).toBeGreaterThanOrEqual(timing.fcp!);
      expectNoPageErrors();
    });
  }
});

test.describe("start-up leaves the server styles where they are", () => {
  // A moved <style> (removed and inserted again) makes the browser restyle every element of the page.
  for (const route of ["/", "/plutus-payments/docs/getting-started/", "/contact/"]) {
    test(`${route}: the server's <style> elements are not moved while the page starts and hydrates`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { __movedStyles: string[] }).__movedStyles = moved;
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes)
              if (n instanceof HTMLStyleElement)
                moved.push((n.dataset.ssrEmotion ?? n.dataset.emotion ?? "?").slice(0, 40));
        }).observe(document, { childList: true, subtree: true });
      });
      await gotoHydrated(page, route);
      const styles = await page.evaluate(() => ({
        moved: (window as unknown as { __movedStyles: string[] }).__movedStyles,
        server: Array.from(document.querySelectorAll("head style[data-ssr-emotion]"), (s) => s.parentElement?.tagName),
        // Rules emotion inserted in the browser: hydration should find all of the page's rules already there.
        inserted: Array.from(document.querySelectorAll("style[data-emotion]")).reduce(
          (n, s) => n + ((s as HTMLStyleElement).sheet?.cssRules.length ?? 0),
          0,
        ),
      }));
      expect(styles.server, "the global and the class style element, in <head>").toEqual(["HEAD", "HEAD"]);
      expect(styles.moved, "style elements removed (moved)").toEqual([]);
      expect(styles.inserted, "rules inserted again in the browser").toBe(0);
    });
  }
});

/** Collects the page's layout shifts (what Lighthouse's CLS adds up) as readable lines. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const shifts: string[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
              entry.sources.map((s) => (s.node?.textContent ?? "?").slice(0, 40)).join(" | "),
          );
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries of the last frames may not have been delivered yet: take them when asked.
    (window as unknown as { __shifts: () => string[] }).__shifts = () => {
      take(observer.takeRecords());
      return shifts;
    };
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { __shifts: () => string[] }).__shifts())),
          ),
        ),
    );
}

test.describe("nothing moves once a page has painted, while it starts and hydrates", () => {
  // Seen before: code blocks sized with their padding twice until laid out, a Copy bar that appeared only after
  // hydration, an 'On this page' entry that wrapped when marked in bold. The first paint is held here until the
  // whole document is parsed: what a busy machine paints mid-parse depends on its load (the next test covers the
  // top bar, which the page itself holds back).
  const groups = {
    "pages, an offering and a case study": [
      ...STATIC_PAGES.map((p) => p.route),
      offeringPages()[0]!.route,
      caseStudyPages()[0]!.route,
    ],
    ...Object.fromEntries(
      productDocs().map((product) => [
        `${product.name} docs`,
        [product.docsRoute, ...product.pages.map((doc) => doc.route)],
      ]),
    ),
  };
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const [group, routes] of Object.entries(groups)) {
        // One test per group, a full page load per route: a test each spent more time starting than loading.
        test(`${group}`, async ({ page, expectNoPageErrors }) => {
          test.setTimeout(30_000 + routes.length * 10_000);
          await page.route(
            (url) => routes.includes(url.pathname),
            async (request) => {
              const response = await request.fetch();
              const served = await response.text();
              const hold = 'href="#site-header-end" blocking="render"';
              expect(served, "the page holds its first paint for its header").toContain(hold);
              const html = served
                .replace(hold, 'href="#e2e-parsed" blocking="render"')
                .replace("</body>", '<span id="e2e-parsed"></span></body>');
              await request.fulfill({ response, body: html });
            },
          );
          const shifts = await recordLayoutShifts(page);
          for (const route of routes) {
            await gotoHydrated(page, route);
            // The Copy buttons, the marked section and any late style land within a few frames of hydrating.
            await page.waitForTimeout(750);
            expect.soft(await shifts(), `layout shifts on ${route}`).toEqual([]);
          }
          expectNoPageErrors();
        });
      }
    });
  }
});

test.describe("a page that arrives slowly is painted with its whole top bar", () => {
  // The HTML is cut inside the top bar and then every 4 kB, with a pause after each piece, as on a slow connection
  // (throttling cuts wherever its chunks fall, so it tested different things on different machines). Without the
  // page's <link rel="expect" blocking="render"> (src/document/paintAfterHeader.tsx) the docs header was painted
  // with half its buttons, and its search row moved down when the rest arrived.
  const cases = [
    { route: "/plutus-payments/docs/configuration/", viewport: MOBILE },
    { route: "/plutus-payments/docs/configuration/", viewport: DESKTOP },
    { route: "/", viewport: MOBILE },
    // Long tables, parsed a few rows at a time.
    { route: "/plutus-payments/docs/api-reference/", viewport: DESKTOP },
  ];
  for (const { route, viewport } of cases) {
    test(`${route} at ${viewport.width} px`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const shifts = await recordLayoutShifts(page);
      // Chromium runs animation frames only when it may render: each says whether the parser had closed the bar.
      await page.addInitScript(() => {
        const frames: string[] = [];
        (window as unknown as { __frames: string[] }).__frames = frames;
        const look = () => {
          if (document.readyState !== "loading") return;
          const header = document.querySelector("header");
          if (document.body) frames.push(!header ? "no top bar" : header.nextSibling ? "whole" : "half-parsed");
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const proxy = await startTrickleProxy({ upstream: baseURL!, cuts: cutsThroughTopBarAndPage, pauseMs: 250 });
      try {
        await page.goto(proxy.url + route, { waitUntil: "load" });
        const [sent] = proxy.sent;
        expect(sent?.path, "the page went through the proxy").toBe(route);
        expect(sent!.pieces, "pieces the page was sent in").toBeGreaterThan(CUTS_IN_TOP_BAR + 1);
        const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
        expect(frames.length, "frames rendered while the rest of the page arrived").toBeGreaterThan(0);
        expect([...new Set(frames)], "the top bar in the frames rendered while the page loaded").toEqual(["whole"]);
        expect(await shifts(), `layout shifts on ${route} while it arrived`).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
});

const CUTS_IN_TOP_BAR = 5;

/**
 * Where to pause: just inside the top bar's start tag, at its quarters and just before its end tag (the bar must
 * not be painted at any of them), then every 4 kB to the end. The pauses after the bar are when the browser may
 * render, so they give the frame check its frames and the shift check the half-parsed content column.
 */
function cutsThroughTopBarAndPage(html: string): number[] {
  const start = html.indexOf(">", html.indexOf("<header")) + 1;
  const end = html.indexOf("</header>");
  if (start <= 0 || end < start) return [];
  const quarter = (end - start) / 4;
  const inBar = [start, start + quarter, start + 2 * quarter, start + 3 * quarter, end];
  const afterBar: number[] = [];
  for (let at = end + "</header>".length + 4096; at < html.length; at += 4096) afterBar.push(at);
  return [...inBar, ...afterBar].map(Math.floor);
}
