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
import { COMPANY_LISTS, COMPANY_LIST_NAMES, companyListOf, readCompanyList } from "./company";
import { phoneHref, site } from "../../core/config/site";

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

/** A file's frontmatter and body, or the problem with its frontmatter (named by `file`). */
function readSource(full: string, file: string): { data: Record<string, unknown>; body: string } | string {
  try {
    const source = fs.readFileSync(full, "utf8");
    if (!/^---\r?\n/.test(source))
      return `${file}: frontmatter is missing; expected a YAML block between --- lines at the top of the file`;
    const { data, content } = matter(source);
    return { data, body: content };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return `${file}: frontmatter is not valid YAML (${reason})`;
  }
}

/**
 * content/company/: every list present and valid, nothing else in the folder, and the head office (site.address
 * and site.phone, which the contact page and e-mails give) among the offices.
 */
function checkCompany(contentDir: string): string[] {
  const dir = path.join(contentDir, "company");
  const problems: string[] = [];
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const expected = COMPANY_LIST_NAMES.map((n) => `${n}.md`).join(", ");
  for (const name of names.filter((n) => !companyListOf(n)))
    problems.push(`content/company/${name}: not a company list; expected only ${expected}`);
  for (const list of COMPANY_LIST_NAMES) {
    const file = `content/company/${list}.md`;
    if (!names.includes(`${list}.md`)) {
      problems.push(`${file} is missing; it holds ${COMPANY_LISTS[list].shownOn}`);
      continue;
    }
    const source = readSource(path.join(dir, `${list}.md`), file);
    if (typeof source === "string") {
      problems.push(source);
      continue;
    }
    const { entries, problems: listProblems } = readCompanyList(list, source.data, file);
    problems.push(...listProblems);
    if (list === "offices" && listProblems.length === 0) {
      const head = entries.find((o) => "address" in o && o.address === site.address);
      if (!head)
        problems.push(
          `${file}: no office has the head office's address "${site.address}" (site.address in core/config/site.ts, given on the contact page and in e-mails); expected one office with it, or change site.address`,
        );
      else if ("phone" in head && phoneHref(head.phone) !== site.phoneHref)
        problems.push(
          `${file}: the head office's phone "${head.phone}" is not the site's, "${site.phone}" (site.phone in core/config/site.ts); expected the same number`,
        );
    }
  }
  return problems;
}

/**
 * Reads every MDX file under `contentDir`, and the company lists of content/company/, and returns one message per
 * problem, naming the file and the field. Runs before Gatsby sources content, because the MDX plugin's own YAML errors
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
    const source = readSource(path.join(contentDir, relative), file);
    if (typeof source === "string") {
      problems.push(source);
      continue;
    }
    const { data, body } = source;
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
  problems.push(...checkCompany(contentDir));
  return problems;
}
