/**
 * Shows a meeting that is in both calendars once. Copies pair up by (normalised iCalendar UID, occurrence), else by
 * the fallback: start and end within a minute, the same normalised title and the same organizer e-mail. Only a
 * Microsoft copy pairs with a Google copy, each copy at most once, and every copy ends up in exactly one output
 * event. The result does not depend on input order: candidates are visited in an order fixed by ids and times. A
 * merged key the user un-merged keeps both copies apart (and out of any other pairing), each under its own key.
 */
import type { EntryStatus, Signal, UnifiedEvent } from "../../../src/calendar/model";
import { ATTENDANCE_RANK } from "./attendance";
import { classify, signalId } from "./classify";
import type { SourceEvent } from "./source-event";

const MINUTE = 60_000;
const PROVIDER_LABEL = { microsoft: "Microsoft", google: "Google" } as const;

interface Pair {
  ms: SourceEvent;
  g: SourceEvent;
  key: string;
  reason: "ical-uid" | "time-title-organizer";
  detail: string;
}

/** What the pairing stages share; copies are named by their position in `sources`. */
interface PairState {
  sources: readonly SourceEvent[];
  /** 1 once a copy is paired or kept apart by the user: it is offered to no other pairing. */
  taken: Uint8Array;
  /** The output pair each copy belongs to (an index into `pairs`), -1 when it is shown on its own. */
  pairOf: Int32Array;
  pairs: Pair[];
  unmerged: ReadonlySet<string>;
}

/**
 * Source events (ids unique per provider) to unified events, merging shared meetings, sorted by start (an all-day
 * event at the start of its date, UTC), then key. Both pairings work on copies ordered by a number (occurrence,
 * start) with typed-array sorts, so no id sort, string-keyed grouping or wrapper object per copy is needed.
 */
export function mergeSources(sources: readonly SourceEvent[], unmerged: ReadonlySet<string>): UnifiedEvent[] {
  const n = sources.length;
  const state: PairState = {
    sources,
    taken: new Uint8Array(n),
    pairOf: new Int32Array(n).fill(-1),
    pairs: [],
    unmerged,
  };
  uidPairs(state);
  const starts = new Float64Array(n);
  for (let k = 0; k < n; k++) starts[k] = (sources[k] as SourceEvent).startMs;
  const byStart = orderBy(starts);
  fallbackPairs(state, byStart);
  return outputInStartOrder(state, byStart);
}

function accept(state: PairState, pair: Pair, i: number, j: number): void {
  state.taken[i] = 1;
  state.taken[j] = 1;
  // An un-merged pair stays apart and its copies are not offered to any other pairing.
  if (state.unmerged.has(pair.key)) return;
  state.pairOf[i] = state.pairOf[j] = state.pairs.length;
  state.pairs.push(pair);
}

/**
 * Positions 0..n-1 ordered by `values`, ties by position. Value and position pack into one number when the values
 * are whole and their range times n fits in 53 bits (epoch ms always do), so a typed-array sort with no comparator
 * orders them.
 */
function orderBy(values: Float64Array): Int32Array {
  const n = values.length;
  const order = new Int32Array(n);
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let k = 0; k < n; k++) {
    const v = values[k] as number;
    if (v < min) min = v;
    if (v > max) max = v;
    if (!Number.isInteger(v)) whole = false;
  }
  if (n === 0 || !whole || !((max - min + 1) * n < 2 ** 53)) {
    for (let k = 0; k < n; k++) order[k] = k;
    return order.sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  }
  const packed = new Float64Array(n);
  for (let k = 0; k < n; k++) packed[k] = ((values[k] as number) - min) * n + k;
  packed.sort();
  for (let k = 0; k < n; k++) order[k] = (packed[k] as number) % n;
  return order;
}

/**
 * Pairs by (normalised UID, occurrence): within each such group the n-th Microsoft copy and the n-th Google copy in
 * id order pair up (a series' copies of one occurrence). Copies of one group share the occurrence, so the copies with
 * a UID are ordered by occurrence as a number and only runs of equal occurrence are compared as strings.
 */
