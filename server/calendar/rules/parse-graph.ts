/**
 * One Microsoft Graph calendarView event (wire JSON) to a SourceEvent, or a skip naming the malformed field. Our
 * client asks for `Prefer: outlook.timezone="UTC"`, so times usually carry "UTC"; other zones (IANA or a common
 * Windows name) are converted. All-day events keep their date part unshifted, since Graph ignores the time-zone
 * preference for them.
 */
import type { EntryKind, Person } from "../../../src/calendar/model";
import { graphAttendance } from "./attendance";
import { Evidence, type Place } from "./evidence";
import { normaliseICalUid } from "./ical-uid";
import { meetingLinkOf } from "./meeting-links";
import { finishSourceEvent, readSkip, resolveTimes, type TimeInput } from "./parse-common";
import type { ParseResult } from "./source-event";
import { ianaZone } from "./time";
import { looseString, Malformed, optArray, optBool, optRecord, optString, record, reqString, type Json } from "./wire";

/** Graph `showAs` values that are not meetings. */
const SHOW_AS_KINDS: Record<string, EntryKind> = { oof: "out_of_office", workingElsewhere: "working_location" };
const ONLINE_PROVIDERS: Record<string, "teams" | "skype"> = {
  teamsForBusiness: "teams",
  skypeForBusiness: "skype",
  skypeForConsumer: "skype",
};

export function parseGraphEvent(wire: unknown): ParseResult {
  return readSkip(wire, readGraphEvent);
}

function readGraphEvent(e: Json) {
  const id = reqString(e, "id", "");
  if (looseString(e, "type") === "seriesMaster") {
    throw new Malformed("type", "an occurrence or a single event (a series master has no occurrence)", e.type);
  }
  const allDay = optBool(e, "isAllDay", "") ?? false;
  const times = resolveTimes(allDay, graphTime(e, "start"), graphTime(e, "end"), graphOriginalStart(e));

  const evidence = new Evidence();
  const attendees = optArray(e, "attendees", "");
  let people = 0;
  attendees.forEach((a, i) => {
    const path = `attendees[${i}]`;
    const attendee = record(a, path);
    const address = optRecord(attendee, "emailAddress", path);
    const name = address && optString(address, "name", `${path}.emailAddress`);
    const email = address && optString(address, "address", `${path}.emailAddress`);
    if (optString(attendee, "type", path) === "resource") evidence.room(name, email);
    else people++;
  });

  const locations = optArray(e, "locations", "");
  if (locations.length)
    locations.forEach((l, i) => evidence.place(graphPlace(record(l, `locations[${i}]`), `locations[${i}]`)));
  else {
    const location = optRecord(e, "location", "");
    if (location) evidence.place(graphPlace(location, "location"));
  }

  const isOnline = optBool(e, "isOnlineMeeting", "");
  const meeting = optRecord(e, "onlineMeeting", "");
  const joinUrl = (meeting && optString(meeting, "joinUrl", "onlineMeeting")) || optString(e, "onlineMeetingUrl", "");
  const providerName = optString(e, "onlineMeetingProvider", "");
  if (joinUrl) evidence.declaredLink(meetingLinkOf(joinUrl));
  // onlineMeetingProvider is only meaningful when the event has online meeting information (isOnlineMeeting).
  const flagged = providerName ? ONLINE_PROVIDERS[providerName] : undefined;
  if (isOnline === true || (flagged && isOnline !== false)) {
    evidence.onlineFlag("online-meeting-flag", "marked as an online meeting", flagged ?? "other", providerName);
  }
  const body = optRecord(e, "body", "");
  const bodyText = (body && looseString(body, "content")) ?? looseString(e, "bodyPreview");
  if (bodyText) evidence.description(bodyText);

  const response = optRecord(e, "responseStatus", "");
  const isOrganizer = optBool(e, "isOrganizer", "");
  const verdict = graphAttendance({
    response: response && optString(response, "response", "responseStatus"),
    isOrganizer,
    attendees: attendees.length,
  });

  const showAs = optString(e, "showAs", "");
  const iCalUid = optString(e, "iCalUId", "");
  const subject = optString(e, "subject", "")?.trim();
  const webLink = looseString(e, "webLink");
  return finishSourceEvent({
    provider: "microsoft",
    id,
    ref: { provider: "microsoft", id, ...(iCalUid ? { iCalUid } : {}), ...(webLink ? { webLink } : {}) },
    uid: iCalUid ? normaliseICalUid(iCalUid) : undefined,
    times,
    title: subject || "(no title)",
    timeZone: graphZone(e),
    kind: (showAs && SHOW_AS_KINDS[showAs]) || "event",
    status: optBool(e, "isCancelled", "") ? "cancelled" : "confirmed",
    organizer: graphOrganizer(e, isOrganizer),
    attendeeCount: people,
    verdict,
    evidence,
    seriesId: looseString(e, "seriesMasterId"),
  });
}

function graphTime(e: Json, key: "start" | "end"): TimeInput {
  const t = record(e[key], key);
  return { field: key, dateTime: reqString(t, "dateTime", key), timeZone: optString(t, "timeZone", key) ?? "UTC" };
}

/** `originalStart` is an Edm.DateTimeOffset ("2026-03-02T09:00:00Z"); a value we cannot read falls back to start. */
function graphOriginalStart(e: Json): TimeInput | undefined {
  const text = looseString(e, "originalStart");
  return text ? { field: "originalStart", dateTime: text, timeZone: "UTC", loose: true } : undefined;
}

/** The organiser's zone: `originalStartTimeZone` is a Windows name (or IANA, or "tzone://Microsoft/Utc"). */
function graphZone(e: Json): string | undefined {
  return ianaZone(looseString(e, "originalStartTimeZone"));
}

function graphOrganizer(e: Json, isOrganizer: boolean | undefined): Person | undefined {
  const organizer = optRecord(e, "organizer", "");
  const address = organizer && optRecord(organizer, "emailAddress", "organizer");
  if (!address) return isOrganizer ? { self: true } : undefined;
  const name = optString(address, "name", "organizer.emailAddress");
  const email = optString(address, "address", "organizer.emailAddress");
  return { ...(name ? { name } : {}), ...(email ? { email } : {}), self: isOrganizer === true };
}

function graphPlace(l: Json, path: string): Place {
  const address = optRecord(l, "address", path);
  const parts = address
    ? ["street", "city", "state", "postalCode", "countryOrRegion"]
        .map((k) => looseString(address, k)?.trim())
        .filter((v): v is string => !!v)
    : [];
  const coordinates = optRecord(l, "coordinates", path);
  const lat = coordinates?.latitude;
  const lon = coordinates?.longitude;
  return {
    name: optString(l, "displayName", path)?.trim() || undefined,
    locationType: optString(l, "locationType", path),
    address: parts.length ? parts.join(", ") : undefined,
    hasCoordinates: typeof lat === "number" && typeof lon === "number" && (lat !== 0 || lon !== 0),
    email: looseString(l, "locationEmailAddress"),
    uri: looseString(l, "locationUri"),
  };
}
