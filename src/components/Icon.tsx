import React from "react";

/**
 * Inline stroke icons (shapes after Feather Icons, MIT). Inline SVG keeps icons out of the
 * network waterfall and costs less than an icon library. Each icon is one path's data (Feather's lines, circles and
 * rects written as path commands): the map ships on every page, and strings weigh half of the JSX elements they
 * replace.
 */
const shapes = {
  savings: "M12 1L12 23M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
  people:
    "M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
  server:
    "M4 2h16a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-4a2 2 0 0 1 2 -2ZM4 14h16a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-4a2 2 0 0 1 2 -2ZM6 6L6.01 6M6 18L6.01 18",
  cloud: "M18 10h-1.26A8 8 0 1 0 9 20h9a5 5 0 0 0 0-10z",
  subscriptions: "M12 2L2 7L12 12L22 7L12 2ZM2 17L12 22L22 17M2 12L12 17L22 12",
  chart: "M12 20L12 10M18 20L18 4M6 20L6 16",
  school: "M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zM22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z",
  database: "M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0M21 12c0 1.66-4 3-9 3s-9-1.34-9-3M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5",
  route: "M1 6L1 22L8 18L16 22L23 18L23 2L16 6L8 2L1 6ZM8 2L8 18M16 6L16 22",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z",
  gear: "M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M12 1v3M12 20v3M4.22 4.22l2.12 2.12M17.66 17.66l2.12 2.12M1 12h3M20 12h3M4.22 19.78l2.12-2.12M17.66 6.34l2.12-2.12",
  bolt: "M13 2L3 14L12 14L11 22L21 10L12 10L13 2Z",
  payments: "M3 4h18a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-18a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2ZM1 10L23 10",
  bell: "M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0",
  menu: "M3 12L21 12M3 6L21 6M3 18L21 18",
  close: "M18 6L6 18M6 6L18 18",
  back: "M19 12L5 12M12 19L5 12L12 5",
  chevronDown: "M6 9L12 15L18 9",
  chevronRight: "M9 18L15 12L9 6",
  sun: "M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42",
  moon: "M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z",
  mail: "M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2zM22 6L12 13L2 6",
  phone:
    "M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z",
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1 -5 5h-10a5 5 0 0 1 -5 -5v-10a5 5 0 0 1 5 -5ZM16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5L17.51 6.5",
  Facebook: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z",
  Twitter:
    "M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z",
  LinkedIn:
    "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12h-4ZM2 4a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
  adminPanel: "M3 3h7v7h-7ZM14 3h7v7h-7ZM14 14h7v7h-7ZM3 14h7v7h-7Z",
  arrowRight: "M5 12L19 12M12 5L19 12L12 19",
  check: "M20 6L9 17L4 12",
};

export type IconName = keyof typeof shapes;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(shapes, name);
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
      <path d={shapes[name]} />
    </SvgIcon>
  );
}
