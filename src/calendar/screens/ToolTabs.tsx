/**
 * UnifiedTime's tabs, on every page of the tool: links to its three parts, the current one marked for assistive
 * technology (aria-current) and by an underline. Links, not an ARIA tablist: each tab is a page with its own address.
 */
import { Link } from "gatsby";
import { routeOf, type CalendarPage } from "../routes";
import { TOOL_TABS, toolTabOf } from "../toolTabs";

export function ToolTabs({ page }: { page: CalendarPage }) {
  const current = toolTabOf(page);
  return (
    <nav aria-label="UnifiedTime" sx={{ mb: 4, borderBottom: "1px solid", borderColor: "border", overflowX: "auto" }}>
      <ul sx={{ listStyle: "none", display: "flex", gap: [3, 4], m: 0, p: 0 }}>
        {TOOL_TABS.map((tab) => {
          const isCurrent = tab.tab === current;
          return (
            <li key={tab.tab} sx={{ flexShrink: 0 }}>
              <Link
                to={routeOf(tab.page)}
                aria-current={isCurrent ? "page" : undefined}
                sx={{
                  display: "inline-block",
                  // The three fit a 375 px phone at 14 px; a narrower screen scrolls the bar, not the page.
                  fontSize: [1, 2],
                  py: 2,
                  minHeight: 44,
                  lineHeight: "28px",
                  fontWeight: isCurrent ? "bold" : "body",
                  color: isCurrent ? "text" : "primary",
                  textDecoration: "none",
                  borderBottom: "3px solid",
                  borderColor: isCurrent ? "primary" : "transparent",
                  mb: "-1px",
                  "&:hover, &:focus-visible": { borderColor: isCurrent ? "primary" : "muted" },
                }}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default ToolTabs;
