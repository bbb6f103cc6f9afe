/**
 * Realistic random Graph and Google wire calendars, for the property tests and the bench: a consultant's mix of
 * client meetings in rooms, at addresses and on Teams/Meet/Zoom, recurring series, all-day and out-of-office
 * entries, cancellations and every kind of response, with a share of meetings present in both calendars (matched by
 * UID, by Exchange's per-occurrence UID, by the wrapped vCal-Uid form, or only by time, title and organizer), and on
 * request meetings a sync tool copied into the other calendar as the user's own entry. Deterministic for a given
 * random source.
 */
import { mulberry32 } from "../../../../test/mulberry32";
import { wrapThirdPartyUid } from "../ical-uid";
import { exchangeUid, type Wire } from "./builders";

/** The seeded generator the property tests share. */
export { mulberry32 };

export interface GenerateOptions {
  /** Events per provider (before shared copies are counted in). */
  perProvider: number;
  /** Share of meetings present in both calendars. */
  shared: number;
  /** First day of the range, "yyyy-mm-dd" (UTC). */
  from?: string;
  /** Days the events spread over. */
  days?: number;
  /**
   * Share of meetings (default none) that are an invitation in one calendar and the user's own copy in the other, as
   * a sync tool writes it: another UID, the user as organizer, no guests, the same title, start and place; a third of
   * them with a stale end (the meeting was lengthened after the copy was made), and some with a different meeting of
   * the user's own in the same place and time beside the copy.
   */
  syncCopies?: number;
}

const TITLES = [
  "Steering committee",
  "Workshop: data platform",
  "1:1 Dana",
  "Budget review",
  "Site visit",
  "Design sprint",
  "Lunch with client",
  "Quarterly planning",
  "Standup",
  "Interview",
];
const ORGANIZERS = ["dana@client.example", "lee@partner.example", "me@northwind.example", "sam@client.example"];
const GRAPH_RESPONSES = [
  "accepted",
  "accepted",
  "accepted",
  "organizer",
  "tentativelyAccepted",
  "declined",
  "notResponded",
  "none",
];
const GOOGLE_RESPONSES = ["accepted", "accepted", "accepted", "tentative", "declined", "needsAction"];
const FREE_TEXT = [
  "Client office",
  "Acme GmbH, Hauptstraße 5, 10115 Berlin",
  "Harbor café",
  "+1 (555) 010-2030",
  "https://maps.app.goo.gl/AbCdEf",
  "Online",
  "Building 7, floor 3",
];

interface Meeting {
  n: number;
  title: string;
  startMs: number;
  minutes: number;
  allDay: boolean;
  organizer: string;
  venue: "room" | "address" | "teams" | "meet" | "zoom" | "hybrid" | "text" | "none";
  text: string;
  canceled: boolean;
  series?: { id: string; occurrence: string };
}

