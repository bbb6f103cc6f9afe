/**
 * The default dataset as a consultant's diary: Casey, based in London, works for Northwind with clients on
 * Microsoft 365 (Fabrikam, Adatum in Tokyo) and on Google Workspace (Tailspin in New York, Wingtip), and keeps a
 * personal Google calendar that receives some of the same invitations. Every entry states the verdict the notes'
 * rules give it and why; together they cover each case the issue lists (see the scenario tests).
 */
import { epochDay, epochDayAt, weekdayOfEpochDay, type EpochDay } from "../../core/time/plainDate";
import { offsetChangesIn } from "../../core/time/zone";
import { futureDay, pastDay, clearOfBoundaries, type SeedWindow } from "./calendar-window";
import { allDay, series, single, span, type MeetingSpec } from "./builders";
import { GOOGLE_SELF, MS_SELF, PEOPLE, PLACES, meet, teams, zoom } from "./directory";
import type { Occurrence } from "./occurrence";

// Weekdays as core/time numbers them: 0 = Monday.
const MON = 0;
const TUE = 1;
const WED = 2;
const THU = 3;
const FRI = 4;

const NY = "America/New_York";
const TOKYO = "Asia/Tokyo";

const msSelf = (answer: "accepted" | "tentative" | "needsAction" | "declined" = "accepted") => ({ ...MS_SELF, answer });
const gSelf = (answer: "accepted" | "tentative" | "needsAction" | "declined" = "accepted") => ({
  ...GOOGLE_SELF,
  answer,
});

function firstWeekday(w: SeedWindow, wd: number): EpochDay {
  return w.firstDay + ((wd - weekdayOfEpochDay(w.firstDay) + 7) % 7);
}