function uidPairs(state: PairState): void {
  const sources = state.sources;
  const withUid: number[] = [];
  for (let k = 0; k < sources.length; k++) if ((sources[k] as SourceEvent).uid) withUid.push(k);
  const occurrences = new Float64Array(withUid.length);
  for (let a = 0; a < withUid.length; a++) occurrences[a] = (sources[withUid[a] as number] as SourceEvent).occurrenceMs;
  const order = orderBy(occurrences);
  const run: number[] = [];
  for (let a = 0; a < order.length;) {
    const ms = occurrences[order[a] as number] as number;
    let b = a + 1;
    while (b < order.length && occurrences[order[b] as number] === ms) b++;
    if (b - a > 1) {
      run.length = 0;
      for (let r = a; r < b; r++) run.push(withUid[order[r] as number] as number);
      occurrenceRunPairs(state, run);
    }
    a = b;
  }
}

/** Orders copies by UID, occurrence, provider (Microsoft first), then id: one group's copies end up side by side. */
function byUidOccurrenceProviderId(sources: readonly SourceEvent[]): (k: number, l: number) => number {
  return (k, l) => {
    const a = sources[k] as SourceEvent;
    const b = sources[l] as SourceEvent;
    const au = a.uid as string;
    const bu = b.uid as string;
    if (au !== bu) return au < bu ? -1 : 1;
    if (a.occurrence !== b.occurrence) return a.occurrence < b.occurrence ? -1 : 1;
    if (a.provider !== b.provider) return a.provider === "microsoft" ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** The UID pairs among copies with one occurrence number (usually one copy per calendar, or none to pair). */
function occurrenceRunPairs(state: PairState, run: number[]): void {
  const sources = state.sources;
  let microsoft = 0;
  for (const k of run) if ((sources[k] as SourceEvent).provider === "microsoft") microsoft++;
  if (microsoft === 0 || microsoft === run.length) return;
  if (run.length === 2) {
    // The usual case: one copy in each calendar.
    const msFirst = (sources[run[0] as number] as SourceEvent).provider === "microsoft";
    const i = run[msFirst ? 0 : 1] as number;
    const j = run[msFirst ? 1 : 0] as number;
    const a = sources[i] as SourceEvent;
    const b = sources[j] as SourceEvent;
    if (a.uid === b.uid && a.occurrence === b.occurrence) uidPair(state, i, j, 0);
    return;
  }
  run.sort(byUidOccurrenceProviderId(sources));
  for (let g = 0; g < run.length;) {
    const first = sources[run[g] as number] as SourceEvent;
    let end = g + 1;
    let firstGoogle = -1;
    for (; end < run.length; end++) {
      const e = sources[run[end] as number] as SourceEvent;
      if (e.uid !== first.uid || e.occurrence !== first.occurrence) break;
      if (firstGoogle < 0 && e.provider === "google") firstGoogle = end;
    }
    if (first.provider === "microsoft" && firstGoogle > 0) {
      // Lists are in id order, so which copies pair up does not depend on input order.
      const count = Math.min(firstGoogle - g, end - firstGoogle);
      for (let n = 0; n < count; n++) uidPair(state, run[g + n] as number, run[firstGoogle + n] as number, n);
    }
    g = end;
  }
}

function uidPair(state: PairState, i: number, j: number, n: number): void {
  const a = state.sources[i] as SourceEvent;
  const b = state.sources[j] as SourceEvent;
  const uid = a.uid as string;
  accept(
    state,
    {
      ms: a,
      g: b,
      key: `merged:ical:${hash(uid)}:${a.occurrence}${n ? `#${n + 1}` : ""}`,
      reason: "ical-uid",
      detail: `Same calendar UID (…${uid.slice(-12)}) and occurrence (${describeOccurrence(a.occurrence)}) in both calendars`,
    },
    i,
    j,
  );
}

/** Per-call caches of the fallback key's parts: titles and organizers repeat across a calendar (series, teams). */
interface FallbackIds {
  titles: Map<string, number>;
  emails: Map<string, number>;
  /** Ids of normalised titles and e-mails (different raw texts can normalise alike). */
  normalisedTitles: Map<string, number>;
  normalisedEmails: Map<string, number>;
  /** Normalised title per id, for the merge detail. */
  titleText: string[];
  /** Per copy: its title and e-mail ids, computed when first compared (NOT_READ until then). */
  titleOf: Int32Array;
  emailOf: Int32Array;
}

const NOT_READ = -2;

/** A small number per distinct string, so comparing uses numbers instead of normalising strings again. */
function intern(ids: Map<string, number>, text: string): number {
  let n = ids.get(text);
  if (n === undefined) ids.set(text, (n = ids.size));
  return n;
}

/** The id of the normalised title, or -1 when it cannot be used (empty or "(no title)"). */
function titleId(ids: FallbackIds, title: string): number {
  let id = ids.titles.get(title);
  if (id === undefined) {
    const t = normaliseTitle(title);
    if (!t || t === "(no title)") id = -1;
    else {
      id = ids.normalisedTitles.get(t);
      if (id === undefined) {
        ids.normalisedTitles.set(t, (id = ids.titleText.length));
        ids.titleText.push(t);
      }
    }
    ids.titles.set(title, id);
  }
  return id;
}

function emailId(ids: FallbackIds, email: string | undefined): number {
  if (email === undefined) return -1;
  let id = ids.emails.get(email);
  if (id === undefined) {
    const e = email.trim().toLowerCase();
    id = e ? intern(ids.normalisedEmails, e) : -1;
    ids.emails.set(email, id);
  }
  return id;
}

/** Same usable normalised organizer e-mail and title (all-day alike is checked by the caller). */
function sameTitleAndOrganizer(ids: FallbackIds, sources: readonly SourceEvent[], i: number, j: number): boolean {
  const email = emailOfCopy(ids, sources, i);
  if (email < 0 || email !== emailOfCopy(ids, sources, j)) return false;
  const title = titleOfCopy(ids, sources, i);
  return title >= 0 && title === titleOfCopy(ids, sources, j);
}

function emailOfCopy(ids: FallbackIds, sources: readonly SourceEvent[], k: number): number {
  let id = ids.emailOf[k] as number;
  if (id === NOT_READ) ids.emailOf[k] = id = emailId(ids, (sources[k] as SourceEvent).event.organizer?.email);
  return id;
}

function titleOfCopy(ids: FallbackIds, sources: readonly SourceEvent[], k: number): number {
  let id = ids.titleOf[k] as number;
  if (id === NOT_READ) ids.titleOf[k] = id = titleId(ids, (sources[k] as SourceEvent).event.title);
  return id;
}

interface Candidate {
  m: SourceEvent;
  g: SourceEvent;
  i: number;
  j: number;
  cost: number;
}

/** Closest pairs first, ties broken by id order: a fixed order whatever the input order. */
const byCost = (a: Candidate, b: Candidate) =>
  a.cost - b.cost || (a.m.id < b.m.id ? -1 : a.m.id > b.m.id ? 1 : a.g.id < b.g.id ? -1 : a.g.id > b.g.id ? 1 : 0);

/**
 * The fallback: free copies with start and end within a minute, the same normalised title and the same organizer
 * e-mail. A sweep over the copies in start order finds the Google copies near each Microsoft one; titles and e-mails
 * are only normalised for copies that have such a neighbour.
 */
function fallbackPairs(state: PairState, byStart: Int32Array): void {
  const { sources, taken } = state;
  const n = sources.length;
  const ids: FallbackIds = {
    titles: new Map(),
    emails: new Map(),
    normalisedTitles: new Map(),
    normalisedEmails: new Map(),
    titleText: [],
    titleOf: new Int32Array(n).fill(NOT_READ),
    emailOf: new Int32Array(n).fill(NOT_READ),
  };
  const candidates: Candidate[] = [];
  let lo = 0;
  for (let a = 0; a < n; a++) {
    const i = byStart[a] as number;
    const m = sources[i] as SourceEvent;
    if (m.provider !== "microsoft" || taken[i]) continue;
    while ((sources[byStart[lo] as number] as SourceEvent).startMs < m.startMs - MINUTE) lo++;
    for (let b = lo; b < n; b++) {
      const j = byStart[b] as number;
      const g = sources[j] as SourceEvent;
      if (g.startMs > m.startMs + MINUTE) break;
      if (g.provider !== "google" || taken[j] || g.event.allDay !== m.event.allDay) continue;
      const endGap = Math.abs(g.endMs - m.endMs);
      if (endGap <= MINUTE && sameTitleAndOrganizer(ids, sources, i, j)) {
        candidates.push({ m, g, i, j, cost: Math.abs(g.startMs - m.startMs) + endGap });
      }
    }
  }
  candidates.sort(byCost);
  for (const { m, g, i, j } of candidates) {
    if (taken[i] || taken[j]) continue;
    const gap = Math.abs(g.startMs - m.startMs);
    const title = ids.titleText[ids.titleOf[i] as number] as string;
    accept(
      state,
      {
        ms: m,
        g,
        key: `merged:pair:${hash(m.id)}:${hash(g.id)}`,
        reason: "time-title-organizer",
        detail:
          `Same start and end${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, same title ` +
          `"${title}" and same organizer (${m.event.organizer?.email?.toLowerCase()}) in both calendars`,
      },
      i,
      j,
    );
  }
}

/**
 * The output in start order: each copy on its own, or its pair's merged event at the place of the pair's primary
 * copy (whose start the merged event has). Events with the same start are then ordered by key.
 */
function outputInStartOrder(state: PairState, byStart: Int32Array): UnifiedEvent[] {
  const { sources, pairOf, pairs } = state;
  const events: UnifiedEvent[] = [];
  let runFrom = 0;
  let runMs = NaN;
  for (let a = 0; a < byStart.length; a++) {
    const k = byStart[a] as number;
    const copy = sources[k] as SourceEvent;
    const p = pairOf[k] as number;
    let event = copy.event;
    if (p >= 0) {
      const pair = pairs[p] as Pair;
      if (primaryOf(pair) !== copy) continue;
      event = mergedEvent(pair);
    }
    if (copy.startMs !== runMs) {
      sortRunByKey(events, runFrom, events.length);
      runFrom = events.length;
      runMs = copy.startMs;
    }
    events.push(event);
  }
  sortRunByKey(events, runFrom, events.length);
  return events;
}

const byKey = (a: UnifiedEvent, b: UnifiedEvent) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Sorts `events[from, to)` by key in place. Runs of one start are short (a few meetings per slot), and sort() would
 * allocate work arrays for each of thousands of them; long runs (all-day dates) still take sort().
 */
function sortRunByKey(events: UnifiedEvent[], from: number, to: number): void {
  if (to - from > 16) {
    const run = events.slice(from, to).sort(byKey);
    for (let m = from; m < to; m++) events[m] = run[m - from] as UnifiedEvent;
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const e = events[i] as UnifiedEvent;
    let j = i - 1;
    while (j >= from && (events[j] as UnifiedEvent).key > e.key) {
      events[j + 1] = events[j] as UnifiedEvent;
      j--;
    }
    events[j + 1] = e;
  }
}

const TITLE_PREFIX =
  /^(?:fwd?|fw|re|aw|wg|tr|sv|vs|rv|canceled|cancelled|canceled event|cancelled event|abgesagt|annulé|cancelado|updated|updated invitation|invitation|moved|rescheduled|copy)\s*:\s*/i;

/** Title for comparison: case, spacing and forwarding/cancellation prefixes (FW:, Canceled:, …) do not count. */
export function normaliseTitle(title: string): string {
  // NFKC only when needed: it is the costly step and most titles are ASCII.
  let t = (/[^\x00-\x7f]/.test(title) ? title.normalize("NFKC") : title).replace(/\s+/g, " ").trim();
  for (let previous = ""; previous !== t;) {
    previous = t;
    t = t.replace(TITLE_PREFIX, "").trim();
  }
  return t.toLowerCase();
}

function describeOccurrence(occurrence: string): string {
  return occurrence.length === 10 ? occurrence : `${occurrence.slice(0, 10)} ${occurrence.slice(11, 16)} UTC`;
}

const STATUS_RANK: Record<EntryStatus, number> = { confirmed: 2, tentative: 1, cancelled: 0 };

/**
 * Two copies as one event. The copy that is not cancelled (Microsoft when both agree) gives title and times; the
 * location evidence is the union; the attendance is the best response across copies (both copies' reasons kept,
 * labelled by calendar); the online link is the strongest either copy has.
 */
function mergedEvent(pair: Pair): UnifiedEvent {
  const { ms, g, key, reason, detail } = pair;
  const primary = primaryOf(pair);
  const other = primary === ms ? g : ms;
  const p = primary.event;
  const o = other.event;
  const [best, worse] =
    ATTENDANCE_RANK[o.attendance] > ATTENDANCE_RANK[p.attendance] ? [other, primary] : [primary, other];
  const placeSignals: Signal[] = [];
  const seen = new Set<string>();
  // Each copy's place signals are the first `placeCount` of its event's signals.
  for (const copy of [primary, other]) {
    const signals = copy.event.signals;
    for (let k = 0; k < copy.placeCount; k++) {
      const s = signals[k] as Signal;
      const id = signalId(s);
      if (!seen.has(id)) {
        seen.add(id);
        placeSignals.push(s);
      }
    }
  }
  const locations = [...p.locations];
  for (const l of o.locations) if (!locations.some((x) => x.toLowerCase() === l.toLowerCase())) locations.push(l);
  const online = p.online && (primary.onlineStrong || !other.onlineStrong) ? p.online : (o.online ?? p.online);
  const organizer = p.organizer?.email ? p.organizer : (o.organizer ?? p.organizer);
  const event: UnifiedEvent = {
    key,
    title: p.title,
    allDay: p.allDay,
    start: p.start,
    end: p.end,
    kind: p.kind,
    status: p.status,
    locations,
    attendeeCount: Math.max(p.attendeeCount, o.attendeeCount),
    attendance: best.event.attendance,
    class: classify(placeSignals),
    signals: placeSignals.concat(labelled(best), labelled(worse)),
    sources: [ms.event.sources[0], g.event.sources[0]].filter((s) => s !== undefined),
    merge: { reason, detail },
  };
  const timeZone = p.timeZone ?? o.timeZone;
  if (timeZone) event.timeZone = timeZone;
  if (online) event.online = online;
  if (organizer) event.organizer = { ...organizer, self: (p.organizer?.self ?? false) || (o.organizer?.self ?? false) };
  const seriesId = p.seriesId ?? o.seriesId;
  if (seriesId) event.seriesId = seriesId;
  return event;
}

/** The copy that is not cancelled (Microsoft when both agree): it gives the merged event its title and times. */
function primaryOf({ ms, g }: Pair): SourceEvent {
  return STATUS_RANK[g.event.status] > STATUS_RANK[ms.event.status] ? g : ms;
}

/** Attendance signals labelled with their calendar, as copies (the originals may be shared). */
function labelled(e: SourceEvent): Signal[] {
  return e.attendanceSignals.map((s) => ({ ...s, detail: PROVIDER_LABEL[e.provider] }));
}

/** A short stable hash (cyrb53) keeping merged keys compact in URLs and stored un-merge lists. */
export function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
