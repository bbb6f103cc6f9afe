/** The company facts as shown: every sample labeled, a line of sample names labeled once, offices' phone links. */
import { screen, within } from "@testing-library/react";
import ClientNames from "./ClientNames";
import OfficeList from "./OfficeList";
import LeaderList from "./LeaderList";
import { renderWithProviders } from "../../../test/renderWithProviders";

describe("ClientNames", () => {
  it("labels a line of sample names once, not each name", () => {
    renderWithProviders(
      <ClientNames
        title="Clients we work with"
        clients={[
          { name: "Northbeam Logistics", placeholder: true },
          { name: "Summit Ridge Foods", placeholder: true },
        ]}
      />,
    );
    expect(screen.getAllByText(/^Sample/)).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Clients we work withSample names");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Northbeam Logistics",
      "Summit Ridge Foods",
    ]);
  });

  it("labels each sample among real names", () => {
    renderWithProviders(
      <ClientNames
        title="Clients"
        clients={[
          { name: "Northbeam Logistics", placeholder: false },
          { name: "Summit Ridge Foods", placeholder: true },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Northbeam Logistics",
      "Summit Ridge FoodsSample",
    ]);
  });

  it("shows nothing for no clients", () => {
    const { container } = renderWithProviders(<ClientNames title="Clients" clients={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("OfficeList", () => {
  it("gives each office its city as a heading, its address, a phone link, and a label when it is a sample", () => {
    renderWithProviders(
      <OfficeList
        offices={[
          {
            city: "Portland",
            address: "400 Harbor Street, Portland, OR 97204",
            phone: "+1 (555) 010-4200",
            placeholder: false,
          },
          {
            city: "Toronto",
            address: "95 Wharfside Avenue, Toronto, ON",
            phone: "+1 (555) 010-4400",
            placeholder: true,
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Portland",
      "TorontoSample",
    ]);
    const toronto = screen.getAllByRole("listitem")[1]!;
    expect(within(toronto).getByText("95 Wharfside Avenue, Toronto, ON")).toBeInTheDocument();
    expect(within(toronto).getByRole("link", { name: "+1 (555) 010-4400" })).toHaveAttribute(
      "href",
      "tel:+15550104400",
    );
  });
});

describe("LeaderList", () => {
  it("shows an initials avatar hidden from screen readers, the name, role and bio", () => {
    renderWithProviders(
      <LeaderList
        leaders={[
          {
            name: "Maria Okafor",
            role: "Managing Partner",
            bio: "Twenty years in infrastructure and finance IT.",
            placeholder: false,
          },
        ]}
      />,
    );
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("MO")).toHaveAttribute("aria-hidden", "true");
    expect(within(item).getByRole("heading", { level: 3, name: "Maria Okafor" })).toBeInTheDocument();
    expect(within(item).getByText("Managing Partner")).toBeInTheDocument();
    expect(within(item).queryByText("Sample")).toBeNull();
  });
});
