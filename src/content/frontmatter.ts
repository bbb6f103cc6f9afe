/**
 * Build-time validation of MDX frontmatter. Pure: gatsby-node calls it for every MDX file and
 * fails the build with the file, the field and what was expected.
 */

export const OFFERING_ICONS = [
  "savings",
  "people",
  "server",
  "cloud",
  "subscriptions",
  "chart",
  "school",
  "database",
  "route",
  "shield",
  "gear",
  "bolt",
] as const;
export type OfferingIcon = (typeof OFFERING_ICONS)[number];

export const PRODUCT_SLUGS = ["plutus-payments", "bulk-remind"] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export interface OfferingFrontmatter {
  title: string;
  menuLabel: string;
  description: string;
  keywords: string[];
  order: number;
  icon: OfferingIcon;
}

export interface DocFrontmatter {
  title: string;
  description: string;
  keywords: string[];
  order: number;
}

export interface FieldError {
  field: string;
  expected: string;
  got: unknown;
}

export type ContentKind = { kind: "offering"; slug: string } | { kind: "doc"; product: ProductSlug; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a file lives decides what it is: content/offerings/<slug>.mdx or content/docs/<product>/<slug>.mdx. */
export function classifyContentPath(relativePath: string): ContentKind | { kind: "unknown"; reason: string } {
  const parts = relativePath.replace(/\\/g, "/").split("/");
  const file = parts[parts.length - 1] ?? "";
  const slug = file.replace(/\.mdx$/, "");
  if (!SLUG.test(slug)) {
    return { kind: "unknown", reason: `file name "${file}" must be lower-case words joined by hyphens, ending in .mdx` };
  }
  if (parts.length === 2 && parts[0] === "offerings") return { kind: "offering", slug };
  if (parts.length === 3 && parts[0] === "docs") {
    const product = parts[1] as ProductSlug;
    if ((PRODUCT_SLUGS as readonly string[]).includes(product)) return { kind: "doc", product, slug };
    return { kind: "unknown", reason: `docs folder "${parts[1]}" is not a product; expected one of ${PRODUCT_SLUGS.join(", ")}` };
  }
  return {
    kind: "unknown",
    reason: "MDX files belong in content/offerings/<slug>.mdx or content/docs/<product>/<slug>.mdx",
  };
}

type Checker = (value: unknown) => string | null;

const nonEmptyString =
  (min = 1, max = Infinity): Checker =>
  (v) =>
    typeof v === "string" && v.trim().length >= min && v.trim().length <= max
      ? null
      : max === Infinity
        ? `a text of at least ${min} character${min === 1 ? "" : "s"}`
        : `a text of ${min} to ${max} characters`;

const positiveInteger: Checker = (v) => (Number.isInteger(v) && (v as number) > 0 ? null : "a whole number above 0");

const keywordList: Checker = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((k) => typeof k === "string" && k.trim() !== "")
    ? null
    : "a non-empty list of keywords";

const oneOf =
  (values: readonly string[]): Checker =>
  (v) =>
    typeof v === "string" && values.includes(v) ? null : `one of ${values.join(", ")}`;

function check(frontmatter: unknown, rules: Record<string, Checker>, optional: string[] = []): FieldError[] {
  if (frontmatter === null || typeof frontmatter !== "object") {
    return [{ field: "frontmatter", expected: "a YAML block between --- lines at the top of the file", got: frontmatter }];
  }
  const fm = frontmatter as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = fm[field];
    if (value === undefined && optional.includes(field)) continue;
    const expected = rule(value);
    if (expected) errors.push({ field, expected, got: value });
  }
  return errors;
}

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
    },
    ["menuLabel"],
  );
}

export function validateDocFrontmatter(frontmatter: unknown): FieldError[] {
  return check(frontmatter, { title: nonEmptyString(3, 80), description, keywords: keywordList, order: positiveInteger }, [
    "keywords",
  ]);
}

function show(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  return JSON.stringify(value);
}

export function formatFieldErrors(file: string, errors: FieldError[]): string {
  return errors.map((e) => `${file}: frontmatter field "${e.field}" must be ${e.expected}; got ${show(e.got)}`).join("\n");
}

/** Two offerings with the same order would make the menu order depend on file-system order. */
export function findDuplicateOrders(items: { file: string; order: number }[]): string[] {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const { file, order } of items) {
    const first = seen.get(order);
    if (first) problems.push(`${file}: frontmatter field "order" ${order} is already used by ${first}; expected a unique number`);
    else seen.set(order, file);
  }
  return problems;
}
