import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ToolTabs } from "./ToolTabs";
import type { CalendarPage } from "../routes";

describe("ToolTabs", () => {
  it.each<[CalendarPage, string]>([
    ["unified", "Calendar"],
    ["external", "In-person meetings"],
    ["landing", "Connections"],
    ["microsoft", "Connections"],
    ["google", "Connections"],
  ])("on the %s page, marks %s as the current one, and links all three", (page, current) => {
    render(<ToolTabs page={page} />);
    const nav = screen.getByRole("navigation", { name: "UnifiedTime" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Calendar", "/unifiedtime/unified/"],
      ["In-person meetings", "/unifiedtime/external/"],
      ["Connections", "/unifiedtime/"],
    ]);
    expect(links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.textContent)).toEqual([current]);
  });
});
