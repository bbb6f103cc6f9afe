/**
 * The event dialog as browsers run it: opened with showModal, focus on its title, the cancel event (Escape)
 * closing it with focus back on the event; the people and their answers, the map link, 'count it as' with its
 * Undo; and the un-merge action only for a merged event. jsdom has no showModal, so the platform's is stood in for
 * here (the page tests cover jsdom's plain open dialog). Its placement beside the event is the e2e test's.
 */
import React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PreferencesResponse, UnifiedEvent, VerdictOverride } from "../../../../core/calendar/model";
import { anEvent } from "../../../../core/calendar/testing/eventBuilder";
import { fakeApi, renderCalendar, type FakeApi } from "../../testing/renderCalendar";
import { EventDialog } from "./EventDialog";

const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.open = true;
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.open = false;
});

beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});
afterAll(() => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete prototype.showModal;
  delete prototype.close;
});
beforeEach(() => {
  showModal.mockClear();
  close.mockClear();
});

function renderDialog(
  event: UnifiedEvent = anEvent({ title: "Quarterly review", status: "canceled", attendance: "declined" }),
  override?: VerdictOverride,
  api: FakeApi = fakeApi(),
) {
  const opener = document.createElement("button");
  document.body.append(opener);
  opener.focus();
  const onClose = jest.fn();
  const onUnmerge = jest.fn();
  const onSaved = jest.fn<void, [PreferencesResponse]>();
  const result = renderCalendar(
    <EventDialog
      event={event}
      timeZone="Europe/Berlin"
      returnFocus={opener}
      override={override}
      onSaved={onSaved}
      onClose={onClose}
      onUnmerge={onUnmerge}
      unmerging={false}
    />,
    api,
  );
  return { opener, onClose, onUnmerge, onSaved, api, ...result };
}

describe("EventDialog", () => {
  it("opens as a modal with focus on the event's title, and shows its state", () => {
    renderDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole("dialog", { name: "Quarterly review" });
    const title = within(dialog).getByRole("heading", { name: "Quarterly review" });
    expect(title).toHaveFocus();
    expect(title).toHaveStyle({ textDecoration: "line-through" });
    expect(within(dialog).getByText("Canceled")).toBeInTheDocument();
    // The chip, and the attendance in the details.
    expect(within(dialog).getAllByText("Declined")).toHaveLength(2);
    expect(dialog).toHaveTextContent("Monday, March 2, 2026, 10:00 AM – 11:00 AM");
    // A single-calendar event cannot be split.
    expect(within(dialog).queryByRole("button", { name: /Un-merge/ })).not.toBeInTheDocument();
  });

  it("closes on the cancel event (Escape) and gives focus back to the event that opened it", () => {
    const { opener, onClose } = renderDialog();
    const dialog = screen.getByRole("dialog");
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    // The browser's own close is replaced by ours, which returns focus.
    expect(cancel.defaultPrevented).toBe(true);
    expect(close).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it("offers un-merge for a merged event", () => {
    const mergedEvent = anEvent({
      key: "merged:x",
      title: "Shared",
      sources: [
        { provider: "google", id: "g" },
        { provider: "microsoft", id: "m" },
      ],
      merge: { reason: "time-title-organizer", detail: "same slot" },
    });
    const { onUnmerge } = renderDialog(mergedEvent);
    fireEvent.click(screen.getByRole("button", { name: "Un-merge: show the two copies apart" }));
    expect(onUnmerge).toHaveBeenCalledWith(mergedEvent);
  });

  it("lists the organizer and the people with their answers, and maps the address", () => {
    renderDialog(
      anEvent({
        title: "Workshop",
        organizer: { name: "Dana Reyes", email: "dana@client.example", self: false },
        attendeeCount: 25,
        attendees: [
          { name: "Dana Reyes", email: "dana@client.example", answer: "accepted" },
          { email: "me@gmail.example", answer: "accepted", self: true },
          { name: "Lee Park", email: "lee@client.example", answer: "declined", optional: true },
          { name: "Kim", answer: "unknown" },
        ],
        signals: [
          {
            kind: "physical",
            strength: "strong",
            code: "street-address",
            label: "street address",
            detail: "1 Poultry, London",
          },
        ],
      }),
    );
    const people = screen.getByRole("list", { name: /People \(25 invited\)/ });
    expect(
      within(people)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Dana Reyes — organizer",
      "✓You — Accepted",
      "✕Lee Park <lee@client.example> — Declined, optional",
      "–Kim — Answer not shown to you",
      // 25 invited, the organizer among them, 3 more listed: 21 not listed.
      "and 21 more",
    ]);
    const map = screen.getByRole("link", { name: "Show on a map: 1 Poultry, London (new tab)" });
    expect(map).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=1%20Poultry%2C%20London");
    expect(map).toHaveAttribute("target", "_blank");
  });

  it("counts it as in person with one tap, keeping the rest of the override, and undoes it", async () => {
    const event = anEvent({ key: "google:w", title: "Workshop", class: "online" });
    const before: VerdictOverride = { attendance: "attended", note: "was there", at: "2026-03-01T00:00:00Z" };
    const { api, onSaved } = renderDialog(event, before);
    const group = screen.getByRole("group", { name: "Count it as" });
    expect(within(group).getByRole("button", { name: "Not in person" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/As the calendar says \(online\)/)).toBeInTheDocument();

    fireEvent.click(within(group).getByRole("button", { name: "In person" }));
    await screen.findByText("Counted as in person from now on.");
    expect(api.setOverride).toHaveBeenLastCalledWith(
      "google:w",
      { class: "in_person", attendance: "attended", note: "was there" },
      undefined,
    );
    expect(onSaved).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Put back as it was.");
    expect(api.setOverride).toHaveBeenLastCalledWith(
      "google:w",
      { attendance: "attended", note: "was there" },
      undefined,
    );
  });

  it("takes its own class back to the calendar's verdict, removing an override with nothing else in it", async () => {
    const event = anEvent({ key: "google:w", title: "Workshop", class: "online" });
    const { api } = renderDialog(event, { class: "in_person", at: "2026-03-01T00:00:00Z" });
    expect(screen.getByRole("button", { name: "In person" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/Your correction; the calendar says online/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Use the calendar's verdict" }));
    await screen.findByText("The calendar's verdict applies again.");
    expect(api.clearOverride).toHaveBeenCalledWith("google:w", undefined);
  });

  it("says why a change could not be saved, and leaves the switch as it was", async () => {
    const api = fakeApi();
    api.setOverride.mockRejectedValueOnce(new Error("The network is down"));
    const { onSaved } = renderDialog(anEvent({ key: "google:w", class: "online" }), undefined, api);
    fireEvent.click(screen.getByRole("button", { name: "In person" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("It could not be saved: The network is down");
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: "In person" })).toBeEnabled());
  });
});
