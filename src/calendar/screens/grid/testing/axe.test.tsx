/** The jsdom axe helper does find what it is there to find: a grid whose cells are not in rows, an unnamed button. */
import React from "react";
import { render } from "@testing-library/react";
import { AXE_TEST_TIMEOUT_MS, axeViolations } from "./axe";

describe("axeViolations", () => {
  it(
    "reports broken grid semantics and a nameless button",
    async () => {
      const { container } = render(
        <div role="grid" aria-label="Broken">
          <div role="gridcell">
            <button type="button" />
          </div>
        </div>,
      );
      const ids = (await axeViolations(container)).map((line) => line.split(":")[0]);
      expect(ids).toEqual(expect.arrayContaining(["aria-required-children", "button-name"]));
    },
    AXE_TEST_TIMEOUT_MS,
  );
});
