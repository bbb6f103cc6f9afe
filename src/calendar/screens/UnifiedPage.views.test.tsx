/**
 * The unified page's views: the week grid by default and a day on phones, the month grid with its neighbors' days,
 * the list with custom periods, the event dialog (focus in, Escape, focus back, un-merge, 'count it as'), and which
 * keys are the grid's and which the page's.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { anEvent, somePreferences } from "../../../core/calendar/testing/eventBuilder";
import { fakeApi, renderCalendar, someEvents } from "../testing/renderCalendar";
import { NARROW_QUERY } from "./grid/calendarView";
import { UnifiedPage } from "./UnifiedPage";

// Europe/Berlin, today Wednesday 4 March 2026 (renderCalendar's clock).
const WEEK = { start: "2026-03-01T23:00:00.000Z", end: "2026-03-08T23:00:00.000Z" };

const merged = anEvent({
  key: "merged:abc",
  title: "Steering committee",
  start: "2026-03-03T09:00:00.000Z",
  end: "2026-03-03T10:00:00.000Z",
  sources: [
    { provider: "google", id: "g1", webLink: "https://calendar.google.com/event?eid=g1" },
    { provider: "microsoft", id: "m1" },
  ],
  merge: { reason: "ical-uid", detail: "uid abc" },
});

/** A screen that matches NARROW_QUERY or not, as a phone or a laptop would answer. */
function screenWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
  window.history.replaceState(null, "", "/unifiedtime/unified/");
});

async function renderPage(events = [merged]) {
  const api = fakeApi();
  api.events.mockResolvedValue(someEvents({ events }));
  renderCalendar(<UnifiedPage />, api);
  await screen.findByText(/^\d+ events? in /);
  return api;
}

