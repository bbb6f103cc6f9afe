/** The shared Table: caption, column and row headers with their scope, the rows, and its named scroll region. */
import React from "react";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { Table } from "./Table";

const rows = (
  <>
    <tr>
      <th scope="row">Ann</th>
      <td>Admin</td>
    </tr>
    <tr>
      <th scope="row">Bob</th>
      <td>Reader</td>
    </tr>
  </>
);

describe("Table", () => {
  it("renders the caption, the column headers with scope col, and the rows in the body", () => {
    renderWithProviders(
      <Table caption="2 people" columns={["Name", "Role"]}>
        {rows}
      </Table>,
    );
    const table = screen.getByRole("table", { name: "2 people" });
    expect(table.querySelector("caption")).toHaveTextContent("2 people");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((th) => th.textContent)).toEqual(["Name", "Role"]);
    for (const th of headers) expect(th).toHaveAttribute("scope", "col");
    expect(headers[0]?.closest("thead")).not.toBeNull();
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((th) => th.getAttribute("scope"))).toEqual(["row", "row"]);
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(["AnnAdmin", "BobReader"]);
    expect(bodyRows[0]?.closest("tbody")).not.toBeNull();
  });

  it("a hidden caption still names the table, drawn off-screen", () => {
    renderWithProviders(
      <Table caption="People" hideCaption columns={["Name", "Role"]}>
        {rows}
      </Table>,
    );
    const table = screen.getByRole("table", { name: "People" });
    const caption = table.querySelector("caption");
    expect(caption).toHaveStyle({ position: "absolute", width: "1px", height: "1px", overflow: "hidden" });
  });

  it("takes its look from the theme's variant", () => {
    renderWithProviders(
      <Table caption="People" columns={["Name", "Role"]}>
        {rows}
      </Table>,
    );
    const table = screen.getByRole("table", { name: "People" });
    expect(table).toHaveStyle({ width: "100%", borderCollapse: "collapse", fontSize: "14px" });
    expect(table.querySelector("caption")).toHaveStyle({ textAlign: "left", paddingBottom: "8px" });
    expect(within(table).getByRole("columnheader", { name: "Name" })).toHaveStyle({ whiteSpace: "nowrap" });
  });

  it("sx on the Table styles its box (margins), not the table", () => {
    renderWithProviders(
      <Table caption="People" columns={["Name", "Role"]} sx={{ mb: 3 }}>
        {rows}
      </Table>,
    );
    const table = screen.getByRole("table", { name: "People" });
    expect(table.parentElement).toHaveStyle({ marginBottom: "16px", overflowX: "auto" });
    expect(table).not.toHaveStyle({ marginBottom: "16px" });
  });

  it("the box is a focusable region named by its label, so keyboard users can scroll a wide table", () => {
    renderWithProviders(
      <Table caption="2 people" columns={["Name", "Role"]} scrollLabel="People table (scrolls sideways)">
        {rows}
      </Table>,
    );
    const region = screen.getByRole("region", { name: "People table (scrolls sideways)" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveStyle({ overflowX: "auto" });
    expect(within(region).getByRole("table", { name: "2 people" })).toBeInTheDocument();
  });

  it("without a label the region is named by the caption, or generically without one", () => {
    renderWithProviders(
      <>
        <Table caption="In-person events per month" columns={["Month", "Events"]}>
          {rows}
        </Table>
        <Table>
          <tbody>{rows}</tbody>
        </Table>
      </>,
    );
    expect(screen.getByRole("region", { name: "In-person events per month" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("region", { name: "Table (scrolls sideways)" })).toHaveAttribute("tabindex", "0");
  });

  it("without columns, renders Markdown's own sections as they are", () => {
    renderWithProviders(
      <Table variant="prose">
        <thead>
          <tr>
            <th>Key</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>br_test_</td>
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole("table");
    expect(table.querySelectorAll("thead, tbody")).toHaveLength(2);
    expect(within(table).getByRole("columnheader", { name: "Key" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "br_test_" })).toBeInTheDocument();
  });
});
