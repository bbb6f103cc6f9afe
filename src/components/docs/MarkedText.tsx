/**
 * A search result's heading or snippet with the matched words in <mark> (src/docs/highlight.ts cut them). Built
 * from React text nodes, so whatever the docs or the query hold ('<script>' included) is shown as text, never
 * parsed as HTML. The look of <mark> is the results list's (DocsSearch.tsx).
 */
import type { TextPart } from "../../docs/highlight";

export default function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
