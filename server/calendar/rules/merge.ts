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
  const taken = new Set<SourceEvent>();
  const pairs: Pair[] = [];
  const accept = (pair: Pair) => {
    taken.add(pair.ms);
    taken.add(pair.g);
    // An un-merged pair stays apart and its copies are not offered to any other pairing.
    if (!unmerged.has(pair.key)) pairs.push(pair);
  };
  for (const pair of uidPairs(ms, google)) accept(pair);
  for (const pair of fallbackPairs(
    ms.filter((e) => !taken.has(e)),
    google.filter((e) => !taken.has(e)),
  )) {
    accept(pair);
  }
  const paired = new Set<SourceEvent>();
  const out: Built[] = [];
  for (const pair of pairs) {
    paired.add(pair.ms);
    paired.add(pair.g);
    out.push(mergedEvent(pair));
  }
  for (const e of [...ms, ...google]) if (!paired.has(e)) out.push(singleEvent(e));
  return out;
}

function uidPairs(ms: SourceEvent[], google: SourceEvent[]): Pair[] {
  const groups = new Map<string, { ms: SourceEvent[]; g: SourceEvent[] }>();
  const group = (e: SourceEvent) => {
    const k = `${e.uid}\n${e.occurrence}`;
    let entry = groups.get(k);
    if (!entry) groups.set(k, (entry = { ms: [], g: [] }));
    return entry;
  };
  for (const e of ms) if (e.uid) group(e).ms.push(e);
  for (const e of google) if (e.uid) group(e).g.push(e);
  const pairs: Pair[] = [];
  for (const { ms: m, g } of groups.values()) {
    // Lists are in id order, so which copies pair up does not depend on input order.
    for (let i = 0; i < Math.min(m.length, g.length); i++) {
      const a = m[i] as SourceEvent;
      const b = g[i] as SourceEvent;
      const uid = a.uid as string;
      pairs.push({
        ms: a,
        g: b,
        key: `merged:ical:${hash(uid)}:${a.occurrence}${i ? `#${i + 1}` : ""}`,
        reason: "ical-uid",
        detail: `Same calendar UID (…${uid.slice(-12)}) and occurrence (${describeOccurrence(a.occurrence)}) in both calendars`,
      });
    }
  }
  return pairs;
}

function fallbackPairs(ms: SourceEvent[], google: SourceEvent[]): Pair[] {
  // Google copies by (title, organizer, all-day), each bucket sorted by start for a ±1 minute window search.
  const buckets = new Map<string, SourceEvent[]>();
  for (const g of google) {
    const k = fallbackKey(g);
    if (!k) continue;
    const list = buckets.get(k);
    if (list) list.push(g);
    else buckets.set(k, [g]);
  }
  for (const list of buckets.values()) list.sort((a, b) => a.startMs - b.startMs || byId(a, b));
  const candidates: Array<{ ms: SourceEvent; g: SourceEvent; cost: number }> = [];
  for (const m of ms) {
    const k = fallbackKey(m);
    const list = k ? buckets.get(k) : undefined;
    if (!list) continue;
    for (let i = lowerBound(list, m.startMs - MINUTE); i < list.length; i++) {
      const g = list[i] as SourceEvent;
      if (g.startMs > m.startMs + MINUTE) break;
      const endGap = Math.abs(g.endMs - m.endMs);
      if (endGap <= MINUTE) candidates.push({ ms: m, g, cost: Math.abs(g.startMs - m.startMs) + endGap });
    }
  }
  // Closest pairs first, ties broken by ids: a fixed order whatever the input order.
  candidates.sort((a, b) => a.cost - b.cost || byId(a.ms, b.ms) || byId(a.g, b.g));
  const used = new Set<SourceEvent>();
  const pairs: Pair[] = [];
  for (const { ms: m, g } of candidates) {
    if (used.has(m) || used.has(g)) continue;
    used.add(m);
    used.add(g);
    const gap = Math.abs(g.startMs - m.startMs);
    pairs.push({
      ms: m,
      g,
      key: `merged:pair:${hash(m.id)}:${hash(g.id)}`,
      reason: "time-title-organizer",
      detail:
        `Same start and end${gap ? ` (within ${Math.round(gap / 1000)} s)` : ""}, same title ` +
        `"${normaliseTitle(m.title)}" and same organizer (${m.organizer?.email?.toLowerCase()}) in both calendars`,
    });
  }
  return pairs;
}

