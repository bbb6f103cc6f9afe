/**
 * Document head as served (the pre-rendered HTML a crawler gets, read with a plain request), noindex pages, sitemap
 * and robots.txt, and the footer every public page serves (what a visitor without JavaScript gets; the page
 * sweep sees it drawn, its logos loaded).
 */
import { test, expect } from "./support/fixtures";
import type { APIRequestContext } from "@playwright/test";
import {
  BRAND,
  PRIVATE_PREFIXES,
  caseStudyPages,
  companyList,
  offeringPages,
  productDocs,
  site,
  titleFor,
} from "./support/content";
import { cloudPartners, phoneHref } from "../core/config/site";
import { servedHead } from "./support/servedHtml";

const PUBLIC_ROUTES = [
  "/",
  "/about/",
  "/partners/",
  "/contact/",
  "/plutus-payments/",
  "/bulk-remind/",
  "/privacy-policy/",
  "/terms-and-conditions/",
  "/offerings/",
  ...offeringPages().map((o) => o.route),
  "/case-studies/",
  ...caseStudyPages().map((c) => c.route),
];

test.describe("head tags of the served HTML", () => {
  test("/about/ has title, description, keywords, robots, viewport, charset, lang, canonical and Open Graph", async ({
    request,
  }) => {
    const head = await servedHead(request, "/about/");
    const title = titleFor("About Us");
    expect(head.title).toBe(title);
    expect(head.root.querySelector("html")?.getAttribute("lang")).toBe("en-us");
    const charsets = head.root.querySelectorAll("head meta[charset]");
    expect(charsets).toHaveLength(1);
    expect(charsets[0]!.getAttribute("charset")?.toLowerCase()).toBe("utf-8");
    expect(head.meta("viewport")).toBe("width=device-width, initial-scale=1.0");
    expect(head.meta("robots")).toBe("index, follow");
    const description = head.meta("description");
    expect(description.length, "meta description is a real sentence").toBeGreaterThan(50);
    const keywords = head.meta("keywords");
    expect(
      keywords
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean).length,
    ).toBeGreaterThan(0);
    const canonical = head.links("canonical");
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.getAttribute("href")).toBe(`${site.url}/about/`);
    expect(head.meta("og:title", "property")).toBe(title);
    expect(head.meta("og:description", "property")).toBe(description);
    expect(head.meta("og:url", "property")).toBe(`${site.url}/about/`);
  });

  test("home uses the brand as its title and its own canonical", async ({ request }) => {
    const head = await servedHead(request, "/");
    expect(head.title).toBe(BRAND);
    expect(head.links("canonical").map((l) => l.getAttribute("href"))).toEqual([`${site.url}/`]);
    expect(head.meta("robots")).toBe("index, follow");
  });

  test("every page names one favicon in its served HTML (so development tabs get it before any script runs)", async ({
    request,
  }) => {
    for (const route of ["/", "/about/", "/login/"]) {
      const head = await servedHead(request, route);
      expect(head.html.match(/<link[^>]+rel="icon"[^>]*>/g) ?? [], route).toHaveLength(1);
      expect(
        head.links("icon").map((l) => l.getAttribute("href")),
        route,
      ).toEqual(["/favicon.svg"]);
    }
    expect((await request.get("/favicon.svg")).headers()["content-type"]).toContain("image/svg+xml");
  });

  test("styles are in the head: the body is plain HTML the browser paints as it parses", async ({ request }) => {
    for (const route of ["/", "/about/", "/login/"]) {
      const head = await servedHead(request, route);
      const [before, body] = head.html.split("<body");
      expect(before, route).toMatch(/<style data-emotion="css [^"]+">/);
      expect(body!.match(/<style[^>]*>/g) ?? [], route).toEqual([]);
    }
  });

  test("an offering page takes description and keywords from its content", async ({ request }) => {
    const head = await servedHead(request, "/offerings/business-intelligence/");
    expect(head.meta("description")).not.toBe(site.description);
    expect(head.meta("og:url", "property")).toBe(`${site.url}/offerings/business-intelligence/`);
    expect(head.meta("keywords")).not.toBe(site.keywords.join(", "));
  });

  test("a case study has its own title, description, canonical and Open Graph article type", async ({ request }) => {
    const c = caseStudyPages()[0]!;
    const head = await servedHead(request, c.route);
    expect(head.title).toBe(titleFor(c.title));
    expect(head.meta("description")).toBe(c.description);
    expect(head.links("canonical").map((l) => l.getAttribute("href"))).toEqual([`${site.url}${c.route}`]);
    expect(head.meta("og:url", "property")).toBe(`${site.url}${c.route}`);
    expect(head.meta("og:type", "property")).toBe("article");
    expect(head.meta("robots")).toBe("index, follow");
    const index = await servedHead(request, "/case-studies/");
    expect(index.links("canonical").map((l) => l.getAttribute("href"))).toEqual([`${site.url}/case-studies/`]);
  });

  test("every public page is indexable and has a unique title and description", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      const head = await servedHead(request, route);
      expect.soft(head.meta("robots"), route).toBe("index, follow");
      const t = head.title ?? "";
      const d = head.meta("description");
      expect.soft(titles.get(t), `title "${t}" of ${route} also used by`).toBeUndefined();
      titles.set(t, route);
      if (route !== "/") expect.soft(descriptions.get(d), `description of ${route} also used by`).toBeUndefined();
      descriptions.set(d, route);
    }
  });

  test("an unknown path answers 404 with the site's not-found page: noindex, nofollow, the other head tags, a way home", async ({
    request,
  }) => {
    // As a crawler that hits a dead link gets it.
    const head = await servedHead(request, "/no-such-page/", 404);
    expect(head.meta("robots")).toBe("noindex, nofollow");
    expect(head.meta("viewport")).toBe("width=device-width, initial-scale=1.0");
    expect(head.root.querySelector("html")?.getAttribute("lang")).toBe("en-us");
    expect(head.title).toBe(titleFor("Page not found"));
    // The site's not-found page, with its way home.
    const h1 = head.root.querySelectorAll("h1");
    expect(h1.map((h) => h.text)).toEqual([expect.stringMatching(/not found|404/i)]);
    expect(head.root.querySelectorAll("main a").some((a) => /home/i.test(a.text))).toBe(true);
  });
});

