/**
 * The UnifiedTime event model: what the calendar functions answer and the browser shows, reports and exports.
 * Types only, shared by server/calendar (which builds it from the providers' wire formats and computes the report)
 * and src/calendar (which renders it), so both sides agree on one shape. Kept compact: a busy year is about 1,500
 * events and a buffered function answer is capped at 6 MB.
 */

export type ProviderId = "microsoft" | "google";
export const PROVIDERS: readonly ProviderId[] = ["microsoft", "google"];

/** How a person took part: the report counts 'attended' (accepted or organized) by default. */
export type Attendance = "attended" | "tentative" | "no_response" | "declined";

/** Where it happened, from the location and conferencing signals. */
export type EventClass = "in_person" | "hybrid" | "online" | "unknown";

/** What kind of calendar entry it is; only 'event' can ever count as attended in person. */
export type EntryKind = "event" | "working_location" | "out_of_office" | "focus_time" | "birthday" | "from_gmail";

/**
 * Provider status of the entry; canceled entries are shown struck through and never reported, drafts (an Outlook
 * invitation never sent) are shown as such and never reported.
 */
export type EntryStatus = "confirmed" | "tentative" | "draft" | "canceled";

/**
 * One piece of evidence behind a verdict, so the UI can explain every verdict ("room resource", "street address",
 * "Teams link", "accepted the invitation"). `code` is stable (tests, CSV), `label` is what a person reads.
 */
export interface Signal {
  /** physical/online feed the class; attendance feeds the attendance verdict. */
  kind: "physical" | "online" | "attendance";
  strength: "strong" | "weak";
  code: string;
  label: string;
  /** The value it was read from (a room's name, a URL's host), when useful to show. */
  detail?: string;
}

/** Where one copy of the event lives. */
export interface SourceRef {
  provider: ProviderId;
  /** The provider's event id (Graph `id`, Google `id`). */
  id: string;
  /** Graph `iCalUId` / Google `iCalUID` as received. */
  iCalUid?: string;
  /** Link to open the event at the provider (Graph `webLink`, Google `htmlLink`). */
  webLink?: string;
}

export interface OnlineMeeting {
  /** The join URL (absent when only a flag says the meeting is online). */
  url?: string;
  provider: "teams" | "meet" | "zoom" | "webex" | "skype" | "other";
}

export interface Person {
  name?: string;
  email?: string;
  /** The signed-in user themself. */
  self: boolean;
}

/**
 * A person's answer to an invitation, as the copy read says it. 'unknown': the copy does not know (an Outlook
 * invitee's copy knows only its own answer; Graph sends 'none' for everyone else).
 */
export type AttendeeAnswer = "accepted" | "tentative" | "declined" | "no_response" | "unknown";

/** One person invited (rooms and resources are not people: they are place evidence). */
export interface Attendee {
  name?: string;
  email?: string;
  answer: AttendeeAnswer;
  /** The signed-in user themself. */
  self?: true;
  optional?: true;
}

/** How many attendees an event lists at most; `attendeeCount` says how many there are in all. */
export const MAX_LISTED_ATTENDEES = 20;

export interface UnifiedEvent {
  /**
   * Stable key of the event as shown: "<provider>:<id>" for a single-source event, "merged:<dedupe key>" for a
   * merged one. Overrides, un-merges and locked reports refer to events by this key.
   */
  key: string;
  title: string;
  /**
   * Timed events: ISO 8601 UTC instants ("2026-03-02T09:00:00.000Z"), end exclusive.
   * All-day events: plain dates ("2026-03-02"), end exclusive (Google's convention), never shifted by a time zone.
   */
  allDay: boolean;
  start: string;
  end: string;
  /** The IANA time zone the organizer scheduled it in, when known. */
  timeZone?: string;
  kind: EntryKind;
  status: EntryStatus;
  /** Display strings of each physical or free-text location (Graph `locations[]` entries kept apart). */
  locations: string[];
  online?: OnlineMeeting;
  organizer?: Person;
  /** Attendees other than rooms/resources. */
  attendeeCount: number;
  /**
   * The first MAX_LISTED_ATTENDEES of them as the calendar lists them, with their answers; absent when there are
   * none. The organizer is `organizer` (Google also lists them here, Outlook does not).
   */
  attendees?: Attendee[];
  attendance: Attendance;
  class: EventClass;
  /** Evidence for `class` and `attendance`. */
  signals: Signal[];
  /** One entry per calendar copy; two when the same meeting is in both calendars. */
  sources: SourceRef[];
  /** Why copies were merged into this event (absent for single-source events). */
  merge?: { reason: "ical-uid" | "time-title-organizer" | "time-title-place"; detail: string };
  /** Series id when it is an occurrence of a recurring series (for display and grouping only). */
  seriesId?: string;
}

