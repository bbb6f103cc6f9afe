/**
 * An API endpoint as the API reference shows it, under each operation's heading and in the overview's table:
 * `<Endpoint method="POST" path="/invoices" />` in MDX. The method is a colored badge with its name in text (its
 * colors: methodColors.ts), the path is code that may break after a '/', so a long path wraps on a phone instead of
 * widening the page; a space between them (which the flex row does not draw) keeps them two words for screen
 * readers and copying. A method that is not one of HTTP_METHODS stops the build, naming it, rather than showing a
 * badge in no color. The look is applied once by the docs' main column (ENDPOINT_STYLES), as for code blocks.
 */
import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { HTTP_METHODS, isHttpMethod, methodBadgeStyles, methodClass } from "./methodColors";

export const ENDPOINT_STYLES: ThemeUIStyleObject = {
  ".endpoint": { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 1, my: 3 },
  "td .endpoint": { my: 0 },
  ".method-badge": {
    display: "inline-block",
    minWidth: "4.75em",
    px: 2,
    py: "1px",
    border: "1px solid",
    borderRadius: "small",
    fontFamily: "monospace",
    fontSize: 1,
    fontWeight: "bold",
    letterSpacing: "0.04em",
    lineHeight: 1.5,
    textAlign: "center",
  },
  ".endpoint-path": { fontSize: "0.95em", overflowWrap: "normal", wordBreak: "normal" },
  ...methodBadgeStyles,
};

/**
 * The path with a break opportunity after each '/' but the first, and none inside a name: the pieces in `.nowrap`
 * spans between `<wbr>`s, as the build marks the docs' inline code (src/content/rehypeInlineCodeBreaks.ts).
 */
export function pathParts(path: string): React.ReactNode[] {
  return path.split(/(?<=.\/)/).flatMap((part, i) => {
    const piece = (
      <span key={`p${i}`} className="nowrap">
        {part}
      </span>
    );
    return i === 0 ? [piece] : [<wbr key={`w${i}`} />, piece];
  });
}

export default function Endpoint({ method, path }: { method: string; path: string }) {
  if (!isHttpMethod(method))
    throw new Error(`<Endpoint method="${method}" path="${path}">: method must be one of ${HTTP_METHODS.join(", ")}`);
  if (!path.startsWith("/")) throw new Error(`<Endpoint method="${method}" path="${path}">: path must start with /`);
  return (
    <span className="endpoint">
      <span className={`method-badge ${methodClass(method)}`}>{method}</span>{" "}
      <code className="endpoint-path">{pathParts(path)}</code>
    </span>
  );
}
