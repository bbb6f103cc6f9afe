/**
 * Who may use the admin portal and UnifiedTime: a deliberate setting, not "every account in the pool". A pool that
 * allows self sign-up or Google federation creates accounts for anyone, so a deployment lets in the members of one
 * Cognito group (PORTAL_GROUP, `Staff` unless set), and super admins (`Admins`). `PORTAL_GROUP=*` lets every account
 * in: only for a pool where an administrator creates every account (sign-up and federation off). A local build
 * lets every account in unless PORTAL_GROUP says otherwise, so the local pool behaves as the spec describes.
 */
import { isLocalBuild } from "../../core/config/deployment";
import { isSuperAdmin } from "../../core/config/adminNav";
import { ApiErrors } from "../http";
import type { Principal } from "./principal";

export const EVERY_ACCOUNT = "*";
export const DEFAULT_PORTAL_GROUP = "Staff";

/** The setting as the build baked it (`process.env.NAME`, the form Gatsby's function build replaces). */
export function portalGroup(
  setting: string | undefined = process.env.PORTAL_GROUP,
  local: boolean = isLocalBuild(),
): string {
  const value = (setting ?? "").trim();
  if (value) return value;
  return local ? EVERY_ACCOUNT : DEFAULT_PORTAL_GROUP;
}

export function mayEnterPortal(groups: readonly string[], group: string = portalGroup()): boolean {
  return group === EVERY_ACCOUNT || groups.includes(group) || isSuperAdmin(groups);
}

/** 403 Forbidden, naming the group to ask for, unless the principal may use the portal. */
export function requirePortalMember(principal: Principal, group: string = portalGroup()): void {
  if (!mayEnterPortal(principal.groups, group))
    throw ApiErrors.forbidden(
      `This account is not allowed in the portal. An administrator can add it to the ${group} group.`,
    );
}
