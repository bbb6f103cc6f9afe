import { decodeExchangeUid, expectedYearToDate, generateDefaultSeed, GLOBAL_OBJECT_ID_HEADER } from "./index";
import type { GoogleEvent, GraphEvent } from "./wire";

const NOW = new Date("2026-11-23T12:00:00Z");
const seed = generateDefaultSeed({ now: NOW });
const { microsoft, google, truth } = seed;

const HOUR = 3_600_000;
const graphStart = (e: GraphEvent) => Date.parse(`${e.start.dateTime}Z`);
const googleStart = (e: GoogleEvent) => Date.parse(e.start.dateTime ?? `${e.start.date}T00:00:00Z`);
const selfAnswer = (e: GoogleEvent) => e.attendees?.find((a) => a.self)?.responseStatus;
const cleanUid = (uid: string) => decodeExchangeUid(uid).toLowerCase();

describe("the default seed", () => {
  it("is deterministic for a given now", () => {
    expect(JSON.stringify(generateDefaultSeed({ now: new Date(NOW) }))).toBe(JSON.stringify(seed));
  });

  it("changes with now (it is relative to it)", () => {
    const later = generateDefaultSeed({ now: new Date("2026-11-30T12:00:00Z") });
    expect(later.microsoft[0]?.start).not.toEqual(undefined);
    expect(JSON.stringify(later.truth)).not.toBe(JSON.stringify(truth));
  });

  it("holds about 150–400 events per provider", () => {
    expect(microsoft.length).toBeGreaterThanOrEqual(150);
    expect(microsoft.length).toBeLessThanOrEqual(400);
    expect(google.length).toBeGreaterThanOrEqual(150);
    expect(google.length).toBeLessThanOrEqual(400);
  });

  it("covers January 1 of now's year to a month after now", () => {
    const starts = [...microsoft.map(graphStart), ...google.map(googleStart)];
    expect(Math.min(...starts)).toBeLessThan(Date.UTC(2026, 0, 10));
    expect(Math.max(...starts)).toBeGreaterThan(NOW.getTime() + 20 * 24 * HOUR);
    expect(Math.max(...starts)).toBeLessThanOrEqual(NOW.getTime() + 31 * 24 * HOUR);
  });

  it("keeps every event clear of the year boundary and of now, so the year to date does not depend on the zone", () => {
    const yearStart = Date.UTC(2026, 0, 1);
    for (const t of truth) {
      const widen = t.allDay ? 14 * HOUR : 0;
      const start = Date.parse(t.allDay ? `${t.start}T00:00:00Z` : t.start) - widen;
      const end = Date.parse(t.allDay ? `${t.end}T00:00:00Z` : t.end) + widen;
      const near = (a: number, b: number) => start < b && end > a;
      expect({ title: t.title, near: near(yearStart - 14 * HOUR, yearStart + 14 * HOUR) }).toEqual({
        title: t.title,
        near: false,
      });
      expect({ title: t.title, near: near(NOW.getTime() - 24 * HOUR, NOW.getTime() + 24 * HOUR) }).toEqual({
        title: t.title,
        near: false,
      });
    }
  });

  it("gives unique ids per provider", () => {
    expect(new Set(microsoft.map((e) => e.id)).size).toBe(microsoft.length);
    expect(new Set(google.map((e) => e.id)).size).toBe(google.length);
  });

  it("writes Graph date-times in UTC with 7 fractional digits and no offset", () => {
    for (const e of microsoft) {
      for (const t of [e.start, e.end]) {
        expect(t.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/);
        if (e.isAllDay) {
          expect(t.dateTime).toMatch(/T00:00:00\.0000000$/);
          expect(t.timeZone).not.toBe("");
        } else {
          expect(t.timeZone).toBe("UTC");
        }
      }
    }
  });

  it("writes every Google date-time with an offset and all-day events as plain dates", () => {
    for (const e of google) {
      for (const t of [e.start, e.end, ...(e.originalStartTime ? [e.originalStartTime] : [])]) {
        if (t.date !== undefined) {
          expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(t.dateTime).toBeUndefined();
        } else {
          expect(t.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
          expect(t.timeZone).toBeTruthy();
        }
      }
    }
  });

  it("names Google instances <series id>_<original start in UTC>", () => {
    const instances = google.filter((e) => e.recurringEventId);
    expect(instances.length).toBeGreaterThan(100);
    for (const e of instances) {
      const original = e.originalStartTime;
      const suffix = original?.dateTime
        ? new Date(original.dateTime)
            .toISOString()
            .replace(/[-:]/g, "")
            .replace(/\.\d{3}/, "")
        : original?.date?.replace(/-/g, "");
      expect(e.id).toBe(`${e.recurringEventId}_${suffix}`);
      expect(e.id).toMatch(/^[a-v0-9]+_\d{8}(T\d{6}Z)?$/);
    }
  });

  it("gives Graph occurrences their series and original start, and per-occurrence iCalUIds", () => {
    const occurrences = microsoft.filter((e) => e.type !== "singleInstance");
    expect(occurrences.length).toBeGreaterThan(100);
    for (const e of occurrences) {
      expect(e.seriesMasterId).toBeTruthy();
      expect(e.originalStart).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      // Bytes 17–20 carry the occurrence date (year, month, day).
      expect(e.iCalUId.slice(32, 40)).not.toBe("00000000");
    }
    const series = new Map<string, Set<string>>();
    for (const e of occurrences)
      series.set(e.seriesMasterId ?? "", (series.get(e.seriesMasterId ?? "") ?? new Set()).add(e.iCalUId));
    for (const uids of series.values()) {
      expect(uids.size).toBeGreaterThan(1);
      expect(new Set([...uids].map(cleanUid)).size).toBe(1);
    }
  });

  it("lists every event in the truth and every truth id in the seed", () => {
    const graphIds = new Set(microsoft.map((e) => e.id));
    const googleIds = new Set(google.map((e) => e.id));
    const inTruth = { microsoft: new Set<string>(), google: new Set<string>() };
    for (const t of truth) {
      expect(t.sources.length).toBe(Object.keys(t.ids).length);
      if (t.ids.microsoft) {
        expect(graphIds.has(t.ids.microsoft)).toBe(true);
        inTruth.microsoft.add(t.ids.microsoft);
      }
      if (t.ids.google) {
        expect(googleIds.has(t.ids.google)).toBe(true);
        inTruth.google.add(t.ids.google);
      }
    }
    expect(inTruth.microsoft.size).toBe(microsoft.length);
    expect(inTruth.google.size).toBe(google.length);
  });
});

describe("the default seed's scenarios (found by scanning the wire data)", () => {
  const some = <T>(list: T[], test: (x: T) => boolean) => expect(list.some(test)).toBe(true);
  const roomOnGraph = (e: GraphEvent) =>
    e.locations.some((l) => l.locationType === "conferenceRoom" && !!l.locationEmailAddress);

  it("has a canceled and a moved exception in each calendar", () => {
    some(microsoft, (e) => e.type === "exception" && e.isCancelled);
    some(
      microsoft,
      (e) => e.type === "exception" && !e.isCancelled && Date.parse(e.originalStart ?? "") !== graphStart(e),
    );
    some(google, (e) => !!e.recurringEventId && e.status === "cancelled");
    some(
      google,
      (e) =>
        !!e.recurringEventId &&
        e.status === "confirmed" &&
        !!e.originalStartTime?.dateTime &&
        Date.parse(e.originalStartTime.dateTime) !== googleStart(e),
    );
  });

  it("has all-day and multi-day all-day events in each calendar", () => {
    some(microsoft, (e) => e.isAllDay);
    some(microsoft, (e) => e.isAllDay && Date.parse(`${e.end.dateTime}Z`) - graphStart(e) > 24 * HOUR);
    some(google, (e) => !!e.start.date && e.eventType === "default");
    some(
      google,
      (e) => !!e.start.date && !!e.end.date && Date.parse(e.end.date) - Date.parse(e.start.date) > 24 * HOUR,
    );
  });

  it("schedules in London, New York and Tokyo", () => {
    for (const zone of ["GMT Standard Time", "Eastern Standard Time", "Tokyo Standard Time"]) {
      some(microsoft, (e) => e.originalStartTimeZone === zone && !e.isAllDay);
    }
    for (const zone of ["Europe/London", "America/New_York", "Asia/Tokyo"])
      some(google, (e) => e.start.timeZone === zone);
    some(google, (e) => /-0[45]:00$/.test(e.start.dateTime ?? ""));
  });

  it("has a series that moves in UTC across a DST change, and an overnight event across the change", () => {
    const byMaster = new Map<string, Set<string>>();
    for (const e of microsoft.filter((x) => x.type === "occurrence" && !x.isAllDay)) {
      byMaster.set(
        e.seriesMasterId ?? "",
        (byMaster.get(e.seriesMasterId ?? "") ?? new Set()).add(e.start.dateTime.slice(11)),
      );
    }
    expect([...byMaster.values()].filter((times) => times.size > 1).length).toBeGreaterThanOrEqual(2);
    const overnight = truth.find((t) => t.title === "Data center migration (overnight)");
    // 23:00 to 03:00 local on the night the clocks go forward: three real hours.
    expect(overnight).toMatchObject({ start: "2026-03-28T23:00:00.000Z", end: "2026-03-29T02:00:00.000Z", hours: 3 });
  });

  it("has declined, tentative and unanswered invitations in each calendar", () => {
    for (const response of ["declined", "tentativelyAccepted", "notResponded", "accepted", "organizer", "none"]) {
      some(microsoft, (e) => e.responseStatus.response === response);
    }
    for (const answer of ["declined", "tentative", "needsAction", "accepted"])
      some(google, (e) => selfAnswer(e) === answer);
    some(google, (e) => !!e.organizer?.self && !e.attendees);
    some(google, (e) => !!e.organizer?.self && !!e.attendees);
  });

  it("has organized events with and without attendees in Graph", () => {
    some(microsoft, (e) => e.isOrganizer && e.attendees.length > 0);
    some(microsoft, (e) => e.isOrganizer && e.attendees.length === 0);
  });

  it("has Teams, Meet and Zoom meetings", () => {
    some(
      microsoft,
      (e) =>
        e.isOnlineMeeting &&
        e.onlineMeetingProvider === "teamsForBusiness" &&
        /teams\.microsoft\.com/.test(e.onlineMeeting?.joinUrl ?? ""),
    );
    some(microsoft, (e) => /zoom\.us\/j\//.test(e.location.displayName));
    some(
      google,
      (e) =>
        /^https:\/\/meet\.google\.com\//.test(e.hangoutLink ?? "") &&
        e.conferenceData?.conferenceSolution.key.type === "hangoutsMeet",
    );
    some(
      google,
      (e) =>
        e.conferenceData?.conferenceSolution.key.type === "addOn" &&
        /zoom\.us/.test(e.conferenceData.entryPoints[0]?.uri ?? ""),
    );
    some(google, (e) => e.location === "Microsoft Teams Meeting" && /teams\.microsoft\.com/.test(e.description ?? ""));
  });

  it("has rooms, street addresses and maps links", () => {
    some(microsoft, roomOnGraph);
    some(microsoft, (e) => e.attendees.some((a) => a.type === "resource"));
    some(microsoft, (e) => e.locations.some((l) => l.locationType === "streetAddress" && !!l.address?.street));
    for (const type of ["businessAddress", "restaurant", "hotel", "localBusiness"]) {
      some(microsoft, (e) => e.locations.some((l) => l.locationType === type));
    }
    some(microsoft, (e) => e.locations.some((l) => /bing\.com\/maps/.test(l.locationUri ?? "")));
    some(google, (e) => !!e.attendees?.some((a) => a.resource));
    some(google, (e) =>
      /\d+ [A-Z][a-z]+( [A-Z][a-z]+)* (St|Street|Road|Avenue|Square|Gateway)\b/.test(e.location ?? ""),
    );
    some(google, (e) => /^https:\/\/maps\.google\.com\//.test(e.location ?? ""));
  });

  it("has hybrid meetings (room and a link) in each calendar", () => {
    some(microsoft, (e) => roomOnGraph(e) && e.isOnlineMeeting);
    some(google, (e) => !!e.attendees?.some((a) => a.resource) && !!e.hangoutLink);
  });

  it("has working-location, out-of-office and focus-time entries", () => {
    some(google, (e) => e.eventType === "workingLocation" && e.workingLocationProperties?.type === "homeOffice");
    some(google, (e) => e.eventType === "workingLocation" && e.workingLocationProperties?.type === "officeLocation");
    some(google, (e) => e.eventType === "outOfOffice" && !!e.start.dateTime);
    some(google, (e) => e.eventType === "focusTime");
    some(google, (e) => e.eventType === "birthday");
    some(microsoft, (e) => e.showAs === "oof");
    some(microsoft, (e) => e.showAs === "workingElsewhere");
  });

  it("has canceled single events in each calendar", () => {
    some(microsoft, (e) => e.type === "singleInstance" && e.isCancelled && e.subject.startsWith("Canceled: "));
    some(google, (e) => !e.recurringEventId && e.status === "cancelled");
  });

  it("shares Google-originated meetings with Outlook through the vCal-Uid form", () => {
    const googleUids = new Set(google.map((e) => e.iCalUID.toLowerCase()));
    const shared = microsoft.filter((e) => {
      const uid = decodeExchangeUid(e.iCalUId);
      return uid !== e.iCalUId && !uid.startsWith(GLOBAL_OBJECT_ID_HEADER) && googleUids.has(uid.toLowerCase());
    });
    expect(shared.some((e) => e.type === "singleInstance")).toBe(true);
    expect(shared.filter((e) => e.type !== "singleInstance").length).toBeGreaterThan(10);
    for (const e of shared) expect(decodeExchangeUid(e.iCalUId)).toMatch(/@google\.com$/);
  });

  it("shares Outlook-originated meetings with Google through the clean hex UID", () => {
    const graphUids = new Set(microsoft.map((e) => cleanUid(e.iCalUId)));
    const shared = google.filter(
      (e) => e.iCalUID.startsWith(GLOBAL_OBJECT_ID_HEADER) && graphUids.has(e.iCalUID.toLowerCase()),
    );
    expect(shared.some((e) => !e.recurringEventId)).toBe(true);
    expect(shared.filter((e) => e.recurringEventId).length).toBeGreaterThan(5);
  });

  it("shares a couple of meetings without a matching UID, same time, title (but case) and organizer", () => {
    const fallback = truth
      .filter((t) => t.sources.length === 2 && t.ids.microsoft && t.ids.google)
      .filter((t) => {
        const g = microsoft.find((e) => e.id === t.ids.microsoft);
        const o = google.find((e) => e.id === t.ids.google);
        return g && o && cleanUid(g.iCalUId) !== o.iCalUID.toLowerCase();
      });
    expect(fallback.length).toBeGreaterThanOrEqual(2);
    for (const t of fallback) {
      const g = microsoft.find((e) => e.id === t.ids.microsoft);
      const o = google.find((e) => e.id === t.ids.google);
      expect(g && graphStart(g)).toBe(o && googleStart(o));
      expect(g?.subject.trim().toLowerCase()).toBe(o?.summary?.trim().toLowerCase());
      expect(g?.organizer.emailAddress.address).toBe(o?.organizer?.email);
      expect(t.mergedInView).toBe(true);
    }
    expect(fallback.some((t) => t.expectedClass === "in_person")).toBe(true);
  });

  it("uses the seed accounts as 'self' on each side", () => {
    for (const e of microsoft.filter((x) => !x.isOrganizer)) {
      expect(e.attendees.some((a) => a.emailAddress.address === "consultant@northwind.example")).toBe(true);
    }
    for (const e of google.filter((x) => x.attendees)) {
      const self = e.attendees?.find((a) => a.self);
      expect(self?.email).toBe("casey.consultant@gmail.example");
    }
  });
});

describe("expectedYearToDate", () => {
  it("gives the default seed's figures for 2026-11-23T12:00:00Z", () => {
    const ytd = expectedYearToDate(truth, NOW);
    expect({ count: ytd.count, hours: ytd.hours }).toEqual({ count: 45, hours: 86.75 });
    for (const t of ytd.events) {
      expect(t).toMatchObject({ expectedClass: "in_person", expectedAttendance: "attended", allDay: false });
      expect(t.excludedBecause).toBeUndefined();
    }
  });

  it("counts shared meetings once", () => {
    const ytd = expectedYearToDate(truth, NOW);
    const shared = ytd.events.filter((t) => t.sources.length === 2);
    expect(shared.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ytd.events.map((t) => `${t.title}|${t.start}`)).size).toBe(ytd.count);
  });

  it("leaves out, for each reason, some in-person events that must not count", () => {
    const inPerson = truth.filter((t) => t.expectedClass === "in_person");
    const ytd = new Set(expectedYearToDate(truth, NOW).events);
    const left = inPerson.filter((t) => !ytd.has(t));
    for (const reason of ["canceled", "declined"] as const) {
      expect(left.some((t) => t.excludedBecause === reason && !t.allDay)).toBe(true);
    }
    expect(left.some((t) => t.expectedAttendance === "tentative" && !t.excludedBecause)).toBe(true);
    expect(left.some((t) => t.expectedAttendance === "no_response" && !t.excludedBecause)).toBe(true);
    expect(left.some((t) => t.allDay && !t.excludedBecause)).toBe(true);
    expect(left.some((t) => t.start < "2026-01-01")).toBe(true);
    expect(left.some((t) => Date.parse(t.end) > NOW.getTime())).toBe(true);
    for (const reason of ["working_location", "out_of_office", "focus_time", "birthday"] as const) {
      expect(truth.some((t) => t.excludedBecause === reason)).toBe(true);
    }
    expect(truth.some((t) => t.expectedClass === "hybrid" && t.expectedAttendance === "attended")).toBe(true);
  });

  it("follows the definition's switches", () => {
    const base = expectedYearToDate(truth, NOW);
    const hybrid = expectedYearToDate(truth, NOW, { includeHybrid: true });
    const notDeclined = expectedYearToDate(truth, NOW, { countNotDeclined: true });
    const allDay = expectedYearToDate(truth, NOW, { includeAllDay: true });
    expect(hybrid.count).toBeGreaterThan(base.count + 40);
    expect(notDeclined.count).toBe(base.count + 4);
    expect(allDay.count).toBe(base.count + 2);
  });

  it("stays non-trivial earlier in the year", () => {
    const april = new Date("2026-04-10T09:00:00Z");
    const ytd = expectedYearToDate(generateDefaultSeed({ now: april }).truth, april);
    expect(ytd.count).toBeGreaterThanOrEqual(15);
  });
});
