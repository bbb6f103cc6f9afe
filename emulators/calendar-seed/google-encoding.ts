/**
 * One occurrence as Google Calendar's events.list (singleEvents=true) returns it in the user's Google calendar:
 * offset date-times (all-day as plain dates, end exclusive), the user's answer on the `self` attendee, rooms as
 * resource attendees, Meet in `hangoutLink`/`conferenceData`, instance ids `<series>_<YYYYMMDDTHHMMSSZ>`, and an
 * Outlook meeting's UID as the clean Exchange hex. Canceled instances are kept; the stand-in hides them unless
 * showDeleted=true, as Google does.
 */
import { epochDayAt, plainDateOf } from "../../core/time/plainDate";
import { basicDate, basicInstant, formatRfc3339 } from "../../core/time/wireFormat";
import { GOOGLE_SELF } from "./directory";
import { GLOBAL_OBJECT_ID_HEADER } from "./ical-uid";
import { googleEtag, googleId } from "./ids";
import type { Occurrence } from "./occurrence";
import type { GoogleAttendee, GoogleEvent, GoogleEventDateTime } from "./wire";

function googleUid(o: Occurrence): string {
  return o.variants?.google?.uid ?? o.uid;
}

/** Google keeps an imported Outlook UID (valid base32hex once lower-cased) as the event id. */
function baseId(o: Occurrence): string {
  const uid = googleUid(o);
  if (uid.toUpperCase().startsWith(GLOBAL_OBJECT_ID_HEADER)) return uid.toLowerCase();
  if (uid.endsWith("@google.com")) return uid.slice(0, -"@google.com".length);
  return googleId(o.series ? `series:${o.series.key}` : o.key);
}

export function googleEventId(o: Occurrence): string {
  const base = baseId(o);
  if (!o.series) return base;
  const start = o.series.originalStart;
  const suffix = o.allDay ? basicDate(plainDateOf(epochDayAt(start))) : basicInstant(start);
  return `${base}_${suffix}`;
}

export function googleSeriesId(o: Occurrence): string | undefined {
  return o.series ? baseId(o) : undefined;
}

function when(ms: number, allDay: boolean, tz: string): GoogleEventDateTime {
  return allDay ? { date: plainDateOf(epochDayAt(ms)) } : { dateTime: formatRfc3339(ms, tz), timeZone: tz };
}

function locationText(o: Occurrence): string | undefined {
  const parts = o.places.map((p) =>
    // An Outlook invitation carries Outlook's display names; Google-made events the typed text or a maps link.
    o.origin === "microsoft" ? p.displayName : (p.mapsUrl ?? p.text ?? p.displayName),
  );
  if (o.origin === "microsoft" && o.online?.provider === "teams") parts.push("Microsoft Teams Meeting");
  if (o.online?.provider === "zoom" && parts.length === 0) parts.push(o.online.url);
  return parts.length ? parts.join("; ") : undefined;
}

function description(o: Occurrence): string | undefined {
  const parts: string[] = [];
  if (o.description) parts.push(o.description);
  if (o.online?.provider === "teams") {
    parts.push(
      `________________________________________________________________________________\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting<${o.online.url}>`,
    );
  } else if (o.online?.provider === "zoom") {
    parts.push(`Join Zoom Meeting\n${o.online.url}\n\nMeeting ID: ${o.online.conferenceId}`);
  }
  return parts.length ? parts.join("\n\n") : undefined;
}

function attendeesOf(o: Occurrence): GoogleAttendee[] | undefined {
  const rooms = o.places.filter((p) => p.room?.google && o.origin === "google");
  if (o.invitees.length === 0 && rooms.length === 0) return undefined;
  const list: GoogleAttendee[] = [
    {
      email: o.organizer.email,
      displayName: o.organizer.name,
      organizer: true,
      responseStatus: "accepted",
      ...(o.organizer.email === GOOGLE_SELF.email ? { self: true } : {}),
    },
  ];
  for (const i of o.invitees) {
    const a: GoogleAttendee = { email: i.email, displayName: i.name, responseStatus: i.answer };
    if (i.email === GOOGLE_SELF.email) a.self = true;
    if (i.optional) a.optional = true;
    list.push(a);
  }
  for (const r of rooms) {
    list.push({ email: r.room?.google ?? "", displayName: r.displayName, resource: true, responseStatus: "accepted" });
  }
  return list;
}

