/**
 * The report's reasons as a person reads them: a sentence each (a capital, a full stop) and no raw links (a join
 * link or a Safe Links wrapper is hundreds of characters; its site says what a reader needs).
 */

import { oneOf, trimTrailing } from "../../text/edges";

const SENTENCE_MARKS = oneOf(".,");
const URL_IN_TEXT = /\bhttps?:\/\/([^\s/?#;,)]+)[^\s;)]*/gi;

/** Each link in `text` as its site ("teams.microsoft.com"), without "www.". */
export function withoutUrls(text: string): string {
  // A link may hold commas; the sentence's own comma or full stop after it stays.
  return text.replace(URL_IN_TEXT, (url: string, host: string) => {
    const trailing = url.slice(trimTrailing(url, SENTENCE_MARKS).length);
    return host.toLowerCase().replace(/^www\./, "") + trailing;
  });
}

/** "teams link (teams.microsoft.com)" -> "Teams link (teams.microsoft.com)." */
export function reasonSentence(reason: string): string {
  const text = withoutUrls(reason).trim();
  if (text === "") return text;
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}
