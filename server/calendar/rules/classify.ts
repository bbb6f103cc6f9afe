/**
 * Where an event happened, from its physical and online signals (the notes' rules, section 3.5):
 *   physical, and no strong online signal -> in_person
 *   physical and a strong online signal   -> hybrid
 *   online signals only (weak or strong)  -> online
 *   nothing                               -> unknown (excluded from the report; listed for review)
 * Weak-only evidence, decided here: a free-text location with no online word is physical but weak, so it yields
 * in_person (every physical signal counts; the signal's strength tells the reader how sure we are). One meeting's join
 * link in the description or body is strong: Outlook keeps a Zoom or Meet invitation's link only there, and a room
 * booked with such a link is a hybrid meeting. A weak online signal (links to several meetings in one description, a
 * forwarded thread or an agenda; a dial-in number as the location) never turns a physical event into hybrid; on its
 * own it yields online, since it is the only evidence there is. The signals travel with the verdict so the UI can
 * show why.
 */
import type { EventClass, Signal } from "../../../core/calendar/model";
import type { MeetingLink } from "./meeting-links";
import { plainConstructor } from "./plain-object";

/** The class the first `count` signals (all by default) point to. */
export function classify(signals: readonly Signal[], count = signals.length): EventClass {
  let physical = false;
  let online = false;
  let strongOnline = false;
  for (let i = 0; i < count; i++) {
    const s = signals[i] as Signal;
    if (s.kind === "physical") physical = true;
    else if (s.kind === "online") {
      online = true;
      if (s.strength === "strong") strongOnline = true;
    }
  }
  if (physical) return strongOnline ? "hybrid" : "in_person";
  return online ? "online" : "unknown";
}

export const physicalSignal = (code: string, label: string, strength: Signal["strength"], detail?: string): Signal =>
  sharedSignal("physical", strength, code, label, detail);

export const onlineSignal = (code: string, label: string, strength: Signal["strength"], detail?: string): Signal =>
  sharedSignal("online", strength, code, label, detail);

/**
 * The shared place signals, by code, then by the detail as given (before truncation; "" for none). A calendar
 * repeats a few rooms, places and flags across thousands of events (in the bench input 20,000 such signals have 15
 * distinct contents), so each distinct signal is one frozen object the events share; the output is serialized, so
 * sharing is invisible to the browser, and freezing makes sure nothing writes to a shared one. Bounded per code
 * (cleared when full), so the tables may live across calls.
 */
const SHARED_SIGNALS = new Map<string, Map<string, Signal>>();
const SHARED_PER_CODE = 256;

function sharedSignal(
  kind: Signal["kind"],
  strength: Signal["strength"],
  code: string,
  label: string,
  detail: string | undefined,
): Signal {
  let byDetail = SHARED_SIGNALS.get(code);
  if (byDetail === undefined) SHARED_SIGNALS.set(code, (byDetail = new Map()));
  const key = detail || "";
  const known = byDetail.get(key);
  // One code is made with one kind and strength and, for a given detail, one label; checked all the same.
  if (known !== undefined && known.label === label && known.kind === kind && known.strength === strength) return known;
  if (byDetail.size >= SHARED_PER_CODE) byDetail.clear();
  const made = Object.freeze(signal(kind, strength, code, label, detail));
  byDetail.set(key, made);
  return made;
}

function signal(
  kind: Signal["kind"],
  strength: Signal["strength"],
  code: string,
  label: string,
  detail: string | undefined,
): Signal {
  return new SignalObject(
    kind,
    strength,
    code,
    label,
    detail && detail.length > 120 ? `${detail.slice(0, 119)}…` : detail,
  );
}

/**
 * Made by `new` (see plainConstructor): link signals live as long as the output. `detail` is added only when
 * present, as the literals had it; the constructor reserves its slot, so the signal has no separate property store
 * either way (the output holds tens of thousands of signals).
 */
const SignalObject = plainConstructor(function (
  this: Signal,
  kind: Signal["kind"],
  strength: Signal["strength"],
  code: string,
  label: string,
  detail: string | undefined,
) {
  this.kind = kind;
  this.strength = strength;
  this.code = code;
  this.label = label;
  if (detail) this.detail = detail;
});

const LINK_CODES: Record<MeetingLink["provider"], [code: string, label: string]> = {
  teams: ["teams-link", "Teams link"],
  meet: ["meet-link", "Google Meet link"],
  zoom: ["zoom-link", "Zoom link"],
  webex: ["webex-link", "Webex link"],
  skype: ["skype-link", "Skype link"],
  other: ["meeting-link", "meeting link"],
};

// Link signals carry the meeting's own URL, which rarely repeats across events: made per event, not shared.

/** A join link the provider declared or a location holds: strong. */
export function linkSignal(link: MeetingLink): Signal {
  // Indexed rather than destructured: array destructuring goes through the iterator protocol.
  const codes = LINK_CODES[link.provider];
  return signal("online", "strong", codes[0], link.provider === "other" ? `${link.service} link` : codes[1], link.url);
}

/**
 * A join link found only in the description or body: strong when it is the only meeting linked there, weak when
 * the text links several meetings or the link is a personal room's (evidence.ts).
 */
export function descriptionLinkSignal(link: MeetingLink, single: boolean): Signal {
  return single
    ? signal("online", "strong", "description-link", `${link.service} link in the description`, link.url)
    : signal(
        "online",
        "weak",
        "description-links",
        "a meeting link in the description that may not be this meeting's",
        link.url,
      );
}

/** Same evidence twice (a room both as attendee and location) is shown once. */
export function signalId(s: Signal): string {
  return `${s.kind}|${s.code}|${(s.detail ?? "").toLowerCase()}`;
}

/** `signalId(a) === signalId(b)`, without building either id (codes never contain "|"). */
export function sameSignal(a: Signal, b: Signal): boolean {
  return a.code === b.code && a.kind === b.kind && sameIgnoringCase(a.detail ?? "", b.detail ?? "");
}

/**
 * `a.toLowerCase() === b.toLowerCase()`, comparing ASCII letters in place: the parsers ask this for every signal and
 * location they add, and lower-casing copies both strings. Non-ASCII differences take the lower-casing path.
 */
export function sameIgnoringCase(a: string, b: string): boolean {
  if (a === b) return true;
  const n = a.length;
  if (n !== b.length) return (hasNonAscii(a) || hasNonAscii(b)) && a.toLowerCase() === b.toLowerCase();
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 128 || y >= 128) return a.toLowerCase() === b.toLowerCase();
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 128) return true;
  return false;
}
