/**
 * The event dialog as browsers run it: opened with showModal, focus on its title, the cancel event (Escape)
 * closing it with focus back on the event; and the un-merge action only for a merged event. jsdom has no
 * showModal, so the platform's is stood in for here (the page tests cover jsdom's plain open dialog).
 */
import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { anEvent } from "../../../../core/calendar/testing/eventBuilder";
import { renderWithProviders } from "../../../../test/renderWithProviders";
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

function renderDialog(event = anEvent({ title: "Quarterly review", status: "cancelled", attendance: "declined" })) {
  const opener = document.createElement("button");
  document.body.append(opener);
  opener.focus();
  const onClose = jest.fn();
  const onUnmerge = jest.fn();
  const result = renderWithProviders(
    <EventDialog
      event={event}
      timeZone="Europe/Berlin"
      returnFocus={opener}
      onClose={onClose}
      onUnmerge={onUnmerge}
      unmerging={false}
    />,
  );
  return { opener, onClose, onUnmerge, ...result };
}

describe("EventDialog", () => {
  it("opens as a modal with focus on the event's title, and shows its state", () => {
    renderDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole("dialog", { name: "Quarterly review" });
    const title = within(dialog).getByRole("heading", { name: "Quarterly review" });
    expect(title).toHaveFocus();
    expect(title).toHaveStyle({ textDecoration: "line-through" });
    expect(within(dialog).getByText("Cancelled")).toBeInTheDocument();
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
});
