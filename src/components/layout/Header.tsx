import { useRef } from "react";
import { Link } from "gatsby";
import Icon from "../Icon";
import ThemeToggle from "./ThemeToggle";
import DropdownMenu from "./DropdownMenu";
import MobileNavDialog from "./MobileNavDialog";
import { useNavigation } from "./useNavigation";
import { HEADER_HEIGHT, SITE_NAV_ID } from "./headerHeight";
import { popoverTarget, usePopoverOpen } from "./popover";
import { isMainMenuName, mainMenu, offer, primaryNav, site } from "../../../core/config/site";

// Desktop navigation from lg (1200 px) up; xs, sm and md use the full-screen dialog.
const desktopOnly = { display: ["none", null, null, "flex"] };
const mobileOnly = { display: ["inline-flex", null, null, "none"] };

const navLinkSx = { variant: "buttons.nav" };

/**
 * The bar's call to action: compact and outlined in the bar's text color, so the page's own primary button stays
 * the one filled action in view. From sm (600 px) up; a phone's bar has no room beside the brand, and its menu
 * carries the call to action and the phone number instead (MobileNavDialog).
 */
const ctaSx = {
  variant: "buttons.nav",
  display: ["none", "inline-flex"],
  gridColumn: 3,
  px: 3,
  py: 1,
  border: "2px solid",
  borderColor: "headerText",
};

/**
 * The top bar. Its menus and the navigation dialog are HTML popovers, so they answer the first tap, before the
 * page's scripts have run and without them; the theme toggle works before hydration too (ThemeToggle.tsx).
 */
export default function Header() {
  const navigation = useNavigation();
  const dialog = useRef<HTMLDivElement | null>(null);
  const dialogOpen = usePopoverOpen(dialog);

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
            // Fixed columns for the toggle and the menu button: a bar painted before they are parsed (a slow
            // connection) already has their room, so nothing moves when they arrive. The call to action's column
            // is there from sm up, where it is shown.
            display: "grid",
            gridTemplateColumns: ["auto 1fr 44px 44px", "auto 1fr auto 44px 44px", null, "auto 1fr auto 44px"],
            alignItems: "center",
            columnGap: 2,
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
          <nav aria-label="Main" sx={{ ...desktopOnly, alignItems: "center", justifySelf: "end" }}>
            <ul
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 0,
                listStyle: "none",
                m: 0,
                p: 0,
                // The links' style from the list: one rule, not one `sx` component each to hydrate.
                "& > li > a": navLinkSx,
              }}
            >
              {mainMenu.map((entry) => (
                <li key={entry}>
                  {isMainMenuName(entry) ? (
                    <DropdownMenu id={`menu-${entry}`} menu={navigation[entry]} />
                  ) : (
                    <Link to={navigation[entry].route}>{navigation[entry].label}</Link>
                  )}
                </li>
              ))}
              {navigation.admin && (
                <li>
                  <DropdownMenu id="menu-admin" menu={navigation.admin} />
                </li>
              )}
            </ul>
          </nav>
          {/* A signed-in administrator's menu takes its room (and they are not the visitors it asks). */}
          {!navigation.admin && (
            <Link to={primaryNav.contact.route} sx={ctaSx}>
              {offer.shortAction}
            </Link>
          )}
          <div sx={{ gridColumn: [3, 4], display: "flex" }}>
            <ThemeToggle />
          </div>
          <button
            type="button"
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            aria-controls={SITE_NAV_ID}
            aria-expanded={dialogOpen}
            {...popoverTarget(SITE_NAV_ID)}
            sx={{ variant: "buttons.icon", ...mobileOnly, gridColumn: [4, 5] }}
          >
            <Icon name="menu" />
          </button>
        </div>
      </header>
      {/* After the header, so the dialog is not nested inside the banner landmark. */}
      <MobileNavDialog id={SITE_NAV_ID} navigation={navigation} dialogRef={dialog} />
    </>
  );
}
