/**
 * The frame of every portal page: the way back to the portal's start and 'Sign out', a heading, an optional lead,
 * and the page's content; a tool's tabs above them.
 */
import React from "react";
import { Link } from "gatsby";
import { PortalSignOut } from "./PortalSignOut";

export default function PortalShell({
  title,
  lead,
  children,
  back = true,
  tabs,
}: {
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  back?: boolean;
  /** A tool's own navigation (UnifiedTime's tabs), between the breadcrumb and the heading. */
  tabs?: React.ReactNode;
}) {
  return (
    <div sx={{ maxWidth: "container", mx: "auto", px: 3, py: [4, 5] }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "center", mb: 3 }}>
        {back && (
          <nav aria-label="Breadcrumb">
            <Link to="/admin/">Admin Portal</Link>
          </nav>
        )}
        <div sx={{ ml: "auto" }}>
          <PortalSignOut />
        </div>
      </div>
      {tabs}
      <h1 sx={{ fontSize: [6, 7], mt: 0, mb: 3 }}>{title}</h1>
      {lead && <div sx={{ fontSize: 3, color: "muted", maxWidth: "prose", mb: 4 }}>{lead}</div>}
      {children}
    </div>
  );
}
