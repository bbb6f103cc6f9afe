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
  key: string;
  reason: "ical-uid" | "time-title-organizer";
  detail: string;
}

const byId = (a: SourceEvent, b: SourceEvent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Source events (ids unique per provider) to unified events, merging shared meetings. */
export function mergeSources(sources: readonly SourceEvent[], unmerged: ReadonlySet<string>): Built[] {
  const ms = sources.filter((e) => e.provider === "microsoft").sort(byId);
  const google = sources.filter((e) => e.provider === "google").sort(byId);
  // Pairing state per copy, by its position in `ms` / `google`: 0 free, 1 taken (merged or kept apart by the user).
  const msTaken = new Uint8Array(ms.length);
  const gTaken = new Uint8Array(google.length);
  const pairs: Pair[] = [];
  const accept = (pair: Pair, i: number, j: number) => {
    msTaken[i] = 1;
    gTaken[j] = 1;
    // An un-merged pair stays apart and its copies are not offered to any other pairing.
    if (!unmerged.has(pair.key)) pairs.push(pair);
  };
  uidPairs(ms, google, accept);
  fallbackPairs(ms, google, msTaken, gTaken, accept);
  const out: Built[] = [];
  const merged = new Set<SourceEvent>();
  for (const pair of pairs) {
    merged.add(pair.ms);
    merged.add(pair.g);
    out.push(mergedEvent(pair));
  }
  for (const list of [ms, google]) {
    for (const e of list) if (!merged.has(e)) out.push({ event: e.event, startMs: e.startMs });
  }
  return out;
}

type Accept = (pair: Pair, msIndex: number, googleIndex: number) => void;

function uidPairs(ms: SourceEvent[], google: SourceEvent[], accept: Accept): void {
  // Nested maps keyed by the strings as they are (their hashes are cached), not by a concatenated key per event.
  const byUid = new Map<string, Map<string, { ms: number[]; g: number[] }>>();
  const groups: Array<{ ms: number[]; g: number[] }> = [];
  const group = (e: SourceEvent) => {
    let byOccurrence = byUid.get(e.uid as string);
    if (!byOccurrence) byUid.set(e.uid as string, (byOccurrence = new Map()));
    let entry = byOccurrence.get(e.occurrence);
    if (!entry) {
      byOccurrence.set(e.occurrence, (entry = { ms: [], g: [] }));
      groups.push(entry);
    }
    return entry;
  };
  ms.forEach((e, i) => e.uid && group(e).ms.push(i));
  google.forEach((e, j) => e.uid && group(e).g.push(j));
  for (const { ms: m, g } of groups) {
    // Lists are in id order, so which copies pair up does not depend on input order.
    for (let n = 0; n < Math.min(m.length, g.length); n++) {
      const a = ms[m[n] as number] as SourceEvent;
      const b = google[g[n] as number] as SourceEvent;
      const uid = a.uid as string;
      const pair: Pair = {
        ms: a,
        g: b,
        key: `merged:ical:${hash(uid)}:${a.occurrence}${n ? `#${n + 1}` : ""}`,
        reason: "ical-uid",
        detail: `Same calendar UID (…${uid.slice(-12)}) and occurrence (${describeOccurrence(a.occurrence)}) in both calendars`,
      };
      accept(pair, m[n] as number, g[n] as number);
    }
  }
}

function fallbackPairs(
  ms: SourceEvent[],
  google: SourceEvent[],
  msTaken: Uint8Array,
  gTaken: Uint8Array,
  accept: Accept,
): void {
  // Free Google copies by (title, organizer, all-day), each bucket sorted by start for a ±1 minute window search.
  const buckets = new Map<string, number[]>();
  google.forEach((g, j) => {
    if (gTaken[j]) return;
    const k = fallbackKey(g);
    if (!k) return;
    const list = buckets.get(k);
    if (list) list.push(j);
    else buckets.set(k, [j]);
  });
  const startOf = (j: number) => (google[j] as SourceEvent).startMs;
  for (const list of buckets.values()) list.sort((a, b) => startOf(a) - startOf(b) || a - b);
  const candidates: Array<{ i: number; j: number; cost: number }> = [];
  ms.forEach((m, i) => {
    if (msTaken[i]) return;
    const k = fallbackKey(m);
    const list = k ? buckets.get(k) : undefined;
    if (!list) return;
    for (let n = lowerBound(list, startOf, m.startMs - MINUTE); n < list.length; n++) {
      const j = list[n] as number;
      const g = google[j] as SourceEvent;
      if (g.startMs > m.startMs + MINUTE) break;
      const endGap = Math.abs(g.endMs - m.endMs);
      if (endGap <= MINUTE) candidates.push({ i, j, cost: Math.abs(g.startMs - m.startMs) + endGap });
    }
  });
  // Closest pairs first, ties broken by id order: a fixed order whatever the input order.
  candidates.sort((a, b) => a.cost - b.cost || a.i - b.i || a.j - b.j);
  for (const { i, j } of candidates) {
    if (msTaken[i] || gTaken[j]) continue;
    const m = ms[i] as SourceEvent;
    const g = google[j] as SourceEvent;
    const gap = Math.abs(g.startMs - m.startMs);
    const pair: Pair = {
      ms: m,
      g,
      key: `merged:pair:${hash(m.id)}:${hash(g.id)}`,
      reason: "time-title-organizer",
      detail:
        `Same start and end${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, same title ` +
        `"${normaliseTitle(m.event.title)}" and same organizer (${m.event.organizer?.email?.toLowerCase()}) in both calendars`,
    };
    accept(pair, i, j);
  }
}

function fallbackKey(e: SourceEvent): string | undefined {
  const email = e.event.organizer?.email?.trim().toLowerCase();
  const title = normaliseTitle(e.event.title);
  if (!email || !title || title === "(no title)") return undefined;
  return `${title}\n${email}\n${e.event.allDay}`;
}

function lowerBound(list: number[], startOf: (j: number) => number, ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (startOf(list[mid] as number) < ms) lo = mid + 1;
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
  for (const s of [...primary.placeSignals, ...other.placeSignals]) {
    const id = signalId(s);
    if (!seen.has(id)) {
      seen.add(id);
      placeSignals.push(s);
    }
  }
  const labelled = (e: SourceEvent) => e.attendanceSignals.map((s) => ({ ...s, detail: PROVIDER_LABEL[e.provider] }));
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
    signals: [...placeSignals, ...labelled(best), ...labelled(worse)],
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
