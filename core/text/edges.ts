/**
 * Cutting characters off the ends of a string with a loop rather than a pattern: `/[.,]+$/` tries every run of those
 * characters and fails at each, quadratic on a long run that does not reach the end (anyone can send an invitation
 * with such a location). These are linear.
 */

/** `text` without the characters `drop` accepts at its end. */
export function trimTrailing(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text.charAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the characters `drop` accepts at either end. */
export function trimEdges(text: string, drop: (char: string) => boolean): string {
  let start = 0;
  while (start < text.length && drop(text.charAt(start))) start++;
  return trimTrailing(text.slice(start), drop);
}

/** A predicate for `trimTrailing`/`trimEdges`: one of `chars`. */
export const oneOf =
  (chars: string) =>
  (char: string): boolean =>
    chars.includes(char);

/** `text` up to the first of `chars` (all of it when none is there). */
export function cutAtFirst(text: string, chars: string): string {
  for (let i = 0; i < text.length; i++) if (chars.includes(text.charAt(i))) return text.slice(0, i);
  return text;
}
