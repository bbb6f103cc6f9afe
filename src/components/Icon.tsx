import React from "react";
import { withPrefix } from "gatsby";
import { OFFERING_ICONS } from "../content/offeringIcons";

/**
 * Stroke icons (shapes after Feather Icons, MIT), each one path's data. The top bar's icons are drawn inline: they
 * are on screen at the first paint and must not wait for a file. Every other icon is a symbol of one SVG sprite,
 * static/icons.svg, drawn with <use>: its path data (1.3 kB gzipped) is fetched once, in parallel with the scripts
 * and cached, instead of shipping in every page's JavaScript (docs/performance.md, "Icons in a sprite").
 */
const inlineShapes = {
  menu: "M3 12L21 12M3 6L21 6M3 18L21 18",
  close: "M18 6L6 18M6 6L18 18",
  back: "M19 12L5 12M12 19L5 12L12 5",
  chevronDown: "M6 9L12 15L18 9",
  chevronRight: "M9 18L15 12L9 6",
  sun: "M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42",
  moon: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z",
  adminPanel: "M3 3h7v7h-7ZM14 3h7v7h-7ZM14 14h7v7h-7ZM3 14h7v7h-7Z",
};

/** The symbols of static/icons.svg, by id (Icon.test.tsx checks the file against this list). */
export const SPRITE_ICONS = [
  ...OFFERING_ICONS,
  "payments",
  "bell",
  "mail",
  "phone",
  "Instagram",
  "Facebook",
  "Twitter",
  "LinkedIn",
  "arrowRight",
  "check",
] as const;

const SPRITE_URL = "/icons.svg";

type InlineIconName = keyof typeof inlineShapes;
export type IconName = InlineIconName | (typeof SPRITE_ICONS)[number];

const spriteNames: ReadonlySet<string> = new Set(SPRITE_ICONS);

function isInline(name: string): name is InlineIconName {
  return Object.prototype.hasOwnProperty.call(inlineShapes, name);
}

export function isIconName(name: string): name is IconName {
  return isInline(name) || spriteNames.has(name);
}

interface IconProps {
  name: IconName;
  size?: number;
  /** When set the icon is announced; otherwise it is decorative and hidden from assistive tech. */
  label?: string;
}

interface SvgIconProps {
  size?: number;
  label?: string;
  children: React.ReactNode;
}

const ICON_FRAME: React.CSSProperties = { flexShrink: 0, display: "inline-block", verticalAlign: "middle" };

/** The frame every icon shares; pages that need other shapes pass them as children (kept out of this file's map). */
export function SvgIcon({ size = 24, label, children }: SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      // A constant inline style, not sx: pages hold dozens of icons, and each sx is built and hashed at hydration.
      style={ICON_FRAME}
    >
      {children}
    </svg>
  );
}

export default function Icon({ name, size = 24, label }: IconProps) {
  return (
    <SvgIcon size={size} label={label}>
      {isInline(name) ? <path d={inlineShapes[name]} /> : <use href={`${withPrefix(SPRITE_URL)}#${name}`} />}
    </SvgIcon>
  );
}