/** A user's correction of one event's verdict, stored per user and shown as 'overridden'. */
export interface VerdictOverride {
  class?: EventClass;
  attendance?: Attendance;
  note?: string;
  /** ISO instant of the change. */
  at: string;
}

/** The definition of 'attended in person' the report uses, printed on the page. Defaults in `DEFAULT_DEFINITION`. */
export interface ReportDefinition {
  /** Count tentative and no-response events as attended (default false: accepted or organized only). */
  countNotDeclined: boolean;
  /** Count hybrid events (physical location and an online link) as in person (default false). */
  includeHybrid: boolean;
  /** Count all-day events (default false). */
  includeAllDay: boolean;
  /**
   * The working day in the report's zone, "HH:MM" to "HH:MM" (absent: 09:00 to 17:00): what each day of an event
   * longer than a day counts, and an included all-day event's hours per working day.
   */
  workday?: { start: string; end: string };
}

export const DEFAULT_DEFINITION: ReportDefinition = {
  countNotDeclined: false,
  includeHybrid: false,
  includeAllDay: false,
};

/** One event's line in a locked report (frozen figures). */
export interface LockedLine {
  key: string;
  title: string;
  start: string;
  allDay: boolean;
  hours: number;
}

/** A past quarter whose figures are frozen: later calendar changes show as a difference, never silently. */
export interface QuarterLock {
  /** "2026-Q1" */
  quarter: string;
  /** The viewer's time zone the quarter was cut in. */
  timeZone: string;
  lockedAt: string;
  definition: ReportDefinition;
  count: number;
  hours: number;
  lines: LockedLine[];
}

/** How a connected calendar stands. `account` is the provider account's e-mail (or name). */
export type Connection =
  | { state: "not_connected" }
  | { state: "connected"; account: string; connectedAt: string; lastFetchedAt?: string }
  | { state: "reconnect"; account: string; connectedAt: string; lastFetchedAt?: string; message: string };

/**
 * How each provider's fetch went for one events request. `count`: the answer's events from that calendar (a
 * meeting in both counts for each); `pages`: the requests its listing or sync took.
 */
export type ProviderOutcome =
  | { state: "not_connected" }
  | {
      state: "ok";
      account: string;
      count: number;
      fetchedAt: string;
      pages: number;
      retries: number;
      /**
       * A long round of changes is still being read (a series edited whole, a busy week away): the events are the
       * calendar as it was before it, and `read` of its changes are read so far. Asking again goes on.
       */
      catchingUp?: { read: number };
    }
  /**
   * The year is still being read (a busy calendar takes more than one request): none of its events are in this
   * answer; `read` of the year's events have been read so far. Asking again continues the reading.
   */
  | { state: "syncing"; account: string; read: number; pages: number; retries: number }
  | { state: "reconnect"; account: string; message: string }
  | { state: "error"; account: string; message: string; status?: number };

/**
 * How many times a page asks again by itself while a calendar answers "syncing" (each request reads more of the
 * year): about three minutes of reading at one request per six seconds. Then it waits for the person.
 */
export const MAX_SYNC_REREADS = 30;

// ---- The functions' wire contract (src/api/calendar/*); every call carries the Cognito access token. ----

/** GET /api/calendar/connections */
export interface ConnectionsResponse {
  connections: Record<ProviderId, Connection>;
}

/** POST /api/calendar/connect  body { provider, returnTo? } -> the provider's consent page to navigate to. */
export interface ConnectRequest {
  provider: ProviderId;
  /** A same-site path to come back to (default the provider's page). */
  returnTo?: string;
}
export interface ConnectResponse {
  authorizeUrl: string;
}

/**
 * GET /api/calendar/callback/<provider>?code&state (the provider redirects the browser here) -> 303 to
 * `${returnTo}?connected=<provider>` or `${returnTo}?error=<code>&message=<text>`.
 * DELETE /api/calendar/connections/<provider> -> ConnectionsResponse (grant revoked where possible, tokens deleted).
 */

