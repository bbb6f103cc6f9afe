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

/** A merged or single event, with its start as epoch ms for sorting. */
export interface Built {
  event: UnifiedEvent;
  startMs: number;
}

interface Pair {
  ms: SourceEvent;
  g: SourceEvent;
  /** Positions of the copies in the id-sorted lists. */
  i: number;
  j: number;
  key: string;
  reason: "ical-uid" | "time-title-organizer";
  detail: string;
}

const byId = (a: SourceEvent, b: SourceEvent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Source events (ids unique per provider) to unified events, merging shared meetings. */
export function mergeSources(sources: readonly SourceEvent[], unmerged: ReadonlySet<string>): Built[] {
  const ms: SourceEvent[] = [];
  const google: SourceEvent[] = [];
  for (const e of sources) (e.provider === "microsoft" ? ms : google).push(e);
  ms.sort(byId);
  google.sort(byId);
  // Pairing state per copy, by its position in `ms` / `google`: 0 free, 1 taken (merged or kept apart by the user).
  const state: PairState = {
    msTaken: new Uint8Array(ms.length),
    gTaken: new Uint8Array(google.length),
    pairs: [],
    unmerged,
  };
  uidPairs(ms, google, state);
  fallbackPairs(ms, google, state);
  const out: Built[] = [];
  // Copies inside an output pair, by position (a flag array rather than a Set of objects).
  const msMerged = new Uint8Array(ms.length);
  const gMerged = new Uint8Array(google.length);
  for (const pair of state.pairs) {
    msMerged[pair.i] = 1;
    gMerged[pair.j] = 1;
    out.push(mergedEvent(pair));
  }
  for (let i = 0; i < ms.length; i++) {
    const e = ms[i] as SourceEvent;
    if (!msMerged[i]) out.push({ event: e.event, startMs: e.startMs });
  }
  for (let j = 0; j < google.length; j++) {
    const e = google[j] as SourceEvent;
    if (!gMerged[j]) out.push({ event: e.event, startMs: e.startMs });
  }
  return out;
}

interface PairState {
  msTaken: Uint8Array;
  gTaken: Uint8Array;
  pairs: Pair[];
  unmerged: ReadonlySet<string>;
}

function accept(state: PairState, pair: Pair): void {
  state.msTaken[pair.i] = 1;
  state.gTaken[pair.j] = 1;
  // An un-merged pair stays apart and its copies are not offered to any other pairing.
  if (!state.unmerged.has(pair.key)) state.pairs.push(pair);
}

/** A small number per distinct string, so grouping uses numeric keys instead of a Map per UID or joined strings. */
function intern(ids: Map<string, number>, text: string): number {
  let n = ids.get(text);
  if (n === undefined) ids.set(text, (n = ids.size));
  return n;
}

function uidPairs(ms: SourceEvent[], google: SourceEvent[], state: PairState): void {
  // One slot per distinct UID (a single string lookup per copy); the copies of a slot are chained in id order
  // through head and next arrays, so grouping allocates no Map or list per UID.
  const slots = new Map<string, number>();
  const msHead: number[] = [];
  const gHead: number[] = [];
  const msNext = new Int32Array(ms.length).fill(-1);
  const gNext = new Int32Array(google.length).fill(-1);
  for (let i = ms.length - 1; i >= 0; i--) {
    const uid = (ms[i] as SourceEvent).uid;
    if (!uid) continue;
    const slot = intern(slots, uid);
    if (slot === msHead.length) {
      msHead.push(-1);
      gHead.push(-1);
    }
    msNext[i] = msHead[slot] as number;
    msHead[slot] = i;
  }
  for (let j = google.length - 1; j >= 0; j--) {
    const uid = (google[j] as SourceEvent).uid;
    if (!uid) continue;
    const slot = slots.get(uid);
    // A UID only Google has cannot pair.
    if (slot === undefined) continue;
    gNext[j] = gHead[slot] as number;
    gHead[slot] = j;
  }
  for (let slot = 0; slot < msHead.length; slot++) {
    const i = msHead[slot] as number;
    const j = gHead[slot] as number;
    if (j < 0) continue;
    if (msNext[i] === -1 && gNext[j] === -1) {
      // The usual case: one copy on each side.
      const a = ms[i] as SourceEvent;
      const b = google[j] as SourceEvent;
      if (a.occurrence === b.occurrence) uidPair(state, a, b, i, j, 0);
    } else occurrencePairs(ms, google, msNext, gNext, i, j, state);
  }
}

/** Copies of one UID (a series) paired per occurrence: the n-th copies in id order of each side pair up. */
function occurrencePairs(
  ms: SourceEvent[],
  google: SourceEvent[],
  msNext: Int32Array,
  gNext: Int32Array,
  firstMs: number,
  firstG: number,
  state: PairState,
): void {
  const byOccurrence = new Map<string, { ms: number[]; g: number[] }>();
  for (let i = firstMs; i >= 0; i = msNext[i] as number) {
    const occurrence = (ms[i] as SourceEvent).occurrence;
    const entry = byOccurrence.get(occurrence);
    if (entry) entry.ms.push(i);
    else byOccurrence.set(occurrence, { ms: [i], g: [] });
  }
  for (let j = firstG; j >= 0; j = gNext[j] as number)
    byOccurrence.get((google[j] as SourceEvent).occurrence)?.g.push(j);
  for (const { ms: m, g } of byOccurrence.values()) {
    // Lists are in id order, so which copies pair up does not depend on input order.
    for (let n = 0; n < Math.min(m.length, g.length); n++) {
      const i = m[n] as number;
      const j = g[n] as number;
      uidPair(state, ms[i] as SourceEvent, google[j] as SourceEvent, i, j, n);
    }
  }
}

function uidPair(state: PairState, a: SourceEvent, b: SourceEvent, i: number, j: number, n: number): void {
  const uid = a.uid as string;
  accept(state, {
    ms: a,
    g: b,
    i,
    j,
    key: `merged:ical:${hash(uid)}:${a.occurrence}${n ? `#${n + 1}` : ""}`,
    reason: "ical-uid",
    detail: `Same calendar UID (…${uid.slice(-12)}) and occurrence (${describeOccurrence(a.occurrence)}) in both calendars`,
  });
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

/** (title, organizer, all-day) as one number, or -1 when the event has no usable title or organizer e-mail. */
function fallbackKeys(list: SourceEvent[], taken: Uint8Array, ids: FallbackIds): Float64Array {
  const keys = new Float64Array(list.length).fill(-1);
  for (let n = 0; n < list.length; n++) {
    if (taken[n]) continue;
    const e = (list[n] as SourceEvent).event;
    const email = emailId(ids, e.organizer?.email);
    if (email < 0) continue;
    const title = titleId(ids, e.title);
    if (title < 0) continue;
    keys[n] = (title * 2 ** 24 + email) * 2 + (e.allDay ? 1 : 0);
  }
  return keys;
}

interface Candidate {
  i: number;
  j: number;
  cost: number;
}

const byCost = (a: Candidate, b: Candidate) => a.cost - b.cost || a.i - b.i || a.j - b.j;

function fallbackPairs(ms: SourceEvent[], google: SourceEvent[], state: PairState): void {
  const ids: FallbackIds = {
    titles: new Map(),
    emails: new Map(),
    normalisedTitles: new Map(),
    normalisedEmails: new Map(),
    titleText: [],
  };
  const gKeys = fallbackKeys(google, state.gTaken, ids);
  const msKeys = fallbackKeys(ms, state.msTaken, ids);
  // The numeric key packs the e-mail id into 24 bits; far beyond any calendar, but never silently wrong.
  if (ids.normalisedEmails.size >= 2 ** 24) throw new Error("fallbackPairs: more than 2^24 distinct organizers");
  // Free Google copies by (title, organizer, all-day), each bucket sorted by start for a ±1 minute window search.
  const buckets = new Map<number, number[]>();
  for (let j = 0; j < google.length; j++) {
    const k = gKeys[j] as number;
    if (k < 0) continue;
    const list = buckets.get(k);
    if (list) list.push(j);
    else buckets.set(k, [j]);
  }
  const starts = new Float64Array(google.length);
  for (let j = 0; j < google.length; j++) starts[j] = (google[j] as SourceEvent).startMs;
  // Signs, not the difference: a difference of epoch ms is no small integer and sort would box every result.
  const byStart = (a: number, b: number) => {
    const sa = starts[a] as number;
    const sb = starts[b] as number;
    return sa < sb ? -1 : sa > sb ? 1 : a - b;
  };
  for (const list of buckets.values()) if (list.length > 1) list.sort(byStart);
  const candidates: Candidate[] = [];
  for (let i = 0; i < ms.length; i++) {
    const k = msKeys[i] as number;
    const list = k < 0 ? undefined : buckets.get(k);
    if (!list) continue;
    const m = ms[i] as SourceEvent;
    for (let n = lowerBound(list, starts, m.startMs - MINUTE); n < list.length; n++) {
      const j = list[n] as number;
      const g = google[j] as SourceEvent;
      if (g.startMs > m.startMs + MINUTE) break;
      const endGap = Math.abs(g.endMs - m.endMs);
      if (endGap <= MINUTE) candidates.push({ i, j, cost: Math.abs(g.startMs - m.startMs) + endGap });
    }
  }
  // Closest pairs first, ties broken by id order: a fixed order whatever the input order.
  candidates.sort(byCost);
  for (const { i, j } of candidates) {
    if (state.msTaken[i] || state.gTaken[j]) continue;
    const m = ms[i] as SourceEvent;
    const g = google[j] as SourceEvent;
    const gap = Math.abs(g.startMs - m.startMs);
    const title = ids.titleText[titleId(ids, m.event.title)] as string;
    accept(state, {
      ms: m,
      g,
      i,
      j,
      key: `merged:pair:${hash(m.id)}:${hash(g.id)}`,
      reason: "time-title-organizer",
      detail:
        `Same start and end${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, same title ` +
        `"${title}" and same organizer (${m.event.organizer?.email?.toLowerCase()}) in both calendars`,
    });
  }
}

function lowerBound(list: number[], starts: Float64Array, ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[list[mid] as number] as number) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
function mergedEvent({ ms, g, key, reason, detail }: Pair): Built {
  const [primary, other] = STATUS_RANK[g.event.status] > STATUS_RANK[ms.event.status] ? [g, ms] : [ms, g];
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
  return { event, startMs: primary.startMs };
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
