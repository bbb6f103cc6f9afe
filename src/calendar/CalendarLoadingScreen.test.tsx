/** The calendar loading screen shows the four loading cards unless calendar cards are disabled. */
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import CalendarLoadingScreen from "./CalendarLoadingScreen";

describe("CalendarLoadingScreen", () => {
  it("shows the msft, google, landing and external cards", () => {
    renderWithProviders(<CalendarLoadingScreen random={() => 0} />);
    const list = screen.getByRole("list", { name: "UnifiedTime tools" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Connect Microsoft", "Connect Google", "Back to Landing", "View External Events"]);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("shows no cards when calendar cards are disabled", () => {
    renderWithProviders(<CalendarLoadingScreen cardsDisabled random={() => 0} />);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
