/** The frame of every portal page: a heading, an optional lead, and the page's content; a tool's tabs above them. */
import React from "react";
import { Link } from "gatsby";

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
      {back && (
        <nav aria-label="Breadcrumb" sx={{ mb: 3 }}>
          <Link to="/admin/">Admin Portal</Link>
        </nav>
      )}
      {tabs}
      <h1 sx={{ fontSize: [6, 7], mt: 0, mb: 3 }}>{title}</h1>
      {lead && <div sx={{ fontSize: 3, color: "muted", maxWidth: "prose", mb: 4 }}>{lead}</div>}
      {children}
    </div>
  );
}
