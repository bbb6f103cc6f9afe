import fs from "fs";
import path from "path";
import matter from "gray-matter";
import {
  classifyContentPath,
  findDuplicateOrders,
  formatFieldErrors,
  validateFrontmatterOf,
  type ContentKind,
} from "./frontmatter";
import { findBadReferences, type Reference } from "./references";
import { CASE_STUDY_SECTIONS, checkSections } from "./sections";

function listMdx(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full, base);
    return entry.name.endsWith(".mdx") ? [path.relative(base, full).split(path.sep).join("/")] : [];
  });
}

/** Orders are unique per menu or list: offerings, case studies, and each product's docs. */
function orderGroup(where: ContentKind): string {
  return where.kind === "doc" ? `doc:${where.product}` : where.kind;
}

/**
 * Reads every MDX file under `contentDir` and returns one message per problem, naming the file
 * and the field. Runs before Gatsby sources content, because the MDX plugin's own YAML errors
 * do not say which file they come from.
 */
export function checkContent(contentDir: string): string[] {
  const problems: string[] = [];
  const orders = new Map<string, { file: string; order: number }[]>();
  const offeringSlugs: string[] = [];
  const references: Reference[] = [];
  for (const relative of listMdx(contentDir).sort()) {
    const file = `content/${relative}`;
    const where = classifyContentPath(relative);
    if (where.kind === "unknown") {
      problems.push(`${file}: ${where.reason}`);
      continue;
    }
    // Known before its frontmatter is checked, so one broken offering does not make every reference to it fail.
    if (where.kind === "offering") offeringSlugs.push(where.slug);
    let data: Record<string, unknown>;
    let body: string;
    try {
      const source = fs.readFileSync(path.join(contentDir, relative), "utf8");
      if (!/^---\r?\n/.test(source)) {
        problems.push(
          `${file}: frontmatter is missing; expected a YAML block between --- lines at the top of the file`,
        );
        continue;
      }
      ({ data, content: body } = matter(source));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      problems.push(`${file}: frontmatter is not valid YAML (${reason})`);
      continue;
    }
    const errors = validateFrontmatterOf(where.kind, data);
    if (errors.length > 0) {
      problems.push(formatFieldErrors(file, errors));
      continue;
    }
    const group = orderGroup(where);
    orders.set(group, [...(orders.get(group) ?? []), { file, order: data.order as number }]);
    if (where.kind === "offering" && Array.isArray(data.related)) {
      references.push({ file, field: "related", slugs: data.related as string[], self: where.slug });
    }
    if (where.kind === "case-study") {
      references.push({ file, field: "offerings", slugs: data.offerings as string[] });
      const sections = checkSections(file, body, CASE_STUDY_SECTIONS);
      if (sections) problems.push(sections);
    }
  }
  for (const group of orders.values()) problems.push(...findDuplicateOrders(group));
  problems.push(...findBadReferences(offeringSlugs, references));
  return problems;
}
