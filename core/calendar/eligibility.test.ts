/** What can never count in the in-person report, whatever its definition. */
import { reportExclusion } from "./eligibility";
import type { UnifiedEvent } from "./model";

const event = (over: Partial<UnifiedEvent> = {}): UnifiedEvent => ({
  key: "google:1",
  title: "Workshop",
  allDay: false,
  start: "2026-03-02T09:00:00.000Z",
  end: "2026-03-02T10:00:00.000Z",
  kind: "event",
  status: "confirmed",
  locations: ["Client office"],
  attendeeCount: 2,
  attendance: "attended",
  class: "in_person",
  signals: [],
  sources: [{ provider: "google", id: "1" }],
  ...over,
});

describe("reportExclusion", () => {
  it.each([
    ["canceled", { status: "canceled" }, "canceled"],
    ["declined", { attendance: "declined" }, "you declined it"],
    ["working location", { kind: "working_location" }, "a working-location entry, not a meeting"],
    ["out of office", { kind: "out_of_office" }, "an out-of-office entry"],
    ["focus time", { kind: "focus_time" }, "a focus-time block"],
    ["birthday", { kind: "birthday" }, "a birthday"],
    ["from Gmail", { kind: "from_gmail" }, "added from Gmail (a booking or reservation)"],
  ] as const)("excludes a %s entry", (_name, over, reason) => {
    expect(reportExclusion(event(over as Partial<UnifiedEvent>))).toBe(reason);
  });

  it.each([
    ["an attended in-person event", {}],
    ["a tentative one (the definition decides)", { attendance: "tentative" }],
    ["an online one (the definition decides)", { class: "online" }],
    ["a tentative-status one", { status: "tentative" }],
  ] as const)("leaves %s to the definition", (_name, over) => {
    expect(reportExclusion(event(over as Partial<UnifiedEvent>))).toBeNull();
  });

  it("names the cancellation first when several apply", () => {
    expect(reportExclusion(event({ status: "canceled", attendance: "declined", kind: "focus_time" }))).toBe("canceled");
  });
});
