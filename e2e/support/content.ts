/**
 * Expected routes and titles for the public site. Routes and slugs are the site's fixed ones; titles of the
 * MDX-driven pages come from the frontmatter in content/ (read here, so a renamed offering stays in step).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { products, site } from "../../core/config/site";
import { OFFERING_GROUPS } from "../../src/content/offeringGroups";
import { readCompanyList, type CompanyListName, type CompanyLists, type Entry } from "../../src/content/company";

export const ROOT = path.resolve(__dirname, "..", "..");
export const BRAND = site.brand;

export const OFFERING_SLUGS = [
  "it-infrastructure-cost-optimization",
  "staff-augmentation",
  "traditional-it-services",
  "cloud-hybrid-implementations",
  "saas-cost-optimization",
  "business-intelligence",
  "training",
  "sap-migrations-and-optimization",
  "routing-optimization",
  "comprehensive-cybersecurity-solutions",
] as const;

export const PRODUCT_ROUTES = ["/plutus-payments/", "/bulk-remind/"] as const;
export const PRIVATE_PREFIXES = ["/login/", "/admin/", "/crm/", "/unifiedtime/"] as const;

/** The brand alone on the home page (spec: "The default page title is {brand}"), "<page> | <brand>" elsewhere. */
export function titleFor(pageTitle: string | null): string {
  return pageTitle === null ? BRAND : `${pageTitle} | ${BRAND}`;
}

export interface Frontmatter {
  title: string;
  menuLabel?: string;
  description?: string;
  order?: number;
}

/** Just enough YAML for our frontmatter: top-level `key: value` scalars (quoted or not). */
export function readFrontmatter(file: string): Frontmatter {
  const text = fs.readFileSync(file, "utf8");
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m?.[1]) throw new Error(`${file}: no frontmatter`);
  const out: Record<string, string> = {};
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!kv?.[1] || kv[2] === undefined || kv[2] === "") continue;
    let v = kv[2].trim();
    if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
    out[kv[1]] = v;
  }
  if (!out.title) throw new Error(`${file}: frontmatter has no title`);
  return {
    title: out.title,
    menuLabel: out.menuLabel,
    description: out.description,
    order: out.order === undefined ? undefined : Number(out.order),
  };
}

export interface ContentPage {
  route: string;
  title: string;
  menuLabel?: string;
  file: string;
}

/**
 * The spec's offerings, then any other file in content/offerings/ (an editor's new service page): every check that
 * goes over the offerings covers a new file too, which is what test:full's content-editing build proves in a copy.
 */
export function offeringPages(): (ContentPage & { slug: string; exists: boolean; group: string; order: number })[] {
  const dir = path.join(ROOT, "content", "offerings");
  const added = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => f.replace(/\.mdx$/, ""))
    .filter((slug) => !(OFFERING_SLUGS as readonly string[]).includes(slug))
    .sort();
  return [...OFFERING_SLUGS, ...added].map((slug) => {
    const file = path.join(ROOT, "content", "offerings", `${slug}.mdx`);
    const exists = fs.existsSync(file);
    const fm = exists ? readFrontmatter(file) : { title: "", menuLabel: undefined };
    const data = exists ? (matter(fs.readFileSync(file, "utf8")).data as Record<string, unknown>) : {};
    return {
      slug,
      route: `/offerings/${slug}/`,
      title: fm.title,
      menuLabel: fm.menuLabel,
      file,
      exists,
      group: String(data.group ?? ""),
      order: Number(data.order ?? 0),
    };
  });
}

/** The groups of src/content/offeringGroups.ts that an offering names, each with its offerings in their order. */
export function offeringGroups() {
  const offerings = offeringPages();
  return OFFERING_GROUPS.map((g) => ({
    ...g,
    offerings: offerings.filter((o) => o.group === g.id).sort((a, b) => a.order - b.order),
  })).filter((g) => g.offerings.length > 0);
}

/** A list of content/company/, read and checked as the build reads it (src/content/company.ts). */
export function companyList<N extends CompanyListName>(list: N): (CompanyLists[N] & Entry)[] {
  const file = path.join(ROOT, "content", "company", `${list}.md`);
  const { entries, problems } = readCompanyList(list, matter(fs.readFileSync(file, "utf8")).data);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return entries;
}

export interface ProductDocs {
  slug: string;
  name: string;
  route: string;
  docsRoute: string;
  pages: ContentPage[];
}

export function productDocs(): ProductDocs[] {
  return products.map((p) => {
    const dir = path.join(ROOT, "content", "docs", p.slug);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".mdx")) : [];
    const pages = files
      .map((f) => {
        const file = path.join(dir, f);
        const fm = readFrontmatter(file);
        return { route: `/${p.slug}/docs/${f.replace(/\.mdx$/, "")}/`, title: fm.title, file, order: fm.order ?? 0 };
      })
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...rest }) => rest);
    return { slug: p.slug, name: p.name, route: p.route, docsRoute: `/${p.slug}/docs/`, pages };
  });
}

/** An offering's `related` slugs, in the editor's order (empty when the field is absent). */
export function relatedOf(slug: string): string[] {
  const file = path.join(ROOT, "content", "offerings", `${slug}.mdx`);
  return (matter(fs.readFileSync(file, "utf8")).data.related as string[] | undefined) ?? [];
}

export interface CaseStudyPage extends ContentPage {
  slug: string;
  description: string;
  offerings: string[];
  order: number;
}

/** content/case-studies/*.mdx in their frontmatter order. */
export function caseStudyPages(): CaseStudyPage[] {
  const dir = path.join(ROOT, "content", "case-studies");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => {
      const file = path.join(dir, f);
      const data = matter(fs.readFileSync(file, "utf8")).data as Record<string, unknown>;
      const slug = f.replace(/\.mdx$/, "");
      return {
        slug,
        route: `/case-studies/${slug}/`,
        title: String(data.title),
        description: String(data.description),
        offerings: data.offerings as string[],
        order: Number(data.order),
        file,
      };
    })
    .sort((a, b) => a.order - b.order);
}

export { site, products };
