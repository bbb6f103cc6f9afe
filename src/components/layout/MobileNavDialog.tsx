import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import Icon from "../Icon";
import type { Navigation, NavMenu } from "./useNavigation";
import { focusableIn, trapTab } from "./focusTrap";

type MenuKey = "services" | "products" | "admin";

interface MobileNavDialogProps {
  navigation: Navigation;
  onClose: () => void;
}

const rowSx = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  width: "100%",
  px: 3,
  py: "14px",
  fontSize: 3,
  fontWeight: "bold",
  color: "text",
  bg: "transparent",
  border: "none",
  borderBottom: "1px solid",
  borderColor: "border",
  textAlign: "left" as const,
  textDecoration: "none",
  font: "inherit",
  cursor: "pointer",
  "&:hover, &:focus-visible": { bg: "highlight" },
};

/**
 * Full-screen navigation for xs, sm and md widths. A modal dialog: focus is trapped inside,
 * Escape closes it, and the opener gets focus back (the caller restores it on close).
 */
export default function MobileNavDialog({ navigation, onClose }: MobileNavDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const [submenu, setSubmenu] = useState<MenuKey | null>(null);
  const lastTrigger = useRef<MenuKey | null>(null);

  const menus: Record<MenuKey, NavMenu | null> = {
    services: navigation.services,
    products: navigation.products,
    admin: navigation.admin,
  };

  // Body scroll stays put behind the dialog.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // Move focus into the dialog on open and on every level change.
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    // Back from a submenu lands on the button that opened it; otherwise on the first item after Close.
    const target =
      submenu === null && lastTrigger.current
        ? root.querySelector<HTMLElement>(`[data-submenu="${lastTrigger.current}"]`)
        : focusableIn(root)[1];
    (target ?? focusableIn(root)[0])?.focus();
  }, [submenu]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
      return;
    }
    if (dialog.current) trapTab(e, dialog.current);
  };

  const open = submenu ? menus[submenu] : null;

  const simpleLink = (item: { label: string; route: string }) => (
    <li key={item.route}>
      <Link to={item.route} onClick={onClose} sx={rowSx}>
        {item.label}
      </Link>
    </li>
  );

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label="Navigation"
      onKeyDown={onKeyDown}
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: "dialog",
        bg: "background",
        color: "text",
        display: "flex",
        flexDirection: "column",
        overflowY: "auto",
      }}
    >
      {/* The bar's strip in the bar's colours, so opening the menu does not flash to another palette. */}
      <div
        data-brand-surface=""
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: 3,
          height: 64,
          flexShrink: 0,
          bg: "headerBg",
          color: "headerText",
        }}
      >
        <span sx={{ fontWeight: "bold", fontSize: 3 }}>{open ? open.label : "Menu"}</span>
        <button
          type="button"
          aria-label="Close navigation menu"
          onClick={onClose}
          sx={{
            ...rowSx,
            width: 48,
            height: 48,
            p: 0,
            justifyContent: "center",
            borderBottom: "none",
            color: "inherit",
            borderRadius: "default",
            "&:hover, &:focus-visible": { bg: "rgba(255,255,255,0.12)" },
          }}
        >
          <Icon name="close" />
        </button>
      </div>
      {open ? (
        <nav aria-label={open.label}>
          <button
            type="button"
            onClick={() => setSubmenu(null)}
            sx={{ ...rowSx, justifyContent: "flex-start", gap: 2, color: "primary" }}
          >
            <Icon name="back" />
            Back
          </button>
          <ul sx={{ listStyle: "none", m: 0, p: 0 }}>
            {open.items.map(simpleLink)}
            {open.footer?.map((item) => (
              <li key={item.route} data-menu-footer="" sx={{ borderTop: "4px solid", borderColor: "border" }}>
                <Link to={item.route} onClick={onClose} sx={rowSx}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <nav aria-label="Main">
          <ul sx={{ listStyle: "none", m: 0, p: 0 }}>
            {simpleLink(navigation.home)}
            {simpleLink(navigation.about)}
            {submenuButton("services", navigation.services)}
            {simpleLink(navigation.partners)}
            {submenuButton("products", navigation.products)}
            {simpleLink(navigation.contact)}
            {navigation.admin && submenuButton("admin", navigation.admin)}
          </ul>
        </nav>
      )}
    </div>
  );

  function submenuButton(key: MenuKey, menu: NavMenu) {
    return (
      <li key={key}>
        <button
          type="button"
          data-submenu={key}
          aria-haspopup="true"
          onClick={() => {
            lastTrigger.current = key;
            setSubmenu(key);
          }}
          sx={rowSx}
        >
          {menu.label}
          <Icon name="chevronRight" />
        </button>
      </li>
    );
  }
}
