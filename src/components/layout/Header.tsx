import React, { Suspense, lazy, useCallback, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "gatsby";
import Icon from "../Icon";
import ThemeToggle from "./ThemeToggle";
import DropdownMenu from "./DropdownMenu";

// The dialog is only needed after a tap on small screens: load it on demand, prefetch on intent.
const loadDialog = () => import("./MobileNavDialog");
const MobileNavDialog = lazy(loadDialog);
import { useNavigation } from "./useNavigation";
import { site } from "../../config/site";
import { HeaderEnd } from "../../document/paintAfterHeader";

export const HEADER_HEIGHT = 64;

// Desktop navigation from lg (1200 px) up; xs, sm and md use the full-screen dialog.
const desktopOnly = { display: ["none", "none", "none", "flex"] };
const mobileOnly = { display: ["inline-flex", "inline-flex", "inline-flex", "none"] };

const navLinkSx = { variant: "buttons.nav" };

type OpenMenu = "services" | "products" | "admin" | null;

export default function Header() {
  const navigation = useNavigation();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const menuProps = (key: Exclude<OpenMenu, null>) => ({
    open: openMenu === key,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? key : current === key ? null : current)),
  });

  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    // Focus goes back to the button that opened the dialog.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  return (
    <>
      <header
        data-brand-surface=""
        sx={{
          position: "fixed",
          top: 0,
          left: 0,
          right: 0,
          height: HEADER_HEIGHT,
          zIndex: "header",
          bg: "headerBg",
          color: "headerText",
          boxShadow: "0 2px 4px rgba(0,0,0,0.2)",
        }}
      >
        <div
          sx={{
            maxWidth: "container",
            mx: "auto",
            px: 3,
            height: "100%",
            display: "flex",
            alignItems: "center",
            gap: 2,
          }}
        >
          <Link
            to="/"
            sx={{
              color: "inherit",
              textDecoration: "none",
              fontWeight: "heading",
              fontSize: [3, 4],
              whiteSpace: "nowrap",
            }}
          >
            {site.brand}
          </Link>
          <div sx={{ flex: 1 }} />
          <nav aria-label="Main" sx={{ ...desktopOnly, alignItems: "center" }}>
            <ul sx={{ display: "flex", alignItems: "center", gap: 0, listStyle: "none", m: 0, p: 0 }}>
              <li>
                <Link to={navigation.home.route} sx={navLinkSx}>
                  {navigation.home.label}
                </Link>
              </li>
              <li>
                <Link to={navigation.about.route} sx={navLinkSx}>
                  {navigation.about.label}
                </Link>
              </li>
              <li>
                <DropdownMenu menu={navigation.services} {...menuProps("services")} />
              </li>
              <li>
                <Link to={navigation.partners.route} sx={navLinkSx}>
                  {navigation.partners.label}
                </Link>
              </li>
              <li>
                <DropdownMenu menu={navigation.products} {...menuProps("products")} />
              </li>
              <li>
                <Link to={navigation.contact.route} sx={navLinkSx}>
                  {navigation.contact.label}
                </Link>
              </li>
              {navigation.admin && (
                <li>
                  <DropdownMenu menu={navigation.admin} {...menuProps("admin")} />
                </li>
              )}
            </ul>
          </nav>
          <ThemeToggle />
          <button
            ref={opener}
            type="button"
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            onClick={() => setDialogOpen(true)}
            onPointerEnter={loadDialog}
            onFocus={loadDialog}
            sx={{ variant: "buttons.icon", ...mobileOnly }}
          >
            <Icon name="menu" />
          </button>
        </div>
        {/* Portalled to <body> so the dialog is not nested inside the banner landmark. */}
        {dialogOpen &&
          createPortal(
            <Suspense fallback={null}>
              <MobileNavDialog navigation={navigation} onClose={closeDialog} />
            </Suspense>,
            document.body,
          )}
      </header>
      <HeaderEnd />
    </>
  );
}
