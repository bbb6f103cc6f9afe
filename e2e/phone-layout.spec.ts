/**
 * On a 375 px phone the public page types never scroll sideways and never cut text off: the page is no wider than
 * the screen, and no element that hides its overflow holds text wider than itself. Scroll boxes (code blocks, wide
 * tables: overflow auto or scroll) are allowed; that is how they fit. Light and dark lay out the same, checked once.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { caseStudyPages, productDocs } from "./support/content";
import { MOBILE, gotoHydrated, gotoOk } from "./support/page";

test.use({ viewport: MOBILE });

const ROUTES = [
  "/",
  "/offerings/cloud-hybrid-implementations/",
  caseStudyPages()[0]!.route,
  "/case-studies/",
  productDocs()[0]!.pages.find((p) => /api-reference/.test(p.route))?.route ?? productDocs()[0]!.pages[0]!.route,
  "/contact/",
  "/partners/",
];

/** Elements that clip their own text: overflow hidden or clip and content wider (or taller, for one line) than the box. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const hides = (v: string) => v === "hidden" || v === "clip";
      if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== "ellipsis") continue;
      // Visually hidden text for screen readers is clipped on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (!el.textContent?.trim()) continue;
      const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.className}`.slice(0, 80);
        found.push(`${name}: scroll ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
      }
    }
    return found;
  });
}

for (const route of ROUTES) {
  test(`${route} at 375 px: no sideways scroll, no clipped text`, async ({ page }) => {
    await gotoHydrated(page, route);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.inner).toBe(MOBILE.width);
    expect(widths.document, `${route}: page width`).toBeLessThanOrEqual(widths.inner);
    expect(widths.body, `${route}: body width`).toBeLessThanOrEqual(widths.inner);
    expect(await clippedText(page), `${route}: elements that cut their text off`).toEqual([]);
  });
}

test("the home hero has its heading first on a phone and fetches no illustration there", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  const h1 = page.locator("main h1");
  const box = await h1.boundingBox();
  expect(box, "h1 is laid out").not.toBeNull();
  // Under the 64 px top bar, the eyebrow and the section's padding: nothing above the heading pushes it down.
  expect(box!.y).toBeLessThan(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  expect(requested.filter((p) => p.startsWith("/illustrations/"))).toEqual([]);
});

test("on a wide screen the illustration sits beside the heading, decorative", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  const art = page.locator('main img[src="/illustrations/hero.svg"]');
  await expect(art).toBeVisible();
  await expect(art).toHaveAttribute("alt", "");
  await expect
    .poll(() => art.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: "hero.svg loads" })
    .toBe(true);
  const [h1, img] = await Promise.all([page.locator("main h1").boundingBox(), art.boundingBox()]);
  expect(img!.x).toBeGreaterThan(h1!.x + h1!.width - 1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The server HTML alone must lay out: a <noscript> placed between grid items once pushed the docs' main column
  // into the narrow contents column at 1280 px (the page was 1316 px wide, its heading cut off at the right).
  for (const width of [MOBILE.width, 1280]) {
    test(`at ${width} px the page types fit and the heading starts in the main column`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const route of ROUTES) {
        await gotoOk(page, route);
        const layout = await page.evaluate(() => {
          const h1 = document.querySelector("main h1")!.getBoundingClientRect();
          return { page: document.documentElement.scrollWidth, left: h1.left, right: h1.right };
        });
        if (layout.page > width) problems.push(`${route}: page ${layout.page} px wide`);
        // The heading starts in the left half: no empty column before the content.
        if (layout.left > width / 2 || layout.right > width)
          problems.push(`${route}: h1 at ${layout.left}-${layout.right} px`);
      }
      expect(problems).toEqual([]);
    });
  }
});
