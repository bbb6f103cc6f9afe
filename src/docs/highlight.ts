/**
 * Which words of a result's heading or snippet the search matched, as plain-text parts for the view to wrap in
 * <mark>: the text stays text (React escapes it), never HTML. A word is matched when its term, cut and processed
 * as the index cuts it (searchTerms.ts), is one of the document terms MiniSearch reports for the result.
 */
import { SEPARATORS, processTerm } from "./searchTerms";

export interface TextPart {
  text: string;
  match: boolean;
}

// The same separators as the index, captured so that splitting keeps them: words and separators alternate.
const SPLIT = new RegExp(`(${SEPARATORS.source})`, SEPARATORS.flags);

/** `text` cut into matched words and the rest, in order; joining the parts gives `text` back. */
export function highlight(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  text.split(SPLIT).forEach((piece, i) => {
    if (!piece) return;
    // Odd pieces are separators.
    const match = i % 2 === 0 && terms.has(processTerm(piece) ?? "");
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  });
  return parts;
}

/** Where the first matched word of `text` starts, or -1. */
export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  let at = 0;
  for (const part of highlight(text, terms)) {
    if (part.match) return at;
    at += part.text.length;
  }
  return -1;
}
