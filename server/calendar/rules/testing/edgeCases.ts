/**
 * The rules' edge cases as one table: each case feeds wire events through buildUnifiedEvents and states what the
 * unified event (or the skip) must say. Builders keep each case to the fields it is about. Run by rules.test.ts;
 * golden.ts hashes the output for the same inputs (with an inert `expect`: some fields are asymmetric matchers).
 */
import { MAX_LISTED_ATTENDEES, type UnifiedEvent } from "../../../../core/calendar/model";
import { reportExclusion } from "../../../../core/calendar/eligibility";
import type { BuildResult } from "../index";
import {
  exchangeUid,
  googleAllDay,
  googleAt,
  googleAttendee,
  googleEvent,
  googleMeet,
  googleRoom,
  googleSelf,
  graphAllDay,
  graphAt,
  graphAttendee,
  graphEvent,
  graphOrganizer,
  graphPlace,
  graphRoom,
  graphTeams,
  graphTime,
  wrapThirdPartyUid,
  type Wire,
} from "./builders";

export interface Case {
  name: string;
  microsoft?: Wire[] | unknown[];
  google?: Wire[] | unknown[];
  /** Run once, then again with the first merged key un-merged. */
  unmergeFirst?: boolean;
  /** Number of output events (default 1). */
  count?: number;
  /** Fields of the first event (or of `at`). */
  event?: Partial<UnifiedEvent> & Record<string, unknown>;
  at?: number;
  /** Signal codes the event must carry, "code:weak" to require the strength. */
  signals?: string[];
  /** Signal codes it must not carry. */
  without?: string[];
  /** Skip reasons expected, in order. */
  skipped?: RegExp[];
  check?: (result: BuildResult) => void;
}

const TEAMS_URL = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0";
const ZOOM_ID = "81234567890";
const ZOOM_URL = `https://acme.zoom.us/j/${ZOOM_ID}?pwd=abc`;
const SERIES = "040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A6070000000000000000100000001122334455667788";

/** A Graph occurrence of SERIES and the Google instance of the same occurrence. */
function sharedOccurrence(date: string, moved?: string): [Wire, Wire] {
  const start = moved ?? `${date}T15:00`;
  return [
    graphEvent({
      subject: "Weekly steering",
      type: moved ? "exception" : "occurrence",
      seriesMasterId: "AAMk-series",
      iCalUId: exchangeUid("x", date).slice(0, 40) + SERIES.slice(40),
      originalStart: `${date}T15:00:00Z`,
      ...graphAt(start, 30),
    }),
    googleEvent({
      summary: "Weekly steering",
      iCalUID: SERIES,
      recurringEventId: "gseries",
      originalStartTime: { dateTime: `${date}T15:00:00Z`, timeZone: "UTC" },
      ...googleAt(`${start}:00Z`, 30),
      organizer: { email: "dana@client.example" },
    }),
  ];
}