/** GET /api/calendar/events?start=<ISO instant>&end=<ISO instant>  (at most 400 days) */
export interface EventsResponse {
  range: { start: string; end: string };
  events: UnifiedEvent[];
  providers: Record<ProviderId, ProviderOutcome>;
  /**
   * Items a calendar sent that the rules could not read (a field missing or malformed), with the reason: listed for
   * review instead of vanishing. At most MAX_UNREADABLE; absent when there are none.
   */
  unreadable?: UnreadableItem[];
}

export interface UnreadableItem {
  provider: ProviderId;
  /** The provider's id of the item, when it had one. */
  id?: string;
  reason: string;
}

/** Unreadable items an events answer lists at most (a calendar full of them says so with the first ones). */
export const MAX_UNREADABLE = 100;

/** GET /api/calendar/preferences */
/** A locked quarter as the preferences list it: its filed figures, without the lines (GET locks/<quarter>). */
export type LockSummary = Omit<QuarterLock, "lines">;

export interface PreferencesResponse {
  definition: ReportDefinition;
  overrides: Record<string, VerdictOverride>;
  /** Keys of merged events the user split apart again. */
  unmerged: string[];
  locks: LockSummary[];
}

/** GET /api/calendar/locks/<quarter>: the filed lines of one locked quarter (read only where a report compares). */
export interface LockLinesResponse {
  quarter: string;
  lines: LockedLine[];
}

/**
 * Each change below answers PreferencesUpdate; with the report's query (?year&timeZone&review&events&... as above)
 * it carries the report after the change, so an override or a lock is one request.
 * PUT    /api/calendar/preferences/definition       body ReportDefinition
 * PUT    /api/calendar/overrides/<event key>        body { class?, attendance?, note? }
 * DELETE /api/calendar/overrides/<event key>
 * PUT    /api/calendar/unmerged/<merged key>
 * DELETE /api/calendar/unmerged/<merged key>
 * POST   /api/calendar/locks   body LockRequest: the quarter's figures computed and filed by the functions
 *        (refused unless the quarter has ended; 409 when already locked or the figures moved since offered)
 * DELETE /api/calendar/locks/<quarter>
 * GET    /api/calendar/locks/<quarter>                                                -> LockLinesResponse
 */
/** One month of a report's counted events (the chart and the figures per month). */
export interface MonthFigure {
  year: number;
  month: number;
  count: number;
  hours: number;
}

/**
 * The question a review item asks, in the queue's order: where it happened (no room, address or link), whether the
 * person was there (tentative or unanswered), which of two meetings at the same time in different places they
 * attended, and whether two counted meetings at the same time should both count.
 */
export type ReviewQuestion = "where" | "present" | "conflict" | "overlap";
export const REVIEW_QUESTIONS: readonly ReviewQuestion[] = ["where", "present", "conflict", "overlap"];

/** The other meeting of a 'conflict' or 'overlap' item: the pair is one item of the queue, answered once. */
export interface ReviewPair {
  key: string;
  title: string;
  /** Its time as the report's zone reads it ("1:30 PM – 8:30 PM"). */
  time: string;
  location: string;
  sources: string;
  /** Its override, so an answer that changes it can be undone. */
  override?: VerdictOverride;
}

/** One event of the report as the page shows it: the figures, the verdict and why, and what an override starts from. */
export interface ReportRow {
  key: string;
  /** The day it starts on, in the report's zone (all-day: its own date). */
  date: string;
  title: string;
  hours: number;
  location: string;
  sources: string;
  /** The verdict's class and attendance, with the user's override applied. */
  class: EventClass;
  attendance: Attendance;
  overridden: boolean;
  counted: boolean;
  reasons: string[];
  /** Why it needs a person's look (the 'Needs review' section only). */
  review?: string[];
  /** The question the review queue asks of it (the 'Needs review' section only). */
  question?: ReviewQuestion;
  /** The other meeting, for a 'conflict' or 'overlap' question. */
  pair?: ReviewPair;
  /** Another meeting at the same time in another place: neither counts until the person says which they attended. */
  conflict?: { key: string; title: string };
  /** The event as the calendars have it (what an override corrects). */
  event: UnifiedEvent;
  override?: VerdictOverride;
}

/**
 * The report's two lists, each sent a page at a time so an answer stays small however busy the year: the review
 * queue, and the table of the year's past events (filtered and sorted as the page asks).
 */
export type ReportSection = "review" | "events";
export const REPORT_SECTIONS: readonly ReportSection[] = ["review", "events"];