describe("UnifiedPage views", () => {
  it("keeps the view and date in the address: a link opens them, a change is a history entry, back restores", async () => {
    window.history.replaceState(null, "", "/unifiedtime/unified/?view=month&date=2026-05-14");
    const api = await renderPage();
    expect(screen.getByRole("grid", { name: /May 2026/ })).toBeInTheDocument();
    expect(api.events).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Week" }));
    await waitFor(() => expect(window.location.search).toBe("?view=week&date=2026-04-27"));
    expect(screen.getByRole("grid", { name: "Week of Apr 27, 2026 – May 3, 2026" })).toBeInTheDocument();
    // Back: the address is the month again, and so is the page.
    act(() => {
      window.history.replaceState(null, "", "/unifiedtime/unified/?view=month&date=2026-05-01");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("grid", { name: /May 2026/ })).toBeInTheDocument();
    // Nothing readable in it: the page as first opened, and the address is left alone.
    act(() => {
      window.history.replaceState(null, "", "/unifiedtime/unified/?view=year&date=2026-13-01");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("grid", { name: "Week of Mar 2, 2026 – Mar 8, 2026" })).toBeInTheDocument();
  });

  it("colors events by calendar, marks the in-person ones, and filters by the legend", async () => {
    const onlyGoogle = anEvent({
      key: "google:g2",
      title: "Google call",
      class: "online",
      start: "2026-03-05T09:00:00.000Z",
      end: "2026-03-05T10:00:00.000Z",
      sources: [{ provider: "google", id: "g2" }],
    });
    await renderPage([merged, onlyGoogle]);
    expect(screen.getByText(/^2 events in /)).toBeInTheDocument();
    const shared = screen.getByRole("button", { name: /^Steering committee, / });
    // The in-person pin before the title; none on the online call.
    expect(shared.querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("button", { name: /^Google call, / }).querySelector("svg")).toBeNull();

    const legend = screen.getByRole("group", { name: "Calendars shown" });
    fireEvent.click(within(legend).getByRole("button", { name: "Google" }));
    expect(within(legend).getByRole("button", { name: "Google" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("button", { name: /^Google call, / })).toBeNull();
    expect(screen.getByRole("button", { name: /^Steering committee, / })).toBeInTheDocument();
    expect(screen.getByText(/^1 event in /)).toBeInTheDocument();
  });

  it("counts the same events in Week and List for the same week, whatever else the answer holds", async () => {
    // The functions answer all-day events a day either side of the range (it was cut in the viewer's zone): the
    // Sunday before this week is in the answer, not in the week.
    const before = anEvent({
      key: "google:before",
      title: "Sunday before",
      allDay: true,
      start: "2026-03-01",
      end: "2026-03-02",
    });
    const offsite = anEvent({
      key: "google:offsite",
      title: "Offsite",
      start: "2026-03-04T08:00:00.000Z",
      end: "2026-03-05T16:00:00.000Z",
    });
    await renderPage([merged, before, offsite]);
    expect(
      screen.getByText("2 events in Week of Mar 2, 2026 – Mar 8, 2026, times in Europe/Berlin."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "List" }));
    expect(await screen.findByText(/^2 events in /)).toBeInTheDocument();
    expect(screen.queryByText("Sunday before")).toBeNull();
  });

  it("opens on the week grid, asking for the week once", async () => {
    const api = await renderPage();
    expect(screen.getByRole("grid", { name: "Week of Mar 2, 2026 – Mar 8, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByText("1 event in Week of Mar 2, 2026 – Mar 8, 2026, times in Europe/Berlin."),
    ).toBeInTheDocument();
    expect(api.events).toHaveBeenCalledTimes(1);
    expect(api.events).toHaveBeenCalledWith(WEEK);
    expect(screen.getByText(/In the calendar: /)).toHaveTextContent("move between days");
  });

  it("opens on today's day grid on a phone, with one request for that day", async () => {
    screenWidth(true);
    const api = await renderPage();
    expect(screen.getByRole("grid", { name: "Wednesday, March 4, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");
    expect(api.events).toHaveBeenCalledTimes(1);
    expect(api.events).toHaveBeenCalledWith({ start: "2026-03-03T23:00:00.000Z", end: "2026-03-04T23:00:00.000Z" });
    fireEvent.click(screen.getByRole("button", { name: "Previous day" }));
    expect(await screen.findByRole("grid", { name: "Tuesday, March 3, 2026" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /Steering committee/ })).toBeInTheDocument();
  });

  it("keeps a laptop on the week grid", async () => {
    screenWidth(false);
    await renderPage();
    expect(screen.getByRole("grid", { name: /^Week of/ })).toBeInTheDocument();
  });

  it("shows the month's whole weeks, counts only the month's events and opens a busy day from '+N more'", async () => {
    const at = (day: number, hour: number) =>
      `2026-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.000Z`;
    const busy = Array.from({ length: 5 }, (_, i) =>
      anEvent({ key: `google:b${i}`, title: `Busy ${i}`, start: at(10, 8 + i), end: at(10, 9 + i) }),
    );
    const february = anEvent({ title: "February", start: "2026-02-26T09:00:00.000Z", end: "2026-02-26T10:00:00Z" });
    const api = await renderPage([merged, february, ...busy]);
    fireEvent.click(screen.getByRole("button", { name: "Month" }));
    // From Monday 23 February to Sunday 5 April, midnight to midnight in Berlin (summer time by then).
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-02-22T23:00:00.000Z",
        end: "2026-04-05T22:00:00.000Z",
      }),
    );
    expect(await screen.findByText("6 events in March 2026, times in Europe/Berlin.")).toBeInTheDocument();
    const grid = screen.getByRole("grid", { name: "March 2026" });
    expect(within(grid).getByRole("button", { name: /^February.*, 10:00 AM – 11:00 AM/ })).toBeInTheDocument();

    fireEvent.click(within(grid).getByRole("button", { name: /more events on Tuesday, March 10, 2026/ }));
    expect(await screen.findByRole("grid", { name: "Tuesday, March 10, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");
    // Focus follows into the day, on its first event.
    expect(screen.getByRole("button", { name: /^Busy 0, 9:00 AM – 10:00 AM/ })).toHaveFocus();
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-03-09T23:00:00.000Z",
        end: "2026-03-10T23:00:00.000Z",
      }),
    );
  });

  it("lists a custom period in the List view, as the agenda always did", async () => {
    const api = await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "List" }));
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    // The week the grid showed, without a new request.
    expect(await screen.findByRole("heading", { level: 3, name: /Tuesday, March 3, 2026/ })).toBeInTheDocument();
    expect(api.events).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "custom" } });
    fireEvent.change(screen.getByLabelText("First day"), { target: { value: "2026-03-03" } });
    fireEvent.change(screen.getByLabelText("Last day"), { target: { value: "2026-03-05" } });
    fireEvent.click(screen.getByRole("button", { name: "Show period" }));
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-03-02T23:00:00.000Z",
        end: "2026-03-05T23:00:00.000Z",
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "Mar 3, 2026 – Mar 5, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next period" })).toBeInTheDocument();
  });

  it("leaves the arrows to the grid inside it, and N / P / T to the page everywhere", async () => {
    const api = await renderPage();
    const steering = screen.getByRole("button", { name: /Steering committee/ });
    act(() => steering.focus());
    fireEvent.keyDown(steering, { key: "ArrowRight" });
    expect(document.activeElement).toHaveAttribute("role", "gridcell");
    expect(document.activeElement).toHaveTextContent("Wednesday, March 4, 2026");
    expect(api.events).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "n" });
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-03-08T23:00:00.000Z",
        end: "2026-03-15T23:00:00.000Z",
      }),
    );
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    await waitFor(() => expect(api.events).toHaveBeenLastCalledWith(WEEK));
  });

  it("opens an event in a dialog: focus on its title, details and sources, Escape back to the event", async () => {
    const api = await renderPage();
    const steering = screen.getByRole("button", { name: /Steering committee/ });
    act(() => steering.focus());
    fireEvent.click(steering);

    const dialog = screen.getByRole("dialog", { name: "Steering committee" });
    expect(within(dialog).getByRole("heading", { name: "Steering committee" })).toHaveFocus();
    expect(dialog).toHaveTextContent("Tuesday, March 3, 2026, 10:00 AM – 11:00 AM");
    expect(within(dialog).getByTestId("source-badge")).toHaveTextContent("Google + Microsoft");
    expect(dialog).toHaveTextContent(
      "The same meeting is in both calendars (Microsoft and Google): both copies carry the same meeting id. uid abc",
    );
    expect(within(dialog).getByRole("link", { name: "open in Google (new tab)" })).toHaveAttribute(
      "href",
      "https://calendar.google.com/event?eid=g1",
    );

    // The page's shortcuts do not move the calendar behind the dialog.
    fireEvent.keyDown(within(dialog).getByRole("heading"), { key: "n" });
    // Nor when focus fell to the page (a click on the dialog's text).
    fireEvent.keyDown(document.body, { key: "n" });
    expect(api.events).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Steering committee/ })).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: /Steering committee/ }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Steering committee/ })).toHaveFocus();
  });

  it("un-merges from the dialog, which closes so the notice takes focus", async () => {
    const api = fakeApi();
    api.events.mockResolvedValue(someEvents({ events: [merged] }));
    api.unmerge.mockResolvedValue(somePreferences({ unmerged: ["merged:abc"] }));
    renderCalendar(<UnifiedPage />, api);
    fireEvent.click(await screen.findByRole("button", { name: /Steering committee/ }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /Un-merge/ }));
    await waitFor(() => expect(api.unmerge).toHaveBeenCalledWith("merged:abc"));
    const notice = await screen.findByText(/now shown as its two calendar copies/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(notice.closest("[tabindex='-1']")).toHaveFocus());
    expect(api.events).toHaveBeenCalledTimes(2);
  });

  it("shows 'count it as' in every view at once: the grid's name says the person's class", async () => {
    const api = fakeApi();
    api.events.mockResolvedValue(someEvents({ events: [merged] }));
    api.setOverride.mockResolvedValue(
      somePreferences({ overrides: { "merged:abc": { class: "online", at: "2026-03-04T12:00:00Z" } } }),
    );
    renderCalendar(<UnifiedPage />, api);
    fireEvent.click(await screen.findByRole("button", { name: /^Steering committee, .*, In person,/ }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Not in person" }));
    await within(dialog).findByText("Counted as not in person from now on.");
    expect(api.setOverride).toHaveBeenCalledWith("merged:abc", { class: "online" }, undefined);
    expect(within(dialog).getByText(/Your correction; the calendar says in person/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("button", { name: /^Steering committee, .*, Online,/ })).toBeInTheDocument();
  });
});
