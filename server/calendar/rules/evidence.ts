/**
 * Collects one event copy's location and conferencing evidence while a parser walks its fields: the signals, the
 * location strings to display, and the best join link. Shared by both parsers so a free-text location or a room
 * means the same thing whichever provider it came from.
 */
import { safeLink } from "../../../core/calendar/safeLink";
import type { EventClass, OnlineMeeting, Signal } from "../../../core/calendar/model";
import {
  classify,
  descriptionLinkSignal,
  linkSignal,
  onlineSignal,
  physicalSignal,
  sameIgnoringCase,
  sameSignal,
} from "./classify";
import {
  findMapsLink,
  findMeetingLink,
  hasOtherMeetingLink,
  isPersonalRoom,
  hasUrl,
  hostOf,
  isPhoneLocation,
  stripUrls,
  unwrapRedirects,
  type MeetingLink,
  type MeetingProvider,
} from "./meeting-links";
import { readLocationWords } from "./location-words";
import { plainConstructor } from "./plain-object";
import { trimEdges } from "../../../core/text/edges";
import { known } from "./wire";

/** Graph `locationType` values that name a physical place, with their signal. */
const PLACE_TYPES: Record<string, [code: string, label: string]> = {
  conferenceRoom: ["conference-room", "conference room"],
  streetAddress: ["street-address", "street address"],
  businessAddress: ["street-address", "business address"],
  homeAddress: ["street-address", "home address"],
  postalAddress: ["street-address", "postal address"],
  hotel: ["named-place", "hotel"],
  restaurant: ["named-place", "restaurant"],
  localBusiness: ["named-place", "local business"],
  geoCoordinates: ["coordinates", "map coordinates"],
};

