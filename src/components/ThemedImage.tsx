import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { DARK_CLASS } from "../theme/colorVariables";

/**
 * A picture drawn twice, for the light and the dark theme (the home hero's drawing, the partner badges), of which
 * the page shows the one for its mode. The mode is a class on <html> that the head script sets before the first
 * paint and the theme toggle changes (src/theme/colorMode.ts), not only the system's preference, so a <picture>
 * with a prefers-color-scheme media query would show the wrong one after a toggle; CSS on that class does not.
 * Both are lazy: a browser does not fetch a lazy image that is not displayed, so a page fetches only its mode's
 * picture (the other once someone toggles), and both keep their width and height, so nothing moves when it loads.
 */
export interface ThemedSource {
  light: string;
  dark: string;
  width: number;
  height: number;
}

const DARK = `html.${DARK_CLASS} &`;

export default function ThemedImage({
  source,
  alt,
  sx: style = {},
  ...rest
}: {
  source: ThemedSource;
  alt: string;
  sx?: ThemeUIStyleObject;
} & Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading">) {
  const common = { alt, width: source.width, height: source.height, loading: "lazy" as const, ...rest };
  const display = ((style as { display?: string }).display ?? "block") as "block";
  return (
    <>
      <img src={source.light} {...common} alt={alt} sx={{ ...style, display, [DARK]: { display: "none" } }} />
      <img src={source.dark} {...common} alt={alt} sx={{ ...style, display: "none", [DARK]: { display } }} />
    </>
  );
}
