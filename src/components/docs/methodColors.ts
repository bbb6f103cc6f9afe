/**
 * The colors of the API reference's method badges, light and dark (dark under theme-ui's `html.theme-ui-dark`):
 * GET blue, POST green, PUT purple, PATCH amber, DELETE red, as most API references color them, each with its name
 * in text, since color is never the only sign. Text on its badge keeps WCAG AA contrast (4.5:1) in both schemes,
 * which methodColors.test.ts checks.
 */
import type { ThemeUIStyleObject } from "theme-ui";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

interface BadgeColors {
  text: string;
  bg: string;
}

export const METHOD_COLORS: Record<HttpMethod, { light: BadgeColors; dark: BadgeColors }> = {
  GET: { light: { text: "#0b4f9e", bg: "#e6f0fb" }, dark: { text: "#9ccbff", bg: "#142a45" } },
  POST: { light: { text: "#1b5e20", bg: "#e5f4e6" }, dark: { text: "#a5d6a7", bg: "#15311b" } },
  PUT: { light: { text: "#6a1b9a", bg: "#f3e8f8" }, dark: { text: "#e1bee7", bg: "#2f1a3a" } },
  PATCH: { light: { text: "#7a4500", bg: "#fdf0da" }, dark: { text: "#ffcc80", bg: "#3a2a10" } },
  DELETE: { light: { text: "#a31515", bg: "#fde9e9" }, dark: { text: "#ffb4ab", bg: "#411b1b" } },
};

export function isHttpMethod(value: unknown): value is HttpMethod {
  return (HTTP_METHODS as readonly unknown[]).includes(value);
}

/** The badge class of a method: `method-get`, `method-post`, … */
export function methodClass(method: HttpMethod): string {
  return `method-${method.toLowerCase()}`;
}

/** One stylesheet for every badge, by class, in both schemes (scoped to the element it is applied to). */
export const methodBadgeStyles: ThemeUIStyleObject = Object.fromEntries(
  HTTP_METHODS.flatMap((method) => {
    const { light, dark } = METHOD_COLORS[method];
    const selector = `.${methodClass(method)}`;
    return [
      [selector, { color: light.text, bg: light.bg, borderColor: light.text }],
      [`html.theme-ui-dark & ${selector}`, { color: dark.text, bg: dark.bg, borderColor: dark.text }],
    ];
  }),
);
