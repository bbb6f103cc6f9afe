/**
 * How the site starts: unknown paths get a real 404, the entry scripts wait for the first paint, and a page that
 * arrives slowly is painted with its whole top bar. Every page's own checks, one visit each: public-pages.spec.
 */
import { test, expect } from "./support/fixtures";
import { BRAND } from "./support/content";
import { DESKTOP, MOBILE, gotoHydrated } from "./support/page";
import { recordLayoutShifts } from "./support/pageChecks";
import { startTrickleProxy } from "./support/trickleProxy";

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
