/** The fixed top bar's height: the page content starts below it and the desktop menus open under it. */
export const HEADER_HEIGHT = 64;

/** The phone navigation dialog's id (its popover button names it; the global styles lock the page behind it). */
export const SITE_NAV_ID = "site-nav";
