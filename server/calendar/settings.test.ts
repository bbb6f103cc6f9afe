/** The events function's time limit as the platform sets it, and the calendars' deadline within it. */
import { fetchDeadlineFor } from "./events-service";
import { calendarSettingsFrom, parseEventsTimeout } from "./settings";

test("CALENDAR_EVENTS_TIMEOUT_SECONDS: unset is Netlify's 10 s; whole seconds from 3 to 900; else an error naming it", () => {
  expect(parseEventsTimeout("")).toEqual({ ms: 10_000 });
  expect(parseEventsTimeout(" 26 ")).toEqual({ ms: 26_000 });
  for (const bad of ["2", "901", "9.5", "ten", "-10"])
    expect(parseEventsTimeout(bad)).toEqual({
      error: expect.stringContaining("CALENDAR_EVENTS_TIMEOUT_SECONDS must be whole seconds from 3 to 900"),
    });
});

test("the calendars' deadline is the function's limit less a second for the answer; a bad setting keeps 10 s", () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    expect(fetchDeadlineFor(calendarSettingsFrom({}).eventsTimeoutMs)).toBe(9_000);
    expect(fetchDeadlineFor(calendarSettingsFrom({ CALENDAR_EVENTS_TIMEOUT_SECONDS: "26" }).eventsTimeoutMs)).toBe(
      25_000,
    );
    expect(calendarSettingsFrom({ CALENDAR_EVENTS_TIMEOUT_SECONDS: "soon" }).eventsTimeoutMs).toBe(10_000);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('got "soon"'));
  } finally {
    logged.mockRestore();
  }
});
