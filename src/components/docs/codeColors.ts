/**
 * Colors of the Prism token classes that rehype-prism-plus puts on code blocks at build time, in light and dark
 * (the dark ones apply under theme-ui's `html.theme-ui-dark`). Each keeps WCAG AA contrast (4.5:1) on the code
 * block's background (`paper`: #f4f6f9 light, #1e1e1e dark); GitHub's palettes, adjusted where they fell short.
 */
import type { ThemeUIStyleObject } from "theme-ui";

const TOKENS: Record<string, { light: string; dark: string }> = {
  ".token.comment, .token.prolog, .token.doctype, .token.cdata": { light: "#57606a", dark: "#9da5b0" },
  ".token.keyword, .token.selector, .token.important, .token.atrule, .token.rule, .token.request-line .token.method": {
    light: "#b3242c",
    dark: "#ff7b72",
  },
  ".token.string, .token.char, .token.attr-value, .token.url, .token.regex": { light: "#0a3069", dark: "#a5d6ff" },
  ".token.number, .token.boolean, .token.constant, .token.null, .token.symbol": { light: "#0550ae", dark: "#79c0ff" },
  ".token.property, .token.attr-name, .token.tag, .token.header-name, .token.variable": {
    light: "#873600",
    dark: "#ffa657",
  },
  ".token.function, .token.class-name, .token.builtin": { light: "#6f42c1", dark: "#d2a8ff" },
  ".token.operator, .token.punctuation, .token.entity": { light: "#1a1d23", dark: "#e6edf3" },
};

/** The stylesheet for a code block's tokens (scoped to the element it is applied to). */
export const codeTokenStyles: ThemeUIStyleObject = Object.fromEntries(
  Object.entries(TOKENS).flatMap(([selector, { light, dark }]) => [
    [selector, { color: light }],
    [
      selector
        .split(", ")
        .map((s) => `html.theme-ui-dark & ${s}`)
        .join(", "),
      { color: dark },
    ],
  ]),
);

export const TOKEN_COLORS = TOKENS;
