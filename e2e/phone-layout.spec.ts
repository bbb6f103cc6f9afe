/**
 * The home hero on a phone and a wide screen, and the page types laid out from the server HTML alone (no
 * JavaScript) at 375, 1024 and 1280 px. With JavaScript, every public page's width and clipped text at 375 px:
 * public-pages.spec.
 */
import { test, expect } from "./support/fixtures";
import { caseStudyPages, productDocs } from "./support/content";
import { MOBILE, gotoHydrated, gotoOk } from "./support/page";
import { settled } from "./support/pageChecks";

test.use({ viewport: MOBILE });

const ROUTES = [
  "/",
  "/offerings/cloud-hybrid-implementations/",
  caseStudyPages()[0]!.route,
  "/case-studies/",
  productDocs()[0]!.pages.find((p) => /api-reference/.test(p.route))?.route ?? productDocs()[0]!.pages[0]!.route,
  "/contact/",
  "/partners/",
  "/bulk-remind/",
];

test("the home hero: its heading first on a phone, with no illustration fetched; on a wide screen the illustration beside it, decorative", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  const h1 = page.locator("main h1");
  const box = await h1.boundingBox();
  expect(box, "h1 is laid out").not.toBeNull();
  // Under the 64 px top bar, the eyebrow and the section's padding: nothing above the heading pushes it down.
  expect(box!.y).toBeLessThan(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Lazy images are requested once laid out near the viewport: after the page is idle and has rendered again.
  await settled(page);
  expect(requested.filter((p) => p.startsWith("/illustrations/"))).toEqual([]);

  // The same page turned into a wide screen (its layout is CSS's): the illustration loads, beside the heading.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  const art = page.locator('main img[src="/illustrations/hero.svg"]');
  await expect(art).toBeVisible();
  await expect(art).toHaveAttribute("alt", "");
  await expect
    .poll(() => art.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: "hero.svg loads" })
    .toBe(true);
  const [heading, img] = await Promise.all([h1.boundingBox(), art.boundingBox()]);
  expect(img!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The server HTML alone must lay out: a <noscript> placed between grid items once pushed the docs' main column
  // into the narrow contents column at 1280 px (the page was 1316 px wide, its heading cut off at the right).
  // Without scripts the layout is the HTML's and CSS's alone, so each page is loaded once and laid out at each width
  // (1024 px: the top bar's call to action beside the menu button, the page header's beside the title).
  test(`the page types fit and the heading starts in the main column at ${MOBILE.width}, 1024 and 1280 px`, async ({
    page,
  }) => {
    test.slow();
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.setViewportSize(MOBILE);
      await gotoOk(page, route);
      for (const width of [MOBILE.width, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const h1 = document.querySelector("main h1")!.getBoundingClientRect();
          return { page: document.documentElement.scrollWidth, left: h1.left, right: h1.right };
        });
        if (layout.page > width) problems.push(`${route} at ${width} px: page ${layout.page} px wide`);
        // The heading starts in the left half: no empty column before the content.
        if (layout.left > width / 2 || layout.right > width)
          problems.push(`${route} at ${width} px: h1 at ${layout.left}-${layout.right} px`);
      }
    }
    expect(problems).toEqual([]);
  });
});