/** How the events table is sorted inside each quarter: by date (oldest first), most hours first, or title. */
export type TableSort = "date" | "-date" | "-hours" | "hours" | "title";
export const TABLE_SORTS: readonly TableSort[] = ["date", "-date", "-hours", "hours", "title"];
export type SourceFilter = ProviderId | "both";
export type VerdictFilter = "counted" | "not_counted";

/** The events table's filters and sort (absent filter: all). */
export interface TableQuery {
  quarter?: 1 | 2 | 3 | 4;
  month?: number;
  source?: SourceFilter;
  verdict?: VerdictFilter;
  sort: TableSort;
}
export const DEFAULT_TABLE: TableQuery = { sort: "date" };

/** One quarter of the events table: its counted figures (unfiltered) and where its rows are in the filtered list. */
export interface QuarterRows {
  /** "2026-Q1" */
  quarter: string;
  index: 1 | 2 | 3 | 4;
  count: number;
  hours: number;
  /** Rows of this quarter that match the filters, and the index of the first of them in the whole table. */
  rows: number;
  first: number;
}
/** Rows per page of a section: at about 1.5 kB a row, three pages stay far under 1 MB. */
export const REPORT_PAGE_ROWS = 50;

export interface RowPage {
  /** 0-based page shown; `pages` at least 1. */
  page: number;
  pages: number;
  total: number;
  rows: ReportRow[];
}

export interface LineChange {
  key: string;
  before: LockedLine;
  after: LockedLine;
  /** Which figures moved. */
  fields: ("hours" | "title")[];
}

/** How a filed quarter differs from the calendars now. */
export interface LockDiff {
  added: LockedLine[];
  removed: LockedLine[];
  changed: LineChange[];
  count: { locked: number; now: number; delta: number };
  hours: { locked: number; now: number; delta: number };
  unchanged: boolean;
}

/** A locked quarter as the report shows it: the filed figures, and how the calendars differ now (when compared). */
export interface LockView extends LockSummary {
  comparison?: LockDiff;
  /** Why it was not compared (another year, a calendar missing). */
  notCompared?: string;
}

/** A quarter that has ended and may be locked, with the figures a lock would file now. */
export interface LockableQuarter {
  quarter: string;
  count: number;
  hours: number;
}

/**
 * GET /api/calendar/report?year&timeZone[&review&events: page numbers][&quarter&month&source&verdict&sort: the
 * table's] -> ReportResponse: the year's in-person report computed by the functions from the kept events (figures,
 * one page of each list, the locks).
 * While a calendar's year is still being read, `figures` and `sections` are absent and the page asks again.
 * GET /api/calendar/report/csv?year&timeZone -> text/csv, the counted events of the year.
 */
export interface ReportResponse {
  year: number;
  /** The years a report can be asked for: this one and the last (filed in the new year). */
  years: number[];
  timeZone: string;
  definition: ReportDefinition;
  /** [start, end) of the report as instants: January 1 to now, or to the year's end for a past year. */
  start: string;
  end: string;
  /** The CSV's file name: unifiedtime-in-person-<year>-to-<the last day it covers>.csv */
  fileName: string;
  providers: Record<ProviderId, ProviderOutcome>;
  unreadable?: UnreadableItem[];
  /** Connected calendars whose events are missing (reconnect needed, or the service failed). */
  missing: ProviderId[];
  figures?: { count: number; hours: number; months: MonthFigure[] };
  sections?: Record<ReportSection, RowPage>;
  /** How many items of the review queue ask each question (a pair is one item). */
  questions?: Record<ReviewQuestion, number>;
  /** The events table's quarters, from Q1 to the last one begun (every quarter of a past year). */
  quarters?: QuarterRows[];
  /** The filters and sort the events table's rows and quarters were made with (the query's). */
  table?: TableQuery;
  locks: LockView[];
  lockable: LockableQuarter[];
}

/** Which report an answer to a change carries (the page's year, zone and pages), so a change is one request. */
export interface ReportQuery {
  year: number;
  timeZone: string;
  pages: Record<ReportSection, number>;
  table: TableQuery;
}

/** A change to the report's settings answered with the settings and, when the page asked, the report after it. */
export type PreferencesUpdate = PreferencesResponse & { report?: ReportResponse };

export interface OverrideRequest {
  class?: EventClass;
  attendance?: Attendance;
  note?: string;
}
/**
 * POST /api/calendar/locks: the functions compute the quarter's figures; `count` and `hours`, when sent, are the
 * figures the page offered, and the lock is refused (409) if the calendars give others by now.
 */
export interface LockRequest {
  quarter: string;
  timeZone: string;
  count?: number;
  hours?: number;
}
