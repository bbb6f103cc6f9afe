/**
 * Pages with proof: the case studies are reachable from the home page, from /case-studies/ and from every offering
 * they used; each offering shows the related services its frontmatter chose, in that order (axe on these pages:
 * public-site.spec). Expected lists come from content/ itself, so an added case study is checked without a change here.
 */
import { test, expect } from "./support/fixtures";
import { BRAND, caseStudyPages, offeringPages, relatedOf, titleFor } from "./support/content";
import { eachRoute, gotoHydrated } from "./support/page";

const caseStudies = caseStudyPages();
const offerings = offeringPages();
const offeringTitle = (slug: string) => offerings.find((o) => o.slug === slug)?.title ?? slug;

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

test("home lists every case study and its key figures; a card opens the case study", async ({
  page,
  expectNoPageErrors,
}) => {
  await gotoHydrated(page, "/");
  const section = page.locator("section#case-studies");
  await expect(section.getByRole("heading", { level: 2, name: "Case studies" })).toBeVisible();
  for (const c of caseStudies) {
    await expect(section.getByRole("heading", { name: c.title })).toBeVisible();
    await expect(section.locator(`a[href="${c.route}"]`)).toHaveCount(1);
  }
  await expect(section.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", "/case-studies/");
  const figures = page.getByRole("list", { name: `${BRAND} in figures` });
  await expect(figures.getByRole("listitem")).toHaveCount(4);

  const first = caseStudies[0]!;
  await section.locator(`a[href="${first.route}"]`).click();
  await expect(page).toHaveURL(first.route);
  await expect(page.locator("main h1")).toHaveText(first.title);
  await expect(page).toHaveTitle(titleFor(first.title));
  expectNoPageErrors();
});

test("/case-studies/ lists every case study in order", async ({ page, expectNoPageErrors }) => {
  await gotoHydrated(page, "/case-studies/");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveTitle(titleFor("Case Studies"));
  const headings = await page.locator("main li h3").allTextContents();
  expect(headings).toEqual(caseStudies.map((c) => c.title));
  expectNoPageErrors();
});

test("each case study: client, key results, the three sections, the services it used", async ({ page, pageErrors }) => {
  await eachRoute(page, pageErrors, caseStudies, async (c) => {
    const { route } = c;
    const main = page.locator("main");
    await expect.soft(page.locator("h1"), `exactly one h1 on ${route}`).toHaveCount(1);
    await expect.soft(main.locator("h1"), `the h1 of ${route}`).toHaveText(c.title);
    await expect.soft(main.getByText("Client:"), `the client on ${route}`).toBeVisible();
    await expect
      .soft(page.getByRole("list", { name: "Key results" }).getByRole("listitem").first(), `key results on ${route}`)
      .toBeVisible();
    for (const section of ["The problem", "What we did", "The measured result"]) {
      await expect.soft(main.getByRole("heading", { level: 2, name: section }), `${section} on ${route}`).toBeVisible();
    }
    const used = main.locator("section", { has: page.getByRole("heading", { name: "Services we used" }) });
    for (const slug of c.offerings) {
      await expect.soft(used.getByRole("heading", { name: offeringTitle(slug) }), `${slug} on ${route}`).toBeVisible();
      await expect
        .soft(used.locator(`a[href="/offerings/${slug}/"]`), `the link to ${slug} on ${route}`)
        .toHaveCount(1);
    }
  });
});

test.describe("offering pages", () => {
  test("each offering: the case studies that used it and its related services", async ({ page, pageErrors }) => {
    for (const o of offerings)
      expect.soft(relatedOf(o.slug).length, `${o.file} has related services`).toBeGreaterThan(0);
    await eachRoute(page, pageErrors, offerings, async (o) => {
      const { route } = o;
      const used = caseStudies.filter((c) => c.offerings.includes(o.slug));
      const related = relatedOf(o.slug);
      const studies = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Case studies" }) });
      if (used.length === 0) await expect.soft(studies, `no case studies on ${route}`).toHaveCount(0);
      else {
        await expect
          .soft(studies.locator("li h3"), `the case studies on ${route}`)
          .toHaveText(used.map((c) => c.title));
        for (const c of used)
          await expect
            .soft(studies.locator(`a[href="${c.route}"]`), `the link to ${c.route} on ${route}`)
            .toHaveCount(1);
      }
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
    });
  });

  test("a case study is reachable from an offering it used", async ({ page }) => {
    const c = caseStudies[0]!;
    const slug = c.offerings[0]!;
    await gotoHydrated(page, `/offerings/${slug}/`);
    await page.locator(`section a[href="${c.route}"]`).click();
    await expect(page).toHaveURL(c.route);
    await expect(page.locator("main h1")).toHaveText(c.title);
  });
});
