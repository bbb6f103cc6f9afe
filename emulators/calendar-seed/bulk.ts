/**
 * Large datasets for benchmarks: `count` plausible events per provider spread over working days of a window, a
 * share of them present in both calendars (the same logical meeting encoded on each side, half Outlook- and half
 * Google-originated), some as occurrences of recurring series. Each event draws from its own seeded stream keyed by
 * its index, so generating one provider never needs the other and shared events agree between the two calls.
 */
import type { ProviderId } from "../../core/calendar/model";
import { epochDayAt, weekdayOfEpochDay } from "../../core/time/plainDate";
import { DAY_MS, MINUTE_MS } from "../../core/time/units";
import { instantOfWall } from "../../core/time/zone";
import { GOOGLE_SELF, HOME_TZ, MS_SELF, PEOPLE, PLACES, meet, teams, zoom } from "./directory";
import { outlookUid } from "./ical-uid";
import { googleId } from "./ids";
import type { Answer, Expected, Invitee, Occurrence, Place } from "./occurrence";
import { pick, streamFor, type Random } from "./prng";
import { encodeSeed, type Seed } from "./default-seed";
import { toGoogleEvent } from "./google-encoding";
import { toGraphEvent } from "./graph-encoding";
import type { GoogleEvent, GraphEvent } from "./wire";

export interface BulkOptions {
  count: number;
  start: Date;
  end: Date;
  /**
   * The events also present in the other calendar: a fraction (0–1) of `count`, or a number of events when above 1.
   * Default 0.2. Use the same value for both providers.
   */
  sharedWith?: number;
  /** Another dataset with the same shape (default 1). */
  seed?: number;
}

const TITLES = [
  "Project sync",
  "Design review",
  "Client check-in",
  "Sprint planning",
  "Architecture workshop",
  "Budget review",
  "Hiring interview",
  "Security review",
  "Roadmap session",
  "Vendor demo",
  "Data migration planning",
  "Retrospective",
];
const CLIENTS = ["Fabrikam", "Tailspin", "Adatum", "Wingtip", "Contoso", "Northwind"];
const OTHERS = Object.values(PEOPLE);
const ROOMS_MS: Place[] = [PLACES.thames, PLACES.fabrikamBoardroom, PLACES.adatumSakura];
const ROOMS_GOOGLE: Place[] = [PLACES.tailspinHudson, PLACES.tailspinBoard];
const ADDRESSES: Place[] = [
  PLACES.wingtipOffice,
  PLACES.fabrikamCanaryWharf,
  PLACES.dishoom,
  PLACES.ludlow,
  PLACES.wolseley,
];

function answer(random: Random): Answer {
  const r = random();
  return r < 0.8 ? "accepted" : r < 0.88 ? "tentative" : r < 0.94 ? "needsAction" : "declined";
}

const ATTENDANCE: Record<Answer, Expected["attendance"]> = {
  accepted: "attended",
  tentative: "tentative",
  needsAction: "no_response",
  declined: "declined",
};

/** Working days (Mon–Fri) in the window, as day numbers. */
function workingDays(start: number, end: number): number[] {
  const days: number[] = [];
  for (let d = epochDayAt(start) + 1; (d + 1) * DAY_MS <= end; d++) {
    if (weekdayOfEpochDay(d) <= 4) days.push(d);
  }
  return days;
}

/** Salts of the streams a series' shared fields come from, one per owner, apart from the events' own (1 to 4). */
const SERIES_SALT: Record<ProviderId | "shared", number> = { microsoft: 5, google: 6, shared: 7 };

