/**
 * The contact form's topics read straight from the content files, for the build: gatsby-config.ts puts them in
 * CONTACT_TOPICS before Gatsby compiles the functions (which bake every process.env value in), because a function
 * cannot query GraphQL. Invalid files are skipped here; checkContent reports them and stops the build.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { products } from "../../core/config/site";
import { contactTopics, type ContactTopic, type OfferingSummary } from "../../core/contact/topics";
import { classifyContentPath, validateOfferingFrontmatter } from "./frontmatter";

export function offeringsIn(contentDir: string): OfferingSummary[] {
  const dir = path.join(contentDir, "offerings");
  if (!fs.existsSync(dir)) return [];
  const out: OfferingSummary[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const where = classifyContentPath(`offerings/${name}`);
    if (where.kind !== "offering") continue;
    try {
      const data = matter(fs.readFileSync(path.join(dir, name), "utf8")).data as Record<string, unknown>;
      if (validateOfferingFrontmatter(data).length > 0) continue;
      out.push({ slug: where.slug, title: String(data.title).trim(), order: data.order as number });
    } catch {
      continue;
    }
  }
  return out;
}

export function topicsFromContent(contentDir: string): ContactTopic[] {
  return contactTopics(
    offeringsIn(contentDir),
    products.map((p) => ({ slug: p.slug, name: p.name })),
  );
}
