/**
 * Frontmatter that names other content: an offering's `related` list and the `offerings` a case study used. A
 * single file cannot tell whether a slug exists, so these checks take every offering's slug at once. Pure:
 * checkContent (before the build) and createPages (also on `gatsby develop` reloads) pass what they read.
 */

export interface Reference {
  /** content/… path, for the message. */
  file: string;
  field: "related" | "offerings";
  slugs: readonly string[];
  /** The offering whose `related` list this is: it must not name itself. */
  self?: string;
}

/** Edit distance, to suggest the slug an editor probably meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function closestSlug(slug: string, known: readonly string[]): string | null {
  let best: { slug: string; d: number } | null = null;
  for (const candidate of known) {
    const d = distance(slug, candidate);
    if (!best || d < best.d) best = { slug: candidate, d };
  }
  // A third of the length: "trainig" finds "training", "blockchain" finds nothing.
  return best && best.d <= Math.max(2, Math.floor(slug.length / 3)) ? best.slug : null;
}

/** One message per unknown or self-naming slug, naming the file, the field and what was expected. */
export function findBadReferences(offeringSlugs: readonly string[], references: readonly Reference[]): string[] {
  const known = new Set(offeringSlugs);
  const problems: string[] = [];
  for (const { file, field, slugs, self } of references) {
    for (const slug of slugs) {
      if (slug === self) {
        problems.push(
          `${file}: frontmatter field "${field}" names the offering itself ("${slug}"); expected other offerings`,
        );
      } else if (!known.has(slug)) {
        const near = closestSlug(slug, offeringSlugs);
        problems.push(
          `${file}: frontmatter field "${field}" names "${slug}", which is not an offering (no content/offerings/${slug}.mdx); ` +
            (near ? `did you mean "${near}"?` : `expected one of ${[...offeringSlugs].sort().join(", ")}`),
        );
      }
    }
  }
  return problems;
}