const NETWORKS = [
  { network: "Instagram", host: /instagram\.com/ },
  { network: "Facebook", host: /facebook\.com/ },
  { network: "Twitter", host: /twitter\.com|x\.com/ },
  { network: "LinkedIn", host: /linkedin\.com/ },
] as const;

test("every public page serves the footer: contact lines, offices, social links, partner logos, legal links", async ({
  request,
}) => {
  const docs = productDocs().flatMap((p) => [p.docsRoute, p.pages[0]!.route]);
  for (const route of [...PUBLIC_ROUTES, ...docs, "/login/"]) {
    const { root } = await servedHead(request, route);
    const footers = root.querySelectorAll("footer");
    expect.soft(footers, `one footer on ${route}`).toHaveLength(1);
    const footer = footers[0];
    if (!footer) continue;
    const links = (selector: string) => footer.querySelectorAll(selector);
    expect
      .soft(
        links(`a[href="mailto:${site.email}"]`).map((a) => a.text),
        `e-mail on ${route}`,
      )
      .toEqual([site.email]);
    expect
      .soft(
        links(`a[href="${site.phoneHref}"]`).map((a) => a.text),
        `phone on ${route}`,
      )
      .toEqual([site.phone]);
    for (const { network, host } of NETWORKS) {
      const title = `Connect with ${BRAND} on ${network}`;
      const [link, ...more] = links(`a[title="${title}"]`);
      expect.soft(link && more.length === 0, `one ${network} link on ${route}`).toBe(true);
      if (!link) continue;
      expect.soft(link.getAttribute("target"), `${network} opens a new tab`).toBe("_blank");
      expect
        .soft((link.getAttribute("rel") ?? "").split(/\s+/), `${network} rel`)
        .toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect.soft(link.getAttribute("href"), `${network} href`).toMatch(host);
      // Its name: the title, or text inside that names the network (the icon itself is hidden).
      expect.soft(`${link.getAttribute("aria-label") ?? ""} ${link.text}`, `${network} name`).toMatch(network);
    }
    // Every office, with its address and phone (the head office's number is the site's: checkContent).
    for (const office of companyList("offices")) {
      expect.soft(footer.text, `${office.city}'s address on ${route}`).toContain(office.address);
      expect
        .soft(
          links(`a[href="${phoneHref(office.phone)}"]`).map((a) => a.text),
          `${office.city}'s phone on ${route}`,
        )
        .toEqual([office.phone]);
    }
    // Each partner's badge twice, for the light and the dark theme (the page shows one: public-pages.spec).
    expect
      .soft(
        links("img").map((img) => img.getAttribute("src")),
        `the partner badges on ${route}`,
      )
      .toEqual(cloudPartners.flatMap((p) => [p.logo, p.darkLogo]));
    const alts = links("img").map((img) => img.getAttribute("alt") ?? "");
    for (const pattern of [/Amazon Web Services|AWS/, /Azure|Microsoft/, /Google/])
      expect.soft(alts.join(" | "), `a partner logo named ${pattern} on ${route}`).toMatch(pattern);
    expect
      .soft(
        alts.filter((alt) => alt.trim().length <= 2),
        `logos without a name on ${route}`,
      )
      .toEqual([]);
    expect
      .soft(footer.text, `copyright on ${route}`)
      .toMatch(new RegExp(`(©|Copyright)\\s*${new Date().getFullYear()}`));
    const hrefOf = (name: string) =>
      links("a")
        .find((a) => a.text.trim() === name)
        ?.getAttribute("href");
    expect.soft(hrefOf("Privacy Policy"), route).toBe("/privacy-policy/");
    expect.soft(hrefOf("Terms and Conditions"), route).toBe("/terms-and-conditions/");
    expect.soft(hrefOf("Admin sign-in"), route).toBe("/login/");
  }
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
