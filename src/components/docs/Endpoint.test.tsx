/** The API reference's endpoint line: the method as a named badge, the path as code that breaks only after a '/'. */
import React from "react";
import { render, screen } from "@testing-library/react";
import Endpoint from "./Endpoint";

describe("<Endpoint>", () => {
  it("shows the method as text in its badge and the whole path as code", () => {
    const { container } = render(<Endpoint method="DELETE" path="/suppressions/{channel}/{address}" />);
    const badge = screen.getByText("DELETE");
    expect(badge).toHaveClass("method-badge", "method-delete");
    const code = container.querySelector("code.endpoint-path");
    expect(code).toHaveTextContent("/suppressions/{channel}/{address}");
    // A break after each '/' but the first: never inside 'suppressions' or '{channel}'.
    expect(code?.innerHTML).toBe(
      '<span class="nowrap">/suppressions/</span><wbr><span class="nowrap">{channel}/</span><wbr><span class="nowrap">{address}</span>',
    );
    expect(container.textContent).toBe("DELETE /suppressions/{channel}/{address}");
  });

  it("stops the build on a method that is not HTTP's, naming it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Endpoint method="PSOT" path="/invoices" />)).toThrow(
      '<Endpoint method="PSOT" path="/invoices">: method must be one of GET, POST, PUT, PATCH, DELETE',
    );
    expect(() => render(<Endpoint method="GET" path="invoices" />)).toThrow("path must start with /");
  });
});
