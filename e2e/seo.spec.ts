/**
 * Document head (pre-rendered HTML, i.e. what crawlers see), noindex pages, sitemap and robots.txt.
 */
import { test, expect } from "./support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  BRAND,
  OFFERING_SLUGS,
  PRIVATE_PREFIXES,
  caseStudyPages,
  productDocs,
  site,
  titleFor,
} from "./support/content";

const PUBLIC_ROUTES = [
  "/",
  "/about/",
  "/partners/",
  "/contact/",
  "/plutus-payments/",
  "/bulk-remind/",
  "/privacy-policy/",
  "/terms-and-conditions/",
  ...OFFERING_SLUGS.map((s) => `/offerings/${s}/`),
  "/case-studies/",
  ...caseStudyPages().map((c) => c.route),
];

async function head(page: Page, name: string, attr = "name") {
  const loc = page.locator(`head meta[${attr}="${name}"]`);
  await expect(loc, `exactly one meta[${attr}="${name}"]`).toHaveCount(1);
  return loc.getAttribute("content");
}

test.describe("head tags of the pre-rendered HTML", () => {
  // JavaScript off: the DOM is exactly the server HTML, as a crawler gets it.
  test.use({ javaScriptEnabled: false });

  test("/about/ has title, description, keywords, robots, viewport, charset, lang, canonical and Open Graph", async ({
    page,
  }) => {
    const response = await page.goto("/about/");
    expect(response?.status()).toBe(200);
    const title = titleFor("About Us");
    await expect(page).toHaveTitle(title);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-us");
    const charset = page.locator("head meta[charset]");
    await expect(charset).toHaveCount(1);
    expect((await charset.getAttribute("charset"))?.toLowerCase()).toBe("utf-8");
    expect(await head(page, "viewport")).toBe("width=device-width, initial-scale=1.0");
    expect(await head(page, "robots")).toBe("index, follow");
    const description = await head(page, "description");
    expect(description?.length ?? 0, "meta description is a real sentence").toBeGreaterThan(50);
    const keywords = await head(page, "keywords");
    expect(
      keywords
        ?.split(",")
        .map((k) => k.trim())
        .filter(Boolean).length ?? 0,
    ).toBeGreaterThan(0);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute("href", `${site.url}/about/`);
    expect(await head(page, "og:title", "property")).toBe(title);
    expect(await head(page, "og:description", "property")).toBe(description);
    expect(await head(page, "og:url", "property")).toBe(`${site.url}/about/`);
  });

  test("home uses the brand as its title and its own canonical", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(BRAND);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/`);
    expect(await head(page, "robots")).toBe("index, follow");
  });

  test("every page names one favicon in its served HTML (so development tabs get it before any script runs)", async ({
    page,
    request,
  }) => {
    for (const route of ["/", "/about/", "/login/"]) {
      const html = await (await request.get(route)).text();
      expect(html.match(/<link[^>]+rel="icon"[^>]*>/g) ?? [], route).toHaveLength(1);
    }
    await page.goto("/about/");
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect((await request.get("/favicon.svg")).headers()["content-type"]).toContain("image/svg+xml");
  });

  test("an offering page takes description and keywords from its content", async ({ page }) => {
    await page.goto("/offerings/business-intelligence/");
    const description = await head(page, "description");
    expect(description).not.toBe(site.description);
    expect(await head(page, "og:url", "property")).toBe(`${site.url}/offerings/business-intelligence/`);
    expect(await head(page, "keywords")).not.toBe(site.keywords.join(", "));
  });

  test("a case study has its own title, description, canonical and Open Graph article type", async ({ page }) => {
    const c = caseStudyPages()[0]!;
    await page.goto(c.route);
    await expect(page).toHaveTitle(titleFor(c.title));
    expect(await head(page, "description")).toBe(c.description);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.url}${c.route}`);
    expect(await head(page, "og:url", "property")).toBe(`${site.url}${c.route}`);
    expect(await head(page, "og:type", "property")).toBe("article");
    expect(await head(page, "robots")).toBe("index, follow");
    await page.goto("/case-studies/");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/case-studies/`);
  });

  test("every public page is indexable and has a unique title and description", async ({ page }) => {
    // One load per public page, some forty: at load 12 on two cores that passed 30 s.
    test.slow();
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      expect(await head(page, "robots"), route).toBe("index, follow");
      const t = await page.title();
      const d = (await head(page, "description")) ?? "";
      expect(titles.get(t), `title "${t}" of ${route} also used by`).toBeUndefined();
      titles.set(t, route);
      if (route !== "/") {
        expect(descriptions.get(d), `description of ${route} also used by`).toBeUndefined();
      }
      descriptions.set(d, route);
    }
  });
});

test("the not-found page is noindex, nofollow (the no-robot flag) and keeps the other head tags", async ({ page }) => {
  // Pre-rendered HTML, as a crawler that hits a dead link gets it.
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  expect(await head(page, "robots")).toBe("noindex, nofollow");
  expect(await head(page, "viewport")).toBe("width=device-width, initial-scale=1.0");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-us");
  await expect(page).toHaveTitle(titleFor("Page not found"));
});

async function text(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return res.text();
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.trim());
}

test.describe("sitemap and robots.txt", () => {
  test("sitemap-index.xml points to sitemap-0.xml, which lists the public pages only", async ({ request }) => {
    const index = await text(request, "/sitemap-index.xml");
    const sitemaps = locs(index);
    expect(sitemaps).toContain(`${site.url}/sitemap-0.xml`);
    const urls: string[] = [];
    for (const sm of sitemaps) {
      urls.push(...locs(await text(request, new URL(sm).pathname)));
    }
    const expected = [
      ...PUBLIC_ROUTES,
      ...productDocs().flatMap((p) => [p.docsRoute, ...p.pages.map((d) => d.route)]),
    ].map((r) => `${site.url}${r}`);
    for (const url of expected) expect(urls, `sitemap lists ${url}`).toContain(url);
    for (const prefix of PRIVATE_PREFIXES) {
      expect(
        urls.filter((u) => new URL(u).pathname.startsWith(prefix)),
        `no ${prefix} URLs`,
      ).toEqual([]);
    }
    expect(
      urls.filter((u) => /\/404(\.html|\/)?$|dev-404/.test(u)),
      "no 404 pages",
    ).toEqual([]);
    // Raw text check as well (catches odd encodings of the private paths).
    const all = (await Promise.all(sitemaps.map((sm) => text(request, new URL(sm).pathname)))).join("\n");
    for (const prefix of PRIVATE_PREFIXES) expect(all).not.toContain(prefix);
  });

  test("robots.txt disallows the private prefixes and points to the sitemap", async ({ request }) => {
    const robots = await text(request, "/robots.txt");
    const lines = robots.split(/\r?\n/).map((l) => l.trim());
    expect(lines).toContain("User-agent: *");
    for (const prefix of PRIVATE_PREFIXES) expect(lines, `Disallow: ${prefix}`).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
    expect(
      lines.filter((l) => /^Disallow:\s*\/\s*$/.test(l)),
      "the site itself is not disallowed",
    ).toEqual([]);
  });
});
