/**
 * One occurrence as Microsoft Graph's calendarView returns it to the user's Outlook calendar with
 * `Prefer: outlook.timezone="UTC"`: UTC times without offset (all-day at midnight in the event's zone), the user's
 * answer in `responseStatus`, rooms as conferenceRoom locations and resource attendees, Teams in `onlineMeeting`,
 * and the `iCalUId` Exchange would show (per-occurrence date bytes, foreign UIDs behind "vCal-Uid").
 */
import { epochDayAt } from "../../core/time/plainDate";
import { DAY_MS } from "../../core/time/units";
import { windowsZoneName } from "../../core/time/windowsZones";
import { graphDateTime, isoSeconds } from "../../core/time/wireFormat";
import { MS_SELF } from "./directory";
import { GLOBAL_OBJECT_ID_HEADER, vCalUid, withInstanceDate } from "./ical-uid";
import { graphEtag, graphId } from "./ids";
import type { Answer, Occurrence, Place } from "./occurrence";
import type { GraphAttendee, GraphEvent, GraphLocation, GraphResponse, GraphShowAs } from "./wire";

const NO_ANSWER_TIME = "0001-01-01T00:00:00Z";

/** Graph all-day: midnight starting the (UTC) day of `ms`, no offset. */
function graphDay(ms: number): string {
  return graphDateTime(epochDayAt(ms) * DAY_MS);
}

/** The Windows name Graph writes for the seed's zones. */
function windowsZone(tz: string): string {
  const name = windowsZoneName(tz);
  if (!name) throw new Error(`No Windows zone name for ${tz}`);
  return name;
}

const ANSWER: Record<Answer, GraphResponse> = {
  accepted: "accepted",
  tentative: "tentativelyAccepted",
  needsAction: "notResponded",
  declined: "declined",
};

export function graphEventId(o: Occurrence): string {
  return graphId(o.key);
}

export function graphSeriesId(seriesKey: string): string {
  return graphId(`series:${seriesKey}`);
}

/** The UID the meeting has in Exchange, before the occurrence date is written in. */
function exchangeUid(o: Occurrence): string {
  const uid = o.variants?.microsoft?.uid ?? o.uid;
  return uid.toUpperCase().startsWith(GLOBAL_OBJECT_ID_HEADER) ? uid : vCalUid(uid);
}

export function graphICalUid(o: Occurrence): string {
  const uid = exchangeUid(o);
  return o.series ? withInstanceDate(uid, epochDayAt(o.series.originalStart)) : uid;
}

function placeLocation(p: Place, foreign: boolean): GraphLocation {
  // An invitation from outside Exchange carries only LOCATION text: Outlook shows it as a plain 'default' location.
  if (foreign) return { displayName: p.text ?? p.displayName, locationType: "default", uniqueIdType: "private" };
  const loc: GraphLocation = {
    displayName: p.displayName,
    locationType: p.locationType,
    uniqueId: p.room?.microsoft ?? p.displayName,
    uniqueIdType: p.room?.microsoft ? "directory" : p.locationType === "default" ? "private" : "bing",
  };
  if (p.address) loc.address = { ...p.address };
  if (p.coordinates) loc.coordinates = { ...p.coordinates };
  if (p.room?.microsoft) loc.locationEmailAddress = p.room.microsoft;
  if (p.mapsUrl) loc.locationUri = p.mapsUrl;
  return loc;
}

function locationsOf(o: Occurrence): GraphLocation[] {
  const foreign = o.origin !== "microsoft";
  const list = o.places.map((p) => placeLocation(p, foreign));
  if (o.online?.provider === "teams") {
    list.push({ displayName: "Microsoft Teams Meeting", locationType: "default", uniqueIdType: "private" });
  } else if (o.online?.provider === "zoom" && o.places.length === 0) {
    // Zoom's Outlook add-in writes the join URL as the location.
    list.push({
      displayName: o.online.url,
      locationType: "default",
      uniqueIdType: "private",
      locationUri: o.online.url,
    });
  }
  return list;
}

function combined(list: GraphLocation[]): GraphLocation {
  if (list.length === 0) return { displayName: "", locationType: "default", uniqueIdType: "unknown", address: {} };
  if (list.length === 1 && list[0]) return list[0];
  return { displayName: list.map((l) => l.displayName).join("; "), locationType: "default", uniqueIdType: "private" };
}

function body(o: Occurrence): string {
  const parts: string[] = [];
  if (o.description) parts.push(o.description);
  if (o.online?.provider === "teams") {
    parts.push(`Microsoft Teams meeting\nJoin on your computer, mobile app or room device\n${o.online.url}`);
  } else if (o.online?.provider === "meet") {
    parts.push(`Join with Google Meet: ${o.online.url}`);
  } else if (o.online?.provider === "zoom") {
    parts.push(`Join Zoom Meeting\n${o.online.url}\nMeeting ID: ${o.online.conferenceId}`);
  }
  return parts.join("\n\n");
}

