/**
 * What the words of a free-text location say, read word by word rather than as one whole string: people type
 * "Zoom call", "MS Teams", "Webex Meeting", "Phone", "TBD" or "See description" as often as the service's own
 * "Microsoft Teams Meeting", and none of them is a place. A location made only of a service's name, an online word,
 * a phone word or a placeholder, with filler words around them, says that; one with other words names a place, and
 * a service's name among them ("Fabrikam HQ (Teams for remote attendees)") says the meeting is also online. The
 * generic words (online, virtual, remote) count only on their own, since "Remote office Bergen" is a place.
 */
import type { MeetingProvider } from "./meeting-links";
import { oneOf, trimTrailing } from "../../../core/text/edges";

export interface LocationWords {
  /** The online service or word the location names, if any (strong evidence). */
  online: MeetingProvider | undefined;
  /** Only a service or online word besides filler: the location is no place at all. */
  onlyOnline: boolean;
  /** Only a phone word ("Phone", "By phone", "Conference call"): a call, weak evidence of an online meeting. */
  phone: boolean;
  /** Only a placeholder ("TBD", "See description", "N/A"): no evidence either way. */
  placeholder: boolean;
}

/** Service names as single words (multi-word names are joined first: see PHRASES). */
const SERVICES = new Map<string, MeetingProvider>([
  ["teams", "teams"],
  ["zoom", "zoom"],
  ["googlemeet", "meet"],
  ["hangouts", "meet"],
  ["webex", "webex"],
  ["skype", "skype"],
  ["gotomeeting", "other"],
  ["whereby", "other"],
  ["jitsi", "other"],
  ["bluejeans", "other"],
  ["ringcentral", "other"],
  ["videocall", "other"],
  ["videoconference", "other"],
]);

/** Words that say "online" but also name places ("Online store", "Virtual Reality Lab"): only on their own. */
const GENERIC_ONLINE = new Set(["online", "virtual", "remote", "remotely", "webinar", "video"]);

const PHONE = new Set(["phone", "telephone", "call", "dial-in", "dialin", "conferencecall", "phonecall"]);

const PLACEHOLDERS = new Set([
  "tbd",
  "tba",
  "tbc",
  "tbdetermined",
  "n/a",
  "na",
  "none",
  "various",
  "nolocation",
  "seedescription",
  "seebelow",
  "seeinvite",
  "seeinvitation",
  "seedetails",
  "seenotes",
  "seebody",
  "?",
]);

/** Words that say nothing about the place around the ones that do ("MS Teams meeting link to follow"). */
const FILLER = new Set([
  "ms",
  "microsoft",
  "meeting",
  "meetings",
  "link",
  "links",
  "session",
  "via",
  "on",
  "in",
  "by",
  "the",
  "a",
  "an",
  "and",
  "or",
  "with",
  "to",
  "follow",
  "follows",
  "be",
  "will",
  "sent",
  "details",
  "for",
  "attendees",
  "participants",
  "only",
  "bridge",
  "invite",
  "-",
]);

/** Multi-word terms read as one word; each is literal words and spaces, so the scan stays linear. */
const PHRASES: [RegExp, string][] = [
  [/\bgoogle\s+meet\b/g, "googlemeet"],
  [/\bhangouts\s+meet\b/g, "hangouts"],
  [/\bgo\s*to\s+meeting\b/g, "gotomeeting"],
  [/\bvideo\s+(?:call|conference)\b/g, "videocall"],
  [/\b(?:conference|phone)\s+call\b/g, "conferencecall"],
  [/\bdial\s+in\b/g, "dialin"],
  [/\bto\s+be\s+(?:determined|confirmed|announced|decided)\b/g, "tbdetermined"],
  [/\bno\s+location\b/g, "nolocation"],
  [/\bsee\s+(description|below|invite|invitation|details|notes|body)\b/g, "see$1"],
];

/** Word characters as a location's words are cut: letters, digits, and the joiners inside words. */
const SENTENCE_END = oneOf(".'’-");

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’./-]*|\?/gu;

/** What the words of `text` (a location without its links) say; undefined when they name a place only. */
export function readLocationWords(text: string): LocationWords | undefined {
  let lower = text.toLowerCase();
  // Every phrase has a space in it: a location without one skips them all.
  if (lower.includes(" ")) for (const [phrase, word] of PHRASES) lower = lower.replace(phrase, word);
  const words = lower.match(WORD) ?? [];
  if (words.length === 0) return undefined;
  let service: MeetingProvider | undefined;
  let generic = false;
  let phone = false;
  let placeholder = false;
  let place = false;
  for (const raw of words) {
    // A sentence's full stop or a trailing dash is not part of the word ("Zoom." "Teams -").
    const word = trimTrailing(raw, SENTENCE_END) || raw;
    const named = SERVICES.get(word);
    if (named) service ??= named;
    else if (GENERIC_ONLINE.has(word)) generic = true;
    else if (PHONE.has(word)) phone = true;
    else if (PLACEHOLDERS.has(word)) placeholder = true;
    else if (!FILLER.has(word)) place = true;
  }
  if (place) return service ? { online: service, onlyOnline: false, phone: false, placeholder: false } : undefined;
  if (service || generic) return { online: service ?? "other", onlyOnline: true, phone: false, placeholder: false };
  if (phone) return { online: undefined, onlyOnline: false, phone: true, placeholder: false };
  return placeholder ? { online: undefined, onlyOnline: false, phone: false, placeholder: true } : undefined;
}
