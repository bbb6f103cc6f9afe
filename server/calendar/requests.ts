/**
 * The calendar functions' JSON bodies as schemas (strict: unknown fields are refused, and the guard's message names
 * the field at fault). Rules that need more than a schema (a finished quarter, totals that add up) are checked by
 * the preferences service with their own messages.
 */
import { z } from "zod";
import { MAX_NOTE_LENGTH } from "./store/keys";
import { MAX_RETURN_TO_LENGTH } from "./site-paths";

export const ConnectBody = z.strictObject({
  // Checked by requireProvider (names.ts) with a message listing the providers.
  provider: z.string().max(32).optional(),
  returnTo: z.string().max(MAX_RETURN_TO_LENGTH).optional(),
});

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const DefinitionBody = z.strictObject({
  countNotDeclined: z.boolean(),
  includeHybrid: z.boolean(),
  includeAllDay: z.boolean(),
  workday: z
    .strictObject({
      start: z.string().regex(TIME_OF_DAY, 'must be a time of day such as "09:00"'),
      end: z.string().regex(TIME_OF_DAY, 'must be a time of day such as "17:00"'),
    })
    .refine((day) => day.start < day.end, { message: "must end after it starts" })
    .optional(),
});

export const OverrideBody = z.strictObject({
  class: z.enum(["in_person", "hybrid", "online", "unknown"]).optional(),
  attendance: z.enum(["attended", "tentative", "no_response", "declined"]).optional(),
  note: z.string().max(MAX_NOTE_LENGTH).optional(),
});

export const LockBody = z.strictObject({
  quarter: z.string().min(1).max(16),
  timeZone: z.string().min(1).max(64),
  // The figures the page offered: the lock is refused if the calendars give others by now.
  count: z.number().int().nonnegative().optional(),
  hours: z.number().nonnegative().optional(),
});

export type LockBodyInput = z.infer<typeof LockBody>;

/** PUT /api/calendar/dev-clock (local builds only): the instant the user's calendar clock shows, or null to reset. */
export const DevClockBody = z.strictObject({
  now: z.string().datetime({ offset: true }).nullable(),
});
