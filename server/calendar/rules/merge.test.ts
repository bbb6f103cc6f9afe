/**
 * The same-place pairing (merge.ts, samePlacePairs): a meeting that is an invitation in one calendar and the user's
 * own copy in the other (a sync tool's copy, another UID, the user as organizer; or a copy kept from before the
 * meeting changed) shows once, and what must stay two meetings does. Each case through buildUnifiedEvents, as the
 * events request runs it.
 */
import type { UnifiedEvent } from "../../../core/calendar/model";
import { buildUnifiedEvents } from "./index";
import { normalizePlace } from "./merge";
import {
  exchangeUid,
  googleAllDay,
  googleAt,
  googleEvent,
  googleRoom,
  googleSelf,
  graphAllDay,
  graphAt,
  graphAttendee,
  graphEvent,
  graphOrganizer,
  graphPlace,
  graphRoom,
  graphTeams,
  type Wire,
} from "./testing/builders";

const TITLE = "Steering committee";
const ROOM = graphPlace("Fjord room", { locationType: "conferenceRoom", locationEmailAddress: "fjord@client.example" });

/** The organizer's invitation in Outlook: Dana's meeting in the Fjord room, accepted. */
const msInvitation = (overrides: Wire = {}): Wire =>
  graphEvent({
    subject: TITLE,
    ...graphAt("2026-03-02T09:00", 60),
    locations: [ROOM],
    attendees: [graphAttendee("me@northwind.example", "accepted"), graphRoom("Fjord room", "fjord@client.example")],
    ...overrides,
  });

/** The organizer's invitation in Google: Dana's meeting, the room as its location, accepted. */
const gInvitation = (overrides: Wire = {}): Wire =>
  googleEvent({ summary: TITLE, ...googleAt("2026-03-02T09:00:00Z", 60), location: "Fjord room", ...overrides });

/** A sync tool's copy in Google: the user's own entry, no guests, another UID, the place as text. */
const gOwnCopy = (overrides: Wire = {}): Wire =>
  googleEvent({
    summary: TITLE,
    ...googleAt("2026-03-02T09:00:00Z", 60),
    location: "Fjord room",
    organizer: { email: "me@gmail.example", self: true },
    attendees: undefined,
    ...overrides,
  });

/** A sync tool's copy in Outlook: an appointment the user organizes, without attendees. */
const msOwnCopy = (overrides: Wire = {}): Wire =>
  graphEvent({
    subject: TITLE,
    ...graphAt("2026-03-02T09:00", 60),
    isOrganizer: true,
    responseStatus: { response: "organizer" },
    organizer: graphOrganizer("me@northwind.example"),
    attendees: [],
    locations: [graphPlace("Fjord room")],
    ...overrides,
  });

function build(microsoft: Wire[], google: Wire[], unmerged?: string[]): UnifiedEvent[] {
  return buildUnifiedEvents({ microsoft, google }, unmerged ? { unmerged } : {}).events;
}

