/**
 * One Microsoft Graph calendarView event (wire JSON) to the copy it describes, added to the call's SourceList, or
 * a skip naming the malformed field. Our client asks for `Prefer: outlook.timezone="UTC"`, so times usually carry "UTC"; other zones (IANA or a common
 * Windows name) are converted. All-day events keep their date part unshifted, since Graph ignores the time-zone
 * preference for them.
 */
import type { Attendee, AttendeeAnswer, EntryKind, Person } from "../../../core/calendar/model";
import { ianaZone } from "../../../core/time/windowsZones";
import { graphAttendance } from "./attendance";
import { Evidence, type Place } from "./evidence";
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
import { arr, bool, inList, known, loose, Malformed, obj, rec, reqStr, str, type Json } from "./wire";

/**
 * Graph `showAs` values that are not meetings, for an entry with no attendee at all (a room counts as one): people
 * mark a workshop they accepted Away or Working elsewhere, and it stays a meeting.
 */
/** Graph's `status.response` of an attendee; 'none' is what an invitee's copy says of everyone but them. */
const GRAPH_ANSWERS: Record<string, AttendeeAnswer> = {
  accepted: "accepted",
  organizer: "accepted",
  tentativelyAccepted: "tentative",
  declined: "declined",
  notResponded: "no_response",
};

const SHOW_AS_KINDS: Record<string, EntryKind> = { oof: "out_of_office", workingElsewhere: "working_location" };
const ONLINE_PROVIDERS: Record<string, "teams" | "skype"> = {
  teamsForBusiness: "teams",
  skypeForBusiness: "skype",
  skypeForConsumer: "skype",
};

/** Adds the copy read from `wire` to `into`, or returns why the item cannot be read. */
export function parseGraphEvent(wire: unknown, into: SourceList): Skip | undefined {
  return readSkip(wire, readGraphEvent, into);
}

// The wire times and the evidence of the event being read, refilled per event (see TimeInput and Evidence).
const START = new TimeInput("start");
const END = new TimeInput("end");
const EVIDENCE = new Evidence();
const ORIGINAL = new TimeInput("originalStart");

