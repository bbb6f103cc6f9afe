/**
 * One Google Calendar events.list item (wire JSON) to the copy it describes, added to the call's SourceList, or a
 * skip naming the malformed field. All-day events arrive as `{date}` with an exclusive end; timed ones as RFC 3339
 * with an offset plus the IANA zone. A canceled occurrence may carry only its id, series and original start, so its
 * times fall back to that. `transparency` is deliberately not read: showing as free says nothing about whether the
 * user was there.
 */
import type { Attendee, AttendeeAnswer, EntryKind, EntryStatus, Person } from "../../../core/calendar/model";
import { ianaZone } from "../../../core/time/windowsZones";
import { googleAttendance } from "./attendance";
import { Evidence } from "./evidence";
import { meetingLinkOf } from "./meeting-links";
import {
  addCopy,
  CopyEvent,
  person,
  present,
  readSkip,
  resolveTimes,
  setTime,
  Skip,
  sourceRefs,
  times,
  TimeInput,
} from "./parse-common";
import { Invitee, listAttendee } from "./attendees";
import type { SourceList } from "./source-event";
import { arr, bool, inList, isRecord, known, loose, Malformed, obj, rec, reqStr, str, type Json } from "./wire";

const EVENT_TYPES: Record<string, EntryKind> = {
  default: "event",
  outOfOffice: "out_of_office",
  focusTime: "focus_time",
  workingLocation: "working_location",
  birthday: "birthday",
  fromGmail: "from_gmail",
};
/** Google's `responseStatus` of an attendee. */
const GOOGLE_ANSWERS: Record<string, AttendeeAnswer> = {
  accepted: "accepted",
  tentative: "tentative",
  declined: "declined",
  needsAction: "no_response",
};

const STATUSES: Record<string, EntryStatus> = {
  confirmed: "confirmed",
  tentative: "tentative",
  cancelled: "canceled",
};

/** Adds the copy read from `wire` to `into`, or returns why the item cannot be read. */
export function parseGoogleEvent(wire: unknown, into: SourceList): Skip | undefined {
  return readSkip(wire, readGoogleEvent, into);
}

// The wire times and the evidence of the event being read, refilled per event (see TimeInput and Evidence).
const START = new TimeInput("start");
const END = new TimeInput("end");
const EVIDENCE = new Evidence();
const ORIGINAL = new TimeInput("originalStartTime");

function readGoogleEvent(e: Json, into: SourceList): void {
  const id = reqStr(e.id, "id");
  if (arr(e.recurrence, "recurrence").length) {
    throw new Malformed("recurrence", "no recurrence rules (request singleEvents=true to get occurrences)", "a series");
  }
  // An unknown status is read as confirmed: a new Google value should not hide the event.
  const status = known(STATUSES, str(e.status, "status") ?? "confirmed") ?? "confirmed";
  const original = googleTime(e.originalStartTime, ORIGINAL, true);
  const start = googleTime(e.start, START, status === "canceled" && original !== undefined) ?? original;
  if (!start) throw new Malformed("start", "an object with date or dateTime", e.start);
  const end = googleTime(e.end, END, status === "canceled") ?? start;
  const allDay = start.date !== undefined;
  if (allDay !== (end.date !== undefined)) {
    throw new Malformed("end", allDay ? "a date, as start is a date" : "a dateTime, as start is a dateTime", e.end);
  }
  resolveTimes(allDay, start, end, original);

  const evidence = EVIDENCE.reset();
  const attendees = arr(e.attendees, "attendees");
  let people = 0;
  let listed: Attendee[] | undefined;
  let selfResponse: string | undefined;
  let selfIsOrganizer = false;
  for (let i = 0; i < attendees.length; i++) {
    try {
      const a = rec(attendees[i], "");
      const email = str(a.email, "email");
      const name = str(a.displayName, "displayName");
      if (bool(a.resource, "resource")) {
        evidence.room(name, email);
        continue;
      }
      people++;
      const self = bool(a.self, "self") ?? false;
      const response = str(a.responseStatus, "responseStatus");
      if (self) {
        selfResponse = response ?? "needsAction";
        selfIsOrganizer = bool(a.organizer, "organizer") ?? false;
      }
      const optional = bool(a.optional, "optional") ?? false;
      listed = listAttendee(
        listed,
        new Invitee(known(GOOGLE_ANSWERS, response) ?? "unknown", name, email, self, optional),
      );
    } catch (err) {
      throw inList(err, "attendees", i);
    }
  }

  const conference = obj(e.conferenceData, "conferenceData");
  if (conference) conferenceEvidence(conference, evidence);
  const hangout = str(e.hangoutLink, "hangoutLink");
  if (hangout) evidence.declaredLink(meetingLinkOf(hangout));

  const location = str(e.location, "location");
  if (location) evidence.freeText(location);
  if (!evidence.locationCount) workingLocation(e.workingLocationProperties, evidence);
  const description = loose(e.description);
  if (description) evidence.description(description);

  const organizer = obj(e.organizer, "organizer");
  const organizerSelf = organizer && bool(organizer.self, "organizer.self");
  const verdict = googleAttendance({
    selfResponse,
    selfIsOrganizer,
    attendees: attendees.length,
    organizerSelf: organizer ? (organizerSelf ?? false) : undefined,
  });

  const iCalUid = str(e.iCalUID, "iCalUID");
  const eventType = str(e.eventType, "eventType");
  // Read in the order the fields were always read, so a malformed item keeps its skip reason.
  const summary = str(e.summary, "summary");
  const organizerPerson = organizer && googlePerson(organizer, organizerSelf);
  // The output object itself, built once with every field in the output's field order (see CopyEvent).
  const event = new CopyEvent(
    `google:${id}`,
    summary?.trim() || "(no title)",
    times.allDay,
    times.start,
    times.end,
    known(EVENT_TYPES, eventType) ?? "event",
    status,
    evidence.locationList(),
    people,
    listed,
    verdict.attendance,
    evidence.verdict(),
    evidence.signalsWith(verdict.signals),
    sourceRefs("google", id, iCalUid, loose(e.htmlLink)),
    present(ianaZone(start.timeZone)),
    evidence.meeting(),
    organizerPerson,
    loose(e.recurringEventId),
  );
  addCopy(into, event, "google", id, evidence, iCalUid);
}

