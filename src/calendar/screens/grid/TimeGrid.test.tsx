/** The week and day grid: its grid semantics and names, events as buttons, the roving focus, the now line, axe. */
import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { anEvent } from "../../../../core/calendar/testing/eventBuilder";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { layoutDays } from "../../../../core/time/grid";
import { daysOf, weekOf } from "../../../../core/time/ranges";
import { renderWithProviders } from "../../../../test/renderWithProviders";
import { TimeGrid } from "./TimeGrid";
import { AXE_TEST_TIMEOUT_MS, axeViolations } from "./testing/axe";

const ZONE = "Europe/Berlin";
const TODAY = "2026-03-04";
const NOW = new Date("2026-03-04T12:00:00.000Z");

const events: UnifiedEvent[] = [
  anEvent({
    key: "merged:steer",
    title: "Steering committee",
    start: "2026-03-02T08:00:00.000Z",
    end: "2026-03-02T09:00:00.000Z",
    class: "online",
    sources: [
      { provider: "google", id: "g1" },
      { provider: "microsoft", id: "m1" },
    ],
  }),
  anEvent({
    key: "google:review",
    title: "Design review",
    start: "2026-03-02T08:30:00.000Z",
    end: "2026-03-02T10:00:00.000Z",
    status: "canceled",
  }),
  anEvent({
    key: "microsoft:lunch",
    title: "Client lunch",
    start: "2026-03-02T11:00:00.000Z",
    end: "2026-03-02T12:00:00.000Z",
    attendance: "declined",
    sources: [{ provider: "microsoft", id: "m2" }],
  }),
  anEvent({ key: "google:offsite", title: "Offsite", allDay: true, start: "2026-03-04", end: "2026-03-06" }),
  anEvent({
    key: "google:release",
    title: "Release",
    start: "2026-03-04T22:00:00.000Z",
    end: "2026-03-05T00:00:00.000Z",
  }),
  anEvent({
    key: "google:standup",
    title: "Standup",
    start: "2026-03-04T08:00:00.000Z",
    end: "2026-03-04T08:15:00.000Z",
  }),
];

function renderWeek(onOpen = jest.fn()) {
  const days = layoutDays(events, daysOf(weekOf(TODAY)), ZONE, TODAY);
  const result = renderWithProviders(
    <>
      <h2 id="period">Week of Mar 2, 2026 – Mar 8, 2026</h2>
      <TimeGrid days={days} timeZone={ZONE} now={() => NOW} labelledBy="period" onOpen={onOpen} />
    </>,
  );
  return { onOpen, ...result };
}

describe("TimeGrid", () => {
  it("is a grid named by the period, with a column header per day carrying its full date", () => {
    renderWeek();
    const grid = screen.getByRole("grid", { name: "Week of Mar 2, 2026 – Mar 8, 2026" });
    expect(within(grid).getAllByRole("row")).toHaveLength(3);
    const headers = within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toHaveLength(8);
    expect(headers[1]).toContain("Monday, March 2, 2026");
    expect(headers[3]).toContain("Wednesday, March 4, 2026, today");
    expect(within(grid).getByRole("rowheader", { name: "All day" })).toBeInTheDocument();
  });

  it("shows each event as a button named by its title, time, state, calendar and class, as the box shows them", () => {
    renderWeek();
    const steering = screen.getByRole("button", {
      name: "Steering committee, 9:00 AM – 10:00 AM, Google + Microsoft, Online, Monday, March 2, 2026",
    });
    // Label in name (WCAG 2.5.3): the box's words, in their order, begin its name.
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const shown = Array.from(steering.querySelectorAll("span"))
      .filter((span) => span.children.length === 0)
      .map((span) => span.textContent ?? "");
    expect(words(steering.getAttribute("aria-label") ?? "")).toMatch(new RegExp(`^${words(shown.join(" "))}`));
    const review = screen.getByRole("button", {
      name: /^Design review, 9:30 AM – 11:00 AM, Canceled, Google, In person/,
    });
    expect(within(review).getByText("Design review")).toHaveStyle({ textDecoration: "line-through" });
    expect(within(review).getByText("Canceled")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Client lunch, .*, Declined, Microsoft, In person/ })).toHaveTextContent(
      "Declined",
    );
    // The overnight event on both days, the second continued; the all-day one on both of its days.
    expect(screen.getByRole("button", { name: /Release, .*continues the next day, Wednesday/ })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: /Release, .*continued from the day before, Thursday/ }),
    ).toHaveTextContent("(continued)");
    expect(screen.getAllByRole("button", { name: /^Offsite, All day/ })).toHaveLength(2);
    expect(within(steering).getByTestId("source-badge")).toHaveTextContent("Google + Microsoft");
  });

  it("keeps one item in the tab order and moves it with the arrows, keeping them from the page", () => {
    const pageKeys = jest.fn();
    document.addEventListener("keydown", pageKeys);
    renderWeek();
    const grid = screen.getByRole("grid");
    const tabbable = () => Array.from(grid.querySelectorAll('[tabindex="0"]'));
    // Today's first item: the all-day Offsite.
    expect(tabbable()).toEqual([screen.getAllByRole("button", { name: /^Offsite, All day/ })[0]]);

    const standup = screen.getByRole("button", { name: /Standup/ });
    act(() => standup.focus());
    fireEvent.keyDown(standup, { key: "ArrowDown" });
    const release = screen.getByRole("button", { name: /Release, .*Wednesday/ });
    expect(release).toHaveFocus();
    expect(tabbable()).toEqual([release]);

    fireEvent.keyDown(release, { key: "ArrowLeft" });
    // Tuesday has no events: the day itself takes focus and says so.
    const tuesday = document.activeElement as HTMLElement;
    expect(tuesday).toHaveAttribute("role", "gridcell");
    expect(tuesday).toHaveTextContent("No events on Tuesday, March 3, 2026");

    fireEvent.keyDown(tuesday, { key: "ArrowLeft" });
    // Monday's event nearest in time to midnight (Tuesday's position): the first, at 09:00.
    expect(screen.getByRole("button", { name: /Steering committee/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowLeft" });
    expect(screen.getByRole("button", { name: /Steering committee/ })).toHaveFocus();
    expect(pageKeys).not.toHaveBeenCalled();
    document.removeEventListener("keydown", pageKeys);
  });

  it("opens an event with its button (Enter clicks it), passing the button for focus to come back to", () => {
    const { onOpen } = renderWeek();
    const steering = screen.getByRole("button", { name: /Steering committee/ });
    fireEvent.click(steering);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: "merged:steer" }), steering);
  });

  it("draws the current time in today's column only", () => {
    renderWeek();
    const lines = screen.getAllByTestId("now-line");
    expect(lines).toHaveLength(1);
    // 13:00 in Berlin.
    expect(lines[0]).toHaveAttribute("title", "Now: 1:00 PM");
    expect(lines[0]?.closest("[role=gridcell]")?.querySelector("[data-event-key='google:standup']")).not.toBeNull();
  });

  it(
    "has no axe violations",
    async () => {
      const { container } = renderWeek();
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TEST_TIMEOUT_MS,
  );
});