export const cases: Case[] = [
  // ---- all-day ----
  {
    name: "Google all-day: the end date is exclusive and kept as a plain date",
    google: [googleEvent({ ...googleAllDay("2026-03-02", "2026-03-03") })],
    event: { allDay: true, start: "2026-03-02", end: "2026-03-03" },
  },
  {
    name: "Google multi-day all-day spans three dates",
    google: [googleEvent({ ...googleAllDay("2026-03-02", "2026-03-05") })],
    event: { allDay: true, start: "2026-03-02", end: "2026-03-05" },
  },
  {
    name: "Google all-day with an end equal to its start counts as one day",
    google: [googleEvent({ ...googleAllDay("2026-03-02", "2026-03-02") })],
    event: { start: "2026-03-02", end: "2026-03-03" },
  },
  {
    name: "Graph isAllDay takes the date part of dateTime",
    microsoft: [graphEvent({ ...graphAllDay("2026-03-02") })],
    event: { allDay: true, start: "2026-03-02", end: "2026-03-03" },
  },
  {
    name: "Graph all-day in a zone behind UTC stays on its date (never shifted)",
    microsoft: [graphEvent({ ...graphAllDay("2026-03-02", 1, "Pacific Standard Time") })],
    event: { allDay: true, start: "2026-03-02", end: "2026-03-03" },
  },
  {
    name: "Graph multi-day all-day",
    microsoft: [graphEvent({ ...graphAllDay("2026-12-24", 3) })],
    event: { start: "2026-12-24", end: "2026-12-27" },
  },
  {
    name: "all-day events sort at the start of their date, before that day's timed events",
    google: [
      googleEvent({ summary: "timed", ...googleAt("2026-03-02T00:30:00Z") }),
      googleEvent({ summary: "all day", ...googleAllDay("2026-03-02", "2026-03-03") }),
      googleEvent({ summary: "previous evening", ...googleAt("2026-03-01T23:00:00Z") }),
    ],
    count: 3,
    check: (r) => expect(r.events.map((e) => e.title)).toEqual(["previous evening", "all day", "timed"]),
  },
  // ---- time zones ----
  {
    name: "Graph UTC times with 7 fractional digits become ISO instants",
    microsoft: [graphEvent({ start: graphTime("2026-03-02T09:00"), end: graphTime("2026-03-02T10:30") })],
    event: { start: "2026-03-02T09:00:00.000Z", end: "2026-03-02T10:30:00.000Z", allDay: false },
  },
  {
    name: "Google time in a zone behind UTC (New York, -05:00)",
    google: [googleEvent({ ...googleAt("2026-03-02T09:00:00-05:00", 60, "America/New_York") })],
    event: { start: "2026-03-02T14:00:00.000Z", end: "2026-03-02T15:00:00.000Z", timeZone: "America/New_York" },
  },
  {
    name: "Graph IANA zone before the DST change (EST, UTC-5)",
    microsoft: [graphEvent({ ...graphAt("2026-03-06T09:00", 60, "America/New_York") })],
    event: { start: "2026-03-06T14:00:00.000Z" },
  },
  {
    name: "Graph IANA zone after the DST change (EDT, UTC-4)",
    microsoft: [graphEvent({ ...graphAt("2026-03-09T09:00", 60, "America/New_York") })],
    event: { start: "2026-03-09T13:00:00.000Z", end: "2026-03-09T14:00:00.000Z" },
  },
  {
    name: "a meeting across the DST change night keeps its real length",
    microsoft: [
      graphEvent({
        start: graphTime("2026-03-08T01:00", "America/New_York"),
        end: graphTime("2026-03-08T04:00", "America/New_York"),
      }),
    ],
    event: { start: "2026-03-08T06:00:00.000Z", end: "2026-03-08T08:00:00.000Z" },
  },
  {
    name: "a wall time skipped by DST moves forward by the gap",
    microsoft: [graphEvent({ ...graphAt("2026-03-08T02:30", 90, "America/New_York") })],
    event: { start: "2026-03-08T07:30:00.000Z", end: "2026-03-08T08:00:00.000Z" },
  },
  {
    name: "an ambiguous wall time when clocks go back takes the earlier instant",
    microsoft: [graphEvent({ ...graphAt("2026-11-01T01:30", 15, "America/New_York") })],
    event: { start: "2026-11-01T05:30:00.000Z" },
  },
  {
    name: "Graph Windows zone name is mapped (W. Europe Standard Time in winter, UTC+1)",
    microsoft: [
      graphEvent({
        ...graphAt("2026-01-15T10:00", 60, "W. Europe Standard Time"),
        originalStartTimeZone: "W. Europe Standard Time",
      }),
    ],
    event: { start: "2026-01-15T09:00:00.000Z", timeZone: "Europe/Berlin" },
  },
  {
    name: "Google dateTime without an offset is read in its timeZone",
    google: [
      googleEvent({
        start: { dateTime: "2026-07-01T10:00:00", timeZone: "Europe/Berlin" },
        end: { dateTime: "2026-07-01T11:00:00", timeZone: "Europe/Berlin" },
      }),
    ],
    event: { start: "2026-07-01T08:00:00.000Z", timeZone: "Europe/Berlin" },
  },
  // ---- status and kind ----
  {
    name: "Graph isCancelled is kept, marked canceled",
    microsoft: [graphEvent({ isCancelled: true, subject: "Canceled: Client workshop" })],
    event: { status: "canceled", kind: "event" },
  },
  {
    name: "Google status cancelled is kept, marked canceled",
    google: [googleEvent({ status: "cancelled" })],
    event: { status: "canceled" },
  },
  {
    name: "Google canceled occurrence with only id, series and original start",
    google: [
      {
        kind: "calendar#event",
        id: "gx_20260302T150000Z",
        status: "cancelled",
        recurringEventId: "gx",
        originalStartTime: { dateTime: "2026-03-02T15:00:00Z" },
      },
    ],
    event: {
      status: "canceled",
      start: "2026-03-02T15:00:00.000Z",
      end: "2026-03-02T15:00:00.000Z",
      title: "(no title)",
      seriesId: "gx",
    },
  },
  {
    name: "Google status tentative",
    google: [googleEvent({ status: "tentative" })],
    event: { status: "tentative", kind: "event" },
  },
  {
    name: "Graph showAs oof with no attendee is out of office",
    microsoft: [graphEvent({ showAs: "oof", subject: "Holiday", attendees: [] })],
    event: { kind: "out_of_office" },
  },
  {
    name: "Graph showAs workingElsewhere with no attendee is a working location",
    microsoft: [graphEvent({ showAs: "workingElsewhere", attendees: [] })],
    event: { kind: "working_location" },
  },
  {
    name: "Graph showAs oof on an accepted workshop with a room stays a meeting, in person",
    microsoft: [
      graphEvent({
        showAs: "oof",
        attendees: [graphRoom("Fjord room", "fjord@northwind.example")],
        locations: [graphPlace("Fjord room", { locationType: "conferenceRoom" })],
      }),
    ],
    event: { kind: "event", class: "in_person", attendance: "attended" },
  },
  {
    name: "an Outlook draft (never sent) is shown as a draft and never counted",
    microsoft: [
      graphEvent({ isDraft: true, locations: [graphPlace("Fjord room", { locationType: "conferenceRoom" })] }),
    ],
    event: { status: "draft", kind: "event" },
    check: (result) =>
      expect(reportExclusion(result.events[0] as UnifiedEvent)).toBe("an invitation never sent (a draft)"),
  },
  {
    name: "Google outOfOffice",
    google: [googleEvent({ eventType: "outOfOffice", attendees: [] })],
    event: { kind: "out_of_office" },
  },
  {
    name: "Google focusTime",
    google: [googleEvent({ eventType: "focusTime", attendees: [] })],
    event: { kind: "focus_time" },
  },
  {
    name: "Google workingLocation shows where, as its location",
    google: [
      googleEvent({
        eventType: "workingLocation",
        attendees: [],
        ...googleAllDay("2026-03-02", "2026-03-03"),
        workingLocationProperties: { type: "homeOffice", homeOffice: {} },
      }),
    ],
    event: { kind: "working_location", locations: ["Home"] },
  },
  {
    name: "Google birthday",
    google: [googleEvent({ eventType: "birthday", ...googleAllDay("2026-04-01", "2026-04-02") })],
    event: { kind: "birthday", allDay: true },
  },
  {
    name: "Google fromGmail",
    google: [googleEvent({ eventType: "fromGmail", summary: "Flight to Oslo" })],
    event: { kind: "from_gmail" },
  },
  {
    name: "merge: a decline in one calendar outranks no answer in the other",
    microsoft: [graphEvent({ iCalUId: exchangeUid("dn"), responseStatus: { response: "notResponded" } })],
    google: [
      googleEvent({
        iCalUID: exchangeUid("dn"),
        attendees: [googleSelf("declined"), googleAttendee("dana@client.example", "accepted", { organizer: true })],
      }),
    ],
    event: { attendance: "declined", merge: { reason: "ical-uid" } as never },
  },
  {
    name: "merge: a meeting outranks the other calendar's Away block of it",
    microsoft: [graphEvent({ iCalUId: exchangeUid("aw"), showAs: "oof", attendees: [] })],
    google: [googleEvent({ iCalUID: exchangeUid("aw") })],
    event: { kind: "event", merge: { reason: "ical-uid" } as never },
  },
  // ---- attendance ----
  { name: "Graph accepted", microsoft: [graphEvent()], event: { attendance: "attended" }, signals: ["accepted"] },
  {
    name: "Graph declined is kept, marked declined",
    microsoft: [graphEvent({ responseStatus: { response: "declined" } })],
    event: { attendance: "declined" },
    signals: ["declined"],
  },
  {
    name: "Graph tentativelyAccepted",
    microsoft: [graphEvent({ responseStatus: { response: "tentativelyAccepted" } })],
    event: { attendance: "tentative" },
    signals: ["tentative"],
  },
  {
    name: "Graph notResponded",
    microsoft: [graphEvent({ responseStatus: { response: "notResponded" } })],
    event: { attendance: "no_response" },
    signals: ["no-response"],
  },
  {
    name: "Graph organizer",
    microsoft: [
      graphEvent({
        responseStatus: { response: "organizer" },
        isOrganizer: true,
        organizer: graphOrganizer("me@northwind.example"),
      }),
    ],
    event: { attendance: "attended", organizer: { email: "me@northwind.example", self: true, name: "me" } },
    signals: ["organizer"],
  },
  {
    name: "Graph response none on the user's own appointment (no attendees)",
    microsoft: [graphEvent({ responseStatus: { response: "none" }, attendees: [] })],
    event: { attendance: "attended", attendeeCount: 0 },
    signals: ["no-attendees:weak"],
  },
  {
    name: "Graph response none with attendees and not the organizer",
    microsoft: [graphEvent({ responseStatus: { response: "none" } })],
    event: { attendance: "no_response" },
    signals: ["no-response:weak"],
  },
  {
    name: "Google self attendee accepted",
    google: [googleEvent()],
    event: { attendance: "attended" },
    signals: ["accepted"],
  },
  {
    name: "Google self attendee declined",
    google: [googleEvent({ attendees: [googleSelf("declined"), googleAttendee("dana@client.example", "accepted")] })],
    event: { attendance: "declined" },
  },
  {
    name: "Google self attendee tentative",
    google: [googleEvent({ attendees: [googleSelf("tentative"), googleAttendee("dana@client.example", "accepted")] })],
    event: { attendance: "tentative" },
  },
  {
    name: "Google self attendee needsAction is no response",
    google: [
      googleEvent({ attendees: [googleSelf("needsAction"), googleAttendee("dana@client.example", "accepted")] }),
    ],
    event: { attendance: "no_response" },
    signals: ["no-response"],
  },
  {
    name: "Google organizer without attendees",
    google: [googleEvent({ attendees: undefined, organizer: { email: "me@gmail.example", self: true } })],
    event: { attendance: "attended", attendeeCount: 0 },
    signals: ["organizer"],
  },
  {
    name: "Google organizer whose own attendee entry still says needsAction",
    google: [
      googleEvent({
        organizer: { email: "me@gmail.example", self: true },
        attendees: [googleSelf("needsAction", { organizer: true }), googleAttendee("dana@client.example")],
      }),
    ],
    event: { attendance: "attended" },
    signals: ["organizer"],
  },
  {
    name: "Google shared calendar: no self attendee and someone else organizes",
    google: [
      googleEvent({
        attendees: [
          googleAttendee("boss@northwind.example", "accepted"),
          googleAttendee("dana@client.example", "accepted"),
        ],
      }),
    ],
    event: { attendance: "no_response" },
    signals: ["not-invited:weak"],
  },
  // ---- attendees ----
  {
    name: "Google attendees are listed with their answers, rooms left out, optional and self marked",
    google: [
      googleEvent({
        attendees: [
          googleAttendee("dana@client.example", "accepted", { displayName: "Dana Reyes", organizer: true }),
          googleSelf("tentative"),
          googleAttendee("lee@client.example", "declined", { optional: true }),
          googleAttendee("kim@client.example"),
          googleRoom("Board room"),
          // Anyone can send an invitation: a value naming Object's prototype is no answer.
          googleAttendee("odd@client.example", "constructor"),
        ],
      }),
    ],
    event: {
      attendeeCount: 5,
      attendees: [
        { name: "Dana Reyes", email: "dana@client.example", answer: "accepted" },
        { email: "me@gmail.example", answer: "tentative", self: true },
        { email: "lee@client.example", answer: "declined", optional: true },
        { email: "kim@client.example", answer: "no_response" },
        { email: "odd@client.example", answer: "unknown" },
      ],
    },
  },
  {
    name: "an Outlook invitee's copy knows only its own answer: the others' are unknown",
    microsoft: [
      graphEvent({
        isOrganizer: false,
        responseStatus: { response: "accepted", time: "2026-02-01T10:00:00Z" },
        organizer: graphOrganizer("dana@client.example", "Dana Reyes"),
        attendees: [
          graphAttendee("consultant@northwind.example", "accepted"),
          graphAttendee("lee@client.example", "none", "optional"),
          graphRoom("Board room", "board@client.example"),
        ],
      }),
    ],
    event: {
      attendeeCount: 2,
      attendees: [
        { name: "consultant", email: "consultant@northwind.example", answer: "accepted" },
        { name: "lee", email: "lee@client.example", answer: "unknown", optional: true },
      ],
    },
  },
  {
    name: "a big meeting lists its first 20 people and counts them all",
    google: [
      googleEvent({
        attendees: Array.from({ length: 45 }, (_, i) => googleAttendee(`person${i}@client.example`, "accepted")),
      }),
    ],
    event: { attendeeCount: 45 },
    check: ({ events }) => {
      expect(events[0]?.attendees).toHaveLength(MAX_LISTED_ATTENDEES);
      expect(events[0]?.attendees?.[19]?.email).toBe("person19@client.example");
    },
  },
  {
    name: "an event without guests lists nobody",
    google: [googleEvent({ organizer: { email: "me@gmail.example", self: true }, attendees: undefined })],
    event: { attendeeCount: 0 },
    check: ({ events }) => expect(events[0]?.attendees).toBeUndefined(),
  },
  // ---- classification ----
  {
    name: "Graph Teams meeting: flag, join link and the default location text",
    microsoft: [graphEvent({ ...graphTeams(TEAMS_URL) })],
    event: { class: "online", online: { url: TEAMS_URL, provider: "teams" }, locations: [] },
    signals: ["teams-link", "online-meeting-flag", "online-location-word"],
  },
  {
    name: "Google Meet: hangoutLink and conferenceData",
    google: [googleEvent({ ...googleMeet() })],
    event: { class: "online", online: { url: "https://meet.google.com/abc-defg-hij", provider: "meet" } },
    signals: ["meet-link"],
  },
  {
    name: "Zoom link as the Google location",
    google: [googleEvent({ location: ZOOM_URL })],
    event: { class: "online", online: { url: ZOOM_URL, provider: "zoom" }, locations: [] },
    signals: ["zoom-link"],
  },
  {
    name: "a join link or web link that is not http(s) never reaches the page (javascript:, data:, app schemes)",
    microsoft: [
      graphEvent({
        onlineMeetingUrl: "javascript:alert(document.cookie)",
        webLink: " JavaScript:fetch('//evil.example')",
      }),
    ],
    google: [
      googleEvent({
        id: "g-unsafe",
        iCalUID: "unsafe-google@example.com",
        hangoutLink: "data:text/html,<script>alert(1)</script>",
        htmlLink: "zoommtg://zoom.us/join?confno=1",
      }),
    ],
    // Same time, title and organizer: one event with both copies.
    check: (result) => {
      expect(result.events[0]?.sources).toHaveLength(2);
      for (const event of result.events) {
        expect(event.online?.url).toBeUndefined();
        for (const source of event.sources) expect(source.webLink).toBeUndefined();
      }
    },
  },
  {
    name: "Webex link as Graph's onlineMeetingUrl",
    microsoft: [graphEvent({ onlineMeetingUrl: "https://acme.webex.com/meet/dana" })],
    event: { class: "online", online: { url: "https://acme.webex.com/meet/dana", provider: "webex" } },
    signals: ["webex-link"],
  },
  {
    name: "Zoom add-on as a Google video entry point",
    google: [
      googleEvent({
        conferenceData: {
          conferenceSolution: { key: { type: "addOn" }, name: "Zoom Meeting" },
          entryPoints: [{ entryPointType: "video", uri: ZOOM_URL }],
        },
      }),
    ],
    event: { class: "online", online: { provider: "zoom" } },
    signals: ["zoom-link"],
  },
  {
    name: '"Microsoft Teams Meeting" as the only location text',
    google: [googleEvent({ location: "Microsoft Teams Meeting" })],
    event: { class: "online", online: { provider: "teams" }, locations: [] },
    signals: ["online-location-word"],
  },
  {
    name: '"Zoom" as the location',
    google: [googleEvent({ location: "Zoom" })],
    event: { class: "online" },
    signals: ["online-location-word"],
  },
  {
    name: '"Online" as the location',
    microsoft: [graphEvent({ location: graphPlace("Online") })],
    event: { class: "online" },
  },
  {
    name: "Graph conference room by locationType",
    microsoft: [
      graphEvent({
        location: graphPlace("Fjord room", { locationType: "conferenceRoom" }),
        locations: [graphPlace("Fjord room", { locationType: "conferenceRoom" })],
      }),
    ],
    event: { class: "in_person", locations: ["Fjord room"] },
    signals: ["conference-room"],
    without: ["free-text-location"],
  },
  {
    name: "Graph room by locationEmailAddress",
    microsoft: [
      graphEvent({ locations: [graphPlace("Oslo 4.01", { locationEmailAddress: "oslo401@client.example" })] }),
    ],
    event: { class: "in_person" },
    signals: ["room-resource"],
  },
  {
    name: "Graph room as a resource attendee (not counted as a person)",
    microsoft: [
      graphEvent({
        attendees: [
          graphAttendee("me@northwind.example", "accepted"),
          graphRoom("Oslo 4.01", "oslo401@client.example"),
        ],
      }),
    ],
    event: { class: "in_person", attendeeCount: 1 },
    signals: ["room-resource"],
  },
  {
    name: "Google room as a resource attendee (not counted as a person)",
    google: [googleEvent({ attendees: [googleSelf("accepted"), googleRoom("Fjord room")] })],
    event: { class: "in_person", attendeeCount: 1 },
    signals: ["room-resource"],
  },
  {
    name: "Graph street address in the address fields",
    microsoft: [
      graphEvent({
        locations: [
          graphPlace("Client HQ", {
            locationType: "businessAddress",
            address: { street: "1 Main St", city: "Springfield", countryOrRegion: "US" },
          }),
        ],
      }),
    ],
    event: { class: "in_person", locations: ["Client HQ"] },
    signals: ["street-address"],
  },
  {
    name: "Graph coordinates",
    microsoft: [
      graphEvent({ locations: [graphPlace("Harbor café", { coordinates: { latitude: 59.91, longitude: 10.75 } })] }),
    ],
    event: { class: "in_person" },
    signals: ["coordinates"],
  },
  {
    name: "Google free-text street address",
    google: [googleEvent({ location: "Acme GmbH, Hauptstraße 5, 10115 Berlin, Germany" })],
    event: { class: "in_person", locations: ["Acme GmbH, Hauptstraße 5, 10115 Berlin, Germany"] },
    signals: ["street-address"],
  },
  {
    name: "free-text location without an online word is in person, weakly",
    google: [googleEvent({ location: "Client office" })],
    event: { class: "in_person" },
    signals: ["free-text-location:weak"],
  },
  {
    name: "a maps link is physical, not online",
    google: [googleEvent({ location: "https://maps.app.goo.gl/AbCdEf123" })],
    event: { class: "in_person" },
    signals: ["maps-link"],
    check: (r) => expect(r.events[0]?.online).toBeUndefined(),
    without: ["web-address-location", "meeting-link"],
  },
  {
    name: "a Google Maps URL in the Graph locationUri is physical",
    microsoft: [
      graphEvent({
        locations: [graphPlace("Harbor café", { locationUri: "https://www.google.com/maps/place/Harbor" })],
      }),
    ],
    event: { class: "in_person" },
    signals: ["maps-link", "free-text-location"],
  },
  {
    name: "a phone number as the location is weakly online",
    google: [googleEvent({ location: "+1 (555) 010-2030" })],
    event: { class: "online", locations: ["+1 (555) 010-2030"] },
    signals: ["phone-location:weak"],
  },
  {
    name: "a tel: URI as the location is weakly online",
    microsoft: [graphEvent({ location: graphPlace("tel:+15550102030") })],
    event: { class: "online" },
    signals: ["phone-location:weak"],
  },
  {
    name: "a join link only in the description is online",
    google: [googleEvent({ description: `Join: <a href="${ZOOM_URL}">Zoom</a>` })],
    event: { class: "online", online: { provider: "zoom", url: ZOOM_URL } },
    signals: ["description-link:strong"],
  },
  {
    name: "one meeting's link in the description makes a located meeting hybrid",
    google: [googleEvent({ location: "Client office", description: `Dial in if late: ${TEAMS_URL}` })],
    event: { class: "hybrid" },
    signals: ["free-text-location", "description-link:strong"],
  },
  {
    name: "the same Zoom meeting linked twice (web and app) is still one meeting",
    google: [
      googleEvent({
        location: "Client office",
        description: `<a href="${ZOOM_URL}">${ZOOM_URL}</a> or zoommtg://zoom.us/join?confno=${ZOOM_ID}`,
      }),
    ],
    event: { class: "hybrid", online: { provider: "zoom", url: ZOOM_URL } },
    signals: ["free-text-location", "description-link:strong"],
  },
  {
    name: "a personal Zoom room in a description (a signature) does not make a located meeting hybrid",
    google: [
      googleEvent({
        location: "Client office",
        description: "Casey Consultant\nNorthwind Consulting\nMy Zoom room: https://northwind.zoom.us/my/casey",
      }),
    ],
    event: { class: "in_person" },
    signals: ["free-text-location", "description-links:weak"],
  },
  {
    name: "two Webex meetings in one description are two meetings, not one",
    google: [
      googleEvent({
        location: "Client office",
        description:
          "Today: https://acme.webex.com/acme/j.php?MTID=m1111 Tomorrow: https://acme.webex.com/acme/j.php?MTID=m2222",
      }),
    ],
    event: { class: "in_person" },
    signals: ["description-links:weak"],
  },
  {
    name: "one Zoom meeting linked by its web and its short link is one meeting",
    google: [
      googleEvent({
        location: "Client office",
        description: `${ZOOM_URL} (or https://acme.zoom.us/s/${ZOOM_ID})`,
      }),
    ],
    event: { class: "hybrid" },
    signals: ["description-link:strong"],
  },
  {
    name: "links to several meetings in a description (a forwarded thread) do not make a located meeting hybrid",
    google: [
      googleEvent({
        location: "Client office",
        description: `Notes from last week: ${ZOOM_URL}\n---\nForwarded: join ${TEAMS_URL}`,
      }),
    ],
    event: { class: "in_person" },
    signals: ["free-text-location", "description-links:weak"],
  },
  {
    name: "hybrid: Graph conference room and a Teams meeting",
    microsoft: [
      graphEvent({
        ...graphTeams(),
        locations: [
          graphPlace("Fjord room", { locationType: "conferenceRoom", locationEmailAddress: "fjord@client.example" }),
          graphPlace("Microsoft Teams Meeting"),
        ],
      }),
    ],
    event: { class: "hybrid", locations: ["Fjord room"] },
    signals: ["conference-room", "room-resource", "teams-link"],
  },
  {
    name: "hybrid: Google room resource and Meet",
    google: [googleEvent({ ...googleMeet(), attendees: [googleSelf("accepted"), googleRoom("Fjord room")] })],
    event: { class: "hybrid" },
  },
  {
    name: "Graph locations[] entries are judged apart, not the combined display name",
    microsoft: [
      graphEvent({
        location: graphPlace("Fjord room; Microsoft Teams Meeting"),
        locations: [
          graphPlace("Fjord room", { locationType: "conferenceRoom" }),
          graphPlace("Microsoft Teams Meeting"),
        ],
      }),
    ],
    event: { class: "hybrid", locations: ["Fjord room"] },
    without: ["free-text-location"],
  },
  {
    name: "Outlook's joined location text on the Google copy is split on ';'",
    google: [googleEvent({ location: "Fjord room; Microsoft Teams Meeting" })],
    event: { class: "hybrid", locations: ["Fjord room"] },
    signals: ["free-text-location", "online-location-word"],
  },
  {
    name: '"Zoom call" as the location is online: the service named among filler words',
    google: [googleEvent({ location: "Zoom call" })],
    event: { class: "online", online: { provider: "zoom" } },
    signals: ["online-location-word"],
    without: ["free-text-location"],
  },
  {
    name: '"MS Teams" as the location is online',
    microsoft: [graphEvent({ location: graphPlace("MS Teams") })],
    event: { class: "online", online: { provider: "teams" } },
  },
  {
    name: "a place with a service named beside it is hybrid",
    google: [googleEvent({ location: "Fabrikam HQ (Teams for remote attendees)" })],
    event: { class: "hybrid" },
    signals: ["free-text-location", "online-location-word"],
  },
  {
    name: '"Phone" as the location is a call: weakly online, no place',
    google: [googleEvent({ location: "Phone" })],
    event: { class: "online" },
    signals: ["phone-word-location:weak"],
    without: ["free-text-location"],
  },
  {
    name: '"TBD" as the location is no evidence of a place',
    google: [googleEvent({ location: "TBD" })],
    event: { class: "unknown", locations: ["TBD"] },
    without: ["free-text-location"],
  },
  {
    name: '"See description" as the location defers to the description',
    google: [googleEvent({ location: "See description", description: `Join: ${ZOOM_URL}` })],
    event: { class: "online", online: { provider: "zoom" } },
    without: ["free-text-location"],
  },
  {
    name: "a Zoom link behind Defender Safe Links in an Outlook body is found, and the room makes it hybrid",
    microsoft: [
      graphEvent({
        locations: [graphPlace("Fjord room", { locationType: "conferenceRoom" })],
        body: {
          contentType: "text",
          content: `Join Zoom: https://eur02.safelinks.protection.outlook.com/?url=${encodeURIComponent(ZOOM_URL)}&data=05%7C02&reserved=0`,
        },
      }),
    ],
    event: { class: "hybrid", online: { provider: "zoom", url: ZOOM_URL } },
    signals: ["description-link"],
  },
  {
    name: "a Meet link behind Google's redirect in a description is found",
    google: [
      googleEvent({
        description: `Link: https://www.google.com/url?q=${encodeURIComponent("https://meet.google.com/abc-defg-hij")}&sa=D&ust=1`,
      }),
    ],
    event: { class: "online", online: { provider: "meet", url: "https://meet.google.com/abc-defg-hij" } },
  },
  { name: "unknown: no location, no link", google: [googleEvent()], event: { class: "unknown", locations: [] } },
  {
    name: "Graph onlineMeetingProvider alone (isOnlineMeeting false) is no online evidence",
    microsoft: [graphEvent({ onlineMeetingProvider: "teamsForBusiness", isOnlineMeeting: false })],
    event: { class: "unknown" },
    without: ["online-meeting-flag"],
  },
  {
    name: "an unknown web address as the location is weakly online",
    google: [googleEvent({ location: "https://events.example.com/summit-2026" })],
    event: { class: "online" },
    signals: ["web-address-location:weak"],
  },
  // ---- merging ----
  {
    name: "iCalUID merge: Exchange's per-occurrence UID (instance bytes) matches Google's clean UID",
    microsoft: [graphEvent({ iCalUId: exchangeUid("ws", "2026-03-02") })],
    google: [googleEvent({ iCalUID: exchangeUid("ws") })],
    event: { merge: { reason: "ical-uid", detail: expect.stringContaining("2026-03-02 09:00 UTC") } as never },
    check: (r) => {
      expect(r.events[0]?.key).toMatch(/^merged:ical:/);
      expect(r.events[0]?.sources.map((s) => s.provider)).toEqual(["microsoft", "google"]);
    },
  },
  {
    name: "iCalUID merge: Graph's vCal-Uid wrapped form of a Google-originated meeting",
    microsoft: [graphEvent({ iCalUId: wrapThirdPartyUid("7kukuqrfedlm2f9t8vr42q2g4s@google.com", "2026-03-02") })],
    google: [googleEvent({ iCalUID: "7kukuqrfedlm2f9t8vr42q2g4s@google.com" })],
    event: { merge: { reason: "ical-uid" } as never },
  },
  {
    name: "a merged meeting lists each person once, with the answer the copy that knows it has",
    microsoft: [
      graphEvent({
        iCalUId: exchangeUid("people"),
        isOrganizer: false,
        responseStatus: { response: "accepted", time: "2026-02-01T10:00:00Z" },
        attendees: [
          graphAttendee("consultant@northwind.example", "accepted"),
          graphAttendee("Lee@Client.example"),
          graphAttendee("ops@client.example"),
        ],
      }),
    ],
    google: [
      googleEvent({
        iCalUID: exchangeUid("people"),
        attendees: [googleAttendee("lee@client.example", "declined"), googleSelf("accepted")],
      }),
    ],
    event: { merge: { reason: "ical-uid" } as never, attendeeCount: 3 },
    check: ({ events }) =>
      expect(events[0]?.attendees?.map((a) => `${a.email}:${a.answer}`)).toEqual([
        // The Google copy knows two answers, the Outlook one one: Google's list first.
        "lee@client.example:declined",
        "me@gmail.example:accepted",
        "consultant@northwind.example:accepted",
        "ops@client.example:unknown",
      ]),
  },
  {
    name: "iCalUID merge compares case-insensitively",
    microsoft: [graphEvent({ iCalUId: exchangeUid("ws").toUpperCase() })],
    google: [googleEvent({ iCalUID: exchangeUid("ws").toLowerCase() })],
    event: { merge: { reason: "ical-uid" } as never },
  },
  {
    name: "recurring occurrences of a shared series merge occurrence by occurrence",
    microsoft: [
      ...sharedOccurrence("2026-03-02"),
      ...sharedOccurrence("2026-03-09"),
      ...sharedOccurrence("2026-03-16"),
    ].filter((_, i) => i % 2 === 0),
    google: [
      ...sharedOccurrence("2026-03-02"),
      ...sharedOccurrence("2026-03-09"),
      ...sharedOccurrence("2026-03-16"),
    ].filter((_, i) => i % 2 === 1),
    count: 3,
    check: (r) => {
      expect(r.events.every((e) => e.merge?.reason === "ical-uid" && e.sources.length === 2)).toBe(true);
      expect(r.events.map((e) => e.start.slice(0, 10))).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    },
  },
  {
    name: "a moved occurrence merges by its original start",
    microsoft: [sharedOccurrence("2026-03-09", "2026-03-10T11:00")[0]],
    google: [sharedOccurrence("2026-03-09", "2026-03-10T11:00")[1]],
    event: { start: "2026-03-10T11:00:00.000Z", merge: { reason: "ical-uid" } as never },
  },
  {
    name: "fallback merge: start within a minute, FW:/case/spacing in the title, same organizer",
    microsoft: [graphEvent({ subject: "FW:  Budget   review", ...graphAt("2026-03-03T13:00", 60) })],
    google: [
      googleEvent({ summary: "budget review", iCalUID: "other@google.com", ...googleAt("2026-03-03T13:00:30Z", 59.5) }),
    ],
    event: { merge: { reason: "time-title-organizer", detail: expect.stringContaining("budget review") } as never },
    check: (r) => expect(r.events[0]?.key).toMatch(/^merged:pair:/),
  },
  {
    name: "fallback merge: a 'Canceled:' copy pairs with its canceled twin",
    microsoft: [graphEvent({ subject: "Canceled: Budget review", isCancelled: true, iCalUId: undefined })],
    google: [googleEvent({ summary: "Budget review", status: "cancelled" })],
    event: { status: "canceled", merge: { reason: "time-title-organizer" } as never },
  },
  {
    name: "no fallback merge when the start differs by two minutes",
    microsoft: [graphEvent({ subject: "Budget review", ...graphAt("2026-03-03T13:00") })],
    google: [googleEvent({ summary: "Budget review", ...googleAt("2026-03-03T13:02:00Z") })],
    count: 2,
  },
  {
    name: "no fallback merge when the organizer differs",
    microsoft: [graphEvent({ subject: "Budget review" })],
    google: [googleEvent({ summary: "Budget review", organizer: { email: "someone@else.example" } })],
    count: 2,
  },
  {
    name: "never merges two Microsoft copies, even with the same UID",
    microsoft: [graphEvent({ iCalUId: exchangeUid("dup") }), graphEvent({ iCalUId: exchangeUid("dup") })],
    count: 2,
    check: (r) => expect(r.events.every((e) => e.sources.length === 1)).toBe(true),
  },
  {
    name: "an un-merged key gives both copies back under their own keys",
    microsoft: [graphEvent({ id: "ms-1", iCalUId: exchangeUid("u") })],
    google: [googleEvent({ id: "g-1", iCalUID: exchangeUid("u"), summary: "Client workshop" })],
    unmergeFirst: true,
    count: 2,
    check: (r) => expect(r.events.map((e) => e.key).sort()).toEqual(["google:g-1", "microsoft:ms-1"]),
  },
  {
    name: "attendance is the best across copies, both copies' reasons kept",
    microsoft: [graphEvent({ iCalUId: exchangeUid("b"), responseStatus: { response: "notResponded" } })],
    google: [googleEvent({ iCalUID: exchangeUid("b"), attendees: [googleSelf("accepted")] })],
    event: { attendance: "attended" },
    check: (r) => {
      const att = r.events[0]?.signals.filter((s) => s.kind === "attendance");
      expect(att?.map((s) => `${s.code}/${s.detail}`)).toEqual(["accepted/Google", "no-response/Microsoft"]);
    },
  },
  {
    name: "declined on one copy, tentative on the other: tentative",
    microsoft: [graphEvent({ iCalUId: exchangeUid("t"), responseStatus: { response: "declined" } })],
    google: [googleEvent({ iCalUID: exchangeUid("t"), attendees: [googleSelf("tentative")] })],
    event: { attendance: "tentative" },
  },
  {
    name: "merged location evidence is the union: Teams on Outlook, a room on Google -> hybrid",
    microsoft: [graphEvent({ iCalUId: exchangeUid("h"), ...graphTeams() })],
    google: [googleEvent({ iCalUID: exchangeUid("h"), attendees: [googleSelf("accepted"), googleRoom("Fjord room")] })],
    event: { class: "hybrid", online: { provider: "teams" } },
    signals: ["room-resource", "teams-link"],
  },
  {
    name: "a single-source event keeps its provider key",
    google: [googleEvent({ id: "solo" })],
    event: { key: "google:solo", sources: [expect.objectContaining({ provider: "google", id: "solo" })] as never },
  },
  // ---- malformed input ----
  { name: "skips a non-object item", microsoft: ["junk"], count: 0, skipped: [/^event: expected an object/] },
  {
    name: "skips a Graph event without start",
    microsoft: [graphEvent({ start: undefined })],
    count: 0,
    skipped: [/^start: expected an object/],
  },
  {
    name: "skips a Google event with an unreadable start.dateTime",
    google: [googleEvent({ start: { dateTime: "next tuesday" } })],
    count: 0,
    skipped: [/^start\.dateTime: expected a date-time .* got "next tuesday"/],
  },
  {
    name: "skips an event ending before it starts",
    microsoft: [graphEvent({ start: graphTime("2026-03-02T10:00"), end: graphTime("2026-03-02T09:00") })],
    count: 0,
    skipped: [/^end\.dateTime: expected a time not before the start/],
  },
  {
    name: "skips attendees that are not an array",
    google: [googleEvent({ attendees: "everyone" })],
    count: 0,
    skipped: [/^attendees: expected an array/],
  },
  {
    name: "skips an unknown time zone",
    microsoft: [graphEvent({ ...graphAt("2026-03-02T09:00", 60, "Mars/Olympus_Mons") })],
    count: 0,
    skipped: [/^start\.timeZone: expected UTC, an IANA time zone/],
  },
  {
    name: "skips a Graph series master",
    microsoft: [graphEvent({ type: "seriesMaster" })],
    count: 0,
    skipped: [/^type: expected an occurrence/],
  },
  {
    name: "skips a Google all-day start with a timed end",
    google: [googleEvent({ start: { date: "2026-03-02" }, end: { dateTime: "2026-03-02T10:00:00Z" } })],
    count: 0,
    skipped: [/^end: expected a date, as start is a date/],
  },
  {
    name: "an id listed twice keeps one copy and reports the other",
    google: [googleEvent({ id: "twice" }), googleEvent({ id: "twice" })],
    skipped: [/^id: listed twice/],
    event: { key: "google:twice" },
  },
  {
    name: "values naming Object's prototype are unknown values, not its functions",
    google: [googleEvent({ status: "constructor", eventType: "toString" })],
    microsoft: [
      graphEvent({
        subject: "Another",
        attendees: [],
        showAs: "constructor",
        onlineMeetingProvider: "hasOwnProperty",
        locations: [graphPlace("Somewhere", { locationType: "toString" })],
      }),
    ],
    count: 2,
    check: ({ events }) => {
      for (const e of events) expect([e.kind, e.status]).toEqual(["event", "confirmed"]);
      for (const e of events) for (const signal of e.signals) expect(typeof signal.code).toBe("string");
      expect(events.some((e) => e.online !== undefined)).toBe(false);
    },
  },
  {
    name: "skips an event without an id, naming the field",
    google: [googleEvent({ id: "" })],
    count: 0,
    skipped: [/^id: expected a non-empty string/],
  },
];
