/** NavCard and NavCardGrid: a headed card with a full-width button link, in a 12-column grid. */
import { screen, within } from "@testing-library/react";
import { NavCard, NavCardGrid } from "./NavCard";
import { NavCardIcon } from "./navCardIcons";
import { renderWithProviders } from "../../test/renderWithProviders";

function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join("\n")
    .replace(/\s+/g, "");
}

const card = {
  title: "Google Calendar",
  description: "Connect your Google calendar.",
  to: "/unifiedtime/google/",
  buttonLabel: "Connect Google",
};

describe("NavCard", () => {
  it("is a list item with a decorative icon, an h2 title, the description and a button link", () => {
    renderWithProviders(
      <NavCardGrid aria-label="Tools">
        <NavCard icon={<NavCardIcon name="google" />} {...card} />
      </NavCardGrid>,
    );
    const item = within(screen.getByRole("list", { name: "Tools" })).getByRole("listitem");
    expect(within(item).getByRole("heading", { level: 2, name: "Google Calendar" })).toBeInTheDocument();
    expect(within(item).getByText("Connect your Google calendar.")).toBeInTheDocument();
    const link = within(item).getByRole("link", { name: "Connect Google" });
    expect(link).toHaveAttribute("href", "/unifiedtime/google/");
    const svg = item.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(within(item).queryByRole("img")).toBeNull();
  });

  it("takes the heading level as a prop", () => {
    renderWithProviders(
      <NavCardGrid>
        <NavCard icon={<NavCardIcon name="home" />} {...card} headingLevel={4} />
      </NavCardGrid>,
    );
    expect(screen.getByRole("heading", { level: 4, name: "Google Calendar" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("makes the button full width and the grid 12 columns: 12 on xs, 4 from sm (600px) up", () => {
    renderWithProviders(
      <NavCardGrid>
        <NavCard icon={<NavCardIcon name="calendar" />} {...card} />
      </NavCardGrid>,
    );
    const css = injectedCss();
    const link = screen.getByRole("link", { name: "Connect Google" });
    expect(Array.from(link.classList).some((c) => new RegExp(`\\.${c}\\{[^}]*width:100%`).test(css))).toBe(true);
    const list = screen.getByRole("list");
    const [listClass] = Array.from(list.classList).filter((c) => css.includes(`.${c}>li{`));
    expect(listClass).toBeDefined();
    expect(css).toContain(`.${listClass}{`);
    expect(css).toMatch(new RegExp(`\\.${listClass}\\{[^}]*grid-template-columns:repeat\\(12,minmax\\(0,1fr\\)\\)`));
    expect(css).toContain(`.${listClass}>li{grid-column:span12;}`);
    const fromSm = `@mediascreenand\\(min-width:600px\\)\\{\\.${listClass}>li\\{grid-column:span4;\\}\\}`;
    expect(css).toMatch(new RegExp(fromSm));
  });
});
