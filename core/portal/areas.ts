/**
 * The admin portal's areas: route, title, purpose and who may use them. The menu items come from
 * config/adminNav.ts (six for every admin, seven more for members of the Admins group); this adds what each page
 * says about itself. Pure, so the pages, their heads and the tests read one list.
 */
import { adminItems, superAdminItems, isSuperAdmin } from "../config/adminNav";
import type { NavItem } from "../config/site";

export type Audience = "admins" | "superAdmins";

export interface PortalArea extends NavItem {
  purpose: string;
  audience: Audience;
}

const PURPOSES: Record<string, string> = {
  "/admin/": "The start page of the admin portal: every area you may use, and your account security.",
  "/unifiedtime/":
    "UnifiedTime puts your Microsoft and Google calendars in one view and lists the in-person events you attended this year.",
  "/crm/": "Customer relationship management: accounts, contacts and the history of each engagement.",
  "/admin/expenses/": "Expense reports: submit receipts, review claims and follow reimbursements.",
  "/admin/taskautomation/": "Task automation: recurring back-office jobs and their schedules.",
  "/admin/marketing/approvals/": "Marketing approvals: review campaign material before it is published.",
  "/admin/docchat/": "DocChat: ask questions of the company's internal documents.",
  "/admin/clients/": "Client actions: onboarding, offboarding and account changes for client companies.",
  "/admin/procurement/": "Procurement: purchase requests, vendor quotes and approvals.",
  "/admin/nonprofit/": "The nonprofit program: applications from nonprofits and the discounted services granted.",
  "/admin/textract/": "Textract automation: extract data from scanned invoices and forms.",
  "/admin/developer/": "The developer landing page: environment details and tools for the site's developers.",
  "/admin/users/":
    "The user console: invite people, disable and enable accounts, grant or remove Admins, reset two-step sign-in, with an audit trail.",
};

function area(item: NavItem, audience: Audience): PortalArea {
  return { ...item, audience, purpose: PURPOSES[item.route] ?? "" };
}

export const ACCOUNT_ROUTE = "/admin/account/";

export const PORTAL_AREAS: readonly PortalArea[] = [
  ...adminItems.map((item) => area(item, "admins")),
  ...superAdminItems.map((item) => area(item, "superAdmins")),
];

/**
 * "/admin/textract" and "/admin/textract/" are the same page. The pre-rendered shell of a client-only route is
 * built at "/admin/[...]/", which stands for "/admin/" (so its title and canonical link are the prefix's).
 */
export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? "/").replace(/\[\.\.\.\]\/?$/, "");
  return bare.endsWith("/") ? bare : `${bare}/`;
}

export function areaFor(path: string): PortalArea | undefined {
  const normalized = normalizePath(path);
  return PORTAL_AREAS.find((a) => a.route === normalized);
}

export function mayUse(area: Pick<PortalArea, "audience">, groups: readonly string[] | undefined): boolean {
  return area.audience === "admins" || isSuperAdmin(groups);
}

/**
 * The area's id in `GET /api/admin/<id>`: the route without the `/admin/` prefix and the slashes around it
 * (`/admin/marketing/approvals/` -> `marketing/approvals`, `/crm/` -> `crm`); the portal home is `home`.
 */
export function areaIdOf(route: string): string {
  if (route === "/admin/") return "home";
  return route.replace(/^\/admin\//, "/").replace(/^\/+|\/+$/g, "");
}

export function audienceText(audience: Audience): string {
  return audience === "admins" ? "Every signed-in administrator." : "Super admins only (members of the Admins group).";
}

/** The page title of a portal path, for the document head. */
export function portalTitle(path: string): string {
  const normalized = normalizePath(path);
  if (normalized === ACCOUNT_ROUTE) return "Account security";
  if (normalized === "/admin/") return "Admin Portal";
  return areaFor(normalized)?.label ?? "Admin Portal";
}
