/**
 * Windows time zone names, as Exchange and Graph write them (`originalStartTimeZone`, all-day `start.timeZone`,
 * `Prefer: outlook.timezone`), and their IANA zones: the common ones only, from CLDR windowsZones' territory "001"
 * mapping, plus the names Graph uses for UTC. The rules engine reads them, the Microsoft stand-in accepts them and
 * the seed writes them.
 */
import { zoneFormatter } from "./zone";

const WINDOWS_TO_IANA: Readonly<Record<string, string>> = {
  // First: the name `windowsZoneName` gives UTC.
  UTC: "UTC",
  "tzone://Microsoft/Utc": "UTC",
  "Coordinated Universal Time": "UTC",
  "Dateline Standard Time": "Etc/GMT+12",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Central Standard Time": "America/Chicago",
  "Central America Standard Time": "America/Guatemala",
  "Canada Central Standard Time": "America/Regina",
  "Eastern Standard Time": "America/New_York",
  "SA Pacific Standard Time": "America/Bogota",
  "Atlantic Standard Time": "America/Halifax",
  "Newfoundland Standard Time": "America/St_Johns",
  "E. South America Standard Time": "America/Sao_Paulo",
  "Argentina Standard Time": "America/Buenos_Aires",
  "Azores Standard Time": "Atlantic/Azores",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Central Europe Standard Time": "Europe/Budapest",
  "Romance Standard Time": "Europe/Paris",
  "Central European Standard Time": "Europe/Warsaw",
  "W. Central Africa Standard Time": "Africa/Lagos",
  "E. Europe Standard Time": "Europe/Chisinau",
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kiev",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Israel Standard Time": "Asia/Jerusalem",
  "Turkey Standard Time": "Europe/Istanbul",
  "Russian Standard Time": "Europe/Moscow",
  "Arabian Standard Time": "Asia/Dubai",
  "Pakistan Standard Time": "Asia/Karachi",
  "India Standard Time": "Asia/Kolkata",
  "Nepal Standard Time": "Asia/Katmandu",
  "SE Asia Standard Time": "Asia/Bangkok",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "AUS Central Standard Time": "Australia/Darwin",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "E. Australia Standard Time": "Australia/Brisbane",
  "New Zealand Standard Time": "Pacific/Auckland",
};

/** Intl's name for zone names that are not in the table (null: unknown), as wire names repeat; emptied when large. */
const intlNames = new Map<string, string | null>();
const MAX_INTL_NAMES = 1000;

/**
 * The IANA zone for a zone name as Graph or Google write it: a Windows name through the table, anything else as
 * Intl resolves it (an IANA name, in Intl's spelling). Undefined when neither knows it.
 */
export function ianaZone(name: string | undefined): string | undefined {
  if (!name) return undefined;
  // Own keys only: "constructor" is not a Windows zone.
  if (Object.prototype.hasOwnProperty.call(WINDOWS_TO_IANA, name)) return WINDOWS_TO_IANA[name];
  let iana = intlNames.get(name);
  if (iana === undefined) {
    iana = zoneFormatter(name)?.resolvedOptions().timeZone ?? null;
    if (intlNames.size >= MAX_INTL_NAMES) intlNames.clear();
    intlNames.set(name, iana);
  }
  return iana ?? undefined;
}

let ianaToWindows: Map<string, string> | undefined;

/** The Windows name Exchange writes for an IANA zone of the table (the first listed), or undefined. */
export function windowsZoneName(iana: string): string | undefined {
  if (!ianaToWindows) {
    ianaToWindows = new Map();
    for (const [windows, zone] of Object.entries(WINDOWS_TO_IANA)) {
      if (!ianaToWindows.has(zone)) ianaToWindows.set(zone, windows);
    }
  }
  return ianaToWindows.get(iana);
}
