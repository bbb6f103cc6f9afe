/** The icon of each portal area with tools, and of the account entry, on the start page. */
import type { IconName } from "../../components/Icon";

const ICONS: Record<string, IconName> = {
  "/unifiedtime/": "bell",
  "/admin/developer/": "bolt",
  "/admin/users/": "people",
  "/admin/account/": "shield",
};

export function areaIcon(route: string): IconName {
  return ICONS[route] ?? "adminPanel";
}
