/**
 * The tabs inside UnifiedTime (issue 48): Calendar, In-person meetings and Connections, each a page of the tool,
 * and which tab a page belongs to. The landing lists both accounts with their status (with the specification's
 * cards), so it is the Connections tab, as are the two providers' pages.
 */
import type { CalendarPage } from "./routes";

export type ToolTab = "calendar" | "in-person" | "connections";

export interface ToolTabLink {
  tab: ToolTab;
  label: string;
  /** The page the tab opens. */
  page: CalendarPage;
}

export const TOOL_TABS: readonly ToolTabLink[] = [
  { tab: "calendar", label: "Calendar", page: "unified" },
  { tab: "in-person", label: "In-person meetings", page: "external" },
  { tab: "connections", label: "Connections", page: "landing" },
];

const TAB_OF_PAGE: Readonly<Record<CalendarPage, ToolTab>> = {
  unified: "calendar",
  external: "in-person",
  landing: "connections",
  microsoft: "connections",
  google: "connections",
};

export function toolTabOf(page: CalendarPage): ToolTab {
  return TAB_OF_PAGE[page];
}
