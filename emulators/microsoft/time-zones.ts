/**
 * Time zone names as Graph accepts them: IANA names, and the Windows names Exchange uses ("Pacific Standard Time")
 * as core/time/windowsZones knows them (the common zones, CLDR windowsZones territory 001); unknown names are refused.
 * Also reads the `Prefer: outlook.timezone`, `outlook.body-content-type` and `odata.maxpagesize` preferences.
 */
import { ianaZone } from "../../core/time/windowsZones";

/** The IANA zone for an IANA or Windows name, or null when neither. */
export function resolveZone(name: string): string | null {
  return ianaZone(name) ?? null;
}

export interface Preferences {
  /** The zone name as the client wrote it (echoed in events and Preference-Applied), and its IANA zone. */
  timeZone?: { name: string; zone: string };
  bodyText: boolean;
  /** IdType="ImmutableId" was asked for (acknowledged in Preference-Applied). */
  immutableIds?: boolean;
  /** odata.maxpagesize as asked (only delta pages by it; calendarView pages by $top). */
  maxPageSize?: number;
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
  // The seed's ids never change, so they are immutable ones already: the preference is only acknowledged.
  prefs.immutableIds = /IdType\s*=\s*"?ImmutableId"?/i.test(text);
  const size = /odata\.maxpagesize\s*=\s*"?(\d{1,9})"?/i.exec(text)?.[1];
  if (size !== undefined && Number(size) > 0) prefs.maxPageSize = Number(size);
  return prefs;
}

/** Preference-Applied for the preferences honored; `pageSize` when odata.maxpagesize was (the size applied). */
export function preferenceApplied(prefs: Preferences, pageSize?: number): Record<string, string> {
  const applied = [
    ...(pageSize !== undefined ? [`odata.maxpagesize=${pageSize}`] : []),
    ...(prefs.timeZone ? [`outlook.timezone="${prefs.timeZone.name}"`] : []),
    ...(prefs.bodyText ? ['outlook.body-content-type="text"'] : []),
    ...(prefs.immutableIds ? ['IdType="ImmutableId"'] : []),
  ];
  return applied.length ? { "Preference-Applied": applied.join(", ") } : {};
}
