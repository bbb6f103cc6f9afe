import type { NavItem } from "./site";

/** The group whose members are super admins (from the id token's cognito:groups claim). */
export const SUPER_ADMIN_GROUP = "Admins";

export const adminItems: NavItem[] = [
  { label: "Admin", route: "/admin/", icon: "adminPanel" },
  { label: "UnifiedTime tool", route: "/unifiedtime/" },
  { label: "CRM", route: "/crm/" },
  { label: "Expenses", route: "/admin/expenses/" },
  { label: "Task Automation", route: "/admin/taskautomation/" },
  { label: "Marketing Approvals", route: "/admin/marketing/approvals/" },
];

export const superAdminItems: NavItem[] = [
  { label: "DocChat", route: "/admin/docchat/" },
  { label: "Client Actions", route: "/admin/clients/" },
  { label: "Procurement", route: "/admin/procurement/" },
  { label: "Nonprofit Program", route: "/admin/nonprofit/" },
  { label: "Textract Automation", route: "/admin/textract/" },
  { label: "Developer Landing Page", route: "/admin/developer/" },
  { label: "User Console", route: "/admin/users/" },
];

/** Not one of the portal areas: every signed-in user's own account settings. */
export const accountItem: NavItem = { label: "Account security", route: "/admin/account/" };

export function isSuperAdmin(groups: readonly string[] | undefined): boolean {
  return !!groups?.includes(SUPER_ADMIN_GROUP);
}

/** The 'Admin Portal Actions' menu: the admin areas for every admin, the super-admin ones too for super admins. */
export function adminMenuFor(groups: readonly string[] | undefined): NavItem[] {
  return isSuperAdmin(groups) ? [...adminItems, ...superAdminItems] : adminItems;
}
