/**
 * The looks of the site's tables (Table.tsx) and of the tables in HTML the build wrote from MDX: a module of its own,
 * so a page that shows only the latter (a docs page) does not load the Table component.
 */
import type { ThemeUIStyleObject } from "theme-ui";
import { scrollCue } from "../docs/scrollCue";

/** A table cell of any look: a rule under each row. */
const cell = {
  textAlign: "left",
  verticalAlign: "top",
  borderBottom: "1px solid",
  borderColor: "border",
} as const;

/**
 * Every table on the site is one of these, by what it holds. Kept here rather than in the theme, which every page
 * loads: most pages have no table.
 */
export const TABLE_STYLES = {
  /** Tables in Markdown text (docs, offerings): body type, roomy cells. */
  prose: { width: "100%", borderCollapse: "collapse", "th, td": { ...cell, p: 2 } },
  /** Lists of records with actions (the portal's users, audit trail, devices and passkeys): small type, column
   * headers on one line, a muted caption. */
  primary: {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: 1,
    caption: { textAlign: "left", color: "muted", pb: 2 },
    "th, td": { ...cell, p: 2 },
    "thead th": { fontWeight: "bold", whiteSpace: "nowrap" },
  },
  /** A chart's figures (the calendar's month table): short rows, a bold caption. */
  compact: {
    width: "100%",
    borderCollapse: "collapse",
    caption: { textAlign: "left", fontWeight: "bold", mb: 1 },
    "th, td": { ...cell, px: 2, py: 1 },
  },
} satisfies Record<string, ThemeUIStyleObject>;

export type TableVariant = keyof typeof TABLE_STYLES;

/** The box a table scrolls in. Positioned, so text hidden for screen readers inside (absolutely positioned) is
 * clipped by the box too instead of widening the page where the table runs past the screen. */
export const BOX_STYLES = { overflowX: "auto", maxWidth: "100%", position: "relative" } as const;

/**
 * The class of a table in HTML the build wrote from MDX (src/components/mdxComponents.tsx): the same box and prose
 * look, styled by the body that shows the HTML (PROSE_TABLE_STYLES), with a shadow at the side where it goes on.
 */
export const PROSE_TABLE_CLASS = "prose-table";

export const PROSE_TABLE_STYLES: ThemeUIStyleObject = {
  [`.${PROSE_TABLE_CLASS}`]: { ...BOX_STYLES, my: 3, ...scrollCue("background"), table: TABLE_STYLES.prose },
};