/** A house number next to a street word, or a street word then a number (Hauptstraße 5, 10 Downing Street). */
const ADDRESS =
  /(?:\b\d+[a-z]?,?\s+(?:[\p{L}.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|place|pl|square|sq|court|ct|parkway|pkwy|highway|hwy|terrace|crescent)\b)|(?:(?:straße|strasse|str\.|gasse|weg|platz|allee|laan|gracht|rue|via|calle|avenida)\s+\d+)/iu;

/**
 * The locations of every event without one (more than half of them): one frozen empty array rather than one each.
 * Nothing writes to an event's list (merging copies it), and freezing makes sure of it.
 */
const NO_LOCATIONS = Object.freeze([]) as readonly string[] as string[];

/** A structured place as read (Graph `location` / `locations[]`); absent parts are undefined. */
export interface Place {
  name: string | undefined;
  locationType: string | undefined;
  /** One line made of the address parts, when any is filled in. */
  address: string | undefined;
  hasCoordinates: boolean;
  /** A room's mailbox (`locationEmailAddress`). */
  email: string | undefined;
  uri: string | undefined;
}

/**
 * Each parser keeps one Evidence and `reset`s it per event (parsing is synchronous and never re-entered). Signals and
 * locations go to work lists counted by `signalCount` / `locationCount` (setting an array's length to 0 would free its
 * store, to be grown again for the next event), and the event gets exact-size copies (`signalsWith`,
 * `locationList`): an array grown by push keeps room for 17 entries, and the output holds 20,000 such arrays.
 */
export class Evidence {
  /** The place (physical and online) signals found so far: the first `signalCount` entries. */
  private readonly signals: Signal[] = [];
  signalCount = 0;
  private readonly locations: string[] = [];
  locationCount = 0;
  private declared: MeetingLink | undefined = undefined;
  private locationLink: MeetingLink | undefined = undefined;
  private descriptionLink: MeetingLink | undefined = undefined;
  /** Whether the description held one meeting's links only (a strong signal). */
  private descriptionSingle = false;
  private flagProvider: MeetingProvider | undefined = undefined;

  reset(): this {
    this.signalCount = 0;
    this.locationCount = 0;
    this.declared = this.locationLink = this.descriptionLink = this.flagProvider = undefined;
    this.descriptionSingle = false;
    return this;
  }

  /** Where the place signals point: in_person, hybrid, online or unknown. */
  verdict(): EventClass {
    return classify(this.signals, this.signalCount);
  }

  /** The event's signals: the place signals, then `attendance`, in one array of exactly that size. */
  signalsWith(attendance: readonly Signal[]): Signal[] {
    const signals = this.signals;
    const count = this.signalCount;
    for (let i = 0; i < attendance.length; i++) signals[count + i] = attendance[i] as Signal;
    return signals.slice(0, count + attendance.length);
  }

  /** The location strings, as an exact-size array (NO_LOCATIONS when there are none). */
  locationList(): string[] {
    return this.locationCount ? this.locations.slice(0, this.locationCount) : NO_LOCATIONS;
  }

  add(signal: Signal): void {
    // A handful of signals per event: a scan is cheaper than a set, and compares without building ids.
    const signals = this.signals;
    const count = this.signalCount;
    for (let i = 0; i < count; i++) if (sameSignal(signals[i] as Signal, signal)) return;
    signals[count] = signal;
    this.signalCount = count + 1;
  }

  addLocation(text: string): void {
    const t = text.trim();
    if (!t) return;
    const locations = this.locations;
    const count = this.locationCount;
    for (let i = 0; i < count; i++) if (sameIgnoringCase(locations[i] as string, t)) return;
    locations[count] = t;
    this.locationCount = count + 1;
  }

  /** A join link the provider declared (Graph `onlineMeeting.joinUrl`, Google `hangoutLink`, a video entry point). */
  declaredLink(link: MeetingLink): void {
    this.declared ??= link;
    this.add(linkSignal(link));
  }

  /** A provider flag saying the meeting is online, without a link (Graph `isOnlineMeeting`, a conference add-on). */
  onlineFlag(code: string, label: string, provider: MeetingProvider, detail?: string): void {
    this.flagProvider ??= provider;
    this.add(onlineSignal(code, label, "strong", detail));
  }

  room(name: string | undefined, email: string | undefined): void {
    this.add(physicalSignal("room-resource", "room resource", "strong", name || email));
  }

  /**
   * A description or body. One meeting's join link there is the meeting's own (an invitation pasted into Outlook, a
   * room booked with a Zoom link in its body): strong. Links to several meetings are a forwarded thread or an agenda,
   * and a personal room's link may be a signature: none of them is surely this meeting's, so weak.
   */
  description(wrapped: string): void {
    const text = unwrapRedirects(wrapped);
    const link = findMeetingLink(text);
    if (!link) return;
    const single = !hasOtherMeetingLink(text, link) && !isPersonalRoom(link);
    if (single) this.descriptionLink = link;
    else this.descriptionLink ??= link;
    this.descriptionSingle = single;
    this.add(descriptionLinkSignal(link, single));
  }

  /** Free text (Google `location`, a Graph location without structure); Outlook joins several with "; ". */
  freeText(wrapped: string): void {
    const text = unwrapRedirects(wrapped);
    if (!text.includes(";")) this.freeTextPart(text.trim());
    else for (const part of text.split(";")) this.freeTextPart(part.trim());
  }

  private freeTextPart(text: string): void {
    if (!text) return;
    if (isPhoneLocation(text)) {
      this.add(onlineSignal("phone-location", "dial-in number as the location", "weak", text));
      this.addLocation(text);
      return;
    }
    const link = findMeetingLink(text);
    if (link) {
      this.locationLink ??= link;
      this.add(linkSignal(link));
    }
    const maps = findMapsLink(text);
    if (maps) this.add(physicalSignal("maps-link", "maps link", "strong", hostOf(maps) ?? maps));
    const rest = cleanRest(maps ? stripUrls(text.replace(maps, " ")) : stripUrls(text));
    const words = rest ? readLocationWords(rest) : undefined;
    if (words?.online) {
      this.flagProvider ??= words.online;
      this.add(onlineSignal("online-location-word", `"${rest}" as the location`, "strong", rest));
      // Only the service's name: no place. With other words ("Fabrikam HQ (Teams)"), a place as well.
      if (words.onlyOnline) return;
    } else if (words?.phone) {
      this.add(onlineSignal("phone-word-location", "a call as the location", "weak", rest));
      this.addLocation(text);
      return;
    } else if (words?.placeholder) {
      // "TBD", "See description": shown, but no evidence of a place or of a call.
      this.addLocation(text);
      return;
    }
    if (!rest) {
      if (maps) this.addLocation(text);
      else if (!link && hasUrl(text)) {
        // A web address that is no known meeting service: probably online, but it may be an event page.
        this.add(onlineSignal("web-address-location", "web address as the location", "weak", hostOf(text) ?? text));
      }
      return;
    }
    this.addLocation(link ? rest : text);
    // ADDRESS needs a digit; the plain loop spares most place names the long Unicode pattern.
    if (hasDigit(rest) && ADDRESS.test(rest))
      this.add(physicalSignal("street-address", "street address", "strong", rest));
    else this.add(physicalSignal("free-text-location", "location text", "weak", rest));
  }

  /** A structured place (a Graph `location` / `locations[]` entry), judged on its own. */
  place(place: Place): void {
    const before = this.signalCount;
    const typed = known(PLACE_TYPES, place.locationType);
    const shown = place.name || place.address;
    if (typed) this.add(physicalSignal(typed[0], typed[1], "strong", shown));
    if (place.email) this.add(physicalSignal("room-resource", "room resource", "strong", place.name || place.email));
    if (place.address) this.add(physicalSignal("street-address", "street address", "strong", place.address));
    if (place.hasCoordinates) this.add(physicalSignal("coordinates", "map coordinates", "strong", shown));
    let structured = false;
    for (let i = before; i < this.signalCount; i++)
      if ((this.signals[i] as Signal).kind === "physical") structured = true;
    const uri = place.uri && unwrapRedirects(place.uri);
    if (uri) {
      const link = findMeetingLink(uri);
      if (link) {
        this.locationLink ??= link;
        this.add(linkSignal(link));
      } else {
        const maps = findMapsLink(uri);
        if (maps) this.add(physicalSignal("maps-link", "maps link", "strong", hostOf(maps) ?? maps));
      }
    }
    if (!structured) {
      if (place.name) this.freeText(place.name);
      return;
    }
    if (shown) this.addLocation(shown);
  }

  /** The join link to show: a declared one, else one in a location, else one in the description. */
  meeting(): OnlineMeeting | undefined {
    const strongLink = this.declared ?? this.locationLink;
    if (strongLink) return new Meeting(strongLink.url, strongLink.provider);
    if (this.flagProvider) return new Meeting(undefined, this.flagProvider);
    if (this.descriptionLink) return new Meeting(this.descriptionLink.url, this.descriptionLink.provider);
    return undefined;
  }

  /**
   * Whether `meeting()` rests on strong evidence: a declared or location link, a provider flag, or one meeting's
   * link in the description.
   */
  strongOnline(): boolean {
    return (
      (this.declared ?? this.locationLink) !== undefined ||
      this.flagProvider !== undefined ||
      (this.descriptionLink !== undefined && this.descriptionSingle)
    );
  }
}

/** An event's join link, made by `new` as it lives as long as the output (see plainConstructor); no url field when
 * only a flag says the meeting is online, as the literal had it, or when the link is not http(s) (safeLink). */
const Meeting = plainConstructor(function (this: OnlineMeeting, url: string | undefined, provider: MeetingProvider) {
  const href = safeLink(url);
  if (href !== undefined) this.url = href;
  this.provider = provider;
});

/** What is left of a location once links are removed: a place name, an online word, or nothing. */
function cleanRest(text: string): string {
  if (isClean(text)) return text;
  return trimEdges(text.replace(/\s+/g, " "), isEdge);
}

const EDGE = new Set([..." ,;:|/-"].map((c) => c.charCodeAt(0)));
/** What cleanRest cuts off a location's ends: spaces and separators. */
const isEdge = (char: string) => EDGE.has(char.charCodeAt(0)) || /\s/.test(char);

/**
 * Whether cleanRest would return the text unchanged: printable ASCII, no space next to a space, and no separator or
 * space at either end. Anything else (tabs, non-ASCII spaces) takes the regex path.
 */
function isClean(text: string): boolean {
  const n = text.length;
  if (n === 0) return true;
  if (EDGE.has(text.charCodeAt(0)) || EDGE.has(text.charCodeAt(n - 1))) return false;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c > 126 || (c === 32 && previous === 32)) return false;
    previous = c;
  }
  return true;
}

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}
