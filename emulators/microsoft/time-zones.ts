/**
 * Time zone names as Graph accepts them: IANA names, and the Windows names Exchange uses ("Pacific Standard Time").
 * The Windows map covers the common zones (CLDR windowsZones, territory 001); unknown names are refused.
 * Also reads the `Prefer: outlook.timezone` and `outlook.body-content-type` preferences.
 */
import { isTimeZone } from "../kit";

const WINDOWS_TO_IANA: Record<string, string> = {
  UTC: "UTC",
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
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kiev",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Israel Standard Time": "Asia/Jerusalem",
  "Turkey Standard Time": "Europe/Istanbul",
  "Russian Standard Time": "Europe/Moscow",
  "Arabian Standard Time": "Asia/Dubai",
  "Pakistan Standard Time": "Asia/Karachi",
  "India Standard Time": "Asia/Calcutta",
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

/** The IANA zone for an IANA or Windows name, or null when neither. */
export function resolveZone(name: string): string | null {
  const windows = WINDOWS_TO_IANA[name];
  if (windows) return windows;
  return isTimeZone(name) ? name : null;
}

export interface Preferences {
  /** The zone name as the client wrote it (echoed in events and Preference-Applied), and its IANA zone. */
  timeZone?: { name: string; zone: string };
  bodyText: boolean;
}

/** Reads every Prefer header; an unknown zone is ignored (the answer stays in UTC, without Preference-Applied). */
export function readPreferences(header: string | string[] | undefined): Preferences {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const prefs: Preferences = { bodyText: false };
  const tz = /outlook\.timezone\s*=\s*(?:"([^"]*)"|([^,;\s]+))/i.exec(text);
  const name = (tz?.[1] ?? tz?.[2] ?? "").trim();
  const zone = name ? resolveZone(name) : null;
  if (zone) prefs.timeZone = { name, zone };
  prefs.bodyText = /outlook\.body-content-type\s*=\s*"?text"?/i.test(text);
  return prefs;
}

export function preferenceApplied(prefs: Preferences): Record<string, string> {
  const applied = [
    ...(prefs.timeZone ? [`outlook.timezone="${prefs.timeZone.name}"`] : []),
    ...(prefs.bodyText ? ['outlook.body-content-type="text"'] : []),
  ];
  return applied.length ? { "Preference-Applied": applied.join(", ") } : {};
}