function showAsFor(o: Occurrence, response: GraphResponse): GraphShowAs {
  if (o.showAs) return o.showAs;
  if (o.canceled || response === "declined") return "free";
  if (response === "tentativelyAccepted" || response === "notResponded") return "tentative";
  return "busy";
}

export function toGraphEvent(o: Occurrence): GraphEvent {
  const isOrganizer = o.organizer.email === MS_SELF.email;
  const self = o.invitees.find((i) => i.email === MS_SELF.email);
  if (!isOrganizer && !self) throw new Error(`${o.key}: the Microsoft account is neither organizer nor invited`);
  const response: GraphResponse = isOrganizer
    ? o.graphNoResponse
      ? "none"
      : "organizer"
    : ANSWER[self?.answer ?? "needsAction"];
  const answered = response !== "none" && response !== "notResponded";
  const answerTime = isoSeconds(o.created + 3_600_000);

  const attendees: GraphAttendee[] = o.invitees.map((i) => ({
    type: i.optional ? "optional" : "required",
    status:
      // The organizer's copy knows every answer; an invitee's copy only its own.
      isOrganizer || i.email === MS_SELF.email
        ? { response: ANSWER[i.answer], time: i.answer === "needsAction" ? NO_ANSWER_TIME : answerTime }
        : { response: "none", time: NO_ANSWER_TIME },
    emailAddress: { name: i.name, address: i.email },
  }));
  for (const p of o.places) {
    if (p.room?.microsoft && o.origin === "microsoft") {
      attendees.push({
        type: "resource",
        status: { response: "accepted", time: answerTime },
        emailAddress: { name: p.displayName, address: p.room.microsoft },
      });
    }
  }

  const locations = locationsOf(o);
  const teams = o.online?.provider === "teams" && o.origin === "microsoft";
  const tz = windowsZone(o.timeZone);
  const id = graphEventId(o);
  const title = o.variants?.microsoft?.title ?? o.title;
  const text = body(o);
  const modified = o.series?.change
    ? Math.max(o.created, Math.min(o.series.originalStart, o.start) - 86_400_000)
    : o.created;

  const event: GraphEvent = {
    "@odata.etag": graphEtag(o.key),
    id,
    createdDateTime: `${new Date(o.created).toISOString().slice(0, 19)}.${String(o.created % 1000).padStart(3, "0")}1234Z`,
    lastModifiedDateTime: `${new Date(modified).toISOString().slice(0, 19)}.${String(modified % 1000).padStart(3, "0")}5678Z`,
    iCalUId: graphICalUid(o),
    subject: o.canceled && !isOrganizer ? `Canceled: ${title}` : title,
    bodyPreview: text.slice(0, 255),
    body: {
      contentType: "html",
      content: text ? `<html><body><p>${text.replace(/\n/g, "<br>")}</p></body></html>` : "",
    },
    importance: "normal",
    sensitivity: "normal",
    start: o.allDay
      ? { dateTime: graphDay(o.start), timeZone: tz }
      : { dateTime: graphDateTime(o.start), timeZone: "UTC" },
    end: o.allDay ? { dateTime: graphDay(o.end), timeZone: tz } : { dateTime: graphDateTime(o.end), timeZone: "UTC" },
    originalStartTimeZone: tz,
    originalEndTimeZone: tz,
    isAllDay: o.allDay,
    isCancelled: o.canceled,
    isOrganizer,
    isReminderOn: !o.allDay,
    reminderMinutesBeforeStart: o.allDay ? 1080 : 15,
    responseRequested: true,
    isOnlineMeeting: teams,
    onlineMeetingProvider: teams ? "teamsForBusiness" : "unknown",
    onlineMeeting: teams && o.online ? { joinUrl: o.online.url, conferenceId: o.online.conferenceId } : null,
    onlineMeetingUrl: null,
    showAs: showAsFor(o, response),
    type: o.series ? (o.series.change ? "exception" : "occurrence") : "singleInstance",
    seriesMasterId: o.series ? graphSeriesId(o.series.key) : null,
    webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(id)}&exvsurl=1&path=/calendar/item`,
    location: combined(locations),
    locations,
    responseStatus: { response, time: answered ? answerTime : NO_ANSWER_TIME },
    attendees,
    organizer: { emailAddress: { name: o.organizer.name, address: o.organizer.email } },
    categories: [],
  };
  if (o.series) event.originalStart = isoSeconds(o.series.originalStart);
  return event;
}
