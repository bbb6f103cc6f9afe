/**
 * The calendar functions' own refusals, in the one error format of server/http.ts: a conflict (a quarter already
 * locked), storage that cannot be reached, and a misconfigured calendar whose message names the variable, so the
 * person deploying sees at once what to set (unlike sign-in, nothing here helps an attacker).
 */
import { ApiError } from "../http";

export const CalendarErrors = {
  conflict: (message: string) => new ApiError(409, "Conflict", message),
  misconfigured: (message: string) =>
    new ApiError(500, "ServerMisconfigured", `The calendar is not set up correctly on the server: ${message}`),
  storageUnavailable: () =>
    new ApiError(503, "StorageUnavailable", "Your calendar data cannot be reached right now. Try again shortly.", {
      "Retry-After": "5",
    }),
  tooLarge: (message: string) => new ApiError(413, "PayloadTooLarge", message),
};
