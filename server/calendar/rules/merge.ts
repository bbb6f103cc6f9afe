/**
 * Shows a meeting that is in both calendars once. Copies pair up by (normalised iCalendar UID, occurrence), else by
 * the fallback: start and end within a minute, the same normalised title and the same organizer e-mail. Only a
 * Microsoft copy pairs with a Google copy, each copy at most once, and every copy ends up in exactly one output
 * event. The result does not depend on input order: candidates are visited in an order fixed by ids and times. A
 * merged key the user un-merged keeps both copies apart (and out of any other pairing), each under its own key.
 */
import type { EntryStatus, Signal, SourceRef, UnifiedEvent } from "../../../src/calendar/model";
import { ATTENDANCE_RANK } from "./attendance";
import { classify, sameIgnoringCase, sameSignal } from "./classify";
import { normaliseICalUid } from "./ical-uid";
import { orderBy } from "./order";
import type { SourceEvent } from "./source-event";

const MINUTE = 60_000;
const PROVIDER_LABEL = { microsoft: "Microsoft", google: "Google" } as const;

interface Pair {
  ms: SourceEvent;
  g: SourceEvent;
  /** Position of the copy that gives the merged event its title and times (see primaryOf). */
  primary: number;
  key: string;
  reason: "ical-uid" | "time-title-organizer";
  detail: string;
}

/**
 * What the pairing stages share; copies are named by their position in `sources`. The numbers and flags they compare
 * are copied out of the SourceEvents in one pass in input order: the stages visit copies in sorted orders, and reading
 * the objects there would jump around the heap for every comparison.
 */
interface PairState {
  sources: readonly SourceEvent[];
  startMs: Float64Array;
  endMs: Float64Array;
  /** 1 for a Microsoft copy, 0 for a Google one. */
  microsoft: Uint8Array;
  allDay: Uint8Array;
  /** The normalised UIDs, computed when a copy is first compared (see uidOf). */
  uids: (string | undefined)[];
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
    startMs: new Float64Array(n),
    endMs: new Float64Array(n),
    microsoft: new Uint8Array(n),
    allDay: new Uint8Array(n),
    uids: new Array<string | undefined>(n).fill(undefined),
    taken: new Uint8Array(n),
    pairOf: new Int32Array(n).fill(-1),
    pairs: [],
    unmerged,
  };
  for (let k = 0; k < n; k++) {
    const s = sources[k] as SourceEvent;
    state.startMs[k] = s.startMs;
    state.endMs[k] = s.endMs;
    state.microsoft[k] = s.provider === "microsoft" ? 1 : 0;
    state.allDay[k] = s.allDay ? 1 : 0;
  }
  uidPairs(state);
  const byStart = orderBy(state.startMs);
  // The starts in that order, so the sweeps below read them sequentially.
  const sortedStarts = new Float64Array(n);
  for (let a = 0; a < n; a++) sortedStarts[a] = state.startMs[byStart[a] as number] as number;
  fallbackPairs(state, byStart, sortedStarts);
  return outputInStartOrder(state, byStart, sortedStarts);
}

function accept(state: PairState, pair: Pair, i: number, j: number): void {
  state.taken[i] = 1;
  state.taken[j] = 1;
  // An un-merged pair stays apart and its copies are not offered to any other pairing.
  if (state.unmerged.has(pair.key)) return;
  state.pairOf[i] = state.pairOf[j] = state.pairs.length;
  state.pairs.push(pair);
}

/** The normalised UID of a copy that has one, computed once per call and only for copies that are compared. */
function uidOf(state: PairState, k: number): string {
  let uid = state.uids[k];
  if (uid === undefined) state.uids[k] = uid = normaliseICalUid((state.sources[k] as SourceEvent).iCalUid as string);
  return uid;
}

/**
 * Pairs by (normalised UID, occurrence): within each such group the n-th Microsoft copy and the n-th Google copy in
 * id order pair up (a series' copies of one occurrence). Copies of one group share the occurrence, so the copies with
 * a UID are ordered by occurrence as a number, and only runs of equal occurrence holding copies from both calendars
 * are compared (and their UIDs normalised).
 */
function uidPairs(state: PairState): void {
  const sources = state.sources;
  let count = 0;
  for (let k = 0; k < sources.length; k++) if ((sources[k] as SourceEvent).iCalUid !== undefined) count++;
  const withUid = new Int32Array(count);
  const occurrences = new Float64Array(count);
  for (let k = 0, a = 0; k < sources.length; k++) {
    const s = sources[k] as SourceEvent;
    if (s.iCalUid === undefined) continue;
    withUid[a] = k;
    occurrences[a++] = s.occurrenceMs;
  }
  const order = orderBy(occurrences);
  const microsoft = state.microsoft;
  const run: number[] = [];
  for (let a = 0; a < order.length;) {
    const ms = occurrences[order[a] as number] as number;
    let b = a + 1;
    let fromMicrosoft = microsoft[withUid[order[a] as number] as number] as number;
    for (; b < order.length && occurrences[order[b] as number] === ms; b++) {
      fromMicrosoft += microsoft[withUid[order[b] as number] as number] as number;
    }
    // Only a run with copies from both calendars can hold a pair.
    if (fromMicrosoft > 0 && fromMicrosoft < b - a) {
      run.length = 0;
      for (let r = a; r < b; r++) run.push(withUid[order[r] as number] as number);
      occurrenceRunPairs(state, run);
    }
    a = b;
  }
}

