/**
 * The unified view's list (the agenda) and what every view shares: merged badge and un-merge, partial banners,
 * keyboard periods, empty and error states. The grids' own behavior is in UnifiedPage.views.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CalendarApiError } from "../api";
import { anEvent, somePreferences } from "../../../core/calendar/testing/eventBuilder";
import { fakeApi, renderCalendar, someEvents } from "../testing/renderCalendar";
import { UnifiedPage } from "./UnifiedPage";

const merged = anEvent({
  key: "merged:abc",
  title: "Steering committee",
  start: "2026-03-03T09:00:00.000Z",
  end: "2026-03-03T10:00:00.000Z",
  sources: [
    { provider: "google", id: "g1" },
    { provider: "microsoft", id: "m1" },
  ],
  merge: { reason: "ical-uid", detail: "uid abc" },
  online: { provider: "teams", url: "https://teams.microsoft.com/l/meetup-join/x" },
});

describe("UnifiedPage", () => {
  it("shows a merged event once with both sources and un-merges it through the api", async () => {
    const api = fakeApi();
    api.events.mockResolvedValue(someEvents({ events: [merged] }));
    api.unmerge.mockResolvedValue(somePreferences({ unmerged: ["merged:abc"] }));
    renderCalendar(<UnifiedPage />, api);
    // The agenda is the List view (the page opens on the week grid).
    fireEvent.click(await screen.findByRole("button", { name: "List" }));

    const item = (await screen.findByText("Steering committee")).closest("li");
    if (!item) throw new Error("no list item");
    expect(within(item).getByTestId("source-badge")).toHaveTextContent("Google + Microsoft");
    expect(within(item).getByRole("link", { name: /Join Teams meeting/ })).toHaveAttribute(
      "href",
      "https://teams.microsoft.com/l/meetup-join/x",
    );
    expect(screen.getByRole("heading", { level: 3, name: /Tuesday, March 3, 2026/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /Today/ })).toHaveTextContent("Wednesday, March 4, 2026");
    expect(api.events).toHaveBeenCalledWith({ start: "2026-03-01T23:00:00.000Z", end: "2026-03-08T23:00:00.000Z" });

    fireEvent.click(within(item).getByText("Details"));
    fireEvent.click(within(item).getByRole("button", { name: /Un-merge/ }));
    await waitFor(() => expect(api.unmerge).toHaveBeenCalledWith("merged:abc"));
    await waitFor(() => expect(api.events).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/now shown as its two calendar copies/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Meetings you split apart" })).toBeInTheDocument();
  });

  it("shows a banner per failed calendar, with a button that reconnects it", async () => {
    const api = fakeApi();
    api.events.mockResolvedValue(
      someEvents({
        events: [anEvent({ title: "Visible", start: "2026-03-02T09:00:00.000Z", end: "2026-03-02T10:00:00.000Z" })],
        providers: {
          microsoft: { state: "ok", account: "me@contoso.com", count: 1, fetchedAt: "", pages: 1, retries: 0 },
          google: { state: "reconnect", account: "me@gmail.com", message: "Google refused the stored grant." },
        },
      }),
    );
    const { navigate } = renderCalendar(<UnifiedPage />, api);
    const banner = (await screen.findByText("Google calendar: reconnect needed")).closest("[role=status]");
    if (!(banner instanceof HTMLElement)) throw new Error("no banner");
    expect(banner).toHaveTextContent("Google refused the stored grant.");
    expect(screen.getByText("Visible")).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole("button", { name: "Reconnect Google" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://login.example/authorize?x=1"));
    expect(api.connect).toHaveBeenCalledWith({ provider: "google", returnTo: "/unifiedtime/google/" });
  });

  it("moves to the next period with 'n' and back to today with 't'", async () => {
    const api = fakeApi();
    renderCalendar(<UnifiedPage />, api);
    await screen.findByText(/0 events in Week of/);
    act(() => {
      fireEvent.keyDown(document.body, { key: "n" });
    });
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-03-08T23:00:00.000Z",
        end: "2026-03-15T23:00:00.000Z",
      }),
    );
    act(() => {
      fireEvent.keyDown(document.body, { key: "t" });
    });
    await waitFor(() =>
      expect(api.events).toHaveBeenLastCalledWith({
        start: "2026-03-01T23:00:00.000Z",
        end: "2026-03-08T23:00:00.000Z",
      }),
    );
    // The shortcuts' help is behind '?', the key or the button.
    expect(screen.getByText(/Keyboard:/)).not.toBeVisible();
    act(() => {
      fireEvent.keyDown(document.body, { key: "?" });
    });
    expect(screen.getByText(/Keyboard:/)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Keyboard shortcuts" }));
    expect(screen.getByText(/Keyboard:/)).not.toBeVisible();
  });

  it("says when there are no events and when loading failed", async () => {
    const api = fakeApi();
    api.events.mockRejectedValueOnce(new CalendarApiError(500, "InternalError", "Something went wrong on our side."));
    renderCalendar(<UnifiedPage />, api);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No events in this period.")).toBeInTheDocument();
  });
});