/** A video entry point is a declared join link; Meet or an add-on without one still says "online". */
function conferenceEvidence(conference: Json, evidence: Evidence): void {
  let videoLink = false;
  const points = arr(conference.entryPoints, "conferenceData.entryPoints");
  for (let i = 0; i < points.length; i++) {
    try {
      const point = rec(points[i], "");
      const uri = str(point.uri, "uri");
      if (str(point.entryPointType, "entryPointType") === "video" && uri) {
        evidence.declaredLink(meetingLinkOf(uri));
        videoLink = true;
      }
    } catch (err) {
      throw inList(err, "conferenceData.entryPoints", i);
    }
  }
  const solution = obj(conference.conferenceSolution, "conferenceData.conferenceSolution");
  const key = solution && obj(solution.key, "conferenceData.conferenceSolution.key");
  const type = key && str(key.type, "conferenceData.conferenceSolution.key.type");
  if (!videoLink && (type === "hangoutsMeet" || type === "addOn")) {
    const name = solution && loose(solution.name);
    evidence.onlineFlag(
      "conference-data",
      "video conference attached",
      type === "hangoutsMeet" ? "meet" : "other",
      name,
    );
  }
}

function googleTime(value: unknown, into: TimeInput, optional: boolean): TimeInput | undefined {
  if ((value === undefined || value === null) && optional) return undefined;
  const t = obj(value, into.field);
  const date = t && str(t.date, into.dateField);
  const dateTime = t && str(t.dateTime, into.dateTimeField);
  if (!t || (date === undefined && dateTime === undefined)) {
    throw new Malformed(into.field, "an object with date or dateTime", value);
  }
  // A date wins over a date-time; the original start is always optional (loose).
  return setTime(
    into,
    date !== undefined ? undefined : dateTime,
    date,
    loose(t.timeZone),
    optional && into === ORIGINAL,
  );
}

function googlePerson(o: Json, self: boolean | undefined): Person {
  const name = str(o.displayName, "organizer.displayName");
  const email = str(o.email, "organizer.email");
  return person(self === true, name, email);
}

/** A working-location entry says where the user works that day: shown as its location, never a signal. */
function workingLocation(props: unknown, evidence: Evidence): void {
  if (!isRecord(props)) return;
  const text =
    props.type === "homeOffice" ? "Home" : (placeLabel(props.officeLocation) ?? placeLabel(props.customLocation));
  if (text) evidence.addLocation(text);
}

function placeLabel(value: unknown): string | undefined {
  return isRecord(value) ? loose(value.label) : undefined;
}
