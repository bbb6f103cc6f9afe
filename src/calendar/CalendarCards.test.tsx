/** CalendarCards: the calendar tool's cards as a list of headed cards with full-width button links. */
import { screen, within } from "@testing-library/react";
import CalendarCards from "./CalendarCards";
import { LOADING_CARD_KEYS } from "./cards";
import { renderWithProviders } from "../../test/renderWithProviders";

describe("CalendarCards", () => {
  it("renders the five buttons with their exact labels and routes", () => {
    renderWithProviders(<CalendarCards />);
    const list = screen.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    const links = items.map((item) => within(item).getByRole("link"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Connect Microsoft", "/unifiedtime/microsoft/"],
      ["View Unified Events", "/unifiedtime/unified/"],
      ["Connect Google", "/unifiedtime/google/"],
      ["View External Events", "/unifiedtime/external/"],
      ["Back to Landing", "/unifiedtime/"],
    ]);
  });

  it("renders only the given keys, in order, with the chosen heading level and list name", () => {
    renderWithProviders(<CalendarCards keys={LOADING_CARD_KEYS} headingLevel={3} label="UnifiedTime tools" />);
    const list = screen.getByRole("list", { name: "UnifiedTime tools" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Connect Microsoft", "Connect Google", "Back to Landing", "View External Events"]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("renders nothing for no keys", () => {
    const { container } = renderWithProviders(<CalendarCards keys={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
