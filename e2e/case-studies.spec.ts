/**
 * Pages with proof: the case studies are reachable from the home page (the first three) and from an offering they used. What each
 * case study, offering and /case-studies/ shows (their lists, related services and sections) is checked in the one
 * visit per page of public-pages.spec. Expected lists come from content/ itself.
 */
import { test, expect } from "./support/fixtures";
import { BRAND, caseStudyPages, offeringPages, titleFor } from "./support/content";
import { gotoHydrated } from "./support/page";

const caseStudies = caseStudyPages();
const offerings = offeringPages();

test("there are at least four case studies, each naming offerings that exist", () => {
  expect(caseStudies.length).toBeGreaterThanOrEqual(4);
  for (const c of caseStudies) {
    for (const slug of c.offerings)
      expect(
        offerings.map((o) => o.slug),
        `${c.file} names ${slug}`,
      ).toContain(slug);
  }
});

test("a case study is reachable from an offering it used, and from home, which lists the first three with the key figures", async ({
  page,
  expectNoPageErrors,
}) => {
  const c = caseStudies[0]!;
  await gotoHydrated(page, `/offerings/${c.offerings[0]!}/`);
  await page.locator(`section a[href="${c.route}"]`).click();
  await expect(page).toHaveURL(c.route);
  await expect(page.locator("main h1")).toHaveText(c.title);

  await gotoHydrated(page, "/");
  const section = page.locator("section#case-studies");
  await expect(section.getByRole("heading", { level: 2, name: "Case studies" })).toBeVisible();
  // Three, by their order, to keep the home page short; /case-studies/ lists every one.
  for (const study of caseStudies.slice(0, 3)) {
    await expect(section.getByRole("heading", { name: study.title })).toBeVisible();
    await expect(section.locator(`a[href="${study.route}"]`)).toHaveCount(1);
  }
  await expect(section.getByRole("listitem")).toHaveCount(Math.min(3, caseStudies.length));
  await expect(section.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", "/case-studies/");
  const figures = page.getByRole("list", { name: `${BRAND} in figures` });
  await expect(figures.getByRole("listitem")).toHaveCount(4);
  await section.locator(`a[href="${c.route}"]`).click();
  await expect(page).toHaveURL(c.route);
  await expect(page.locator("main h1")).toHaveText(c.title);
  await expect(page).toHaveTitle(titleFor(c.title));
  expectNoPageErrors();
});