function fallbackKey(e: SourceEvent): string | undefined {
  const email = e.organizer?.email?.trim().toLowerCase();
  const title = normaliseTitle(e.title);
  if (!email || !title || title === "(no title)") return undefined;
  return `${title}\n${email}\n${e.allDay}`;
}

function lowerBound(list: SourceEvent[], ms: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as SourceEvent).startMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const TITLE_PREFIX =
  /^(?:fwd?|fw|re|aw|wg|tr|sv|vs|rv|canceled|cancelled|canceled event|cancelled event|abgesagt|annulé|cancelado|updated|updated invitation|invitation|moved|rescheduled|copy)\s*:\s*/i;

/** Title for comparison: case, spacing and forwarding/cancellation prefixes (FW:, Canceled:, …) do not count. */
export function normaliseTitle(title: string): string {
  let t = title.normalize("NFKC").replace(/\s+/g, " ").trim();
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

function singleEvent(e: SourceEvent): Built {
  const event: UnifiedEvent = {
    key: `${e.provider}:${e.id}`,
    title: e.title,
    allDay: e.allDay,
    start: e.start,
    end: e.end,
    kind: e.kind,
    status: e.status,
    locations: e.locations,
    attendeeCount: e.attendeeCount,
    attendance: e.attendance,
    class: classify(e.placeSignals),
    signals: [...e.placeSignals, ...e.attendanceSignals],
    sources: [e.ref],
  };
  if (e.timeZone) event.timeZone = e.timeZone;
  if (e.online) event.online = e.online;
  if (e.organizer) event.organizer = e.organizer;
  if (e.seriesId) event.seriesId = e.seriesId;
  return { event, startMs: e.startMs };
}

/**
 * Two copies as one event. The copy that is not cancelled (Microsoft when both agree) gives title and times; the
 * location evidence is the union; the attendance is the best response across copies (both copies' reasons kept,
 * labelled by calendar); the online link is the strongest either copy has.
 */
function mergedEvent({ ms, g, key, reason, detail }: Pair): Built {
  const [primary, other] = STATUS_RANK[g.status] > STATUS_RANK[ms.status] ? [g, ms] : [ms, g];
  const [best, worse] =
    ATTENDANCE_RANK[other.attendance] > ATTENDANCE_RANK[primary.attendance] ? [other, primary] : [primary, other];
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
  const locations = [...primary.locations];
  for (const l of other.locations) if (!locations.some((x) => x.toLowerCase() === l.toLowerCase())) locations.push(l);
  const online =
    primary.online && (primary.onlineStrong || !other.onlineStrong) ? primary.online : (other.online ?? primary.online);
  const organizerSource = primary.organizer?.email ? primary : other;
  const event: UnifiedEvent = {
    key,
    title: primary.title,
    allDay: primary.allDay,
    start: primary.start,
    end: primary.end,
    kind: primary.kind,
    status: primary.status,
    locations,
    attendeeCount: Math.max(ms.attendeeCount, g.attendeeCount),
    attendance: best.attendance,
    class: classify(placeSignals),
    signals: [...placeSignals, ...labelled(best), ...labelled(worse)],
    sources: [ms.ref, g.ref],
    merge: { reason, detail },
  };
  const timeZone = primary.timeZone ?? other.timeZone;
  if (timeZone) event.timeZone = timeZone;
  if (online) event.online = online;
  if (organizerSource.organizer) {
    event.organizer = {
      ...organizerSource.organizer,
      self: (ms.organizer?.self ?? false) || (g.organizer?.self ?? false),
    };
  }
  const seriesId = primary.seriesId ?? other.seriesId;
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
