/** /admin/: every area the signed-in user may use, as navigation cards, and their account's security. */
import React from "react";
import Icon, { type IconName } from "../components/Icon";
import { NavCard, NavCardGrid } from "../components/NavCard";
import { adminMenuFor, accountItem, isSuperAdmin } from "../../core/config/adminNav";
import type { AuthUser } from "../auth/flow/types";
import { areaFor } from "../../core/portal/areas";
import PortalShell from "./PortalShell";

const ICONS: Record<string, IconName> = {
  "/unifiedtime/": "bell",
  "/crm/": "people",
  "/admin/expenses/": "savings",
  "/admin/taskautomation/": "gear",
  "/admin/marketing/approvals/": "check",
  "/admin/docchat/": "database",
  "/admin/clients/": "people",
  "/admin/procurement/": "subscriptions",
  "/admin/nonprofit/": "school",
  "/admin/textract/": "server",
  "/admin/developer/": "bolt",
  "/admin/users/": "shield",
};

export default function PortalHome({ user }: { user: AuthUser }) {
  const items = adminMenuFor(user.groups).filter((item) => item.route !== "/admin/");
  return (
    <PortalShell
      title="Admin Portal"
      back={false}
      lead={
        <p sx={{ m: 0 }}>
          Signed in as <strong>{user.username}</strong>
          {isSuperAdmin(user.groups) ? ", a super admin (member of Admins)." : "."}
        </p>
      }
    >
      <NavCardGrid aria-label="Admin portal areas">
        {items.map((item) => (
          <NavCard
            key={item.route}
            icon={<Icon name={ICONS[item.route] ?? "adminPanel"} size={32} />}
            title={item.label}
            description={areaFor(item.route)?.purpose ?? ""}
            to={item.route}
            buttonLabel={`Open ${item.label}`}
          />
        ))}
        <NavCard
          icon={<Icon name="shield" size={32} />}
          title={accountItem.label}
          description="Your profile, password, two-step sign-in, devices, and signing out everywhere."
          to={accountItem.route}
          buttonLabel="Manage your account"
        />
      </NavCardGrid>
    </PortalShell>
  );
}