function recurring(w: SeedWindow): Occurrence[] {
  return [
    ...series(w, {
      key: "one-to-one-priya",
      firstDay: firstWeekday(w, MON),
      everyWeeks: 1,
      time: "10:00",
      minutes: 30,
      moved: { at: 0.4, byDays: 1, time: "11:00" },
      canceled: { at: 0.7 },
      meeting: {
        title: "1:1 Priya / Casey",
        in: ["microsoft"],
        organizer: PEOPLE.priya,
        invitees: [msSelf()],
        online: teams("one-to-one-priya"),
        kind: "event",
        expected: { class: "online", attendance: "attended" },
        why: "Teams meeting, accepted",
      },
    }),
    ...series(w, {
      key: "fabrikam-steering",
      firstDay: firstWeekday(w, WED),
      everyWeeks: 2,
      time: "14:00",
      minutes: 90,
      moved: { at: 0.3, byDays: 1, time: "10:00" },
      canceled: { at: 0.55 },
      meeting: {
        title: "Fabrikam steering committee",
        in: ["microsoft"],
        organizer: PEOPLE.james,
        invitees: [msSelf(), { ...PEOPLE.aisha, answer: "accepted" }],
        places: [PLACES.fabrikamBoardroom],
        kind: "event",
        expected: { class: "in_person", attendance: "attended" },
        why: "conference room at the client, no online link, accepted",
      },
    }),
    ...series(w, {
      key: "tailspin-weekly-sync",
      firstDay: firstWeekday(w, THU),
      everyWeeks: 1,
      time: "11:00",
      minutes: 45,
      moved: { at: 0.6, byDays: 1, time: "10:00" },
      canceled: { at: 0.4 },
      meeting: {
        title: "Tailspin weekly sync",
        in: ["microsoft", "google"],
        origin: "google",
        timeZone: NY,
        organizer: PEOPLE.maria,
        invitees: [msSelf("accepted"), gSelf("needsAction"), { ...PEOPLE.dev, answer: "accepted" }],
        online: meet("tailspin-weekly-sync"),
        description: "Weekly status with the Tailspin platform team.",
        kind: "event",
        expected: { class: "online", attendance: "attended" },
        why: "Google Meet, scheduled in New York time (moves in UTC across DST); accepted on Outlook, unanswered on Google: best answer wins",
      },
    }),
    ...series(w, {
      key: "northwind-standup",
      firstDay: firstWeekday(w, TUE),
      everyWeeks: 1,
      time: "09:30",
      minutes: 15,
      meeting: {
        title: "Northwind team stand-up",
        in: ["microsoft"],
        organizer: PEOPLE.tom,
        invitees: [msSelf(), { ...PEOPLE.priya, answer: "accepted" }],
        places: [PLACES.thames],
        online: teams("northwind-standup"),
        kind: "event",
        expected: { class: "hybrid", attendance: "attended" },
        why: "room plus Teams link, accepted",
      },
    }),
    ...series(w, {
      key: "fabrikam-delivery-workshop",
      firstDay: firstWeekday(w, TUE),
      everyWeeks: 4,
      time: "13:00",
      minutes: 120,
      meeting: {
        title: "Fabrikam × Northwind delivery workshop",
        in: ["microsoft", "google"],
        origin: "microsoft",
        organizer: MS_SELF,
        invitees: [{ ...PEOPLE.james, answer: "accepted" }, gSelf("accepted")],
        places: [PLACES.thames],
        kind: "event",
        expected: { class: "in_person", attendance: "attended" },
        why: "organized from Outlook in a Northwind room, also accepted on Google (hex UID), no online link",
      },
    }),
    ...series(w, {
      key: "adatum-monthly-call",
      firstDay: firstWeekday(w, THU) + 7,
      everyWeeks: 4,
      time: "17:00",
      minutes: 60,
      meeting: {
        title: "Adatum monthly call",
        in: ["microsoft"],
        timeZone: TOKYO,
        organizer: PEOPLE.kenji,
        invitees: [msSelf(), { ...PEOPLE.yuki, answer: "accepted" }],
        online: teams("adatum-monthly-call"),
        kind: "event",
        expected: { class: "online", attendance: "attended" },
        why: "Teams meeting scheduled in Tokyo time, accepted",
      },
    }),
    ...series(w, {
      key: "focus-time",
      firstDay: firstWeekday(w, WED),
      everyWeeks: 1,
      time: "09:00",
      minutes: 120,
      meeting: {
        title: "Focus time",
        in: ["google"],
        organizer: GOOGLE_SELF,
        kind: "focus_time",
        expected: { class: "unknown", attendance: "attended" },
        why: "Google focus time entry",
      },
    }),
    ...series(w, {
      key: "working-location-home",
      firstDay: firstWeekday(w, MON),
      everyWeeks: 1,
      meeting: {
        title: "Home",
        in: ["google"],
        organizer: GOOGLE_SELF,
        kind: "working_location",
        workingLocation: { type: "homeOffice" },
        expected: { class: "unknown", attendance: "attended" },
        why: "Google working location (home)",
      },
    }),
    ...series(w, {
      key: "working-location-office",
      firstDay: firstWeekday(w, WED),
      everyWeeks: 1,
      meeting: {
        title: "Northwind London office",
        in: ["google"],
        organizer: GOOGLE_SELF,
        kind: "working_location",
        workingLocation: { type: "officeLocation", label: "Northwind London office" },
        expected: { class: "unknown", attendance: "attended" },
        why: "Google working location (office)",
      },
    }),
  ];
}

