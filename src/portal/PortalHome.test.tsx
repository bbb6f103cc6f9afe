/** The portal's start page: grouped by purpose, tools as links, planned areas marked and not links. */
import React from "react";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import PortalHome from "./PortalHome";

jest.mock("./PortalSignOut", () => ({ PortalSignOut: () => null }));

const groupNames = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("the portal start page", () => {
  it("gives an admin their tools and account as links, and marks what is planned without linking to it", () => {
    renderWithProviders(<PortalHome user={{ username: "admin@example.com", groups: [], attributes: {} }} />);
    expect(groupNames()).toEqual(["Your daily tools", "Your account", "Operations"]);
    const daily = screen.getByRole("region", { name: "Your daily tools" });
    expect(within(daily).getByRole("link", { name: "UnifiedTime tool" })).toHaveAttribute("href", "/unifiedtime/");
    const planned = within(daily).getByRole("list", { name: "Planned in Your daily tools" });
    expect(within(planned).getByRole("heading", { level: 3, name: "CRM" })).toBeInTheDocument();
    expect(planned).toHaveTextContent("Planned");
    expect(planned).toHaveTextContent("Will hold your clients in one place");
    expect(within(planned).queryByRole("link")).toBeNull();
    expect(screen.getByRole("link", { name: "Account security" })).toHaveAttribute("href", "/admin/account/");
    const operations = screen.getByRole("region", { name: "Operations" });
    expect(within(operations).queryByRole("link")).toBeNull();
    expect(within(operations).getAllByText("Planned")).toHaveLength(3);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["UnifiedTime tool", "Account security"]);
  });

  it("gives a super admin the administration group; all nine planned areas are marked", () => {
    renderWithProviders(
      <PortalHome user={{ username: "super.admin@example.com", groups: ["Admins"], attributes: {} }} />,
    );
    expect(groupNames()).toEqual(["Your daily tools", "Administration", "Your account", "Operations"]);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "UnifiedTime tool",
      "Developer Landing Page",
      "User Console",
      "Account security",
    ]);
    expect(screen.getAllByText("Planned")).toHaveLength(9);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
