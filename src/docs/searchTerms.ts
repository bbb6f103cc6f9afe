/**
 * How the docs search cuts text into terms, shared by the index, the query and the highlighting, so a word is
 * marked in a result exactly when the engine matched it. Pure and small: it ships in the search chunk only.
 */

/** MiniSearch's own separators (spaces and punctuation, so 'Plutus-Signature' is two words), kept here for the highlighter. */
export const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS);
}

/**
 * A plural stemmer: 'webhooks' and 'webhook', 'signatures' and 'signature' become one term, for the index and
 * the query alike. Prefix search already finds 'webhooks' from 'webhook', but not 'webhook' from 'webhooks', and
 * an exact term scores above a prefix. Only a final 's' goes (not of 'ss' or 'us': 'address', 'status'), so a stem
 * is always a prefix of its word and a shorter query still finds it by prefix; a dictionary stemmer's
 * 'cookies' → 'cooky' would lose 'cookie'.
 */
export function stem(word: string): string {
  return word.length > 3 && /[^su]s$/.test(word) ? word.slice(0, -1) : word;
}

/** MiniSearch's `processTerm`, for indexing and for queries: lower case, then the stem. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower ? stem(lower) : null;
}
