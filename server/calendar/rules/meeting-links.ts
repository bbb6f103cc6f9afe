/**
 * Recognizing how a location or description string says where a meeting happens: a join link and its provider
 * (patterns after MeetingBar's, as Analog uses them), a maps link (a physical place, never an online meeting), or a
 * dial-in number. The words people type for an online meeting are read in location-words.ts.
 */
import type { OnlineMeeting } from "../../../core/calendar/model";
import { cutAtFirst, oneOf, trimTrailing } from "../../../core/text/edges";

export type MeetingProvider = OnlineMeeting["provider"];

export interface MeetingLink {
  url: string;
  provider: MeetingProvider;
  /** Plain-words name of the service ("Teams", "Zoom", "Jitsi"). */
  service: string;
}

export interface Pattern {
  re: RegExp;
  provider: MeetingProvider;
  service: string;
}

const TAIL = String.raw`[^\s<>"'()\]\[]*`;
const p = (source: string, provider: MeetingProvider, service: string): Pattern => ({
  re: new RegExp(source + TAIL, "i"),
  provider,
  service,
});

/**
 * Most specific first; each match is cut at whitespace, quotes or brackets (links inside HTML or Markdown). Exported
 * for the tests, which check the combined search against running these one by one.
 */
export const PATTERNS: readonly Pattern[] = [
  p(String.raw`https?://(?:gov\.|dod\.)?teams\.microsoft\.(?:com|us)/(?:l/meetup-join|meet)/`, "teams", "Teams"),
  p(String.raw`https?://teams\.live\.com/meet/`, "teams", "Teams"),
  p(String.raw`https?://meet\.google\.com/(?:_meet/)?[a-z]{3}-[a-z]{4}-[a-z]{3}`, "meet", "Google Meet"),
  p(String.raw`https?://meet\.google\.com/lookup/`, "meet", "Google Meet"),
  p(String.raw`https?://(?:[a-z0-9-]+\.)*zoom(?:gov)?\.(?:us|com)/(?:j|my|w|s|wc/join)/`, "zoom", "Zoom"),
  p(String.raw`zoommtg://(?:[a-z0-9-]+\.)*zoom(?:gov)?\.(?:us|com)/join`, "zoom", "Zoom"),
  p(String.raw`https?://(?:[a-z0-9-]+\.)*webex\.com/(?:meet/|join/|[a-z0-9-]+/j\.php\?|wbxmjs/)`, "webex", "Webex"),
  p(String.raw`https?://join\.skype\.com/`, "skype", "Skype"),
  p(String.raw`https?://meet\.lync\.com/`, "skype", "Skype for Business"),
  p(String.raw`https?://(?:app\.)?chime\.aws/(?:meetings/)?\d`, "other", "Amazon Chime"),
  p(String.raw`https?://meet\.jit\.si/[^\s/]`, "other", "Jitsi"),
  p(String.raw`https?://(?:www\.|global\.|app\.)?gotomeet(?:ing)?\.(?:com|me)/(?:join/)?\d`, "other", "GoTo Meeting"),
  p(String.raw`https?://meet\.goto\.com/\d`, "other", "GoTo Meeting"),
  p(String.raw`https?://(?:[a-z0-9-]+\.)?whereby\.com/[^\s/]`, "other", "Whereby"),
  p(String.raw`https?://(?:[a-z0-9-]+\.)?bluejeans\.com/\d`, "other", "BlueJeans"),
  p(String.raw`https?://(?:meetings|v)\.ringcentral\.com/j/`, "other", "RingCentral"),
];

const SERVICE_HINT = /teams|meet|zoom|webex|skype|lync|chime|jit\.si|goto|whereby|bluejeans|ringcentral/i;

/**
 * All patterns as one alternation: a single scan finds where the leftmost link starts, and at a tie the earliest
 * pattern matches, which is what running them one by one and keeping the leftmost match gives. Exported for the
 * patterns' linear-time test, as are the patterns built at run time elsewhere.
 */
