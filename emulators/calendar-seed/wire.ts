/**
 * The providers' own wire formats, as the seed files and the stand-ins carry them: a Microsoft Graph event as
 * `GET /me/calendarView` returns it with `Prefer: outlook.timezone="UTC"`, and a Google Calendar event as an
 * `events.list` item with `singleEvents=true`. A reasonable subset of the fields, typed once so the seed generator
 * and the stand-ins agree (see /work/shared/notes/calendar-apis.md section 1).
 */

// ---- Microsoft Graph ----

/** `{dateTime:"2026-03-02T09:00:00.0000000", timeZone:"UTC"}`: no offset, 7 fractional digits. */
export interface GraphDateTimeTimeZone {
  dateTime: string;
  timeZone: string;
}

export interface GraphEmailAddress {
  name: string;
  address: string;
}

export type GraphResponse = "none" | "organizer" | "tentativelyAccepted" | "accepted" | "declined" | "notResponded";

export interface GraphResponseStatus {
  response: GraphResponse;
  /** ISO instant; "0001-01-01T00:00:00Z" when there was no answer. */
  time: string;
}

export interface GraphAttendee {
  type: "required" | "optional" | "resource";
  status: GraphResponseStatus;
  emailAddress: GraphEmailAddress;
}

export type GraphLocationType =
  | "default"
  | "conferenceRoom"
  | "homeAddress"
  | "businessAddress"
  | "geoCoordinates"
  | "streetAddress"
  | "hotel"
  | "restaurant"
  | "localBusiness"
  | "postalAddress";

export interface GraphPhysicalAddress {
  street?: string;
  city?: string;
  state?: string;
  countryOrRegion?: string;
  postalCode?: string;
}

export interface GraphLocation {
  displayName: string;
  locationType: GraphLocationType;
  uniqueId?: string;
  uniqueIdType: "unknown" | "locationStore" | "directory" | "private" | "bing";
  address?: GraphPhysicalAddress;
  coordinates?: { latitude?: number; longitude?: number };
  locationEmailAddress?: string;
  locationUri?: string;
}

export type GraphShowAs = "free" | "tentative" | "busy" | "oof" | "workingElsewhere" | "unknown";

export type GraphOnlineMeetingProvider = "unknown" | "teamsForBusiness" | "skypeForBusiness" | "skypeForConsumer";

export interface GraphEvent {
  "@odata.etag": string;
  id: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  iCalUId: string;
  subject: string;
  bodyPreview: string;
  body: { contentType: "text" | "html"; content: string };
  importance: "low" | "normal" | "high";
  sensitivity: "normal" | "personal" | "private" | "confidential";
  start: GraphDateTimeTimeZone;
  end: GraphDateTimeTimeZone;
  originalStartTimeZone: string;
  originalEndTimeZone: string;
  /** Occurrences and exceptions only: the start the series gave it, as an ISO instant. */
  originalStart?: string;
  isAllDay: boolean;
  isCancelled: boolean;
  isOrganizer: boolean;
  isReminderOn: boolean;
  reminderMinutesBeforeStart: number;
  responseRequested: boolean;
  isOnlineMeeting: boolean;
  onlineMeetingProvider: GraphOnlineMeetingProvider;
  onlineMeeting: { joinUrl: string; conferenceId?: string } | null;
  onlineMeetingUrl: string | null;
  showAs: GraphShowAs;
  type: "singleInstance" | "occurrence" | "exception" | "seriesMaster";
  seriesMasterId: string | null;
  webLink: string;
  location: GraphLocation;
  locations: GraphLocation[];
  responseStatus: GraphResponseStatus;
  attendees: GraphAttendee[];
  organizer: { emailAddress: GraphEmailAddress };
  categories: string[];
}

// ---- Google Calendar ----

/** `{date}` for all-day (end exclusive) or `{dateTime (with an offset), timeZone (IANA)}`. */
export interface GoogleEventDateTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

export type GoogleResponseStatus = "needsAction" | "declined" | "tentative" | "accepted";

export interface GoogleAttendee {
  email: string;
  displayName?: string;
  organizer?: boolean;
  self?: boolean;
  resource?: boolean;
  optional?: boolean;
  responseStatus: GoogleResponseStatus;
}

export interface GooglePerson {
  email: string;
  displayName?: string;
  self?: boolean;
}

export interface GoogleConferenceData {
  conferenceId: string;
  conferenceSolution: {
    key: { type: "hangoutsMeet" | "addOn" | "eventHangout" | "eventNamedHangout" };
    name: string;
    iconUri?: string;
  };
  entryPoints: Array<{ entryPointType: "video" | "phone" | "sip" | "more"; uri: string; label?: string }>;
}

export type GoogleEventType = "default" | "outOfOffice" | "focusTime" | "workingLocation" | "birthday" | "fromGmail";

export interface GoogleWorkingLocationProperties {
  type: "homeOffice" | "officeLocation" | "customLocation";
  homeOffice?: Record<string, never>;
  officeLocation?: { label?: string; buildingId?: string; floorId?: string; deskId?: string };
  customLocation?: { label?: string };
}

export interface GoogleEvent {
  kind: "calendar#event";
  etag: string;
  id: string;
  status: "confirmed" | "tentative" | "cancelled";
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  creator?: GooglePerson;
  organizer?: GooglePerson;
  start: GoogleEventDateTime;
  end: GoogleEventDateTime;
  recurringEventId?: string;
  originalStartTime?: GoogleEventDateTime;
  transparency?: "opaque" | "transparent";
  visibility?: "default" | "public" | "private" | "confidential";
  iCalUID: string;
  sequence: number;
  attendees?: GoogleAttendee[];
  guestsCanInviteOthers?: boolean;
  hangoutLink?: string;
  conferenceData?: GoogleConferenceData;
  reminders: { useDefault: boolean };
  eventType: GoogleEventType;
  workingLocationProperties?: GoogleWorkingLocationProperties;
  outOfOfficeProperties?: { autoDeclineMode: string; declineMessage?: string };
  focusTimeProperties?: { autoDeclineMode: string; chatStatus?: string };
  birthdayProperties?: { type: "birthday" | "anniversary" | "custom" | "other" | "self" };
}

export type ProviderWire = { microsoft: GraphEvent; google: GoogleEvent };