function only(events: UnifiedEvent[]): UnifiedEvent {
  expect(events).toHaveLength(1);
  return events[0] as UnifiedEvent;
}

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe("merging a meeting with the user's own copy of it (same start, title and place)", () => {
  it("merges a sync tool's Google copy of an Outlook invitation, the invitation giving title and times", () => {
    const ms = msInvitation({ id: "inv-1", subject: "Steering Committee" });
    const g = gOwnCopy({ id: "copy-1", summary: "steering committee" });
    const event = only(build([ms], [g]));
    expect(event.key).toMatch(/^merged:place:[0-9a-z]+:[0-9a-z]+$/);
    expect(event.title).toBe("Steering Committee");
    expect(event.sources.map((s) => `${s.provider}:${s.id}`)).toEqual(["microsoft:inv-1", "google:copy-1"]);
    expect(event.merge).toEqual({
      reason: "time-title-place",
      detail:
        'Same start, title "steering committee" and place "fjord room"; the Google copy is your own ' +
        "(a copy made by a sync tool or kept from before a change)",
    });
    expect(event.class).toBe("in_person");
    expect(event.attendance).toBe("attended");
    expect(event.organizer).toEqual({ self: false, name: "Dana Client", email: "dana@client.example" });
  });

  it("merges a sync tool's Outlook copy of a Google invitation, the Google copy giving title and times", () => {
    const ms = msOwnCopy({ subject: `  ${TITLE.toUpperCase()} ` });
    const g = gInvitation({ summary: TITLE, ...googleAt("2026-03-02T09:00:20Z", 60) });
    const event = only(build([ms], [g]));
    expect(event.title).toBe(TITLE);
    expect(event.start).toBe("2026-03-02T09:00:20.000Z");
    expect(event.merge?.reason).toBe("time-title-place");
    expect(event.merge?.detail).toContain("Same start (within 20 s)");
    expect(event.merge?.detail).toContain("the Microsoft copy is your own");
    expect(event.organizer?.email).toBe("dana@client.example");
    expect(event.organizer?.self).toBe(false);
  });

  it("merges a stale copy whose end differs (the meeting was lengthened), showing the invitation's times", () => {
    const ms = msInvitation({ ...graphAt("2026-03-02T09:00", 90) });
    const g = gOwnCopy({ ...googleAt("2026-03-02T09:00:00Z", 60) });
    const event = only(build([ms], [g]));
    expect(event.merge?.reason).toBe("time-title-place");
    expect(event.merge?.detail).toMatch(/the ends differ, the Microsoft copy's is shown$/);
    expect([event.start, event.end]).toEqual(["2026-03-02T09:00:00.000Z", "2026-03-02T10:30:00.000Z"]);

    const shortened = only(build([msOwnCopy({ ...graphAt("2026-03-02T09:00", 120) })], [gInvitation()]));
    expect(shortened.end).toBe("2026-03-02T10:00:00.000Z");
  });

  it("counts a copy without an organizer (and without guests) as the user's own", () => {
    const g = gOwnCopy({ organizer: undefined });
    const event = only(build([msInvitation()], [g]));
    expect(event.merge?.reason).toBe("time-title-place");
    expect(event.merge?.detail).toContain("the Google copy is your own");
  });

  it("merges two own copies (the user's appointment and a sync tool's copy of it), best attendance as usual", () => {
    const event = only(build([msOwnCopy()], [gOwnCopy()]));
    expect(event.merge?.reason).toBe("time-title-place");
    expect(event.merge?.detail).toContain("both copies are your own");
    expect(event.attendance).toBe("attended");
    expect(event.organizer?.self).toBe(true);
  });

  it("merges an all-day entry with the user's own all-day copy on the same date", () => {
    const ms = msInvitation({ ...graphAllDay("2026-03-02"), subject: "Trade fair" });
    const g = gOwnCopy({ ...googleAllDay("2026-03-02", "2026-03-04"), summary: "Trade fair" });
    const event = only(build([ms], [g]));
    expect(event.merge?.reason).toBe("time-title-place");
    expect([event.allDay, event.start, event.end]).toEqual([true, "2026-03-02", "2026-03-03"]);
  });

  describe("places", () => {
    it("normalizes case, spacing and punctuation, and keeps letters of any script", () => {
      expect(normalizePlace("  Fjord   Room. ")).toBe("fjord room");
      expect(normalizePlace("1 Main St, Springfield")).toBe("1 main st springfield");
      expect(normalizePlace("Café «Zürich» – 2F")).toBe("café zürich 2f");
      expect(normalizePlace("—")).toBe("");
    });

    it("any place the copies share suffices (each copy's places compared as a set)", () => {
      const ms = msInvitation({ locations: [ROOM, graphPlace("Building 7, floor 3")] });
      const g = gOwnCopy({ location: "building 7 floor 3" });
      const event = only(build([ms], [g]));
      expect(event.merge?.detail).toContain('place "building 7 floor 3"');
      // The invitation's locations come first (the union compares them ignoring case only, as for any merge).
      expect(event.locations.slice(0, 2)).toEqual(["Fjord room", "Building 7, floor 3"]);
    });

    it("matches a Graph address's street line with the same address typed as text", () => {
      const address = graphPlace("Client HQ", {
        locationType: "businessAddress",
        address: { street: "1 Main St", city: "Springfield" },
      });
      const event = only(
        build([msInvitation({ locations: [address] })], [gOwnCopy({ location: "1 Main St, Springfield" })]),
      );
      expect(event.merge?.detail).toContain('place "1 main st springfield"');
    });

    it("matches a Google room resource with the room's name in the Outlook copy", () => {
      const g = gInvitation({ location: undefined, attendees: [googleSelf("accepted"), googleRoom("Fjord room")] });
      expect(only(build([msOwnCopy()], [g])).merge?.reason).toBe("time-title-place");
    });

    it("keeps the invitation's online evidence: a room and Teams stay hybrid", () => {
      const ms = msInvitation({ ...graphTeams(), locations: [ROOM, ...(graphTeams().locations as Wire[])] });
      const event = only(build([ms], [gOwnCopy()]));
      expect(event.merge?.reason).toBe("time-title-place");
      expect(event.class).toBe("hybrid");
    });
  });

  describe("attendance and primary copy", () => {
    it("a decline of the invitation is not outranked by the own copy's 'you organized it'", () => {
      const ms = msInvitation({
        responseStatus: { response: "declined" },
        attendees: [graphAttendee("me@northwind.example", "declined")],
      });
      const event = only(build([ms], [gOwnCopy()]));
      expect(event.attendance).toBe("declined");
      const attendance = event.signals.filter((s) => s.kind === "attendance").map((s) => `${s.code}/${s.detail}`);
      expect(attendance).toEqual(["declined/Microsoft", "organizer/Google"]);
    });

    it("an unanswered invitation stays unanswered; an accepted one is attended", () => {
      const unanswered = gInvitation({ attendees: [googleSelf("needsAction")] });
      expect(only(build([msOwnCopy()], [unanswered])).attendance).toBe("no_response");
      const accepted = gInvitation({ attendees: [googleSelf("accepted")] });
      expect(only(build([msOwnCopy()], [accepted])).attendance).toBe("attended");
    });

    it("the invitation is primary even when it is canceled and the stale own copy is not", () => {
      const ms = msInvitation({ isCancelled: true, subject: `Canceled: ${TITLE}` });
      const event = only(build([ms], [gOwnCopy()]));
      expect(event.merge?.reason).toBe("time-title-place");
      expect(event.status).toBe("canceled");
      expect(event.title).toBe(`Canceled: ${TITLE}`);
    });

    it("leaves the other pairings as they were: a decline in one calendar still beats no answer in the other", () => {
      const ms = msInvitation({ iCalUId: exchangeUid("both"), responseStatus: { response: "notResponded" } });
      const g = gInvitation({ iCalUID: exchangeUid("both"), attendees: [googleSelf("declined")] });
      const event = only(build([ms], [g]));
      expect(event.merge?.reason).toBe("ical-uid");
      expect(event.attendance).toBe("declined");
    });
  });

  describe("what stays two meetings", () => {
    const two = (microsoft: Wire[], google: Wire[]) => {
      const events = build(microsoft, google);
      expect(events).toHaveLength(microsoft.length + google.length);
      expect(events.every((e) => e.merge === undefined)).toBe(true);
    };

    it("two meetings at the same time in the same room with different titles", () => {
      two([msInvitation()], [gOwnCopy({ summary: "Team lunch" })]);
    });

    it("the same title and time in different places", () => {
      two([msInvitation()], [gOwnCopy({ location: "Harbor café" })]);
    });

    it("copies without a place, or whose only place is a dial-in number or 'TBD'", () => {
      two([msInvitation({ locations: [] })], [gOwnCopy({ location: undefined })]);
      two(
        [msInvitation({ locations: [graphPlace("+1 (555) 010-2030")] })],
        [gOwnCopy({ location: "+1 555 010 2030" })],
      );
      two([msInvitation({ locations: [graphPlace("TBD")] })], [gOwnCopy({ location: "TBD" })]);
    });

    it("two copies in the same calendar", () => {
      two([], [gInvitation(), gOwnCopy()]);
      two([msInvitation(), msOwnCopy()], []);
    });

    it("neither copy the user's own and the organizers differ: two invitations", () => {
      two(
        [msInvitation({ ...graphAt("2026-03-02T09:00", 90) })],
        [gInvitation({ organizer: { email: "lee@partner.example" } })],
      );
      two([msInvitation()], [gInvitation({ organizer: { email: "lee@partner.example" } })]);
    });

    it("starts two minutes apart, an all-day entry against a timed one, or no usable title", () => {
      two([msInvitation()], [gOwnCopy({ ...googleAt("2026-03-02T09:02:00Z", 60) })]);
      two([msInvitation({ ...graphAllDay("2026-03-02") })], [gOwnCopy()]);
      two([msInvitation({ subject: "" })], [gOwnCopy({ summary: "" })]);
    });

    it("a copy already paired by the fallback is not offered again", () => {
      // Dana's invitation is in both calendars (same organizer, no shared UID) and the user keeps a copy in Google.
      const events = build([msInvitation({ id: "inv" })], [gInvitation({ id: "inv-g" }), gOwnCopy({ id: "copy" })]);
      expect(events).toHaveLength(2);
      const merged = events.find((e) => e.merge);
      expect(merged?.merge?.reason).toBe("time-title-organizer");
      expect(merged?.sources.map((s) => s.id)).toEqual(["inv", "inv-g"]);
      expect(events.find((e) => !e.merge)?.key).toBe("google:copy");
    });
  });

  it("does not depend on input order when copies compete (closest start and end first, then ids)", () => {
    const microsoft = [
      msInvitation({ id: "m-long", ...graphAt("2026-03-02T09:00", 120) }),
      msInvitation({ id: "m-exact" }),
      msInvitation({ id: "m-lunch", subject: "Team lunch" }),
    ];
    const google = [
      gOwnCopy({ id: "g-a" }),
      gOwnCopy({ id: "g-b", ...googleAt("2026-03-02T09:00:30Z", 60) }),
      gOwnCopy({ id: "g-lunch", summary: "Team lunch" }),
    ];
    const expected = build(microsoft, google);
    const pairs = expected.map((e) => e.sources.map((s) => s.id).join("+")).sort();
    expect(pairs).toEqual(["m-exact+g-a", "m-lunch+g-lunch", "m-long+g-b"].sort());
    for (const ms of permutations(microsoft))
      for (const g of permutations(google)) expect(build(ms, g)).toEqual(expected);
  });

  it("un-merging gives both copies back under their own keys, and neither pairs with another copy", () => {
    const microsoft = [msInvitation({ id: "inv" })];
    const google = [gOwnCopy({ id: "copy" }), gOwnCopy({ id: "copy-2", ...googleAt("2026-03-02T09:00:40Z", 60) })];
    const first = build(microsoft, google);
    const merged = first.find((e) => e.merge);
    expect(merged?.sources.map((s) => s.id)).toEqual(["inv", "copy"]);
    const after = build(microsoft, google, [merged?.key as string]);
    expect(after.map((e) => e.key).sort()).toEqual(["google:copy", "google:copy-2", "microsoft:inv"]);
    // The same un-merged key, whatever the input order.
    expect(build([...microsoft], [...google].reverse(), [merged?.key as string])).toEqual(after);
  });
});