export const ANY_LINK = new RegExp(PATTERNS.map((pattern) => `(?:${pattern.re.source})`).join("|"), "i");

/**
 * Sticky copies of the patterns. Where ANY_LINK finds the leftmost link, the first pattern that matches at that
 * position is the alternative the alternation took, and its sticky copy's lastIndex is where the match ends.
 */
const AT = PATTERNS.map((pattern) => new RegExp(pattern.re.source, "iy"));

/**
 * Links rewritten to go through a redirect: Microsoft Defender's Safe Links (`*.safelinks.protection.outlook.com/
 * ?url=<the link>&data=…`, in Outlook bodies of organizations that turn it on) and Google's (`google.com/url?q=<the
 * link>`, in descriptions copied from Gmail). Each label is a run of characters without a dot, so the scan is linear.
 */
const REDIRECT =
  /https?:\/\/(?:[a-z0-9-]+\.)*safelinks\.protection\.outlook\.com\/?\?[^\s<>"']*|https?:\/\/(?:www\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?\/url\?[^\s<>"']*/gi;
const REDIRECT_HINT = /safelinks|google\./i;

/** `text` with every redirect link replaced by the http(s) link it leads to (the rest as it was). */
export function unwrapRedirects(text: string): string {
  if (!REDIRECT_HINT.test(text)) return text;
  return text.replace(REDIRECT, (wrapped) => {
    try {
      const url = new URL(wrapped.replace(/&amp;/g, "&"));
      const target = url.searchParams.get(url.hostname.endsWith("safelinks.protection.outlook.com") ? "url" : "q");
      return target && /^https?:\/\/[^\s<>"']+$/i.test(target) ? target : wrapped;
    } catch {
      return wrapped;
    }
  });
}

/** The first meeting link found in `text`. */
export function findMeetingLink(text: string): MeetingLink | undefined {
  // Cheap pre-checks keep texts without a link, or without any service's name, off the regex.
  if (!text.includes("://") || !SERVICE_HINT.test(text)) return undefined;
  // search() and test() build no match array (ANY_LINK's has 17 entries): this runs for most join links.
  const at = text.search(ANY_LINK);
  if (at < 0) return undefined;
  for (let k = 0; k < AT.length; k++) {
    const re = AT[k] as RegExp;
    re.lastIndex = at;
    if (re.test(text)) {
      const pattern = PATTERNS[k] as Pattern;
      return { url: trimUrl(text.slice(at, re.lastIndex)), provider: pattern.provider, service: pattern.service };
    }
  }
  return undefined;
}

/**
 * Whether `text` also links a meeting other than `first`, the first link `findMeetingLink` found in it. The same
 * meeting often appears twice (an HTML link and its text, Zoom's web and app links), so links are compared by meeting.
 */
export function hasOtherMeetingLink(text: string, first: MeetingLink): boolean {
  const key = meetingKey(first);
  let from = text.indexOf(first.url) + first.url.length;
  while (from > 0 && from < text.length) {
    const rest = text.slice(from);
    const next = findMeetingLink(rest);
    if (!next) return false;
    if (meetingKey(next) !== key) return true;
    from += rest.indexOf(next.url) + next.url.length;
  }
  return false;
}

/**
 * What names one meeting: Zoom's meeting number (web `/j/`, `/s/`, `/w/` or app `confno=`), Webex's `MTID`, else the
 * link without its query, lower-cased.
 */
function meetingKey(link: MeetingLink): string {
  if (link.provider === "zoom") {
    const id = /(?:\/(?:j|s|w)\/|confno=)(\d+)/i.exec(link.url);
    if (id) return `zoom:${id[1]}`;
  }
  if (link.provider === "webex") {
    const mtid = /[?&]MTID=([^&#]+)/i.exec(link.url);
    if (mtid) return `webex:${mtid[1]?.toLowerCase()}`;
  }
  return cutAtFirst(link.url, "?#").replace(/\/$/, "").toLowerCase();
}

/**
 * A personal meeting room (Zoom `/my/<name>`, Webex `/meet/<name>`): the same link for every meeting its owner
 * holds, often in an e-mail signature, so in a description it does not show that this meeting is online.
 */
export function isPersonalRoom(link: MeetingLink): boolean {
  return /zoom(?:gov)?\.(?:us|com)\/my\/|webex\.com\/meet\//i.test(link.url);
}

/** Provider of a URL a provider declared as a join link (Graph `onlineMeeting.joinUrl`), "other" if unknown. */
export function meetingLinkOf(url: string): MeetingLink {
  return findMeetingLink(url) ?? { url: url.trim(), provider: "other", service: hostOf(url) ?? "online meeting" };
}

const MAPS =
  /\b(?:https?:\/\/)?(?:(?:www\.)?google\.[a-z.]{2,6}\/maps|maps\.google\.[a-z.]{2,6}|goo\.gl\/maps|maps\.app\.goo\.gl|(?:www\.)?bing\.com\/maps|maps\.apple\.com|maps\.apple\/|(?:www\.)?openstreetmap\.org|(?:www\.)?waze\.com\/ul)[^\s<>"']*/i;

const MAPS_HINT = /map|waze/i;

/** A maps link: it points at a physical place. */
export function findMapsLink(text: string): string | undefined {
  // Every maps host has "map" or "waze" in it; most locations have neither and skip the long pattern.
  if (!MAPS_HINT.test(text)) return undefined;
  const m = MAPS.exec(text);
  return m ? trimUrl(m[0]) : undefined;
}

const URL_RE = /\b(?:https?|zoommtg|msteams|tel|sip):\/?\/?[^\s<>"']+/gi;

/** Every URL-like token (http(s), zoommtg, tel, sip), for telling a bare link from a place name. */
export function stripUrls(text: string): string {
  // Every token URL_RE matches has a colon after its scheme.
  return text.includes(":") ? text.replace(URL_RE, " ") : text;
}

export function hasUrl(text: string): boolean {
  if (!text.includes(":")) return false;
  URL_RE.lastIndex = 0;
  const found = URL_RE.test(text);
  URL_RE.lastIndex = 0;
  return found;
}

/** A location that is only a dial-in: `tel:` or a number (7+ digits, maybe with a PIN or extension). */
export function isPhoneLocation(text: string): boolean {
  const t = text.trim();
  // Both patterns need the first character to be "t" (tel:), "+", a digit, a bracket, a dot or a dash.
  const c = t.charCodeAt(0);
  if (!(c === 116 || c === 84 || c === 43 || (c >= 48 && c <= 57) || c === 40 || c === 41 || c === 46 || c === 45)) {
    return false;
  }
  if (/^tel:/i.test(t)) return true;
  // The number's characters take its spaces, the extension's its own: no two parts can take the same space, so
  // a long location that fails at its end fails in one pass (the earlier pattern had `\s*` between them).
  if (!/^\+?[\d\s().-]{7,}(?:(?:x|ext\.?|pin:?|#|,|;)[\d#,\s]*)?$/i.test(t)) return false;
  return (t.match(/\d/g)?.length ?? 0) >= 7;
}

export function hostOf(url: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#\s:]+)/i.exec(url.trim());
  return m?.[1]?.toLowerCase();
}

const SENTENCE_PUNCTUATION = oneOf(".,;:!?");

/** Trailing punctuation belongs to the sentence, not the link. */
function trimUrl(url: string): string {
  // Only a URL ending in one of these characters has anything to trim: most skip the replace.
  const c = url.charCodeAt(url.length - 1);
  if (!(c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63)) return url;
  return trimTrailing(url, SENTENCE_PUNCTUATION);
}
