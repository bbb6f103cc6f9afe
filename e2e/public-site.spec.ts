/**
 * Every public route renders (HTTP 200, one visible h1, the right <title>, a clean console), unknown paths
 * get a real 404, and the layout rule of the spec: documentation pages hide the top bar and show the docs
 * sidebar, every other page has the top bar.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BRAND, caseStudyPages, offeringPages, productDocs, titleFor } from "./support/content";
import { DESKTOP, MOBILE, gotoHydrated, gotoOk } from "./support/page";
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

test.describe("public routes render with their h1 and title", () => {
  for (const p of STATIC_PAGES) {
    test(`${p.route}`, async ({ page, expectNoPageErrors }) => {
      await gotoHydrated(page, p.route);
      const h1 = page.locator("h1");
      await expect(h1, "exactly one h1").toHaveCount(1);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(h1).toHaveText(p.h1);
      await expect(page).toHaveTitle(titleFor(p.title));
      expectNoPageErrors();
    });
  }

  for (const o of offeringPages()) {
    test(`offering ${o.route}`, async ({ page, expectNoPageErrors }) => {
      expect(o.exists, `content/offerings/${o.slug}.mdx exists`).toBe(true);
      await gotoHydrated(page, o.route);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toHaveText(o.title);
      await expect(page).toHaveTitle(titleFor(o.title));
      expectNoPageErrors();
    });
  }

  for (const c of caseStudyPages()) {
    test(`case study ${c.route}`, async ({ page, expectNoPageErrors }) => {
      await gotoHydrated(page, c.route);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toHaveText(c.title);
      await expect(page).toHaveTitle(titleFor(c.title));
      expectNoPageErrors();
    });
  }
});

test.describe("product documentation", () => {
  for (const product of productDocs()) {
    test(`${product.docsRoute} index lists the ${product.name} docs`, async ({ page, expectNoPageErrors }) => {
      expect(product.pages.length, `content/docs/${product.slug}/ has pages`).toBeGreaterThan(0);
      await gotoHydrated(page, product.docsRoute);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toContainText(product.name);
      await expect(page).toHaveTitle(`${product.name} documentation | ${BRAND}`);
      const main = page.locator("main");
      for (const doc of product.pages) {
        await expect(main.locator(`a[href="${doc.route}"]`).first(), `index links to ${doc.route}`).toBeVisible();
      }
      expectNoPageErrors();
    });

    for (const doc of product.pages) {
      test(`doc ${doc.route}`, async ({ page, expectNoPageErrors }) => {
        await gotoHydrated(page, doc.route);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("main h1")).toHaveText(doc.title);
        await expect(page).toHaveTitle(`${doc.title} – ${product.name} docs | ${BRAND}`);
        expectNoPageErrors();
      });
    }
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

test.describe("top bar and docs sidebar", () => {
  const docRoutes = productDocs().flatMap((p) => [
    { route: p.docsRoute, product: p.name },
    ...p.pages.slice(0, 1).map((d) => ({ route: d.route, product: p.name })),
  ]);
  for (const { route, product } of docRoutes) {
    test(`${route} has no top bar but the docs header and the ${product} docs sidebar`, async ({ page }) => {
      await gotoHydrated(page, route);
      // The site's top bar (fixed, with the Services and Products menus) is hidden; the docs have a compact
      // header of their own, in the page flow.
      await expect(page.getByRole("button", { name: "Services" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Products" })).toHaveCount(0);
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCount(1);
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).not.toBe("fixed");
      await expect(banner.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", "/");
      await expect(banner.getByRole("combobox", { name: "Search the documentation" })).toBeVisible();
      const sidebar = page.getByRole("navigation", { name: `${product} documentation` });
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByRole("link").first()).toBeVisible();
    });
  }

  for (const route of ["/", "/about/", "/offerings/training/", "/case-studies/", "/plutus-payments/"]) {
    test(`${route} has the top bar with the brand link`, async ({ page }) => {
      await gotoOk(page, route);
      const banner = page.getByRole("banner");
      await expect(banner).toBeVisible();
      const brand = banner.getByRole("link", { name: BRAND, exact: true });
      await expect(brand).toHaveAttribute("href", "/");
      await expect(page.getByRole("navigation", { name: /documentation$/ })).toHaveCount(0);
      // Fixed top bar: still on screen after scrolling to the bottom.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(banner).toBeInViewport();
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    });
  }
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
  // The HTML is cut inside the top bar, with a pause after each piece, as on a slow connection. Without the
  // page's <link rel="expect" blocking="render"> (src/document/paintAfterHeader.tsx) the docs header was painted
  // with half its buttons, and its search row moved down when the rest arrived.
  const cases = [
    { route: "/plutus-payments/docs/configuration/", viewport: MOBILE },
    { route: "/plutus-payments/docs/configuration/", viewport: DESKTOP },
    { route: "/", viewport: MOBILE },
  ];
  for (const { route, viewport } of cases) {
    test(`${route} at ${viewport.width} px`, async ({ page, baseURL }) => {
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
      const proxy = await startTrickleProxy({ upstream: baseURL!, cuts: cutsThroughTopBar, pauseMs: 400 });
      try {
        await page.goto(proxy.url + route, { waitUntil: "domcontentloaded" });
      } finally {
        await proxy.close();
      }
      const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
      expect(frames.length, "frames rendered while the rest of the page arrived").toBeGreaterThan(0);
      expect([...new Set(frames)], "the top bar in the frames rendered while the page loaded").toEqual(["whole"]);
      expect(await shifts()).toEqual([]);
    });
  }
});

/** Cuts just inside the top bar's start tag, at quarters of the bar, just before its end tag, and halfway through the rest. */
function cutsThroughTopBar(html: string): number[] {
  const start = html.indexOf(">", html.indexOf("<header")) + 1;
  const end = html.indexOf("</header>");
  if (start <= 0 || end < start) return [];
  const quarter = (end - start) / 4;
  const afterBar = end + "</header>".length;
  return [
    start,
    start + quarter,
    start + 2 * quarter,
    start + 3 * quarter,
    end,
    Math.floor((afterBar + html.length) / 2),
  ].map(Math.floor);
}