export function toGoogleEvent(o: Occurrence): GoogleEvent {
  const id = googleEventId(o);
  const selfOrganizer = o.organizer.email === GOOGLE_SELF.email;
  if (!selfOrganizer && !o.invitees.some((i) => i.email === GOOGLE_SELF.email)) {
    throw new Error(`${o.key}: the Google account is neither organizer nor invited`);
  }
  const changed = o.series?.change ? Math.max(o.created, Math.min(o.series.originalStart, o.start) - 86_400_000) : 0;
  const updated = Math.max(o.created + 3_600_000, changed);
  const person = { email: o.organizer.email, displayName: o.organizer.name, ...(selfOrganizer ? { self: true } : {}) };

  const event: GoogleEvent = {
    kind: "calendar#event",
    etag: googleEtag(o.key),
    id,
    status: o.canceled ? "cancelled" : "confirmed",
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${GOOGLE_SELF.email}`).toString("base64url")}`,
    created: new Date(o.created).toISOString(),
    updated: new Date(updated).toISOString(),
    summary: o.variants?.google?.title ?? o.title,
    creator: person,
    organizer: person,
    start: when(o.start, o.allDay, o.timeZone),
    end: when(o.end, o.allDay, o.timeZone),
    iCalUID: googleUid(o),
    sequence: o.series?.change ? 1 : 0,
    reminders: { useDefault: !o.allDay },
    eventType: "default",
  };
  const desc = description(o);
  if (desc) event.description = desc;
  const loc = locationText(o);
  if (loc) event.location = loc;
  const attendees = attendeesOf(o);
  if (attendees) {
    event.attendees = attendees;
    event.guestsCanInviteOthers = selfOrganizer;
  }
  if (o.series) {
    event.recurringEventId = googleSeriesId(o);
    event.originalStartTime = when(o.series.originalStart, o.allDay, o.timeZone);
  }
  if (o.online?.provider === "meet") {
    event.hangoutLink = o.online.url;
    event.conferenceData = {
      conferenceId: o.online.conferenceId,
      conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
      entryPoints: [{ entryPointType: "video", uri: o.online.url, label: o.online.url.replace("https://", "") }],
    };
  } else if (o.online?.provider === "zoom" && o.origin === "google") {
    event.conferenceData = {
      conferenceId: o.online.conferenceId,
      conferenceSolution: { key: { type: "addOn" }, name: "Zoom Meeting" },
      entryPoints: [{ entryPointType: "video", uri: o.online.url, label: o.online.url.replace("https://", "") }],
    };
  }
  switch (o.kind) {
    case "working_location":
      event.eventType = "workingLocation";
      event.transparency = "transparent";
      event.visibility = "public";
      event.workingLocationProperties =
        o.workingLocation?.type === "officeLocation"
          ? { type: "officeLocation", officeLocation: { label: o.workingLocation.label } }
          : { type: "homeOffice", homeOffice: {} };
      break;
    case "out_of_office":
      event.eventType = "outOfOffice";
      event.outOfOfficeProperties = {
        autoDeclineMode: "declineOnlyNewConflictingInvitations",
        declineMessage: "I am out of office and will reply when I am back.",
      };
      break;
    case "focus_time":
      event.eventType = "focusTime";
      event.focusTimeProperties = { autoDeclineMode: "declineNone", chatStatus: "doNotDisturb" };
      break;
    case "birthday":
      event.eventType = "birthday";
      event.transparency = "transparent";
      event.visibility = "private";
      event.birthdayProperties = { type: "birthday" };
      break;
    default:
      if (o.allDay) event.transparency = "transparent";
  }
  return event;
}
