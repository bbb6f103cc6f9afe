/**
 * The calendar functions' own refusals, in the one error format of server/http.ts: a conflict (a quarter already
 * locked), storage that cannot be reached, and a misconfigured calendar. What is misconfigured (the variable, its
 * problem) goes to the function log for the person deploying; the browser gets a fixed sentence and the code, so no
 * setting's name or value reaches a visitor.
 */
import { ApiError } from "../http";
import { logOnce } from "../log";

export const CalendarErrors = {
  conflict: (message: string) => new ApiError(409, "Conflict", message),
  misconfigured: (detail: string) => {
    logOnce(`ServerMisconfigured: ${detail}`);
    return new ApiError(
      500,
      "ServerMisconfigured",
      "The calendar is not set up correctly on the server. Its log says what to set.",
    );
  },
  storageUnavailable: () =>
    new ApiError(503, "StorageUnavailable", "Your calendar data cannot be reached right now. Try again shortly.", {
      "Retry-After": "5",
    }),
  tooLarge: (message: string) => new ApiError(413, "PayloadTooLarge", message),
  /** A provider could not be read, so figures computed now would be incomplete. */
  calendarUnavailable: (message: string) => new ApiError(503, "CalendarUnavailable", message, { "Retry-After": "5" }),
};
