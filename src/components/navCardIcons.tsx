/**
 * Icons for the navigation cards (calendar tool and portal screens), kept out of Icon.tsx's shape map because that
 * one ships on every public page. Drawn in the same 24×24 stroke frame (SvgIcon); calendar, globe and home follow
 * Feather Icons (MIT), the Microsoft-like window and Google-like "G" are plain outlines, not the trademarked logos.
 */
import { SvgIcon } from "./Icon";

const shapes = {
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <line x1="16" y1="2" x2="16" y2="6" />
      <line x1="8" y1="2" x2="8" y2="6" />
      <line x1="3" y1="10" x2="21" y2="10" />
    </>
  ),
  microsoft: (
    <>
      <rect x="3" y="3" width="8" height="8" />
      <rect x="13" y="3" width="8" height="8" />
      <rect x="3" y="13" width="8" height="8" />
      <rect x="13" y="13" width="8" height="8" />
    </>
  ),
  // A circle of radius 9 open at the upper right, closing with the G's bar from the right edge to the center.
  google: <path d="M18.36 5.64A9 9 0 1 0 21 12h-9" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <line x1="2" y1="12" x2="22" y2="12" />
      <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </>
  ),
  home: (
    <>
      <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <polyline points="9 22 9 12 15 12 15 22" />
    </>
  ),
};

export type NavCardIconName = keyof typeof shapes;

export const NAV_CARD_ICON_NAMES = Object.keys(shapes) as NavCardIconName[];

interface NavCardIconProps {
  name: NavCardIconName;
  size?: number;
  /** When set the icon is announced; otherwise it is decorative (the card's title says what it is). */
  label?: string;
}

export function NavCardIcon({ name, size = 32, label }: NavCardIconProps) {
  return (
    <SvgIcon size={size} label={label}>
      {shapes[name]}
    </SvgIcon>
  );
}

export default NavCardIcon;
