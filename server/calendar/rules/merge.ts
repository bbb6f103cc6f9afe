/**
 * Shows a meeting that is in both calendars once. Copies pair up by (normalized iCalendar UID, occurrence), else by
 * the fallback: start and end within a minute, the same normalized title and the same organizer e-mail, else by
 * the same start, title and physical place when at least one copy is the user's own (a sync tool's copy of an
 * invitation, which has another UID and the user as organizer, or a copy kept from before the meeting changed, whose
 * end may differ). Only a Microsoft copy pairs with a Google copy, each copy at most once, and every copy ends up in
 * exactly one output event. The result does not depend on input order: candidates are visited in an order fixed by
 * ids and times. A merged key the user un-merged keeps both copies apart (and out of any other pairing), each under
 * its own key.
 */
import type { EntryStatus, Signal, SourceRef, UnifiedEvent } from "../../../core/calendar/model";
import { ATTENDANCE_RANK } from "./attendance";
import { mergeAttendees } from "./attendees";
import { classify, sameIgnoringCase, sameSignal } from "./classify";
import { normalizeICalUid, sameICalUid } from "./ical-uid";
import { orderBy } from "./order";
import type { SourceList } from "./source-event";

const MINUTE = 60_000;
const PROVIDER_LABEL = { microsoft: "Microsoft", google: "Google" } as const;

interface Pair {
  /** The Microsoft and the Google copy (rows of the SourceList). */
  ms: number;
  g: number;
  /** The copy that gives the merged event its title and times (see primaryOf). */
  primary: number;
  key: string;
  reason: NonNullable<UnifiedEvent["merge"]>["reason"];
  detail: string;
  /**
   * The primary copy alone gives attendance and organizer: the other copy is the user's own, whose 'you organized
   * it' is the sync tool's doing and says nothing about the invitation (a decline there must stay a decline).
   */
  primaryAnswers: boolean;
}

/**
 * What the pairing stages share; copies are named by their row in `sources`, whose times and flags are typed
 * arrays, so the stages read them without touching an object per copy. The per-copy state is in typed arrays too:
 * plain arrays doubled the merge phase (docs/performance.md, "Rules engine data structures").
 */
interface PairState {
  sources: SourceList;
  /** The normalized UIDs, computed when a copy is first compared (see uidOf). */
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
 * event at the start of its date, UTC), then key. The pairings work on copies ordered by a number (occurrence,
 * start) with typed-array sorts, so no id sort, string-keyed grouping or wrapper object per copy is needed.
 */