function readGraphEvent(e: Json, into: SourceList): void {
  const id = reqStr(e.id, "id");
  if (e.type === "seriesMaster") {
    throw new Malformed("type", "an occurrence or a single event (a series master has no occurrence)", e.type);
  }
  const allDay = bool(e.isAllDay, "isAllDay") ?? false;
  const original = loose(e.originalStart);
  resolveTimes(
    allDay,
    graphTime(e.start, START),
    graphTime(e.end, END),
    // `originalStart` is an Edm.DateTimeOffset; a value we cannot read falls back to start.
    original ? setTime(ORIGINAL, original, undefined, "UTC", true) : undefined,
  );

  const evidence = EVIDENCE.reset();
  const attendees = arr(e.attendees, "attendees");
  let people = 0;
  let listed: Attendee[] | undefined;
  for (let i = 0; i < attendees.length; i++) {
    try {
      const a = rec(attendees[i], "");
      const address = obj(a.emailAddress, "emailAddress");
      const name = address && str(address.name, "emailAddress.name");
      const email = address && str(address.address, "emailAddress.address");
      const type = str(a.type, "type");
      if (type === "resource") {
        evidence.room(name, email);
        continue;
      }
      people++;
      const status = obj(a.status, "status");
      const response = status && str(status.response, "status.response");
      listed = listAttendee(
        listed,
        new Invitee(known(GRAPH_ANSWERS, response) ?? "unknown", name, email, false, type === "optional"),
      );
    } catch (err) {
      throw inList(err, "attendees", i);
    }
  }

  const locations = arr(e.locations, "locations");
  if (locations.length) {
    for (let i = 0; i < locations.length; i++) {
      try {
        evidence.place(graphPlace(rec(locations[i], "")));
      } catch (err) {
        throw inList(err, "locations", i);
      }
    }
  } else {
    const location = obj(e.location, "location");
    if (location) {
      try {
        evidence.place(graphPlace(location));
      } catch (err) {
        if (err instanceof Malformed) throw new Malformed(`location.${err.field}`, err.expected, err.got);
        throw err;
      }
    }
  }

  const isOnline = bool(e.isOnlineMeeting, "isOnlineMeeting");
  const meeting = obj(e.onlineMeeting, "onlineMeeting");
  const joinUrl =
    (meeting && str(meeting.joinUrl, "onlineMeeting.joinUrl")) || str(e.onlineMeetingUrl, "onlineMeetingUrl");
  const providerName = str(e.onlineMeetingProvider, "onlineMeetingProvider");
  if (joinUrl) evidence.declaredLink(meetingLinkOf(joinUrl));
  // onlineMeetingProvider is only meaningful when the event has online meeting information (isOnlineMeeting).
  const flagged = known(ONLINE_PROVIDERS, providerName);
  if (isOnline === true || (flagged && isOnline !== false)) {
    evidence.onlineFlag("online-meeting-flag", "marked as an online meeting", flagged ?? "other", providerName);
  }
  const body = obj(e.body, "body");
  const bodyText = (body && loose(body.content)) ?? loose(e.bodyPreview);
  if (bodyText) evidence.description(bodyText);

  const response = obj(e.responseStatus, "responseStatus");
  const isOrganizer = bool(e.isOrganizer, "isOrganizer");
  const verdict = graphAttendance({
    response: response && str(response.response, "responseStatus.response"),
    isOrganizer,
    attendees: attendees.length,
  });

  const showAs = str(e.showAs, "showAs");
  const iCalUid = str(e.iCalUId, "iCalUId");
  const subject = str(e.subject, "subject")?.trim();
  // Read in the order the fields were always read, so a malformed item keeps its skip reason.
  // An invitation never sent (Outlook's draft) is no meeting yet: shown, never counted.
  const status = bool(e.isCancelled, "isCancelled") ? "canceled" : bool(e.isDraft, "isDraft") ? "draft" : "confirmed";
  const organizer = graphOrganizer(e, isOrganizer);
  // The output object itself, built once with every field in the output's field order (see CopyEvent).
  const event = new CopyEvent(
    `microsoft:${id}`,
    subject || "(no title)",
    times.allDay,
    times.start,
    times.end,
    (attendees.length === 0 && known(SHOW_AS_KINDS, showAs)) || "event",
    status,
    evidence.locationList(),
    people,
    listed,
    verdict.attendance,
    evidence.verdict(),
    evidence.signalsWith(verdict.signals),
    sourceRefs("microsoft", id, iCalUid, loose(e.webLink)),
    // The organizer's zone: `originalStartTimeZone` is a Windows name (or IANA, or "tzone://Microsoft/Utc").
    present(ianaZone(loose(e.originalStartTimeZone))),
    evidence.meeting(),
    organizer,
    loose(e.seriesMasterId),
  );
  addCopy(into, event, "microsoft", id, evidence, iCalUid);
}

function graphTime(value: unknown, into: TimeInput): TimeInput {
  const t = rec(value, into.field);
  const dateTime = reqStr(t.dateTime, into.dateTimeField);
  return setTime(into, dateTime, undefined, str(t.timeZone, into.timeZoneField) ?? "UTC", false);
}

function graphOrganizer(e: Json, isOrganizer: boolean | undefined): Person | undefined {
  const organizer = obj(e.organizer, "organizer");
  const address = organizer && obj(organizer.emailAddress, "organizer.emailAddress");
  if (!address) return isOrganizer ? person(true, undefined, undefined) : undefined;
  const name = str(address.name, "organizer.emailAddress.name");
  const email = str(address.address, "organizer.emailAddress.address");
  return person(isOrganizer === true, name, email);
}

const ADDRESS_PARTS = ["street", "city", "state", "postalCode", "countryOrRegion"] as const;

/** The place being read, refilled per location entry (as TimeInput is per time): no object per entry. */
const PLACE: Place = {
  name: undefined,
  locationType: undefined,
  address: undefined,
  hasCoordinates: false,
  email: undefined,
  uri: undefined,
};

function graphPlace(l: Json): Place {
  const address = obj(l.address, "address");
  let line = "";
  if (address) {
    for (const part of ADDRESS_PARTS) {
      const v = loose(address[part])?.trim();
      if (v) line = line ? `${line}, ${v}` : v;
    }
  }
  const coordinates = obj(l.coordinates, "coordinates");
  const lat = coordinates?.latitude;
  const lon = coordinates?.longitude;
  const place = PLACE;
  place.hasCoordinates = typeof lat === "number" && typeof lon === "number" && (lat !== 0 || lon !== 0);
  // Read in the order the fields were always read, so a malformed entry keeps its skip reason.
  place.name = str(l.displayName, "displayName")?.trim() || undefined;
  place.locationType = str(l.locationType, "locationType") || undefined;
  place.email = loose(l.locationEmailAddress);
  place.uri = loose(l.locationUri);
  place.address = line || undefined;
  return place;
}