function bulkOccurrence(
  index: number,
  day: number,
  minuteOfDay: number,
  owner: ProviderId | "shared",
  random: Random,
  windowStart: number,
  seed: number,
): Occurrence {
  const key = `bulk:${owner}:${index}`;
  const both = owner === "shared";
  const seriesNo = random() < 0.3 ? index % 50 : undefined;
  const seriesKey = seriesNo === undefined ? undefined : `bulk:${owner}:series:${seriesNo}`;
  // What a calendar keeps on the series (subject, people and answers, places, meeting link) is drawn once per series:
  // Graph sends an occurrence bare and it takes its master's fields. Each event's times and cancellation are its own.
  const shape = seriesNo === undefined ? random : streamFor(seed, seriesNo, SERIES_SALT[owner]);
  const origin: ProviderId = owner === "shared" ? (shape() < 0.5 ? "microsoft" : "google") : owner;
  const client = pick(shape, CLIENTS);
  const title = seriesKey
    ? `${client} weekly ${pick(shape, TITLES).toLowerCase()}`
    : `${client}: ${pick(shape, TITLES)}`;
  const minutes = pick(random, [30, 30, 45, 60, 60, 90, 120]);
  const start = instantOfWall(day * DAY_MS + minuteOfDay * MINUTE_MS, HOME_TZ);
  // Deterministic and never after the start: a few weeks before the window opens.
  // A series was created once: its members share the stamp (it is part of an Outlook UID, and of the answers' times).
  const created = Math.floor((windowStart - 21 * DAY_MS) / 1000) * 1000 + ((seriesNo ?? index) % 5000) * 60_000;

  const organizerIsSelf = shape() < 0.15;
  const selfAnswer = answer(shape);
  const organizer = organizerIsSelf ? (origin === "microsoft" ? MS_SELF : GOOGLE_SELF) : pick(shape, OTHERS);
  const invitees: Invitee[] = [{ ...pick(shape, OTHERS), answer: "accepted" }];
  const selfAddresses = both ? [MS_SELF, GOOGLE_SELF] : [origin === "microsoft" ? MS_SELF : GOOGLE_SELF];
  for (const self of selfAddresses) {
    if (self.email !== organizer.email) invitees.push({ ...self, answer: selfAnswer });
  }
  const attendance = organizerIsSelf && !both ? "attended" : ATTENDANCE[selfAnswer];

  const r = shape();
  let places: Place[] = [];
  let online: Occurrence["online"];
  let cls: Expected["class"];
  const rooms = origin === "microsoft" ? ROOMS_MS : ROOMS_GOOGLE;
  const linkKey = seriesKey ?? key;
  const link = () => (origin === "microsoft" ? teams(linkKey) : meet(linkKey));
  if (r < 0.35) {
    online = link();
    cls = "online";
  } else if (r < 0.45) {
    online = zoom(linkKey);
    cls = "online";
  } else if (r < 0.62) {
    places = [pick(shape, rooms)];
    cls = "in_person";
  } else if (r < 0.78) {
    places = [pick(shape, ADDRESSES)];
    cls = "in_person";
  } else if (r < 0.9) {
    places = [pick(shape, rooms)];
    online = link();
    cls = "hybrid";
  } else {
    cls = "unknown";
  }
  const canceled = random() < 0.03;

  const occ: Occurrence = {
    key,
    title,
    allDay: false,
    start,
    end: start + minutes * MINUTE_MS,
    timeZone: HOME_TZ,
    canceled,
    origin: online?.provider === "zoom" && origin === "microsoft" ? "external" : origin,
    uid: origin === "microsoft" ? outlookUid(seriesKey ?? key, created) : `${googleId(seriesKey ?? key)}@google.com`,
    organizer,
    invitees,
    places,
    ...(online ? { online } : {}),
    kind: "event",
    in: both ? ["microsoft", "google"] : [origin],
    created,
    expected: { class: cls, attendance: organizerIsSelf && both ? "attended" : attendance },
    why: "bulk",
  };
  if (occ.origin === "external") occ.uid = `${linkKey}@zoom.example`;
  if (seriesKey)
    occ.series = { key: seriesKey, originalStart: start, ...(canceled ? { change: "canceled" as const } : {}) };
  return occ;
}

/** The logical occurrences a provider's bulk dataset holds (its own and the shared ones). */
export function bulkOccurrences(provider: ProviderId | "both", options: BulkOptions): Occurrence[] {
  const { count } = options;
  const startMs = options.start.getTime();
  const endMs = options.end.getTime();
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`generateBulk: count must be a whole number, got ${count}`);
  if (!(endMs > startMs)) throw new Error("generateBulk: end must be after start");
  const days = workingDays(startMs, endMs);
  if (days.length === 0) throw new Error("generateBulk: the window holds no working day");
  const shared = options.sharedWith ?? 0.2;
  const share = shared > 1 ? Math.min(1, shared / Math.max(1, count)) : Math.max(0, shared);
  const seed = options.seed ?? 1;
  const perDay = Math.ceil(count / days.length);
  const out: Occurrence[] = [];
  for (let i = 0; i < count; i++) {
    const dayIndex = Math.floor((i * days.length) / count);
    const firstOfDay = Math.ceil((dayIndex * count) / days.length);
    const day = days[dayIndex] ?? days[0] ?? 0;
    // Distinct minutes within a day (08:00–18:00), so series instance ids never collide.
    const minuteOfDay = 8 * 60 + Math.floor(((i - firstOfDay) * 600) / perDay);
    const isShared = streamFor(seed, i, 1)() < share;
    if (isShared) {
      out.push(bulkOccurrence(i, day, minuteOfDay, "shared", streamFor(seed, i, 2), startMs, seed));
    } else {
      for (const p of provider === "both" ? (["microsoft", "google"] as const) : [provider]) {
        out.push(bulkOccurrence(i, day, minuteOfDay, p, streamFor(seed, i, p === "microsoft" ? 3 : 4), startMs, seed));
      }
    }
  }
  return out;
}

export function generateBulk(options: BulkOptions & { provider: "microsoft" }): GraphEvent[];
export function generateBulk(options: BulkOptions & { provider: "google" }): GoogleEvent[];
export function generateBulk(options: BulkOptions & { provider: ProviderId }): GraphEvent[] | GoogleEvent[];
export function generateBulk(options: BulkOptions & { provider: ProviderId }): GraphEvent[] | GoogleEvent[] {
  const occurrences = bulkOccurrences(options.provider, options);
  return options.provider === "microsoft" ? occurrences.map(toGraphEvent) : occurrences.map(toGoogleEvent);
}

/** Both calendars and the truth, for the CLI's --bulk. */
export function generateBulkSeed(options: BulkOptions): Seed {
  return encodeSeed(bulkOccurrences("both", options));
}