export function generateCalendars(
  random: () => number,
  options: GenerateOptions,
): { microsoft: Wire[]; google: Wire[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const fromMs = Date.parse(`${options.from ?? "2026-01-01"}T00:00:00Z`);
  const days = options.days ?? 365;
  let n = 0;
  const meeting = (): Meeting => {
    const allDay = random() < 0.05;
    const day = Math.floor(random() * days);
    const quarter = 28 + Math.floor(random() * 48); // 07:00 - 19:00 UTC in 15-minute steps
    return {
      n: ++n,
      title: pick(TITLES),
      startMs: fromMs + day * 86_400_000 + (allDay ? 0 : quarter * 900_000),
      minutes: allDay ? 1440 * (1 + Math.floor(random() * 2)) : pick([15, 30, 45, 60, 90, 120]),
      allDay,
      organizer: pick(ORGANIZERS),
      venue: pick(["room", "address", "teams", "meet", "zoom", "hybrid", "text", "none"] as const),
      text: pick(FREE_TEXT),
      canceled: random() < 0.04,
      ...(random() < 0.25 ? { series: { id: `series-${Math.floor(random() * 40)}`, occurrence: "" } } : {}),
    };
  };
  const microsoft: Wire[] = [];
  const google: Wire[] = [];
  const sharedCount = Math.round(options.perProvider * options.shared);
  for (let i = 0; i < sharedCount; i++) {
    const m = meeting();
    const uidKind = pick(["exchange", "google", "fallback"] as const);
    microsoft.push(graphWire(m, random, pick, uidKind));
    google.push(googleWire(m, random, pick, uidKind));
  }
  for (let i = sharedCount; i < options.perProvider; i++) {
    microsoft.push(graphWire(meeting(), random, pick, "own"));
    google.push(googleWire(meeting(), random, pick, "own"));
  }
  // Drawn only when asked for, so the calendars of the other options (the bench's, the golden hashes') stay the same.
  const syncCount = Math.round(options.perProvider * (options.syncCopies ?? 0));
  for (let i = 0; i < syncCount; i++) {
    const m = meeting();
    const stale = random() < 0.33 ? { ...m, minutes: m.minutes + (m.allDay ? 1440 : 30) } : m;
    const decoy = random() < 0.2 ? { ...meeting(), startMs: m.startMs, allDay: m.allDay, venue: m.venue } : undefined;
    if (random() < 0.5) {
      microsoft.push(graphWire(m, random, pick, "own"));
      google.push(ownGoogleCopy(googleWire(stale, random, pick, "own"), stale));
      if (decoy) google.push(ownGoogleCopy(googleWire(decoy, random, pick, "own"), decoy));
    } else {
      google.push(googleWire(m, random, pick, "own"));
      microsoft.push(ownGraphCopy(graphWire(stale, random, pick, "own"), stale));
      if (decoy) microsoft.push(ownGraphCopy(graphWire(decoy, random, pick, "own"), decoy));
    }
  }
  return { microsoft, google };
}

/** The place a sync tool writes into its copy: the meeting's location as text (a room resource by its name). */
function placeText(m: Meeting): string | undefined {
  switch (m.venue) {
    case "room":
      return "Fjord room";
    case "hybrid":
      return "Fjord room; Microsoft Teams Meeting";
    case "address":
      return "1 Main St, Springfield";
    case "text":
      return m.text;
    default:
      return undefined;
  }
}

/** A sync tool's copy in Google: the user's own entry (organizer.self, no guests, no room), the place as text. */
function ownGoogleCopy(wire: Wire, m: Meeting): Wire {
  const location = placeText(m);
  const { attendees: _guests, location: _location, ...rest } = wire;
  return {
    ...rest,
    id: `g-copy-${m.n}`,
    iCalUID: `copy-${m.n}@sync.example`,
    organizer: { email: "me@gmail.example", self: true },
    ...(location ? { location } : {}),
  };
}

/** A sync tool's copy in Outlook: an appointment the user organizes, without attendees, the place as text. */
function ownGraphCopy(wire: Wire, m: Meeting): Wire {
  const location = placeText(m);
  return {
    ...wire,
    id: `ms-copy-${m.n}`,
    iCalUId: exchangeUid(`copy${m.n}`),
    isOrganizer: true,
    responseStatus: { response: "organizer" },
    organizer: { emailAddress: { name: "me", address: "me@northwind.example" } },
    attendees: [],
    locations: location ? [{ displayName: location, locationType: "default" }] : [],
  };
}

type UidKind = "exchange" | "google" | "fallback" | "own";

const local = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function graphWire(m: Meeting, random: () => number, pick: <T>(l: readonly T[]) => T, uid: UidKind): Wire {
  const endMs = m.startMs + m.minutes * 60_000;
  const occurrence = date(m.startMs);
  const iCalUId =
    uid === "google"
      ? wrapThirdPartyUid(`m${m.n}@google.com`, occurrence)
      : exchangeUid(uid === "exchange" ? `m${m.n}` : `ms${m.n}`, m.series ? occurrence : undefined);
  const teams = m.venue === "teams" || m.venue === "hybrid";
  const room = m.venue === "room" || m.venue === "hybrid";
  const wire: Wire = {
    id: `ms-${m.n}`,
    iCalUId,
    subject: uid === "fallback" && random() < 0.5 ? `FW: ${m.title}` : m.title,
    type: m.series ? "occurrence" : "singleInstance",
    start: {
      dateTime: `${local(m.allDay ? Date.parse(`${date(m.startMs)}T00:00:00Z`) : m.startMs)}.0000000`,
      timeZone: "UTC",
    },
    end: { dateTime: `${local(endMs)}.0000000`, timeZone: "UTC" },
    isAllDay: m.allDay,
    isCancelled: m.canceled,
    isOrganizer: m.organizer === "me@northwind.example",
    showAs: random() < 0.03 ? "oof" : random() < 0.03 ? "workingElsewhere" : "busy",
    responseStatus: { response: m.organizer === "me@northwind.example" ? "organizer" : pick(GRAPH_RESPONSES) },
    organizer: { emailAddress: { name: m.organizer.split("@")[0], address: m.organizer } },
    attendees: [
      {
        type: "required",
        status: { response: "accepted" },
        emailAddress: { name: "Dana", address: "dana@client.example" },
      },
      ...(room
        ? [
            {
              type: "resource",
              status: { response: "accepted" },
              emailAddress: { name: "Fjord room", address: "fjord@client.example" },
            },
          ]
        : []),
    ],
    locations: [
      ...(room
        ? [{ displayName: "Fjord room", locationType: "conferenceRoom", locationEmailAddress: "fjord@client.example" }]
        : []),
      ...(m.venue === "address"
        ? [
            {
              displayName: "Client HQ",
              locationType: "businessAddress",
              address: { street: "1 Main St", city: "Springfield" },
            },
          ]
        : []),
      ...(m.venue === "text" ? [{ displayName: m.text, locationType: "default" }] : []),
      ...(teams ? [{ displayName: "Microsoft Teams Meeting", locationType: "default" }] : []),
    ],
    isOnlineMeeting: teams,
    onlineMeetingProvider: teams ? "teamsForBusiness" : "unknown",
    onlineMeeting: teams
      ? { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${m.n}%40thread.v2/0` }
      : null,
    bodyPreview: m.venue === "zoom" ? `Join Zoom https://acme.zoom.us/j/8${m.n}` : "Agenda: see the attached deck.",
    originalStartTimeZone: "W. Europe Standard Time",
    webLink: `https://outlook.office365.com/owa/?itemid=ms-${m.n}`,
  };
  if (m.series) {
    wire.seriesMasterId = m.series.id;
    if (!m.allDay) wire.originalStart = `${local(m.startMs)}Z`;
  }
  return wire;
}

function googleWire(m: Meeting, random: () => number, pick: <T>(l: readonly T[]) => T, uid: UidKind): Wire {
  // The fallback-only copy drifts by up to 30 s, as a forwarded or re-typed entry can.
  const drift = uid === "fallback" ? Math.floor(random() * 31) * 1000 : 0;
  const startMs = m.startMs + drift;
  const endMs = m.startMs + m.minutes * 60_000 + drift;
  const iCalUID =
    uid === "exchange" ? exchangeUid(`m${m.n}`) : uid === "google" ? `m${m.n}@google.com` : `g${m.n}@google.com`;
  const meet = m.venue === "meet";
  const wire: Wire = {
    kind: "calendar#event",
    id: `g-${m.n}`,
    status: m.canceled ? "cancelled" : "confirmed",
    htmlLink: `https://www.google.com/calendar/event?eid=g-${m.n}`,
    summary: m.title,
    start: m.allDay ? { date: date(m.startMs) } : { dateTime: `${local(startMs)}Z`, timeZone: "Europe/Oslo" },
    end: m.allDay
      ? { date: date(m.startMs + m.minutes * 60_000) }
      : { dateTime: `${local(endMs)}Z`, timeZone: "Europe/Oslo" },
    iCalUID,
    organizer: { email: m.organizer, ...(m.organizer === "me@northwind.example" ? { self: true } : {}) },
    attendees: [
      { email: "me@gmail.example", self: true, responseStatus: pick(GOOGLE_RESPONSES) },
      { email: "dana@client.example", responseStatus: "accepted" },
      ...(m.venue === "room" || m.venue === "hybrid"
        ? [
            {
              email: "fjord@resource.calendar.google.com",
              displayName: "Fjord room",
              resource: true,
              responseStatus: "accepted",
            },
          ]
        : []),
    ],
    eventType: random() < 0.02 ? "focusTime" : random() < 0.02 ? "outOfOffice" : "default",
    ...(m.venue === "text" || m.venue === "address"
      ? { location: m.venue === "address" ? "1 Main St, Springfield" : m.text }
      : {}),
    ...(m.venue === "hybrid" ? { location: "Fjord room; Microsoft Teams Meeting" } : {}),
    ...(meet
      ? {
          hangoutLink: "https://meet.google.com/abc-defg-hij",
          conferenceData: {
            conferenceSolution: { key: { type: "hangoutsMeet" } },
            entryPoints: [{ entryPointType: "video", uri: "https://meet.google.com/abc-defg-hij" }],
          },
        }
      : {}),
    ...(m.venue === "zoom" ? { location: `https://acme.zoom.us/j/8${m.n}` } : {}),
    description:
      m.venue === "teams"
        ? `Join: https://teams.microsoft.com/l/meetup-join/19%3ameeting_${m.n}%40thread.v2/0`
        : "Agenda to follow.",
  };
  if (m.series) {
    wire.recurringEventId = m.series.id;
    wire.originalStartTime = m.allDay ? { date: date(m.startMs) } : { dateTime: `${local(m.startMs)}Z` };
  }
  return wire;
}
