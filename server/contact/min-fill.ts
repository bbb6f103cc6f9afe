/** The contact form's minimum fill time as the build baked it in (Gatsby writes process.env.X into functions). */
import { logOnce } from "../log";
import { MIN_FILL_MS, parseMinFill } from "./form-token";

/** CONTACT_MIN_FILL_MS as the build baked it in (the e2e build shortens it); a bad value keeps the default. */
export function builtMinFillMs(raw: string | undefined = process.env.CONTACT_MIN_FILL_MS): number {
  const parsed = parseMinFill(raw);
  if ("ms" in parsed) return parsed.ms;
  logOnce(`ServerMisconfigured: ${parsed.error}; the contact form keeps the default of ${MIN_FILL_MS} ms.`);
  return MIN_FILL_MS;
}