/** Two trips, a week apart from anything else: Tokyo (Adatum) and New York (Tailspin). */
function trips(w: SeedWindow): Occurrence[] {
  const tokyoTue = pastDay(w, 0.3, TUE);
  const nyTue = pastDay(w, 0.7, TUE);
  return [
    ...allDay(w, "tokyo-trip", tokyoTue, 3, {
      title: "Tokyo trip",
      in: ["microsoft"],
      timeZone: TOKYO,
      organizer: MS_SELF,
      places: [PLACES.tokyo],
      showAs: "workingElsewhere",
      kind: "working_location",
      expected: { class: "in_person", attendance: "attended" },
      why: "all-day, three days, shown as working elsewhere",
    }),
    ...single(w, "adatum-qbr", tokyoTue + 1, "10:00", 150, {
      title: "Adatum quarterly business review",
      in: ["microsoft"],
      timeZone: TOKYO,
      organizer: PEOPLE.kenji,
      invitees: [msSelf(), { ...PEOPLE.yuki, answer: "accepted" }],
      places: [PLACES.adatumSakura],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "conference room in Tokyo with its address, accepted",
    }),
    ...single(w, "adatum-dinner", tokyoTue + 1, "19:00", 120, {
      title: "Dinner with Adatum leadership",
      in: ["microsoft"],
      timeZone: TOKYO,
      organizer: PEOPLE.kenji,
      invitees: [msSelf()],
      places: [PLACES.tokyoDinner],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "local business with an address and a Bing maps link, accepted",
    }),
    ...single(w, "tailspin-onsite-1", nyTue, "09:30", 420, {
      title: "Tailspin on-site workshop (day 1)",
      in: ["microsoft", "google"],
      origin: "google",
      timeZone: NY,
      organizer: PEOPLE.maria,
      invitees: [msSelf(), gSelf(), { ...PEOPLE.dev, answer: "accepted" }],
      places: [PLACES.tailspinHudson],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "Google room resource with a street address, no Meet, accepted on both addresses (vCal-Uid in Outlook)",
    }),
    ...single(w, "tailspin-onsite-2", nyTue + 1, "09:30", 420, {
      title: "Tailspin on-site workshop (day 2)",
      in: ["microsoft", "google"],
      origin: "google",
      timeZone: NY,
      organizer: PEOPLE.maria,
      invitees: [msSelf(), gSelf(), { ...PEOPLE.dev, answer: "accepted" }],
      places: [PLACES.tailspinHudson],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "Google room resource with a street address, no Meet, accepted on both addresses (vCal-Uid in Outlook)",
    }),
    ...single(w, "ludlow-breakfast", nyTue + 1, "08:00", 60, {
      title: "Breakfast with Tailspin CTO",
      in: ["microsoft"],
      timeZone: NY,
      organizer: MS_SELF,
      invitees: [{ ...PEOPLE.dev, answer: "accepted" }],
      places: [PLACES.ludlow],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "organized, hotel with an address",
    }),
    ...single(w, "tailspin-board-prep", nyTue + 1, "16:45", 45, {
      title: "Tailspin board prep",
      in: ["google"],
      timeZone: NY,
      organizer: PEOPLE.maria,
      invitees: [gSelf()],
      places: [PLACES.tailspinBoard],
      online: meet("tailspin-board-prep"),
      kind: "event",
      expected: { class: "hybrid", attendance: "attended" },
      why: "room resource plus Google Meet, accepted",
    }),
    ...single(w, "hold-travel-ny", nyTue - 1, "10:00", 480, {
      title: "Hold: travel to New York",
      in: ["google"],
      organizer: GOOGLE_SELF,
      kind: "event",
      expected: { class: "unknown", attendance: "attended" },
      why: "own block with no location or link",
    }),
  ];
}

