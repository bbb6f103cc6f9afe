/** The grid's words, in the tests' default locale (en-US): hours, minutes, weekdays, day numbers, a day's title. */
import { formatRange } from "./format";
import { formatDayNumber, formatEventWhen, formatHour, formatMinute, formatWeekday } from "./gridFormat";
import { dayOf } from "./ranges";

describe("gridFormat", () => {
  it("names hours, minutes, weekdays and days without any zone moving them", () => {
    expect([0, 9, 13].map((h) => formatHour(h, "en-US"))).toEqual(["12 AM", "9 AM", "1 PM"]);
    expect(formatHour(13, "en-GB")).toBe("13");
    expect(formatMinute(150, "en-US")).toBe("2:30 AM");
    expect(formatWeekday("2026-03-04", "short", "en-US")).toBe("Wed");
    expect(formatWeekday("2026-03-04", "long", "en-US")).toBe("Wednesday");
    expect(formatDayNumber("2026-03-04")).toBe("4");
  });

  it("titles a day period with its full date", () => {
    expect(formatRange(dayOf("2026-03-29"), "en-US")).toBe("Sunday, March 29, 2026");
  });

  it("says when an event happens in full: one day, across midnight, all day over several days", () => {
    const berlin = "Europe/Berlin";
    const at = (start: string, end: string, allDay = false) => formatEventWhen({ start, end, allDay }, berlin, "en-US");
    expect(at("2026-03-03T09:00:00Z", "2026-03-03T10:00:00Z")).toBe("Tuesday, March 3, 2026, 10:00 AM – 11:00 AM");
    expect(at("2026-03-03T22:00:00Z", "2026-03-04T00:00:00Z")).toBe(
      "Tuesday, March 3, 2026, 11:00 PM – Wednesday, March 4, 2026, 1:00 AM",
    );
    expect(at("2026-03-02", "2026-03-03", true)).toBe("All day, Monday, March 2, 2026");
    expect(at("2026-03-02", "2026-03-05", true)).toBe("All day, Monday, March 2, 2026 – Wednesday, March 4, 2026");
  });
});
