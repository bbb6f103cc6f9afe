/**
 * Build-time validation of MDX frontmatter. Pure: gatsby-node calls it for every MDX file and
 * fails the build with the file, the field and what was expected.
 */

import { OFFERING_ICONS, type OfferingIcon } from "./offeringIcons";
import { OFFERING_GROUP_IDS, type OfferingGroupId } from "./offeringGroups";
import { check, nonEmptyString, oneOf, positiveInteger, show, type Checker, type FieldError } from "./fieldRules";

export type { FieldError };

export const PRODUCT_SLUGS = ["plutus-payments", "bulk-remind"] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export interface OfferingFrontmatter {
  title: string;
  menuLabel: string;
  description: string;
  keywords: string[];
  order: number;
  icon: OfferingIcon;
  /** The heading it is listed under on /offerings/ and the home page (offeringGroups.ts). */
  group: OfferingGroupId;
  /** Offering slugs shown as 'Related services' (checked against the other files by references.ts). */
  related?: string[];
}

export interface CaseStudyResult {
  figure: string;
  label: string;
}

export interface CaseStudyFrontmatter {
  title: string;
  description: string;
  keywords?: string[];
  /** Who the client is, without naming it: "Regional hospital group, 2,400 staff". */
  clientType: string;
  industry: string;
  /** Slugs of the offerings the engagement used (checked against content/offerings/ by references.ts). */
  offerings: string[];
  results: CaseStudyResult[];
  order: number;
}

export interface DocFrontmatter {
  title: string;
  description: string;
  keywords: string[];
  order: number;
}

export type ContentKind =
  | { kind: "offering"; slug: string }
  | { kind: "case-study"; slug: string }
  | { kind: "doc"; product: ProductSlug; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const PLACES =
  "MDX files belong in content/offerings/<slug>.mdx, content/case-studies/<slug>.mdx or content/docs/<product>/<slug>.mdx";

/**
 * Where a file lives decides what it is: content/offerings/<slug>.mdx, content/case-studies/<slug>.mdx or
 * content/docs/<product>/<slug>.mdx.
 */
export function classifyContentPath(relativePath: string): ContentKind | { kind: "unknown"; reason: string } {
  const parts = relativePath.replace(/\\/g, "/").split("/");
  const file = parts[parts.length - 1] ?? "";
  const slug = file.replace(/\.mdx$/, "");
  if (!SLUG.test(slug)) {
    return {
      kind: "unknown",
      reason: `file name "${file}" must be lower-case words joined by hyphens, ending in .mdx`,
    };
  }
  if (parts.length === 2 && parts[0] === "offerings") return { kind: "offering", slug };
  if (parts.length === 2 && parts[0] === "case-studies") return { kind: "case-study", slug };
  if (parts.length === 3 && parts[0] === "docs") {
    const product = parts[1] as ProductSlug;
    if ((PRODUCT_SLUGS as readonly string[]).includes(product)) return { kind: "doc", product, slug };
    return {
      kind: "unknown",
      reason: `docs folder "${parts[1]}" is not a product; expected one of ${PRODUCT_SLUGS.join(", ")}`,
    };
  }
  return { kind: "unknown", reason: PLACES };
}

/** The page a content file becomes. */
export function contentPagePath(where: ContentKind): string {
  if (where.kind === "offering") return `/offerings/${where.slug}/`;
  if (where.kind === "case-study") return `/case-studies/${where.slug}/`;
  return `/${where.product}/docs/${where.slug}/`;
}

const keywordList: Checker = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === "string" && k.trim() !== "")
    ? null
    : "a non-empty list of keywords";

const slugList =
  (what: string, min: number, max: number): Checker =>
  (v) => {
    const expected = `a list of ${min} to ${max} ${what} slugs (lower-case words joined by hyphens)`;
    if (!Array.isArray(v) || v.length < min || v.length > max) return expected;
    if (!v.every((s) => typeof s === "string" && SLUG.test(s))) return expected;
    return new Set(v).size === v.length ? null : `a list that names each ${what} once`;
  };

// A figure is what the eye catches ("38%", "11 months", "$410k"); the label says what it measures.
const resultList: Checker = (v) => {
  const expected = "a list of 1 to 4 results, each with a figure (1 to 12 characters) and a label (3 to 60 characters)";
  if (!Array.isArray(v) || v.length < 1 || v.length > 4) return expected;
  const ok = v.every((r) => {
    if (r === null || typeof r !== "object") return false;
    const { figure, label } = r as Record<string, unknown>;
    return nonEmptyString(1, 12)(figure) === null && nonEmptyString(3, 60)(label) === null;
  });
  return ok ? null : expected;
};

// 50..170 characters: search engines cut longer descriptions and Lighthouse flags empty ones.
const description = nonEmptyString(50, 170);

export function validateOfferingFrontmatter(frontmatter: unknown): FieldError[] {
  return check(
    frontmatter,
    {
      title: nonEmptyString(3, 80),
      menuLabel: nonEmptyString(3, 40),
      description,
      keywords: keywordList,
      order: positiveInteger,
      icon: oneOf(OFFERING_ICONS),
      group: oneOf(OFFERING_GROUP_IDS),
      related: slugList("offering", 1, 3),
    },
    ["menuLabel", "related"],
  );
}

export function validateCaseStudyFrontmatter(frontmatter: unknown): FieldError[] {
  return check(
    frontmatter,
    {
      title: nonEmptyString(3, 80),
      description,
      keywords: keywordList,
      clientType: nonEmptyString(5, 80),
      industry: nonEmptyString(3, 40),
      offerings: slugList("offering", 1, 4),
      results: resultList,
      order: positiveInteger,
    },
    ["keywords"],
  );
}

export function validateDocFrontmatter(frontmatter: unknown): FieldError[] {
  return check(
    frontmatter,
    { title: nonEmptyString(3, 80), description, keywords: keywordList, order: positiveInteger },
    ["keywords"],
  );
}

/** The rule for a file's kind (what classifyContentPath found). */
export function validateFrontmatterOf(kind: ContentKind["kind"], frontmatter: unknown): FieldError[] {
  if (kind === "offering") return validateOfferingFrontmatter(frontmatter);
  if (kind === "case-study") return validateCaseStudyFrontmatter(frontmatter);
  return validateDocFrontmatter(frontmatter);
}

/** One line per mistake, each naming the file and the field. */
export function fieldErrorLines(file: string, errors: FieldError[]): string[] {
  return errors.map((e) => `${file}: frontmatter field "${e.field}" must be ${e.expected}; got ${show(e.got)}`);
}

export function formatFieldErrors(file: string, errors: FieldError[]): string {
  return fieldErrorLines(file, errors).join("\n");
}

/** Two offerings with the same order would make the menu order depend on file-system order. */
export function findDuplicateOrders(items: { file: string; order: number }[]): string[] {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const { file, order } of items) {
    const first = seen.get(order);
    if (first)
      problems.push(
        `${file}: frontmatter field "order" ${order} is already used by ${first}; expected a unique number`,
      );
    else seen.set(order, file);
  }
  return problems;
}
