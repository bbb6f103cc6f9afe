/**
 * Case studies tell the same story in the same order (the problem, what we did, the measured result), so a reader
 * can compare them and the template can rely on it. The build checks the body's `##` headings. Pure.
 */

export const CASE_STUDY_SECTIONS = ["The problem", "What we did", "The measured result"] as const;

/** The `##` headings of an MDX body, in order, skipping fenced code. */
export function sectionHeadings(body: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced) {
      const m = /^##\s+(.+?)\s*#*\s*$/.exec(line);
      if (m?.[1]) headings.push(m[1]);
    }
  }
  return headings;
}

/** A message naming the file and the missing or misplaced section, or null when the body has them in order. */
export function checkSections(file: string, body: string, required: readonly string[]): string | null {
  const headings = sectionHeadings(body);
  const expected = `expected the sections ${required.map((r) => `"## ${r}"`).join(", ")} in this order`;
  let from = 0;
  for (const section of required) {
    const at = headings.indexOf(section, from);
    if (at === -1) {
      const why = headings.includes(section) ? "is out of order" : "is missing";
      return `${file}: body section "## ${section}" ${why}; ${expected}`;
    }
    from = at + 1;
  }
  return null;
}
