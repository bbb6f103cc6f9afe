/**
 * The admin portal's areas: route, title, purpose, who may use them, whether their tools exist yet (and, when not,
 * what they will hold), and the purpose they are grouped under on the start page. The menu items come from
 * config/adminNav.ts (six for every admin, seven more for members of the Admins group); this adds what each page
 * says about itself. Pure, so the pages, their heads and the tests read one list.
 */
import { accountItem, adminItems, superAdminItems, isSuperAdmin } from "../config/adminNav";
import type { NavItem } from "../config/site";

export type Audience = "admins" | "superAdmins";

/** Where an area sits on the start page: the work it serves. */
export type PortalGroupId = "daily" | "administration" | "account" | "operations";

export interface PortalArea extends NavItem {
  purpose: string;
  audience: Audience;
  group: PortalGroupId;
  /** Whether the area has tools yet ("planned": its page says what it will hold, and nothing else). */
  status: "available" | "planned";
  /** A planned area: what it will hold, in a sentence a person reads on the start page and the area's page. */
  plan?: string;
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

const GROUP_OF: Record<string, PortalGroupId> = {
  "/admin/": "daily",
  "/unifiedtime/": "daily",
  "/crm/": "daily",
  "/admin/docchat/": "daily",
  "/admin/users/": "administration",
  "/admin/developer/": "administration",
  "/admin/expenses/": "operations",
  "/admin/taskautomation/": "operations",
  "/admin/marketing/approvals/": "operations",
  "/admin/clients/": "operations",
  "/admin/procurement/": "operations",
  "/admin/nonprofit/": "operations",
  "/admin/textract/": "operations",
};

/** The areas without tools yet, and what each will hold. The others (and the start page) have their tools. */
const PLANS: Record<string, string> = {
  "/crm/": "Will hold your clients in one place: their companies, contacts and the history of each engagement.",
  "/admin/docchat/":
    "Will let you ask questions of the company's internal documents and see where each answer comes from.",
  "/admin/expenses/":
    "Will hold expense reports: the receipts you send in, the claims to review and when each is paid back.",
  "/admin/taskautomation/":
    "Will hold the recurring back-office jobs, such as monthly reminders, and when each runs next.",
  "/admin/marketing/approvals/": "Will hold campaign material waiting for a review before it is published.",
  "/admin/clients/": "Will hold the onboarding, offboarding and account changes of client companies.",
  "/admin/procurement/": "Will hold purchase requests, the quotes vendors send and who approved what.",
  "/admin/nonprofit/": "Will hold the applications from nonprofits and the discounted services each was granted.",
  "/admin/textract/": "Will read the figures from scanned invoices and forms, for you to check before they are used.",
};

function area(item: NavItem, audience: Audience): PortalArea {
  const plan = PLANS[item.route];
  return {
    ...item,
    audience,
    purpose: PURPOSES[item.route] ?? "",
    group: GROUP_OF[item.route] ?? "operations",
    ...(plan ? { status: "planned" as const, plan } : { status: "available" as const }),
  };
}

export const ACCOUNT_ROUTE = accountItem.route;

export interface PortalGroup {
  id: PortalGroupId;
  title: string;
  /** One line under the group's heading: what its areas are for. */
  summary: string;
}

/** The start page's groups, in the order they are shown: those with tools first, the all-planned one last. */
export const PORTAL_GROUPS: readonly PortalGroup[] = [
  { id: "daily", title: "Your daily tools", summary: "Your calendars and the work you do with clients." },
  {
    id: "administration",
    title: "Administration",
    summary: "People's access to the portal, and the site's own settings.",
  },
  { id: "account", title: "Your account", summary: "Your own sign-in: password, two-step sign-in and devices." },
  {
    id: "operations",
    title: "Operations",
    summary: "The back office: money, suppliers, campaigns and paperwork.",
  },
];

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

/** The account page as the start page lists it: every signed-in user's, and not one of the areas. */
export const ACCOUNT_ENTRY: NavItem & { purpose: string } = {
  ...accountItem,
  purpose: "Your profile, password, two-step sign-in, passkeys and devices, and signing out everywhere.",
};

export interface PortalHomeGroup extends PortalGroup {
  /** Areas with tools, in menu order (the account group: none; the page adds the account entry). */
  available: PortalArea[];
  /** Areas without tools yet, in menu order. */
  planned: PortalArea[];
}

/**
 * The start page for a user: each group with the areas they may use, split into those with tools and the planned
 * ones; a group with nothing for them is left out. The start page itself is not listed.
 */
export function portalHomeFor(groups: readonly string[] | undefined): PortalHomeGroup[] {
  const usable = PORTAL_AREAS.filter((a) => a.route !== "/admin/" && mayUse(a, groups));
  return PORTAL_GROUPS.map((group) => {
    const mine = usable.filter((a) => a.group === group.id);
    return {
      ...group,
      available: mine.filter((a) => a.status === "available"),
      planned: mine.filter((a) => a.status === "planned"),
    };
  }).filter((g) => g.id === "account" || g.available.length + g.planned.length > 0);
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