export function mergeSources(sources: SourceList, unmerged: ReadonlySet<string>): UnifiedEvent[] {
  const n = sources.length;
  const state: PairState = {
    sources,
    uids: new Array<string | undefined>(n).fill(undefined),
    taken: new Uint8Array(n),
    pairOf: new Int32Array(n).fill(-1),
    pairs: [],
    unmerged,
  };
  uidPairs(state);
  const byStart = orderBy(sources.startMs.subarray(0, n));
  // The starts in that order, so the sweeps below read them sequentially.
  const sortedStarts = new Float64Array(n);
  for (let a = 0; a < n; a++) sortedStarts[a] = sources.startMs[byStart[a] as number] as number;
  nearbyPairs(state, byStart, sortedStarts);
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

/** The normalized UID of a copy that has one, computed once per call and only for copies that are compared. */
function uidOf(state: PairState, k: number): string {
  let uid = state.uids[k];
  if (uid === undefined) state.uids[k] = uid = normalizeICalUid(state.sources.iCalUids[k] as string);
  return uid;
}

/**
 * Pairs by (normalized UID, occurrence): within each such group the n-th Microsoft copy and the n-th Google copy in
 * id order pair up (a series' copies of one occurrence). Copies of one group share the occurrence, so the copies with
 * a UID are ordered by occurrence as a number, and only runs of equal occurrence holding copies from both calendars
 * are compared (and their UIDs normalized).
 */
function uidPairs(state: PairState): void {
  const sources = state.sources;
  const iCalUids = sources.iCalUids;
  let count = 0;
  for (let k = 0; k < sources.length; k++) if (iCalUids[k] !== undefined) count++;
  const withUid = new Int32Array(count);
  const occurrences = new Float64Array(count);
  for (let k = 0, a = 0; k < sources.length; k++) {
    if (iCalUids[k] === undefined) continue;
    withUid[a] = k;
    occurrences[a++] = sources.occurrenceMs[k] as number;
  }
  const order = orderBy(occurrences);
  const microsoft = sources.microsoft;
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
  const { occurrences, microsoft, ids } = state.sources;
  const ao = occurrences[k] as string;
  const bo = occurrences[l] as string;
  if (ao !== bo) return ao < bo ? -1 : 1;
  if (microsoft[k] !== microsoft[l]) return microsoft[k] ? -1 : 1;
  const a = ids[k] as string;
  const b = ids[l] as string;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The UID pairs among copies with one occurrence number, from both calendars (usually one copy in each). */
function occurrenceRunPairs(state: PairState, run: number[]): void {
  const { occurrences, microsoft, iCalUids } = state.sources;
  if (run.length === 2) {
    // The usual case: one copy in each calendar.
    const msFirst = microsoft[run[0] as number] === 1;
    const i = run[msFirst ? 0 : 1] as number;
    const j = run[msFirst ? 1 : 0] as number;
    if (occurrences[i] === occurrences[j] && sameICalUid(iCalUids[i] as string, iCalUids[j] as string)) {
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
    const first = run[g] as number;
    const firstUid = uidOf(state, first);
    let end = g + 1;
    let firstGoogle = -1;
    for (; end < run.length; end++) {
      const e = run[end] as number;
      if (uidOf(state, e) !== firstUid || occurrences[e] !== occurrences[first]) break;
      if (firstGoogle < 0 && !microsoft[e]) firstGoogle = end;
    }
    if (microsoft[first] && firstGoogle > 0) {
      // Lists are in id order, so which copies pair up does not depend on input order.
      const count = Math.min(firstGoogle - g, end - firstGoogle);
      for (let n = 0; n < count; n++) uidPair(state, run[g + n] as number, run[firstGoogle + n] as number, n);
    }
    g = end;
  }
}

function uidPair(state: PairState, i: number, j: number, n: number): void {
  const uid = uidOf(state, i);
  const occurrence = state.sources.occurrences[i] as string;
  accept(
    state,
    {
      ms: i,
      g: j,
      primary: primaryOf(state.sources, i, j),
      key: `merged:ical:${hash(uid)}:${occurrence}${n ? `#${n + 1}` : ""}`,
      reason: "ical-uid",
      detail: `Same calendar UID (…${uid.slice(-12)}) and occurrence (${describeOccurrence(occurrence)}) in both calendars`,
      primaryAnswers: false,
    },
    i,
    j,
  );
}

/**
 * Per-call caches of the time pairings' parts: titles, organizers and places repeat across a calendar (series,
 * teams, the usual rooms).
 */
interface FallbackIds {
  titles: Map<string, number>;
  emails: Map<string, number>;
  /** A place signal's detail to the id of its normalized text, -1 when nothing is left of it. */
  places: Map<string, number>;
  /** Ids of normalized titles, e-mails and places (different raw texts can normalize alike). */
  normalizedTitles: Map<string, number>;
  normalizedEmails: Map<string, number>;
  normalizedPlaces: Map<string, number>;
  /** Normalized title and place per id, for the merge detail. */
  titleText: string[];
  placeText: string[];
  /** Per copy: its title and e-mail ids, computed when first compared (NOT_READ until then). */
  titleOf: Int32Array;
  emailOf: Int32Array;
  /** Per copy compared by place (few get that far, so a map rather than a column): its place ids, ascending. */
  placesOf: Map<number, Int32Array>;
}

const NOT_READ = -2;

/** A small number per distinct string, so comparing uses numbers instead of normalizing strings again. */
function intern(ids: Map<string, number>, text: string): number {
  let n = ids.get(text);
  if (n === undefined) ids.set(text, (n = ids.size));
  return n;
}

/** The id of the normalized title, or -1 when it cannot be used (empty or "(no title)"). */
function titleId(ids: FallbackIds, title: string): number {
  let id = ids.titles.get(title);
  if (id === undefined) {
    const t = normalizeTitle(title);
    if (!t || t === "(no title)") id = -1;
    else {
      id = ids.normalizedTitles.get(t);
      if (id === undefined) {
        ids.normalizedTitles.set(t, (id = ids.titleText.length));
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
    id = e ? intern(ids.normalizedEmails, e) : -1;
    ids.emails.set(email, id);
  }
  return id;
}

/** Same usable normalized organizer e-mail and title (all-day alike is checked by the caller). */
function sameTitleAndOrganizer(ids: FallbackIds, sources: SourceList, i: number, j: number): boolean {
  const email = emailOfCopy(ids, sources, i);
  if (email < 0 || email !== emailOfCopy(ids, sources, j)) return false;
  return sameTitle(ids, sources, i, j);
}

function sameTitle(ids: FallbackIds, sources: SourceList, i: number, j: number): boolean {
  const title = titleOfCopy(ids, sources, i);
  return title >= 0 && title === titleOfCopy(ids, sources, j);
}

/**
 * The user's own copy: they organize it (`organizer.self`), or it names no organizer. A sync tool's copy of an
 * invitation is such a copy (the tool writes it into the user's calendar as the user), and so is an entry the user
 * typed in themselves.
 */
function isOwn(event: UnifiedEvent): boolean {
  const organizer = event.organizer;
  return organizer === undefined || organizer.self;
}

const NO_PLACES = new Int32Array(0);

/**
 * A copy's physical places, as ids of their normalized text: the detail of each physical signal it has (a room, a
 * conference room, an address, a named place, a located free-text location; a maps link names only its host and does
 * not count). Read from the signals rather than `locations` so a Google room resource (a signal, no location text)
 * and a Graph address (the street line besides the place's name) count, and a dial-in number or "TBD" does not.
 */
function placesOfCopy(ids: FallbackIds, sources: SourceList, k: number): Int32Array {
  let list = ids.placesOf.get(k);
  if (list !== undefined) return list;
  const signals = (sources.events[k] as UnifiedEvent).signals;
  const count = sources.placeCount[k] as number;
  const found: number[] = [];
  for (let s = 0; s < count; s++) {
    const signal = signals[s] as Signal;
    if (signal.kind !== "physical" || signal.code === "maps-link" || !signal.detail) continue;
    const id = placeId(ids, signal.detail);
    if (id >= 0 && !found.includes(id)) found.push(id);
  }
  list = found.length ? Int32Array.from(found).sort() : NO_PLACES;
  ids.placesOf.set(k, list);
  return list;
}

function placeId(ids: FallbackIds, detail: string): number {
  let id = ids.places.get(detail);
  if (id === undefined) {
    const p = normalizePlace(detail);
    if (!p) id = -1;
    else {
      id = ids.normalizedPlaces.get(p);
      if (id === undefined) {
        ids.normalizedPlaces.set(p, (id = ids.placeText.length));
        ids.placeText.push(p);
      }
    }
    ids.places.set(detail, id);
  }
  return id;
}

/**
 * A place both copies have (-1 when none): of several, the one whose text sorts first, so the detail does not
 * depend on the order ids were handed out in.
 */
function sharedPlace(ids: FallbackIds, sources: SourceList, i: number, j: number): number {
  const a = placesOfCopy(ids, sources, i);
  if (!a.length) return -1;
  const b = placesOfCopy(ids, sources, j);
  let shared = -1;
  for (let x = 0, y = 0; x < a.length && y < b.length;) {
    const p = a[x] as number;
    const q = b[y] as number;
    if (p < q) x++;
    else if (p > q) y++;
    else {
      if (shared < 0 || (ids.placeText[p] as string) < (ids.placeText[shared] as string)) shared = p;
      x++;
      y++;
    }
  }
  return shared;
}

function emailOfCopy(ids: FallbackIds, sources: SourceList, k: number): number {
  let id = ids.emailOf[k] as number;
  if (id === NOT_READ) ids.emailOf[k] = id = emailId(ids, (sources.events[k] as UnifiedEvent).organizer?.email);
  return id;
}

function titleOfCopy(ids: FallbackIds, sources: SourceList, k: number): number {
  let id = ids.titleOf[k] as number;
  if (id === NOT_READ) ids.titleOf[k] = id = titleId(ids, (sources.events[k] as UnifiedEvent).title);
  return id;
}

interface Candidate {
  /** The Microsoft and the Google copy, and their ids. */
  i: number;
  j: number;
  mId: string;
  gId: string;
  cost: number;
}

/** Closest pairs first, ties broken by id order: a fixed order whatever the input order. */
const byCost = (a: Candidate, b: Candidate) =>
  a.cost - b.cost || (a.mId < b.mId ? -1 : a.mId > b.mId ? 1 : a.gId < b.gId ? -1 : a.gId > b.gId ? 1 : 0);

/**
 * The two pairings by time, after the UID pairing: first the fallback, free copies with start and end within a
 * minute, the same normalized title and the same organizer e-mail; then, among the copies still free, the same
 * start (within a minute), normalized title and physical place when at least one copy is the user's own (see
 * samePlacePairs). One sweep over the copies in start order finds the Google copies near each Microsoft one for
 * both; titles, e-mails and places are only normalized for copies that have such a neighbor.
 */
function nearbyPairs(state: PairState, byStart: Int32Array, sortedStarts: Float64Array): void {
  const { sources, taken } = state;
  const { microsoft, allDay, endMs, ids: copyIds, events } = sources;
  const n = sources.length;
  const ids: FallbackIds = {
    titles: new Map(),
    emails: new Map(),
    places: new Map(),
    normalizedTitles: new Map(),
    normalizedEmails: new Map(),
    normalizedPlaces: new Map(),
    titleText: [],
    placeText: [],
    titleOf: new Int32Array(n).fill(NOT_READ),
    emailOf: new Int32Array(n).fill(NOT_READ),
    placesOf: new Map(),
  };
  const fallback: Candidate[] = [];
  const samePlace: Candidate[] = [];
  let lo = 0;
  for (let a = 0; a < n; a++) {
    const i = byStart[a] as number;
    if (!microsoft[i] || taken[i]) continue;
    const mStartMs = sortedStarts[a] as number;
    while ((sortedStarts[lo] as number) < mStartMs - MINUTE) lo++;
    for (let b = lo; b < n; b++) {
      const gStartMs = sortedStarts[b] as number;
      if (gStartMs > mStartMs + MINUTE) break;
      const j = byStart[b] as number;
      if (microsoft[j] || taken[j] || allDay[j] !== allDay[i]) continue;
      const endGap = Math.abs((endMs[j] as number) - (endMs[i] as number));
      const cost = Math.abs(gStartMs - mStartMs) + endGap;
      if (endGap <= MINUTE && sameTitleAndOrganizer(ids, sources, i, j)) {
        fallback.push({ i, j, mId: copyIds[i] as string, gId: copyIds[j] as string, cost });
      } else if (
        // (A fallback candidate is not offered again: if the fallback does not take it, a copy of it is taken.)
        (isOwn(events[i] as UnifiedEvent) || isOwn(events[j] as UnifiedEvent)) &&
        sameTitle(ids, sources, i, j) &&
        sharedPlace(ids, sources, i, j) >= 0
      ) {
        samePlace.push({ i, j, mId: copyIds[i] as string, gId: copyIds[j] as string, cost });
      }
    }
  }
  fallbackPairs(state, ids, fallback);
  samePlacePairs(state, ids, samePlace);
}

/** The fallback's candidates, closest first: each copy pairs at most once. */
function fallbackPairs(state: PairState, ids: FallbackIds, candidates: Candidate[]): void {
  const { sources, taken } = state;
  const { startMs, events } = sources;
  candidates.sort(byCost);
  for (const { i, j, mId, gId } of candidates) {
    if (taken[i] || taken[j]) continue;
    const gap = Math.abs((startMs[j] as number) - (startMs[i] as number));
    const title = ids.titleText[ids.titleOf[i] as number] as string;
    const organizer = (events[i] as UnifiedEvent).organizer?.email?.toLowerCase();
    accept(
      state,
      {
        ms: i,
        g: j,
        primary: primaryOf(sources, i, j),
        key: `merged:pair:${hash(mId)}:${hash(gId)}`,
        reason: "time-title-organizer",
        detail:
          `Same start and end${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, same title ` +
          `"${title}" and same organizer (${organizer}) in both calendars`,
        primaryAnswers: false,
      },
      i,
      j,
    );
  }
}

/**
 * The same meeting where one copy is the user's own: a sync tool's copy of an invitation (another UID, the user as
 * organizer), or a copy kept from before the meeting was lengthened or shortened (its end differs). Candidates start
 * within a minute, have the same usable normalized title and share a physical place, and at least one of the two is
 * the user's own; the ends may differ. Two invitations from different organizers are two meetings, and are not
 * paired. Closest pairs (start and end) first. The invitation, not the user's copy, gives title, times, attendance and
 * organizer; when both are the user's own, the copies merge as the other pairings' do.
 */
function samePlacePairs(state: PairState, ids: FallbackIds, candidates: Candidate[]): void {
  const { sources, taken } = state;
  const { startMs, endMs, events } = sources;
  candidates.sort(byCost);
  for (const { i, j, mId, gId } of candidates) {
    if (taken[i] || taken[j]) continue;
    const msOwn = isOwn(events[i] as UnifiedEvent);
    const gOwn = isOwn(events[j] as UnifiedEvent);
    const primary = msOwn === gOwn ? primaryOf(sources, i, j) : msOwn ? j : i;
    const gap = Math.abs((startMs[j] as number) - (startMs[i] as number));
    const title = ids.titleText[ids.titleOf[i] as number] as string;
    const place = ids.placeText[sharedPlace(ids, sources, i, j)] as string;
    const own =
      msOwn === gOwn
        ? "both copies are your own (one may be a sync tool's copy of the other)"
        : `the ${PROVIDER_LABEL[msOwn ? "microsoft" : "google"]} copy is your own ` +
          "(a copy made by a sync tool or kept from before a change)";
    const ends =
      Math.abs((endMs[j] as number) - (endMs[i] as number)) > MINUTE
        ? `; the ends differ, the ${PROVIDER_LABEL[sources.provider(primary)]} copy's is shown`
        : "";
    accept(
      state,
      {
        ms: i,
        g: j,
        primary,
        key: `merged:place:${hash(mId)}:${hash(gId)}`,
        reason: "time-title-place",
        detail:
          `Same start${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, title "${title}" and place ` +
          `"${place}"; ${own}${ends}`,
        primaryAnswers: msOwn !== gOwn,
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
  // Each pair shows two copies as one event: the output's length is known, and it is allocated once.
  const events = new Array<UnifiedEvent>(n - pairs.length);
  // Per output event: the copy it is (its row in sources), or -1 for a merged event; for ordering by key.
  const copyOf = new Int32Array(n);
  let count = 0;
  let runFrom = 0;
  let runMs = NaN;
  for (let a = 0; a < n; a++) {
    const k = byStart[a] as number;
    const p = pairOf[k] as number;
    let event: UnifiedEvent;
    if (p < 0) event = sources.events[k] as UnifiedEvent;
    else {
      const pair = pairs[p] as Pair;
      if (pair.primary !== k) continue;
      event = mergedEvent(sources, pair);
    }
    const startMs = sortedStarts[a] as number;
    if (startMs !== runMs) {
      sortRunByKey(sources, events, copyOf, runFrom, count);
      runFrom = count;
      runMs = startMs;
    }
    copyOf[count] = p < 0 ? k : -1;
    events[count++] = event;
  }
  sortRunByKey(sources, events, copyOf, runFrom, count);
  return events;
}

/**
 * Whether output event x sorts after y by key. A copy's key is "google:" or "microsoft:" then its id, and merged
 * keys start "merged:", so keys order as google copies, merged events, Microsoft copies, each group by the rest of
 * the key: two copies of one calendar compare by id, without reading (and flattening) the concatenated keys.
 */
function keyAfter(sources: SourceList, x: UnifiedEvent, copyX: number, y: UnifiedEvent, copyY: number): boolean {
  if (copyX < 0 || copyY < 0) return x.key > y.key;
  const { microsoft, ids } = sources;
  if (microsoft[copyX] !== microsoft[copyY]) return microsoft[copyX] === 1;
  return (ids[copyX] as string) > (ids[copyY] as string);
}

/**
 * Sorts `events[from, to)` (and `copyOf` alongside) by key in place, stable: an insertion sort, as runs of one start
 * are short (a few meetings per slot) and sort() would allocate work arrays for each of thousands of them. Long
 * runs (all-day dates) sort a list of positions with the same comparison.
 */
function sortRunByKey(sources: SourceList, events: UnifiedEvent[], copyOf: Int32Array, from: number, to: number): void {
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

/**
 * A place for comparison: case, spacing and punctuation do not count ("Fjord Room." is "fjord room", "1 Main St,
 * Springfield" is "1 main st springfield"); letters and digits of any script are kept.
 */
export function normalizePlace(place: string): string {
  const p = /[^\x00-\x7f]/.test(place) ? place.normalize("NFKC") : place;
  return p
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Title for comparison: case, spacing and forwarding/cancellation prefixes (FW:, Canceled:, …) do not count. */
export function normalizeTitle(title: string): string {
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

const STATUS_RANK: Record<EntryStatus, number> = { confirmed: 3, tentative: 2, draft: 1, canceled: 0 };

/**
 * Two copies as one event. The primary copy (see primaryOf and samePlacePairs) gives title and times; the location
 * evidence is the union; the attendance is the best response across copies (both copies' reasons kept, labeled by
 * calendar), except that an invitation's answer is not outranked by the user's own copy of it (`primaryAnswers`);
 * the online link is the strongest either copy has.
 */
function mergedEvent(sources: SourceList, pair: Pair): UnifiedEvent {
  const { ms, g, primary, key, reason, detail, primaryAnswers } = pair;
  const other = primary === ms ? g : ms;
  const p = sources.events[primary] as UnifiedEvent;
  const o = sources.events[other] as UnifiedEvent;
  const otherBetter = !primaryAnswers && ATTENDANCE_RANK[o.attendance] > ATTENDANCE_RANK[p.attendance];
  const best = otherBetter ? other : primary;
  const worse = otherBetter ? primary : other;
  // Each copy's place signals are the first `placeCount` of its event's signals; the same evidence is kept once.
  const signals: Signal[] = [];
  addPlaceSignals(signals, sources, primary);
  addPlaceSignals(signals, sources, other);
  const placeClass = classify(signals);
  addLabeled(signals, sources, best);
  addLabeled(signals, sources, worse);
  const locations = p.locations.slice();
  for (const l of o.locations) if (!locations.some((x) => sameIgnoringCase(x, l))) locations.push(l);
  const strong = sources.onlineStrong;
  const online = p.online && (strong[primary] || !strong[other]) ? p.online : (o.online ?? p.online);
  // The invitation's organizer when the other copy is the user's own (an invitation always names one).
  const organizer = primaryAnswers || p.organizer?.email ? p.organizer : (o.organizer ?? p.organizer);
  const refs: SourceRef[] = [];
  const msRef = (sources.events[ms] as UnifiedEvent).sources[0];
  const gRef = (sources.events[g] as UnifiedEvent).sources[0];
  if (msRef !== undefined) refs.push(msRef);
  if (gRef !== undefined) refs.push(gRef);
  const event: UnifiedEvent = {
    key,
    title: p.title,
    allDay: p.allDay,
    start: p.start,
    end: p.end,
    // A meeting over a status entry: the other calendar's copy may be an Away or working-location block.
    kind: p.kind === "event" || o.kind === "event" ? "event" : p.kind,
    status: p.status,
    locations,
    attendeeCount: Math.max(p.attendeeCount, o.attendeeCount),
    attendees: mergeAttendees(p.attendees, o.attendees),
    attendance: (sources.events[best] as UnifiedEvent).attendance,
    class: placeClass,
    signals,
    sources: refs,
    merge: { reason, detail },
    // Every optional field, undefined when absent (JSON leaves it out), as the parsers build events (see addCopy).
    timeZone: (p.timeZone ?? o.timeZone) || undefined,
    online: online || undefined,
    organizer: organizer && {
      ...organizer,
      self: primaryAnswers ? organizer.self : (p.organizer?.self ?? false) || (o.organizer?.self ?? false),
    },
    seriesId: (p.seriesId ?? o.seriesId) || undefined,
  };
  return event;
}

/** Appends a copy's place signals that are not already there (same kind, code and detail ignoring case). */
function addPlaceSignals(into: Signal[], sources: SourceList, copy: number): void {
  const signals = (sources.events[copy] as UnifiedEvent).signals;
  const count = sources.placeCount[copy] as number;
  for (let k = 0; k < count; k++) {
    const s = signals[k] as Signal;
    let seen = false;
    for (let m = 0; m < into.length && !seen; m++) seen = sameSignal(into[m] as Signal, s);
    if (!seen) into.push(s);
  }
}

/** The copy that is not canceled (Microsoft when both agree): it gives the merged event its title and times. */
function primaryOf(sources: SourceList, ms: number, g: number): number {
  const msStatus = (sources.events[ms] as UnifiedEvent).status;
  return STATUS_RANK[(sources.events[g] as UnifiedEvent).status] > STATUS_RANK[msStatus] ? g : ms;
}

/** Appends a copy's attendance signals labeled with its calendar, as copies (the originals are shared). */
function addLabeled(into: Signal[], sources: SourceList, copy: number): void {
  const detail = PROVIDER_LABEL[sources.provider(copy)];
  const signals = (sources.events[copy] as UnifiedEvent).signals;
  // The attendance signals follow the copy's place signals.
  for (let k = sources.placeCount[copy] as number; k < signals.length; k++) {
    const s = signals[k] as Signal;
    into.push({ kind: s.kind, strength: s.strength, code: s.code, label: s.label, detail });
  }
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
  return base36(4294967296 * (2097151 & h2) + (h1 >>> 0));
}

const BASE36_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * `value.toString(36)` for a whole number below 2^53, where every step (remainder, exact division) is exact. The
 * engine's radix conversion handles fractions too and took about a microsecond per merged key.
 */
export function base36(value: number): string {
  let text = "";
  do {
    const digit = value % 36;
    text = BASE36_DIGITS.charAt(digit) + text;
    value = (value - digit) / 36;
  } while (value > 0);
  return text;
}
