/** The month grid: weekday headers, cells named by date, compact lines with '+N more', focus across weeks, axe. */
import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { anEvent } from "../../../../core/calendar/testing/eventBuilder";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { layoutDays, monthGridRange } from "../../../../core/time/grid";
import { daysOf, monthOf } from "../../../../core/time/ranges";
import { renderWithProviders } from "../../../../test/renderWithProviders";
import { MAX_LINES, MonthGrid } from "./MonthGrid";
import { AXE_TEST_TIMEOUT_MS, axeViolations } from "./testing/axe";

const ZONE = "Europe/Berlin";
const TODAY = "2026-03-04";

const at = (hourUtc: number) => `2026-03-10T${String(hourUtc).padStart(2, "0")}:00:00.000Z`;

/** Six meetings on Tuesday 10 March, one an hour from 08:00 (Berlin). */
const busyDay: UnifiedEvent[] = Array.from({ length: 6 }, (_, i) =>
  anEvent({ key: `google:busy${i}`, title: `Busy ${i + 1}`, start: at(7 + i), end: at(8 + i) }),
);

const events: UnifiedEvent[] = [
  ...busyDay,
  anEvent({
    key: "microsoft:audit",
    title: "Audit",
    start: "2026-03-03T09:00:00.000Z",
    end: "2026-03-03T10:00:00.000Z",
    status: "canceled",
    sources: [{ provider: "microsoft", id: "m1" }],
  }),
  anEvent({ key: "google:holiday", title: "Holiday", allDay: true, start: "2026-03-03", end: "2026-03-04" }),
  anEvent({
    key: "google:feb",
    title: "Late February",
    start: "2026-02-27T09:00:00.000Z",
    end: "2026-02-27T10:00:00.000Z",
  }),
];

function renderMonth() {
  const month = monthOf(TODAY);
  const days = layoutDays(events, daysOf(monthGridRange(TODAY)), ZONE, TODAY);
  const onOpen = jest.fn();
  const onOpenDay = jest.fn();
  const result = renderWithProviders(
    <>
      <h2 id="period">March 2026</h2>
      <MonthGrid days={days} month={month} timeZone={ZONE} labelledBy="period" onOpen={onOpen} onOpenDay={onOpenDay} />
    </>,
  );
  return { onOpen, onOpenDay, ...result };
}

/** The gridcell of a date, by the full date it is named with. */
function cell(date: RegExp): HTMLElement {
  const cells = Array.from(document.querySelectorAll<HTMLElement>("[role=gridcell]"));
  const found = cells.find((c) => date.test(c.textContent ?? ""));
  if (!found) throw new Error(`no cell for ${date}`);
  return found;
}

describe("MonthGrid", () => {
  it("is a grid of weeks under weekday headers, each cell named by its full date", () => {
    renderMonth();
    const grid = screen.getByRole("grid", { name: "March 2026" });
    const rows = within(grid).getAllByRole("row");
    // A header row and six weeks (23 February to 5 April).
    expect(rows).toHaveLength(7);
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["MonMonday", "TueTuesday", "WedWednesday", "ThuThursday", "FriFriday", "SatSaturday", "SunSunday"]);
    expect(within(grid).getAllByRole("gridcell")).toHaveLength(42);
    expect(cell(/Wednesday, March 4, 2026, today/)).toHaveAttribute("aria-current", "date");
    // A neighboring month's day still lists its events.
    expect(within(cell(/Friday, February 27, 2026/)).getByRole("button", { name: /Late February/ })).toBeVisible();
  });

  it("lists all-day entries first, strikes canceled titles, and names the calendar", () => {
    renderMonth();
    const tuesday = cell(/Tuesday, March 3, 2026/);
    const buttons = within(tuesday).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Holiday, All day, Google, In person, Tuesday, March 3, 2026",
      // What the line shows (title, start time) first, then what it does not.
      "Audit, 10:00 AM – 11:00 AM, Canceled, Microsoft, In person, Tuesday, March 3, 2026",
    ]);
    expect(within(buttons[1] as HTMLElement).getByText("Audit")).toHaveStyle({ textDecoration: "line-through" });
    expect(tuesday.querySelectorAll("li[data-event-key]")).toHaveLength(2);
  });

  it("shows what fits and '+N more', which opens the day", () => {
    const { onOpenDay } = renderMonth();
    const busy = cell(/Tuesday, March 10, 2026/);
    const lines = busy.querySelectorAll("li[data-event-key]");
    expect(lines).toHaveLength(MAX_LINES - 1);
    const more = within(busy).getByRole("button", { name: "3 more events on Tuesday, March 10, 2026: show the day" });
    expect(more).toHaveTextContent("+3 more");
    fireEvent.click(more);
    expect(onOpenDay).toHaveBeenCalledWith("2026-03-10");
  });

  it("starts the tab order on today and moves by day, through a cell, and on to the week below", () => {
    renderMonth();
    const grid = screen.getByRole("grid");
    const today = cell(/Wednesday, March 4, 2026/);
    expect(grid.querySelectorAll('[tabindex="0"]')).toEqual(expect.objectContaining({ length: 1 }));
    expect(today).toHaveAttribute("tabindex", "0");

    act(() => today.focus());
    fireEvent.keyDown(today, { key: "ArrowLeft" });
    expect(within(cell(/Tuesday, March 3, 2026/)).getByRole("button", { name: /Holiday/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(within(cell(/Tuesday, March 3, 2026/)).getByRole("button", { name: /Audit/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(within(cell(/Tuesday, March 10, 2026/)).getByRole("button", { name: /Busy 1/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "End" });
    expect(cell(/Sunday, March 15, 2026/)).toHaveFocus();
  });

  it(
    "has no axe violations",
    async () => {
      const { container } = renderMonth();
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TEST_TIMEOUT_MS,
  );
});
