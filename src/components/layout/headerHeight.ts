/** The fixed top bar's height: the page content starts below it and the desktop menus open under it. */
export const HEADER_HEIGHT = 64;