/** Orders copies by UID, occurrence, provider (Microsoft first), then id: one group's copies end up side by side. */
function compareUidCopies(state: PairState, k: number, l: number): number {
  const au = uidOf(state, k);
  const bu = uidOf(state, l);
  if (au !== bu) return au < bu ? -1 : 1;
  const a = state.sources[k] as SourceEvent;
  const b = state.sources[l] as SourceEvent;
  if (a.occurrence !== b.occurrence) return a.occurrence < b.occurrence ? -1 : 1;
  if (a.provider !== b.provider) return a.provider === "microsoft" ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The UID pairs among copies with one occurrence number, from both calendars (usually one copy in each). */
function occurrenceRunPairs(state: PairState, run: number[]): void {
  const sources = state.sources;
  if (run.length === 2) {
    // The usual case: one copy in each calendar.
    const msFirst = state.microsoft[run[0] as number] === 1;
    const i = run[msFirst ? 0 : 1] as number;
    const j = run[msFirst ? 1 : 0] as number;
    if (
      uidOf(state, i) === uidOf(state, j) &&
      (sources[i] as SourceEvent).occurrence === (sources[j] as SourceEvent).occurrence
    ) {
      uidPair(state, i, j, 0);
    }
    return;
  }
  // An insertion sort, stable like sort(): runs hold a handful of copies, and sort() would allocate its work arrays
  // for each of thousands of runs.
  for (let r = 1; r < run.length; r++) {
    const k = run[r] as number;
    let q = r - 1;
    for (; q >= 0 && compareUidCopies(state, run[q] as number, k) > 0; q--) run[q + 1] = run[q] as number;
    run[q + 1] = k;
  }
  for (let g = 0; g < run.length;) {
    const first = sources[run[g] as number] as SourceEvent;
    const firstUid = uidOf(state, run[g] as number);
    let end = g + 1;
    let firstGoogle = -1;
    for (; end < run.length; end++) {
      const e = sources[run[end] as number] as SourceEvent;
      if (uidOf(state, run[end] as number) !== firstUid || e.occurrence !== first.occurrence) break;
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
  const uid = uidOf(state, i);
  accept(
    state,
    {
      ms: a,
      g: b,
      primary: primaryOf(a, b) === a ? i : j,
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
function fallbackPairs(state: PairState, byStart: Int32Array, sortedStarts: Float64Array): void {
  const { sources, taken, microsoft, allDay, endMs } = state;
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
    if (!microsoft[i] || taken[i]) continue;
    const startMs = sortedStarts[a] as number;
    while ((sortedStarts[lo] as number) < startMs - MINUTE) lo++;
    for (let b = lo; b < n; b++) {
      const gStartMs = sortedStarts[b] as number;
      if (gStartMs > startMs + MINUTE) break;
      const j = byStart[b] as number;
      if (microsoft[j] || taken[j] || allDay[j] !== allDay[i]) continue;
      const endGap = Math.abs((endMs[j] as number) - (endMs[i] as number));
      if (endGap <= MINUTE && sameTitleAndOrganizer(ids, sources, i, j)) {
        const m = sources[i] as SourceEvent;
        const g = sources[j] as SourceEvent;
        candidates.push({ m, g, i, j, cost: Math.abs(gStartMs - startMs) + endGap });
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
        primary: primaryOf(m, g) === m ? i : j,
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
function outputInStartOrder(state: PairState, byStart: Int32Array, sortedStarts: Float64Array): UnifiedEvent[] {
  const { sources, pairOf, pairs } = state;
  const n = byStart.length;
  const events: UnifiedEvent[] = [];
  // Per output event: the copy it is (its position in sources), or -1 for a merged event; for ordering by key.
  const copyOf = new Int32Array(n);
  let runFrom = 0;
  let runMs = NaN;
  for (let a = 0; a < n; a++) {
    const k = byStart[a] as number;
    const p = pairOf[k] as number;
    let event: UnifiedEvent;
    if (p < 0) event = (sources[k] as SourceEvent).event;
    else {
      const pair = pairs[p] as Pair;
      if (pair.primary !== k) continue;
      event = mergedEvent(pair);
    }
    const startMs = sortedStarts[a] as number;
    if (startMs !== runMs) {
      sortRunByKey(sources, events, copyOf, runFrom, events.length);
      runFrom = events.length;
      runMs = startMs;
    }
    copyOf[events.length] = p < 0 ? k : -1;
    events.push(event);
  }
  sortRunByKey(sources, events, copyOf, runFrom, events.length);
  return events;
}

/**
 * Whether output event x sorts after y by key. A copy's key is "google:" or "microsoft:" then its id, and merged
 * keys start "merged:", so keys order as google copies, merged events, Microsoft copies, each group by the rest of
 * the key: two copies of one calendar compare by id, without reading (and flattening) the concatenated keys.
 */
function keyAfter(
  sources: readonly SourceEvent[],
  x: UnifiedEvent,
  copyX: number,
  y: UnifiedEvent,
  copyY: number,
): boolean {
  if (copyX < 0 || copyY < 0) return x.key > y.key;
  const a = sources[copyX] as SourceEvent;
  const b = sources[copyY] as SourceEvent;
  if (a.provider !== b.provider) return a.provider === "microsoft";
  return a.id > b.id;
}

/**
 * Sorts `events[from, to)` (and `copyOf` alongside) by key in place, stable: an insertion sort, as runs of one start
 * are short (a few meetings per slot) and sort() would allocate work arrays for each of thousands of them. Long
 * runs (all-day dates) sort a list of positions with the same comparison.
 */
function sortRunByKey(
  sources: readonly SourceEvent[],
  events: UnifiedEvent[],
  copyOf: Int32Array,
  from: number,
  to: number,
): void {
  if (to - from > 16) {
    const run = Array.from({ length: to - from }, (_, r) => from + r);
    run.sort((p, q) => {
      const x = events[p] as UnifiedEvent;
      const y = events[q] as UnifiedEvent;
      const cx = copyOf[p] as number;
      const cy = copyOf[q] as number;
      return keyAfter(sources, x, cx, y, cy) ? 1 : keyAfter(sources, y, cy, x, cx) ? -1 : 0;
    });
    const sorted = run.map((r) => events[r] as UnifiedEvent);
    const copies = run.map((r) => copyOf[r] as number);
    for (let m = from; m < to; m++) {
      events[m] = sorted[m - from] as UnifiedEvent;
      copyOf[m] = copies[m - from] as number;
    }
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const e = events[i] as UnifiedEvent;
    const c = copyOf[i] as number;
    let j = i - 1;
    while (j >= from && keyAfter(sources, events[j] as UnifiedEvent, copyOf[j] as number, e, c)) {
      events[j + 1] = events[j] as UnifiedEvent;
      copyOf[j + 1] = copyOf[j] as number;
      j--;
    }
    events[j + 1] = e;
    copyOf[j + 1] = c;
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
  const primary = primaryOf(ms, g);
  const other = primary === ms ? g : ms;
  const p = primary.event;
  const o = other.event;
  const otherBetter = ATTENDANCE_RANK[o.attendance] > ATTENDANCE_RANK[p.attendance];
  const best = otherBetter ? other : primary;
  const worse = otherBetter ? primary : other;
  // Each copy's place signals are the first `placeCount` of its event's signals; the same evidence is kept once.
  const signals: Signal[] = [];
  addPlaceSignals(signals, primary);
  addPlaceSignals(signals, other);
  const placeClass = classify(signals);
  addLabelled(signals, best);
  addLabelled(signals, worse);
  const locations = p.locations.slice();
  for (const l of o.locations) if (!locations.some((x) => sameIgnoringCase(x, l))) locations.push(l);
  const online = p.online && (primary.onlineStrong || !other.onlineStrong) ? p.online : (o.online ?? p.online);
  const organizer = p.organizer?.email ? p.organizer : (o.organizer ?? p.organizer);
  const sources: SourceRef[] = [];
  const msRef = ms.event.sources[0];
  const gRef = g.event.sources[0];
  if (msRef !== undefined) sources.push(msRef);
  if (gRef !== undefined) sources.push(gRef);
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
    class: placeClass,
    signals,
    sources,
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

/** Appends a copy's place signals that are not already there (same kind, code and detail ignoring case). */
function addPlaceSignals(into: Signal[], copy: SourceEvent): void {
  const signals = copy.event.signals;
  for (let k = 0; k < copy.placeCount; k++) {
    const s = signals[k] as Signal;
    let seen = false;
    for (let m = 0; m < into.length && !seen; m++) seen = sameSignal(into[m] as Signal, s);
    if (!seen) into.push(s);
  }
}

/** The copy that is not cancelled (Microsoft when both agree): it gives the merged event its title and times. */
function primaryOf(ms: SourceEvent, g: SourceEvent): SourceEvent {
  return STATUS_RANK[g.event.status] > STATUS_RANK[ms.event.status] ? g : ms;
}

/** Appends a copy's attendance signals labelled with its calendar, as copies (the originals are shared). */
function addLabelled(into: Signal[], e: SourceEvent): void {
  const detail = PROVIDER_LABEL[e.provider];
  for (const s of e.attendanceSignals)
    into.push({ kind: s.kind, strength: s.strength, code: s.code, label: s.label, detail });
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
