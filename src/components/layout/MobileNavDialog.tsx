import React, { useEffect } from "react";
import { Link } from "gatsby";
import type { ThemeUIStyleObject } from "theme-ui";
import Icon from "../Icon";
import type { Navigation, NavMenu } from "./useNavigation";
import NavDialogBar from "./NavDialogBar";
import MenuActionButton from "./MenuActionButton";
import { focusableIn, trapTab } from "./focusTrap";
import { hidePopover, isOpen, popover, popoverTarget } from "./popover";
import { isMainMenuName, mainMenu, offer, primaryNav, site } from "../../../core/config/site";

type MenuKey = "services" | "products" | "admin";

interface MobileNavDialogProps {
  /** The dialog's id, named by the header's menu button. */
  id: string;
  navigation: Navigation;
  /** Set to the dialog's element (the header follows whether it is open). */
  dialogRef: React.MutableRefObject<HTMLDivElement | null>;
}

const rowSx: ThemeUIStyleObject = {
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
  textAlign: "left",
  textDecoration: "none",
  font: "inherit",
  cursor: "pointer",
  "&:hover, &:focus-visible": { bg: "highlight" },
};

/**
 * A list of rows: its links and buttons styled from the list, one style rule for all of them, rather than an `sx`
 * per row (each `sx` element is one more component for the page to hydrate, on every page).
 */
const listSx: ThemeUIStyleObject = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li > a, & > li > button": rowSx,
  // Set apart: the first of the links and commands under the items.
  "& > li:not([data-menu-footer]) + li[data-menu-footer]": { borderTop: "4px solid", borderColor: "border" },
};

/** A full-screen layer: the dialog, and each submenu over it. */
const layerSx: ThemeUIStyleObject = {
  position: "fixed",
  inset: 0,
  width: "100%",
  height: "100%",
  m: 0,
  p: 0,
  border: "none",
  bg: "background",
  color: "text",
  overflowY: "auto",
  "&:popover-open": { display: "flex", flexDirection: "column" },
};

/**
 * Full-screen navigation for xs, sm and md widths, on the HTML popover: the header's button opens it from the first
 * paint, with or without JavaScript, and the browser closes it on Escape and gives focus back to the button. The
 * Services, Products and admin menus are popovers inside it, with a Back button that closes them. Once the page
 * runs, focus moves into the dialog on open and Tab stays inside it; the page behind never scrolls (global styles).
 * After the menu, what the bar has no room for on a phone: the call to action and the phone number.
 */
export default function MobileNavDialog({ id, navigation, dialogRef: dialog }: MobileNavDialogProps) {
  const close = () => hidePopover(dialog.current);

  // On every open, of the dialog or a submenu: focus to its first item after Close (Back, in a submenu).
  useEffect(() => {
    const root = dialog.current;
    if (!root) return undefined;
    const onToggle = (e: Event) => {
      const layer = e.target as HTMLElement;
      // The layer's own controls come first in it: [0] is Close, [1] the first link (Back, in a submenu).
      if ((e as ToggleEvent).newState === "open") focusableIn(layer)[1]?.focus();
    };
    root.addEventListener("toggle", onToggle, true);
    return () => root.removeEventListener("toggle", onToggle, true);
  }, [dialog]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const root = dialog.current;
    if (!root) return;
    const submenu = Array.from(root.querySelectorAll<HTMLElement>(":scope > [popover]")).find(isOpen);
    trapTab(e, submenu ?? root, visible);
  };

  const link = (item: { label: string; route: string }) => (
    <li key={item.route}>
      <Link to={item.route} onClick={close}>
        {item.label}
      </Link>
    </li>
  );

  const submenuId = (key: MenuKey) => `${id}-${key}`;
  const menus: [MenuKey, NavMenu | null][] = [
    ["services", navigation.services],
    ["products", navigation.products],
    ["admin", navigation.admin],
  ];

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog takes its keys (Escape, submenus)
    <div
      ref={dialog}
      id={id}
      {...popover}
      role="dialog"
      aria-modal="true"
      aria-label="Navigation"
      onKeyDown={onKeyDown}
      sx={{
        ...layerSx,
        zIndex: "dialog",
        // The top level is out of the way (and of screen readers) while a submenu covers it.
        "&:has(> [popover]:popover-open) > [data-level]": { display: "none" },
      }}
    >
      <div data-level="" sx={{ display: "flex", flexDirection: "column" }}>
        <NavDialogBar title="Menu" dialogId={id} />
        <nav aria-label="Main">
          <ul sx={listSx}>
            {mainMenu.map((entry) =>
              isMainMenuName(entry) ? submenuButton(entry, navigation[entry]) : link(navigation[entry]),
            )}
            {navigation.admin && submenuButton("admin", navigation.admin)}
          </ul>
        </nav>
        <div sx={{ display: "flex", flexDirection: "column", alignItems: "stretch", gap: 3, px: 3, py: 4 }}>
          <Link to={primaryNav.contact.route} onClick={close} sx={{ variant: "buttons.primary" }}>
            {offer.shortAction}
          </Link>
          <a
            href={site.phoneHref}
            sx={{ display: "inline-flex", alignItems: "center", justifyContent: "center", gap: 2, py: 2, fontSize: 3 }}
          >
            <Icon name="phone" />
            Call {site.phone}
          </a>
        </div>
      </div>
      {menus.map(([key, menu]) =>
        menu ? (
          <div key={key} id={submenuId(key)} {...popover} sx={layerSx}>
            <NavDialogBar title={menu.label} dialogId={id} />
            <nav aria-label={menu.label}>
              <button
                type="button"
                {...popoverTarget(submenuId(key), "hide")}
                sx={{ ...rowSx, justifyContent: "flex-start", gap: 2, color: "primary" }}
              >
                <Icon name="back" />
                Back
              </button>
              <ul sx={listSx}>
                {menu.items.map(link)}
                {menu.footer?.map((item) => (
                  <li key={item.route} data-menu-footer="">
                    <Link to={item.route} onClick={close}>
                      {item.label}
                    </Link>
                  </li>
                ))}
                {menu.action && (
                  <li data-menu-footer="">
                    <MenuActionButton action={menu.action} onStart={close} />
                  </li>
                )}
              </ul>
            </nav>
          </div>
        ) : null,
      )}
    </div>
  );

  function submenuButton(key: MenuKey, menu: NavMenu) {
    return (
      <li key={key}>
        <button type="button" {...popoverTarget(submenuId(key), "show")}>
          {menu.label}
          <Icon name="chevronRight" />
        </button>
      </li>
    );
  }
}

/** Laid out (not display:none); where the browser cannot tell (jsdom), taken as visible. */
function visible(element: HTMLElement): boolean {
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : true;
}
