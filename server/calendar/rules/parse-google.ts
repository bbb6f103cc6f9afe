/**
 * One Google Calendar events.list item (wire JSON) to a SourceEvent, or a skip naming the malformed field. All-day
 * events arrive as `{date}` with an exclusive end; timed ones as RFC 3339 with an offset plus the IANA zone. A
 * cancelled occurrence may carry only its id, series and original start, so its times fall back to that.
 * `transparency` is deliberately not read: showing as free says nothing about whether the user was there.
 */
import type { EntryKind, EntryStatus, Person } from "../../../src/calendar/model";
import { googleAttendance } from "./attendance";
import { Evidence } from "./evidence";
import { normaliseICalUid } from "./ical-uid";
import { meetingLinkOf } from "./meeting-links";
import { finishSourceEvent, readSkip, resolveTimes, type TimeInput } from "./parse-common";
import type { ParseResult } from "./source-event";
import { ianaZone } from "./time";
import { looseString, Malformed, optArray, optBool, optRecord, optString, record, reqString, type Json } from "./wire";

const EVENT_TYPES: Record<string, EntryKind> = {
  default: "event",
  outOfOffice: "out_of_office",
  focusTime: "focus_time",
  workingLocation: "working_location",
  birthday: "birthday",
  fromGmail: "from_gmail",
};
const STATUSES: Record<string, EntryStatus> = {
  confirmed: "confirmed",
  tentative: "tentative",
  cancelled: "cancelled",
};

export function parseGoogleEvent(wire: unknown): ParseResult {
  return readSkip(wire, readGoogleEvent);
}

function readGoogleEvent(e: Json) {
  const id = reqString(e, "id", "");
  if (optArray(e, "recurrence", "").length) {
    throw new Malformed("recurrence", "no recurrence rules (request singleEvents=true to get occurrences)", "a series");
  }
  // An unknown status is read as confirmed: a new Google value should not hide the event.
  const status = STATUSES[optString(e, "status", "") ?? "confirmed"] ?? "confirmed";
  const original = googleTime(e, "originalStartTime", true);
  let start = googleTime(e, "start", status === "cancelled" && original !== undefined);
  let end = googleTime(e, "end", status === "cancelled");
  start ??= original;
  if (!start) throw new Malformed("start", "an object with date or dateTime", e.start);
  end ??= start;
  const allDay = start.date !== undefined;
  if (allDay !== (end.date !== undefined)) {
    throw new Malformed("end", allDay ? "a date, as start is a date" : "a dateTime, as start is a dateTime", e.end);
  }
  const times = resolveTimes(allDay, start, end, original && { ...original, loose: true });

  const evidence = new Evidence();
  const attendees = optArray(e, "attendees", "");
  let people = 0;
  let selfResponse: string | undefined;
  let selfIsOrganizer = false;
  attendees.forEach((a, i) => {
    const path = `attendees[${i}]`;
    const attendee = record(a, path);
    const email = optString(attendee, "email", path);
    const name = optString(attendee, "displayName", path);
    if (optBool(attendee, "resource", path)) {
      evidence.room(name, email);
      return;
    }
    people++;
    if (optBool(attendee, "self", path)) {
      selfResponse = optString(attendee, "responseStatus", path) ?? "needsAction";
      selfIsOrganizer = optBool(attendee, "organizer", path) ?? false;
    }
  });

  const conference = optRecord(e, "conferenceData", "");
  let videoLink = false;
  if (conference) {
    optArray(conference, "entryPoints", "conferenceData").forEach((p, i) => {
      const path = `conferenceData.entryPoints[${i}]`;
      const point = record(p, path);
      const uri = optString(point, "uri", path);
      if (optString(point, "entryPointType", path) === "video" && uri) {
        evidence.declaredLink(meetingLinkOf(uri));
        videoLink = true;
      }
    });
    const solution = optRecord(conference, "conferenceSolution", "conferenceData");
    const key = solution && optRecord(solution, "key", "conferenceData.conferenceSolution");
    const type = key && optString(key, "type", "conferenceData.conferenceSolution.key");
    if (!videoLink && (type === "hangoutsMeet" || type === "addOn")) {
      const name = solution && looseString(solution, "name");
      evidence.onlineFlag(
        "conference-data",
        "video conference attached",
        type === "hangoutsMeet" ? "meet" : "other",
        name,
      );
    }
  }
  const hangout = optString(e, "hangoutLink", "");
  if (hangout) evidence.declaredLink(meetingLinkOf(hangout));

  const location = optString(e, "location", "");
  if (location) evidence.freeText(location);
  if (!evidence.locations.length) workingLocation(e, evidence);
  const description = looseString(e, "description");
  if (description) evidence.description(description);

  const organizerRecord = optRecord(e, "organizer", "");
  const organizerSelf = organizerRecord && optBool(organizerRecord, "self", "organizer");
  const verdict = googleAttendance({
    selfResponse,
    selfIsOrganizer,
    attendees: attendees.length,
    organizerSelf: organizerRecord ? (organizerSelf ?? false) : undefined,
  });

  const iCalUid = optString(e, "iCalUID", "");
  const htmlLink = looseString(e, "htmlLink");
  const eventType = optString(e, "eventType", "");
  return finishSourceEvent({
    provider: "google",
    id,
    ref: { provider: "google", id, ...(iCalUid ? { iCalUid } : {}), ...(htmlLink ? { webLink: htmlLink } : {}) },
    uid: iCalUid ? normaliseICalUid(iCalUid) : undefined,
    times,
    title: optString(e, "summary", "")?.trim() || "(no title)",
    timeZone: ianaZone(start.timeZone),
    kind: (eventType && EVENT_TYPES[eventType]) || "event",
    status,
    organizer: organizerRecord && googlePerson(organizerRecord, organizerSelf),
    attendeeCount: people,
    verdict,
    evidence,
    seriesId: looseString(e, "recurringEventId"),
  });
}

function googleTime(e: Json, key: string, optional: boolean): TimeInput | undefined {
  const t = optRecord(e, key, "");
  if (!t) {
    if (optional) return undefined;
    throw new Malformed(key, "an object with date or dateTime", e[key]);
  }
  const date = optString(t, "date", key);
  const dateTime = optString(t, "dateTime", key);
  if (date === undefined && dateTime === undefined) throw new Malformed(key, "an object with date or dateTime", t);
  return {
    field: key,
    ...(date !== undefined ? { date } : { dateTime }),
    ...(looseString(t, "timeZone") ? { timeZone: looseString(t, "timeZone") } : {}),
  };
}

function googlePerson(o: Json, self: boolean | undefined): Person {
  const name = optString(o, "displayName", "organizer");
  const email = optString(o, "email", "organizer");
  return { ...(name ? { name } : {}), ...(email ? { email } : {}), self: self === true };
}

/** A working-location entry says where the user works that day: shown as its location, never a signal. */
function workingLocation(e: Json, evidence: Evidence): void {
  const props = e.workingLocationProperties;
  if (typeof props !== "object" || props === null) return;
  const p = props as Json;
  const label = (key: string) => {
    const v = p[key];
    return typeof v === "object" && v !== null ? looseString(v as Json, "label") : undefined;
  };
  const text = p.type === "homeOffice" ? "Home" : (label("officeLocation") ?? label("customLocation"));
  if (text) evidence.addLocation(text);
}