function microsoftSingles(w: SeedWindow): Occurrence[] {
  const fabrikam = (answer: "accepted" | "tentative" | "needsAction" | "declined") => ({
    organizer: PEOPLE.james,
    invitees: [msSelf(answer), { ...PEOPLE.aisha, answer: "accepted" as const }],
  });
  const out: Occurrence[] = [
    ...single(w, "vendor-lunch", pastDay(w, 0.15, THU), "12:30", 90, {
      title: "Fabrikam suppliers lunch",
      in: ["microsoft"],
      ...fabrikam("declined"),
      places: [PLACES.vendorLunch],
      kind: "event",
      expected: { class: "in_person", attendance: "declined" },
      why: "restaurant with an address, declined",
    }),
    ...single(w, "prep-steering-deck", pastDay(w, 0.2, MON), "15:00", 60, {
      title: "Prep: steering deck",
      in: ["microsoft"],
      organizer: MS_SELF,
      kind: "event",
      expected: { class: "unknown", attendance: "attended" },
      why: "organized, no attendees, no location or link",
    }),
    ...single(w, "cto-breakfast", pastDay(w, 0.25, FRI), "07:30", 90, {
      title: "London CTO breakfast",
      in: ["microsoft"],
      origin: "external",
      organizer: PEOPLE.cto,
      invitees: [msSelf("tentative")],
      places: [{ ...PLACES.ctoBreakfast, text: "The Ned, 27 Poultry, London EC2R 8AJ" }],
      kind: "event",
      expected: { class: "in_person", attendance: "tentative" },
      why: "street address, tentatively accepted",
    }),
    ...single(w, "architecture-review", pastDay(w, 0.4, MON), "14:00", 90, {
      title: "Fabrikam architecture review",
      in: ["microsoft"],
      ...fabrikam("needsAction"),
      places: [PLACES.fabrikamBoardroom],
      kind: "event",
      expected: { class: "in_person", attendance: "no_response" },
      why: "conference room, never answered",
    }),
    ...single(w, "reading-site-visit", pastDay(w, 0.5, THU), "10:00", 180, {
      title: "Site visit – Fabrikam Reading depot",
      in: ["microsoft"],
      ...fabrikam("accepted"),
      places: [PLACES.fabrikamReading],
      canceled: true,
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "business address, accepted, then canceled by the organizer",
    }),
    ...single(w, "wingtip-webinar", pastDay(w, 0.6, TUE), "16:00", 60, {
      title: "Wingtip partner webinar",
      in: ["microsoft"],
      origin: "external",
      organizer: PEOPLE.wingtipEvents,
      invitees: [msSelf()],
      online: zoom("wingtip-webinar"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "Zoom link as the location, accepted",
    }),
    ...single(w, "site-survey", pastDay(w, 0.65, THU), "10:00", 120, {
      title: "Site survey – Fabrikam Canary Wharf",
      in: ["microsoft"],
      organizer: MS_SELF,
      graphNoResponse: true,
      places: [PLACES.fabrikamCanaryWharf],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "created through the API (answer 'none'), organizer with no attendees, street address",
    }),
    ...single(w, "fabrikam-retro", pastDay(w, 0.75, THU), "09:30", 90, {
      title: "Client retrospective – Fabrikam",
      in: ["microsoft"],
      organizer: MS_SELF,
      invitees: [
        { ...PEOPLE.james, answer: "accepted" },
        { ...PEOPLE.aisha, answer: "tentative", optional: true },
      ],
      places: [PLACES.fabrikamBoardroom],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "organized with attendees, conference room",
    }),
    ...single(w, "proposal-review", pastDay(w, 0.78, WED), "11:30", 45, {
      title: "Proposal review with Priya",
      in: ["microsoft"],
      organizer: MS_SELF,
      invitees: [{ ...PEOPLE.priya, answer: "accepted" }],
      online: teams("proposal-review"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "organized Teams meeting",
    }),
    ...single(w, "wingtip-integration-planning", pastDay(w, 0.68, WED), "14:00", 45, {
      title: "Wingtip integration planning",
      in: ["microsoft", "google"],
      origin: "microsoft",
      organizer: MS_SELF,
      invitees: [{ ...PEOPLE.wingtipCeo, answer: "accepted" }, gSelf("accepted")],
      online: teams("wingtip-integration-planning"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "organized Teams meeting from Outlook, also on Google ('Microsoft Teams Meeting' location, link in the text)",
    }),
    ...allDay(w, "fabrikam-go-live", pastDay(w, 0.8, FRI), 1, {
      title: "Fabrikam go-live",
      in: ["microsoft"],
      ...fabrikam("accepted"),
      places: [PLACES.fabrikamCanaryWharf],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "all-day at the client's address (all-day is not counted by default)",
    }),
    ...single(w, "wingtip-partnership-review", pastDay(w, 0.82, TUE), "10:00", 90, {
      title: "Wingtip partnership review",
      in: ["microsoft", "google"],
      origin: "microsoft",
      organizer: MS_SELF,
      invitees: [{ ...PEOPLE.wingtipCeo, answer: "accepted" }, gSelf("accepted")],
      places: [PLACES.wingtipOffice],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "organized from Outlook at a business address, also on Google by hex UID",
    }),
  ];

  const leaveMonday = pastDay(w, 0.55, MON);
  out.push(
    ...allDay(w, "annual-leave", leaveMonday, 5, {
      title: "Annual leave",
      in: ["microsoft"],
      organizer: MS_SELF,
      showAs: "oof",
      kind: "out_of_office",
      expected: { class: "unknown", attendance: "attended" },
      why: "all-day, five days, shown as out of office",
    }),
    ...span(
      w,
      "google-ooo",
      { day: leaveMonday, time: "00:00" },
      { day: leaveMonday + 5, time: "00:00" },
      {
        title: "Out of office",
        in: ["google"],
        organizer: GOOGLE_SELF,
        kind: "out_of_office",
        expected: { class: "unknown", attendance: "attended" },
        why: "Google out-of-office entry over five days",
      },
    ),
  );

  for (const [i, at] of [0.1, 0.35, 0.6, 0.85].entries()) {
    out.push(
      ...single(w, `all-hands-${i + 1}`, pastDay(w, at, FRI), "16:00", 60, {
        title: "Northwind quarterly all-hands",
        in: ["microsoft"],
        organizer: PEOPLE.ceo,
        invitees: [msSelf(), { ...PEOPLE.tom, answer: "accepted" }, { ...PEOPLE.priya, answer: "accepted" }],
        places: [PLACES.thames],
        online: teams(`all-hands-${i + 1}`),
        kind: "event",
        expected: { class: "hybrid", attendance: "attended" },
        why: "conference room plus Teams, accepted",
      }),
    );
  }
  return out;
}

function googleSingles(w: SeedWindow): Occurrence[] {
  const wingtip = { organizer: PEOPLE.wingtipCeo, origin: "google" as const };
  return [
    ...single(w, "wingtip-meetup", pastDay(w, 0.33, THU), "18:00", 120, {
      title: "Wingtip community meetup",
      in: ["google"],
      ...wingtip,
      invitees: [gSelf("declined")],
      places: [PLACES.wingtipMeetup],
      kind: "event",
      expected: { class: "in_person", attendance: "declined" },
      why: "street address as free text, declined",
    }),
    ...single(w, "tailspin-data-review", pastDay(w, 0.38, THU), "10:00", 60, {
      title: "Tailspin data review",
      in: ["google"],
      timeZone: NY,
      organizer: PEOPLE.dev,
      invitees: [gSelf()],
      online: zoom("tailspin-data-review"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "Zoom add-on conference, accepted",
    }),
    ...single(w, "tech-week-panel", pastDay(w, 0.42, WED), "17:00", 60, {
      title: "London Tech Week panel",
      in: ["google"],
      organizer: PEOPLE.wingtipEvents,
      invitees: [gSelf("needsAction")],
      places: [PLACES.techWeek],
      kind: "event",
      expected: { class: "in_person", attendance: "no_response" },
      why: "street address as free text, no answer",
    }),
    ...allDay(w, "techconf", pastDay(w, 0.45, TUE), 3, {
      title: "TechConf London",
      in: ["google"],
      organizer: GOOGLE_SELF,
      places: [PLACES.excel],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "own all-day entry over three days at a street address (all-day is not counted by default)",
    }),
    ...single(w, "yuki-call", pastDay(w, 0.48, TUE), "18:00", 30, {
      title: "Call with Yuki",
      in: ["google"],
      timeZone: TOKYO,
      organizer: PEOPLE.yuki,
      invitees: [gSelf()],
      online: meet("yuki-call"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "Google Meet scheduled in Tokyo time, accepted",
    }),
    ...single(w, "wingtip-drinks", pastDay(w, 0.52, FRI), "18:00", 120, {
      title: "Wingtip partner drinks",
      in: ["google"],
      ...wingtip,
      invitees: [gSelf("tentative")],
      places: [PLACES.churchill],
      kind: "event",
      expected: { class: "in_person", attendance: "tentative" },
      why: "pub with a street address, maybe",
    }),
    ...single(w, "architecture-clinic", pastDay(w, 0.62, FRI), "11:00", 60, {
      title: "Architecture clinic",
      in: ["google"],
      organizer: GOOGLE_SELF,
      invitees: [{ ...PEOPLE.sam, answer: "accepted" }],
      places: [PLACES.clinic],
      canceled: true,
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "organized at an address, then canceled (Google returns it only with showDeleted)",
    }),
    ...single(w, "wingtip-strategy", pastDay(w, 0.72, MON), "11:00", 60, {
      title: "Wingtip strategy session",
      in: ["google"],
      ...wingtip,
      invitees: [gSelf()],
      online: meet("wingtip-strategy"),
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "Google Meet, accepted",
    }),
    ...single(w, "monmouth-coffee", pastDay(w, 0.9, FRI), "08:30", 45, {
      title: "Coffee with Olivia (Wingtip)",
      in: ["google"],
      organizer: GOOGLE_SELF,
      invitees: [{ ...PEOPLE.wingtipCeo, answer: "accepted" }],
      places: [PLACES.monmouth],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "organized, the location is a Google Maps link (physical, not online)",
    }),
    ...allDay(w, "sam-birthday", pastDay(w, 0.35, WED), 1, {
      title: "Sam Rivera's birthday",
      in: ["google"],
      organizer: GOOGLE_SELF,
      kind: "birthday",
      expected: { class: "unknown", attendance: "attended" },
      why: "Google birthday entry",
    }),
  ];
}

/** Meetings in both calendars that carry different UIDs (separate invitations) and match by time, title, organizer. */
function fallbackShared(w: SeedWindow): Occurrence[] {
  return [
    ...single(w, "contoso-intro", pastDay(w, 0.58, THU), "13:00", 30, {
      title: "Intro call – Contoso hiring",
      in: ["microsoft", "google"],
      origin: "external",
      organizer: PEOPLE.recruiter,
      invitees: [msSelf(), gSelf()],
      online: zoom("contoso-intro"),
      uid: "booking-7f3a91@scheduler.contoso.example",
      variants: { google: { uid: "booking-7f3b02@scheduler.contoso.example" } },
      kind: "event",
      expected: { class: "online", attendance: "attended" },
      why: "booked twice by a scheduler (two UIDs): same time, title and organizer; Zoom link",
    }),
    ...single(w, "wolseley-lunch", pastDay(w, 0.46, FRI), "12:30", 90, {
      title: "Lunch with Wingtip CFO",
      in: ["microsoft", "google"],
      origin: "external",
      organizer: PEOPLE.wingtipCfo,
      invitees: [msSelf(), gSelf()],
      places: [PLACES.wolseley],
      uid: "lunch-a1@mail.wingtip.example",
      variants: { google: { uid: "lunch-b2@mail.wingtip.example", title: "lunch with Wingtip CFO" } },
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "separate invitations (two UIDs, title differs in case only): restaurant address, accepted",
    }),
  ];
}

/** An overnight job across the night London's clocks change: 4 wall-clock hours, 3 (or 5) real ones. */
function dstNight(w: SeedWindow): Occurrence[] {
  for (const change of offsetChangesIn(w.year, "Europe/London")) {
    const sunday = epochDayAt(change);
    const made = span(
      w,
      "dc-migration",
      { day: sunday - 1, time: "23:00" },
      { day: sunday, time: "03:00" },
      {
        title: "Data center migration (overnight)",
        in: ["microsoft"],
        organizer: MS_SELF,
        invitees: [{ ...PEOPLE.tom, answer: "accepted" }],
        places: [PLACES.equinix],
        kind: "event",
        expected: { class: "in_person", attendance: "attended" },
        why: "organized on site at a business address, across the DST change night",
      },
    );
    if (made.length) return made;
  }
  return [];
}

/** Outside the year: before January 1 (must not count) and in the coming month (not ended). */
function outsideYearToDate(w: SeedWindow): Occurrence[] {
  const dinner: MeetingSpec = {
    title: "Fabrikam kickoff dinner",
    in: ["microsoft"],
    organizer: PEOPLE.james,
    invitees: [msSelf()],
    places: [PLACES.dishoom],
    kind: "event",
    expected: { class: "in_person", attendance: "attended" },
    why: "restaurant, accepted, but in December of the previous year",
  };
  const dec29 = epochDay(w.year - 1, 12, 29);
  const before = single(w, "kickoff-dinner", dec29, "19:00", 150, dinner, { ignoreWindow: true }).filter((o) =>
    clearOfBoundaries(w, o.start, o.end),
  );
  return [
    ...before,
    ...single(w, "fabrikam-year-end", futureDay(w, 0.4, THU), "14:00", 120, {
      title: "Fabrikam year-end review",
      in: ["microsoft"],
      organizer: PEOPLE.james,
      invitees: [msSelf()],
      places: [PLACES.fabrikamBoardroom],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "conference room, accepted, not yet happened",
    }),
    ...single(w, "wingtip-holiday-lunch", futureDay(w, 0.7, FRI), "12:30", 120, {
      title: "Wingtip holiday lunch",
      in: ["google"],
      organizer: PEOPLE.wingtipCeo,
      invitees: [gSelf()],
      places: [PLACES.churchill],
      kind: "event",
      expected: { class: "in_person", attendance: "attended" },
      why: "pub with a street address, accepted, not yet happened",
    }),
  ];
}

/** Every logical occurrence of the default dataset, sorted by start. */
export function defaultScenarios(w: SeedWindow): Occurrence[] {
  const all = [
    ...outsideYearToDate(w),
    ...recurring(w),
    ...trips(w),
    ...microsoftSingles(w),
    ...googleSingles(w),
    ...fallbackShared(w),
    ...dstNight(w),
  ];
  return all.sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
}
