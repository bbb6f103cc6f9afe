import fs from "fs";
import path from "path";
import matter from "gray-matter";
import {
  classifyContentPath,
  findDuplicateOrders,
  formatFieldErrors,
  validateDocFrontmatter,
  validateOfferingFrontmatter,
} from "./frontmatter";

function listMdx(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full, base);
    return entry.name.endsWith(".mdx") ? [path.relative(base, full).split(path.sep).join("/")] : [];
  });
}

/**
 * Reads every MDX file under `contentDir` and returns one message per problem, naming the file
 * and the field. Runs before Gatsby sources content, because the MDX plugin's own YAML errors
 * do not say which file they come from.
 */
export function checkContent(contentDir: string): string[] {
  const problems: string[] = [];
  const offeringOrders: { file: string; order: number }[] = [];
  const docOrders = new Map<string, { file: string; order: number }[]>();
  for (const relative of listMdx(contentDir).sort()) {
    const file = `content/${relative}`;
    const where = classifyContentPath(relative);
    if (where.kind === "unknown") {
      problems.push(`${file}: ${where.reason}`);
      continue;
    }
    let data: Record<string, unknown>;
    try {
      const source = fs.readFileSync(path.join(contentDir, relative), "utf8");
      if (!/^---\r?\n/.test(source)) {
        problems.push(`${file}: frontmatter is missing; expected a YAML block between --- lines at the top of the file`);
        continue;
      }
      data = matter(source).data;
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      problems.push(`${file}: frontmatter is not valid YAML (${reason})`);
      continue;
    }
    const errors = where.kind === "offering" ? validateOfferingFrontmatter(data) : validateDocFrontmatter(data);
    if (errors.length > 0) {
      problems.push(formatFieldErrors(file, errors));
      continue;
    }
    const entry = { file, order: data.order as number };
    if (where.kind === "offering") offeringOrders.push(entry);
    else docOrders.set(where.product, [...(docOrders.get(where.product) ?? []), entry]);
  }
  problems.push(...findDuplicateOrders(offeringOrders));
  for (const orders of docOrders.values()) problems.push(...findDuplicateOrders(orders));
  return problems;
}
