/**
 * Small builders of Graph and Google wire events for the rules' tests (after cognito-local's testDataBuilder):
 * realistic defaults, so each test case states only what it is about.
 */
import { instanceHex, wrapThirdPartyUid } from "../ical-uid";

export type Wire = Record<string, unknown>;

let sequence = 0;
const next = () => ++sequence;

// ---- Microsoft Graph ----

/** A Graph `dateTimeTimeZone` from a local "yyyy-mm-ddThh:mm" (7 fractional digits, as Graph writes them). */
export const graphTime = (local: string, timeZone = "UTC") => ({ dateTime: `${local}:00.0000000`, timeZone });

/** Start and end `minutes` apart, in UTC unless told. */
export function graphAt(local: string, minutes = 60, timeZone = "UTC"): Wire {
  const end = new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
  return { start: graphTime(local, timeZone), end: graphTime(end, timeZone) };
}

/** An all-day Graph event over `days` days (Graph writes midnights; the end is exclusive). */
export function graphAllDay(date: string, days = 1, timeZone = "UTC"): Wire {
  const end = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { isAllDay: true, start: graphTime(`${date}T00:00`, timeZone), end: graphTime(`${end}T00:00`, timeZone) };
}

/** An Exchange GlobalObjId in hex, with the occurrence date in bytes 17-20 when given (as Graph sends per occurrence). */
export function exchangeUid(seed: string, occurrenceDate?: string): string {
  let h = 0;
  for (const c of seed) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  const data = [h, h ^ 0x5bd1e995, h ^ 0x1b873593, h ^ 0xcc9e2d51].map((n) => (n >>> 0).toString(16).padStart(8, "0"));
  return (
    "040000008200E00074C5B7101A82E008" +
    instanceHex(occurrenceDate) +
    "70D2A3C1B4F6DA01" +
    "0000000000000000" +
    "10000000" +
    data.join("")
  ).toUpperCase();
}

export { wrapThirdPartyUid };

export const graphPlace = (displayName: string, extra: Wire = {}): Wire => ({
  displayName,
  locationType: "default",
  uniqueIdType: "unknown",
  ...extra,
});

export const graphAttendee = (address: string, response = "none", type = "required"): Wire => ({
  type,
  status: { response, time: "0001-01-01T00:00:00Z" },
  emailAddress: { name: address.split("@")[0], address },
});

export const graphRoom = (name: string, address: string): Wire => ({
  ...graphAttendee(address, "accepted", "resource"),
  emailAddress: { name, address },
});

export const graphOrganizer = (address: string, name = address.split("@")[0]): Wire => ({
  emailAddress: { name, address },
});

export function graphEvent(overrides: Wire = {}): Wire {
  const n = next();
  const id = `AAMkAGI2-${n}`;
  return {
    "@odata.etag": `W/"${n}"`,
    id,
    iCalUId: exchangeUid(`graph-${n}`),
    subject: "Client workshop",
    type: "singleInstance",
    ...graphAt("2026-03-02T09:00"),
    isAllDay: false,
    isCancelled: false,
    isOrganizer: false,
    showAs: "busy",
    responseStatus: { response: "accepted", time: "2026-02-20T10:00:00Z" },
    organizer: graphOrganizer("dana@client.example", "Dana Client"),
    attendees: [graphAttendee("me@northwind.example", "accepted"), graphAttendee("dana@client.example", "none")],
    location: graphPlace("", { address: {}, coordinates: {} }),
    locations: [],
    isOnlineMeeting: false,
    onlineMeetingProvider: "unknown",
    onlineMeeting: null,
    onlineMeetingUrl: null,
    originalStartTimeZone: "UTC",
    webLink: `https://outlook.office365.com/owa/?itemid=${id}`,
    ...overrides,
  };
}

/** Graph's fields for a Teams meeting. */
export const graphTeams = (
  joinUrl = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0",
): Wire => ({
  isOnlineMeeting: true,
  onlineMeetingProvider: "teamsForBusiness",
  onlineMeeting: { joinUrl },
  location: graphPlace("Microsoft Teams Meeting", { uniqueId: "Microsoft Teams Meeting", uniqueIdType: "private" }),
  locations: [graphPlace("Microsoft Teams Meeting", { uniqueId: "Microsoft Teams Meeting", uniqueIdType: "private" })],
});

// ---- Google Calendar ----

/** Google's `{dateTime, timeZone}` from an RFC 3339 value with its offset. */
export const googleTime = (dateTime: string, timeZone = "UTC") => ({ dateTime, timeZone });

export function googleAt(start: string, minutes = 60, timeZone = "UTC"): Wire {
  const startMs = Date.parse(start);
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(start)?.[1] ?? "Z";
  const offsetMs =
    offset === "Z"
      ? 0
      : (offset[0] === "-" ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4))) * 60_000;
  const endLocal = new Date(startMs + minutes * 60_000 + offsetMs).toISOString().slice(0, 19);
  return { start: googleTime(start, timeZone), end: googleTime(`${endLocal}${offset}`, timeZone) };
}

/** All-day: Google's exclusive end date. */
export const googleAllDay = (date: string, endExclusive: string): Wire => ({
  start: { date },
  end: { date: endExclusive },
});

export const googleAttendee = (email: string, responseStatus = "needsAction", extra: Wire = {}): Wire => ({
  email,
  responseStatus,
  ...extra,
});

export const googleSelf = (responseStatus: string, extra: Wire = {}): Wire =>
  googleAttendee("me@gmail.example", responseStatus, { self: true, ...extra });

export const googleRoom = (
  name: string,
  email = `${name.toLowerCase().replace(/\W+/g, "-")}@resource.calendar.google.com`,
): Wire => ({
  email,
  displayName: name,
  resource: true,
  responseStatus: "accepted",
});

export function googleEvent(overrides: Wire = {}): Wire {
  const n = next();
  const id = `g${n}abcdef`;
  return {
    kind: "calendar#event",
    etag: `"${n}"`,
    id,
    status: "confirmed",
    htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
    summary: "Client workshop",
    ...googleAt("2026-03-02T09:00:00Z"),
    iCalUID: `${id}@google.com`,
    sequence: 0,
    organizer: { email: "dana@client.example", displayName: "Dana Client" },
    attendees: [googleSelf("accepted"), googleAttendee("dana@client.example", "accepted", { organizer: true })],
    eventType: "default",
    ...overrides,
  };
}

/** Google's fields for a Meet call. */
export const googleMeet = (code = "abc-defg-hij"): Wire => ({
  hangoutLink: `https://meet.google.com/${code}`,
  conferenceData: {
    conferenceId: code,
    conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
    entryPoints: [
      { entryPointType: "video", uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
      { entryPointType: "phone", uri: "tel:+1-555-010-2030", pin: "123456" },
    ],
  },
});
