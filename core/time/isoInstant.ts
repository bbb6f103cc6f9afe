/**
 * UTC instants as ISO 8601 text, exactly as `Date.prototype.toISOString` writes them ("2026-03-02T09:00:00.000Z"),
 * computed by hand and cached: the rules engine writes two per event for 20,000 events a call (its hot path), and
 * the engine's own version is several times slower.
 */
import { DAY_MS } from "./units";

/** Day numbers (since 1970-01-01) of 0000-03-01 and 9999-12-31: between them every step below is 32-bit integer math. */
const MARCH_YEAR_0 = -719_468;
const LAST_DAY_9999 = 2_932_896;

/**
 * The ISO strings made last, one slot per quarter-hour of a 341-day cycle (`isoSlot`): meetings start and end on a
 * few thousand distinct quarter-hours, so most of the 20,000 events of a call share their strings instead of each
 * allocating two (40 bytes each, all kept in the output). A slot holds one instant; another instant in the same slot
 * (a time off the quarter, the same quarter 341 days apart) replaces it. Bounded, so it may live across calls.
 * Without it (and the organizer table of the rules' parse-common) the rules' merge phase went from 22 to 37-40 ms,
 * collecting the extra strings (docs/performance.md, "Rules engine data structures").
 */
const ISO_SLOTS = 1 << 15;
const isoSlotMs = new Float64Array(ISO_SLOTS).fill(NaN);
const isoSlotText = new Array<string>(ISO_SLOTS).fill("");

/** The slot of an instant: its quarter-hour number (truncated to 32 bits) modulo ISO_SLOTS. */
const isoSlot = (ms: number) => (ms / 900_000) & (ISO_SLOTS - 1);

/** `new Date(ms).toISOString()`, from the cache when the instant's slot holds it (see ISO_SLOTS). */
export function isoInstant(ms: number): string {
  const slot = isoSlot(ms);
  if (isoSlotMs[slot] === ms) return isoSlotText[slot] as string;
  const text = formatIsoInstant(ms);
  isoSlotMs[slot] = ms;
  isoSlotText[slot] = text;
  return text;
}

/**
 * `new Date(ms).toISOString()` without the cache, for 0000-03-01 to 9999-12-31 computed by hand (civil-from-days,
 * H. Hinnant); other instants (and RangeError for invalid ones) go to the engine. Within that range every quantity
 * after the day number fits 32 bits, so the divisions are integer ones (`| 0`). The string is made in one
 * `fromCharCode` call: a template would build a dozen intermediate strings per call.
 */
export function formatIsoInstant(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  if (days < MARCH_YEAR_0 || days > LAST_DAY_9999) return new Date(ms).toISOString();
  let rest = ms - days * DAY_MS;
  const z = days - MARCH_YEAR_0;
  const era = (z / 146_097) | 0;
  const doe = z - era * 146_097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36_524) | 0) - ((doe / 146_096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const day = doy - (((153 * mp + 2) / 5) | 0) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = (rest / 3_600_000) | 0;
  rest -= h * 3_600_000;
  const mi = (rest / 60_000) | 0;
  rest -= mi * 60_000;
  const sec = (rest / 1000) | 0;
  const frac = rest - sec * 1000;
  const y2 = (year / 100) | 0;
  const y0 = year - y2 * 100;
  const f0 = frac % 100;
  // prettier-ignore
  return String.fromCharCode(
    tens(y2), ones(y2), tens(y0), ones(y0), 45, tens(month), ones(month), 45, tens(day), ones(day), 84,
    tens(h), ones(h), 58, tens(mi), ones(mi), 58, tens(sec), ones(sec), 46,
    48 + ((frac / 100) | 0), tens(f0), ones(f0), 90,
  );
}

/** The character codes of a number's tens and ones digits (0-99). */
const tens = (n: number) => 48 + ((n / 10) | 0);
const ones = (n: number) => 48 + (n % 10);
