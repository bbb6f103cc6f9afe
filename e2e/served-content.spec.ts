/**
 * What every public page says, read from its served HTML with a plain request, as a crawler or a reader without
 * JavaScript gets it: one h1 with the right text, the right <title>, and the content the page is built from (an
 * offering's case studies and related services with their links, a case study's client, results, sections and
 * services, /case-studies/'s list, /contact/'s topics, a docs index's links, and that no link of the docs to a page
 * or section of the site is broken). The pages are pre-rendered and hydration keeps what the server sent (a
 * mismatch is a console error, which the page sweep fails on), so the browser adds nothing here; public-pages.spec
 * checks what needs one: layout, drawing, axe. Expected lists come from content/ itself, so an editor's new page is
 * checked with no change here.
 */
import type { APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";
import { test, expect } from "./support/fixtures";
import {
  BRAND,
  caseStudyPages,
  companyList,
  offeringGroups,
  offeringPages,
  productDocs,
  readFrontmatter,
  relatedOf,
  titleFor,
} from "./support/content";
import { cloudPartners, offer } from "../core/config/site";
import { servedHead } from "./support/servedHtml";

const offerings = offeringPages();
const caseStudies = caseStudyPages();
const offeringTitle = (slug: string) => offerings.find((o) => o.slug === slug)?.title ?? slug;

const texts = (elements: HTMLElement[]) => elements.map((e) => e.text.trim());

/** The section whose heading (any level) reads `name`. */
function section(root: HTMLElement, name: string): HTMLElement | undefined {
  return root
    .querySelectorAll("main section")
    .find((s) => s.querySelectorAll("h2, h3").some((h) => h.text.trim() === name));
}

/** The page's served HTML, its one h1 (in <main>) and its title checked. */
async function served(request: APIRequestContext, route: string, h1: string | RegExp, title: string) {
  const { root, title: served } = await servedHead(request, route);
  expect.soft(texts(root.querySelectorAll("h1")), `exactly one h1 on ${route}`).toHaveLength(1);
  const heading = root.querySelector("main h1")?.text.trim() ?? "(no h1 in <main>)";
  if (typeof h1 === "string") expect.soft(heading, `the h1 of ${route}`).toBe(h1);
  else expect.soft(heading, `the h1 of ${route}`).toMatch(h1);
  expect.soft(served, `the title of ${route}`).toBe(title);
  return root;
}

const hrefs = (scope: HTMLElement | undefined, href: string) => scope?.querySelectorAll(`a[href="${href}"]`) ?? [];

test("the static pages: heading, title, /contact/'s topics and /case-studies/'s list", async ({ request }) => {
  const pages: { route: string; h1: RegExp | string; title: string | null }[] = [
    { route: "/", h1: /\S/, title: null },
    { route: "/about/", h1: /about/i, title: "About Us" },
    { route: "/partners/", h1: /partner/i, title: "Partners" },
    { route: "/offerings/", h1: "Our services", title: "Services" },
    { route: "/contact/", h1: /contact/i, title: "Contact Us" },
    { route: "/case-studies/", h1: /\S/, title: "Case Studies" },
    { route: "/plutus-payments/", h1: /Plutus Payments/, title: "Plutus Payments" },
    { route: "/bulk-remind/", h1: /Bulk Remind/, title: "Bulk Remind" },
    { route: "/privacy-policy/", h1: "Privacy Policy", title: "Privacy Policy" },
    { route: "/terms-and-conditions/", h1: "Terms and Conditions", title: "Terms and Conditions" },
  ];
  for (const p of pages) {
    const root = await served(request, p.route, p.h1, titleFor(p.title));
    if (p.route === "/contact/")
      for (const o of offerings)
        expect
          .soft(texts(root.querySelectorAll(`select option[value="offering:${o.slug}"]`)), `${o.slug} on /contact/`)
          .toEqual([o.title]);
    if (p.route === "/case-studies/")
      expect
        .soft(texts(root.querySelectorAll("main li h3")), "/case-studies/ lists every case study in order")
        .toEqual(caseStudies.map((c) => c.title));
  }
});

/** The element's text without its "Sample" label, and whether it has one. */
function labeled(element: HTMLElement | null | undefined): { text: string; sample: boolean } {
  const text = element?.text.trim() ?? "";
  const sample = /Sample$/.test(text);
  return { text: text.replace(/\s*Sample$/, "").trim(), sample };
}

test("/offerings/ lists every service under its group's heading, in order, each with its description and link", async ({
  request,
}) => {
  const root = await served(request, "/offerings/", "Our services", titleFor("Services"));
  const main = root.querySelector("main")!;
  const groups = offeringGroups();
  expect(
    groups.reduce((n, g) => n + g.offerings.length, 0),
    "every offering has a known group",
  ).toBe(offerings.length);
  expect
    .soft(texts(main.querySelectorAll('section[aria-labelledby$="-title"] h2')), "the group headings, in order")
    .toEqual(groups.map((g) => g.title));
  for (const g of groups) {
    const scope = main.querySelector(`section[aria-labelledby="${g.id}-title"]`) ?? undefined;
    expect.soft(scope?.querySelector("h2")?.text.trim(), `the heading of ${g.id}`).toBe(g.title);
    expect
      .soft(texts(scope?.querySelectorAll("li h3") ?? []), `the services under ${g.title}`)
      .toEqual(g.offerings.map((o) => o.title));
    for (const o of g.offerings) {
      expect.soft(hrefs(scope, o.route), `the link to ${o.route} under ${g.title}`).toHaveLength(1);
      // Listed once on the page: under its own group only.
      expect.soft(hrefs(main, o.route), `${o.route} once on /offerings/`).toHaveLength(1);
      const card = scope?.querySelectorAll("li").find((li) => li.querySelector("h3")?.text.trim() === o.title);
      expect
        .soft(card?.querySelector("p")?.text.trim(), `the description of ${o.slug}`)
        .toBe(readFrontmatter(o.file).description);
    }
    // The jump links at the top reach each group.
    expect.soft(hrefs(main, `#${g.id}`), `a jump link to ${g.id}`).toHaveLength(1);
  }
  expect
    .soft(
      hrefs(main, "/contact/").map((a) => a.text.trim()),
      "the one offer",
    )
    .toEqual([offer.action]);
});

test("home: services by group with a way to all of them, three case studies, client names and quotes, the one offer", async ({
  request,
}) => {
  const root = await served(request, "/", /\S/, titleFor(null));
  const main = root.querySelector("main")!;
  const services = section(root, "Services");
  for (const g of offeringGroups()) {
    const block = services?.querySelectorAll("li").find((li) => li.querySelector("h3")?.text.trim() === g.title);
    expect.soft(block, `the group ${g.title} on /`).toBeDefined();
    expect
      .soft(
        (block?.querySelectorAll("a") ?? []).map((a) => a.getAttribute("href")),
        `the services under ${g.title} on /`,
      )
      .toEqual(g.offerings.map((o) => o.route));
  }
  expect.soft(hrefs(services, "/offerings/"), "the link to /offerings/").toHaveLength(1);
  const studies = section(root, "Case studies");
  expect
    .soft(texts(studies?.querySelectorAll("li h3") ?? []), "the first three case studies")
    .toEqual(caseStudies.slice(0, 3).map((c) => c.title));
  expect.soft(hrefs(studies, "/case-studies/"), "the link to every case study").toHaveLength(1);

  const clients = companyList("clients");
  const names = main.querySelectorAll("li").filter((li) => clients.some((c) => labeled(li).text === c.name));
  expect
    .soft(
      names.map((li) => labeled(li).text),
      "the client names, in order",
    )
    .toEqual(clients.map((c) => c.name));
  if (clients.every((c) => c.placeholder))
    expect.soft(main.text, "one label for a line of sample names").toContain("Sample names");

  const quotes = section(root, "What clients say");
  const figures = quotes?.querySelectorAll("figure") ?? [];
  const quoteList = companyList("quotes");
  expect
    .soft(
      figures.map((f) => f.querySelector("blockquote")?.text.trim()),
      "the quotes",
    )
    .toEqual(quoteList.map((q) => `“${q.quote}”`));
  figures.forEach((f, i) => {
    const q = quoteList[i]!;
    const who = labeled(f.querySelector("figcaption span"));
    expect
      .soft(who, `who said quote ${i + 1}, and its Sample label`)
      .toEqual({ text: q.person, sample: q.placeholder });
    expect
      .soft(f.querySelector("figcaption")?.text, `quote ${i + 1}'s role and company`)
      .toContain(`${q.role}, ${q.company}`);
  });

  // The hero and the closing call to action make the one offer; no page promises a free assessment.
  expect
    .soft(
      hrefs(main, "/contact/").map((a) => a.text.trim()),
      "the one offer, twice",
    )
    .toEqual([offer.action, offer.action]);
  expect.soft(main.text, "no free assessment").not.toMatch(/free assessment/i);
});

test("/about/: leadership, certifications and offices from content, each sample labeled", async ({ request }) => {
  const root = await served(request, "/about/", /about/i, titleFor("About Us"));
  const entries = (name: string) => (section(root, name)?.querySelectorAll("li h3") ?? []).map((h) => labeled(h));
  expect
    .soft(entries("Leadership"), "the leaders")
    .toEqual(companyList("leadership").map((l) => ({ text: l.name, sample: l.placeholder })));
  expect
    .soft(entries("Certifications"), "the certifications")
    .toEqual(companyList("certifications").map((c) => ({ text: c.name, sample: c.placeholder })));
  const offices = companyList("offices");
  expect.soft(entries("Offices"), "the offices").toEqual(offices.map((o) => ({ text: o.city, sample: o.placeholder })));
  const officeText = section(root, "Offices")?.text ?? "";
  for (const o of offices) expect.soft(officeText, `${o.city}'s address and phone`).toContain(o.address);
  for (const c of companyList("certifications"))
    expect
      .soft(section(root, "Certifications")?.text, `who issued ${c.name}`)
      .toContain(`${c.issuer}, since ${c.year}`);
});

test("/partners/: each cloud partner's box has its badge for both themes and the statuses its program gave us", async ({
  request,
}) => {
  const root = await served(request, "/partners/", /partner/i, titleFor("Partners"));
  const cloud = section(root, "Cloud providers");
  const certifications = companyList("certifications");
  for (const p of cloudPartners) {
    const box = cloud?.querySelectorAll("li").find((li) => li.querySelector("h3")?.text.trim() === p.name);
    expect.soft(box, `the box of ${p.name}`).toBeDefined();
    expect
      .soft(
        (box?.querySelectorAll("img") ?? []).map((img) => img.getAttribute("src")),
        `the badges of ${p.name}`,
      )
      .toEqual([p.logo, p.darkLogo]);
    const lines = (box?.querySelectorAll("p") ?? []).map((line) => labeled(line));
    for (const c of certifications.filter((c) => c.partner === p.id))
      expect.soft(lines, `${c.name} in the box of ${p.name}`).toContainEqual({
        text: `${c.name}, since ${c.year}`,
        sample: c.placeholder,
      });
  }
});

test("every offering: heading, title, the case studies that used it and its related services, linked", async ({
  request,
}) => {
  for (const o of offerings) {
    const { route } = o;
    const root = await served(request, route, o.title, titleFor(o.title));
    const used = caseStudies.filter((c) => c.offerings.includes(o.slug));
    const studies = section(root, "Case studies");
    if (used.length === 0) expect.soft(studies, `no case studies on ${route}`).toBeUndefined();
    else
      expect
        .soft(texts(studies?.querySelectorAll("li h3") ?? []), `case studies on ${route}`)
        .toEqual(used.map((c) => c.title));
    for (const c of used) expect.soft(hrefs(studies, c.route), `the link to ${c.route} on ${route}`).toHaveLength(1);
    const related = relatedOf(o.slug);
    expect.soft(related.length, `${o.file} has related services`).toBeGreaterThan(0);
    const relatedSection = section(root, "Related services");
    expect
      .soft(texts(relatedSection?.querySelectorAll("li h3") ?? []), `the related services on ${route}`)
      .toEqual(related.map(offeringTitle));
    for (const slug of related)
      expect.soft(hrefs(relatedSection, `/offerings/${slug}/`), `the link to ${slug} on ${route}`).toHaveLength(1);
  }
});

test("every case study: heading, title, client, key results, its three sections and the services it used", async ({
  request,
}) => {
  for (const c of caseStudies) {
    const { route } = c;
    const root = await served(request, route, c.title, titleFor(c.title));
    const main = root.querySelector("main");
    expect.soft(main?.text ?? "", `the client on ${route}`).toContain("Client:");
    expect
      .soft(root.querySelectorAll('main ul[aria-label="Key results"] li').length, `key results on ${route}`)
      .toBeGreaterThan(0);
    const headings = texts(root.querySelectorAll("main h2"));
    for (const name of ["The problem", "What we did", "The measured result"])
      expect.soft(headings, `${name} on ${route}`).toContain(name);
    const used = section(root, "Services we used");
    const usedHeadings = texts(used?.querySelectorAll("h2, h3, h4") ?? []);
    for (const slug of c.offerings) {
      expect.soft(usedHeadings, `${slug} on ${route}`).toContain(offeringTitle(slug));
      expect.soft(hrefs(used, `/offerings/${slug}/`), `the link to ${slug} on ${route}`).toHaveLength(1);
    }
  }
});

test("the docs: each index links to every page of its product; every page has its heading and title, and no link of theirs is broken", async ({
  request,
}) => {
  const docsPages = new Map<string, HTMLElement>();
  for (const product of productDocs()) {
    const route = product.docsRoute;
    expect.soft(product.pages.length, `content/docs/${product.slug}/ has pages`).toBeGreaterThan(0);
    const root = await served(request, route, new RegExp(product.name), `${product.name} documentation | ${BRAND}`);
    docsPages.set(route, root);
    for (const doc of product.pages)
      expect
        .soft(hrefs(root.querySelector("main") ?? undefined, doc.route).length, `${route} links to ${doc.route}`)
        .toBeGreaterThan(0);
    for (const doc of product.pages)
      docsPages.set(
        doc.route,
        await served(request, doc.route, doc.title, `${doc.title} – ${product.name} docs | ${BRAND}`),
      );
  }
  // Every link of the docs' text and sidebars to a page of this site answers 200, and one to a section finds its
  // heading there: a section moved to another page (the API reference's resources) must take its links along.
  const targets = new Map<string, HTMLElement | null>(docsPages);
  let sections = 0;
  for (const [route, root] of docsPages) {
    for (const link of root.querySelectorAll("main a[href^='/'], nav a[href^='/']")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("//")) continue;
      const [path = "", hash] = href.split("#");
      if (!targets.has(path)) {
        const response = await request.get(path);
        expect.soft(response.status(), `${route} links to ${href}`).toBe(200);
        targets.set(path, response.ok() ? parse(await response.text()) : null);
      }
      const target = targets.get(path);
      if (!hash || !target) continue;
      sections += 1;
      expect
        .soft(target.querySelectorAll(`[id="${hash}"]`).length, `${route} links to ${href}: the section is there`)
        .toBe(1);
    }
  }
  // The API reference's overviews link each endpoint to its section: a check that found no such link looked nowhere.
  expect(sections, "links to sections checked").toBeGreaterThan(30);
});
