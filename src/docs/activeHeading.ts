/**
 * Which section of a page is being read, for the 'On this page' list: the last heading that has scrolled past a
 * line near the top of the viewport; the first heading before any has; the last one once the page is scrolled to
 * its end (a short final section can never reach the line). Pure, so the rule is tested without layout.
 */
export interface HeadingPosition {
  id: string;
  /** Distance of the heading's top from the viewport's top, in px (getBoundingClientRect().top). */
  top: number;
}

export function activeHeadingId(headings: readonly HeadingPosition[], line: number, atBottom: boolean): string | null {
  if (headings.length === 0) return null;
  if (atBottom) return headings[headings.length - 1]!.id;
  let active = headings[0]!.id;
  for (const heading of headings) {
    if (heading.top <= line) active = heading.id;
    else break;
  }
  return active;
}
