import { decodeExchangeUid, generateBulk, generateBulkSeed } from "./index";

const start = new Date("2026-01-01T00:00:00Z");
const end = new Date("2027-01-01T00:00:00Z");

describe("bulk datasets", () => {
  it("give exactly `count` events per provider inside the window, with unique ids", () => {
    const graph = generateBulk({ provider: "microsoft", count: 2500, start, end });
    const google = generateBulk({ provider: "google", count: 2500, start, end });
    expect(graph).toHaveLength(2500);
    expect(google).toHaveLength(2500);
    expect(new Set(graph.map((e) => e.id)).size).toBe(2500);
    expect(new Set(google.map((e) => e.id)).size).toBe(2500);
    for (const e of graph) {
      expect(e.start.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/);
      const t = Date.parse(`${e.start.dateTime}Z`);
      expect(t).toBeGreaterThanOrEqual(start.getTime());
      expect(t).toBeLessThan(end.getTime());
    }
    for (const e of google) {
      expect(e.start.dateTime).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
      if (e.recurringEventId) expect(e.id).toMatch(/^[a-v0-9]+_\d{8}T\d{6}Z$/);
    }
    const months = new Set(graph.map((e) => e.start.dateTime.slice(0, 7)));
    expect(months.size).toBe(12);
  });

  it("put the requested share in both calendars with matching UIDs and times", () => {
    const graph = generateBulk({ provider: "microsoft", count: 1000, start, end, sharedWith: 0.25 });
    const google = generateBulk({ provider: "google", count: 1000, start, end, sharedWith: 0.25 });
    const googleKeys = new Set(
      google.map(
        (e) => `${e.iCalUID.toLowerCase()}|${Date.parse(e.originalStartTime?.dateTime ?? e.start.dateTime ?? "")}`,
      ),
    );
    const shared = graph.filter((e) =>
      googleKeys.has(
        `${decodeExchangeUid(e.iCalUId).toLowerCase()}|${Date.parse(e.originalStart ?? `${e.start.dateTime}Z`)}`,
      ),
    );
    expect(shared.length).toBeGreaterThan(200);
    expect(shared.length).toBeLessThan(300);
    const counted = generateBulkSeed({ count: 400, start, end, sharedWith: 100 });
    expect(counted.truth.filter((t) => t.sources.length === 2).length).toBeGreaterThan(70);
    expect(counted.truth.filter((t) => t.sources.length === 2).length).toBeLessThan(130);
  });

  it("are deterministic", () => {
    const a = generateBulk({ provider: "google", count: 300, start, end });
    const b = generateBulk({ provider: "google", count: 300, start, end });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(generateBulk({ provider: "google", count: 300, start, end, seed: 2 }))).not.toBe(
      JSON.stringify(a),
    );
  });

  it("mix classes and answers like a real calendar", () => {
    const seed = generateBulkSeed({ count: 2000, start, end });
    const classes = new Set(seed.truth.map((t) => t.expectedClass));
    const answers = new Set(seed.truth.map((t) => t.expectedAttendance));
    expect([...classes].sort()).toEqual(["hybrid", "in_person", "online", "unknown"]);
    expect([...answers].sort()).toEqual(["attended", "declined", "no_response", "tentative"]);
    expect(seed.microsoft.some((e) => e.type === "occurrence")).toBe(true);
    expect(seed.microsoft.some((e) => e.isCancelled)).toBe(true);
  });

  it("keep on a series what a calendar keeps on it: its members differ only in their times and cancellation", () => {
    // Graph sends an occurrence bare and it takes its master's fields; members that differed would be exceptions.
    const graph = generateBulk({ provider: "microsoft", count: 2000, start, end });
    const bySeries = new Map<string, typeof graph>();
    // A canceled occurrence is an exception of its own ("Canceled: …"), as Graph sends it.
    for (const e of graph)
      if (e.seriesMasterId && !e.isCancelled)
        bySeries.set(e.seriesMasterId, [...(bySeries.get(e.seriesMasterId) ?? []), e]);
    expect([...bySeries.values()].filter((members) => members.length > 5).length).toBeGreaterThan(10);
    const seriesFields = (e: (typeof graph)[number]) =>
      JSON.stringify([
        e.subject,
        decodeExchangeUid(e.iCalUId),
        e.location,
        e.locations,
        e.organizer,
        e.attendees,
        e.responseStatus,
        e.onlineMeeting,
      ]);
    for (const members of bySeries.values()) {
      expect(new Set(members.map(seriesFields)).size).toBe(1);
    }
  });

  it("refuse impossible options", () => {
    expect(() => generateBulk({ provider: "google", count: -1, start, end })).toThrow(/count/);
    expect(() => generateBulk({ provider: "google", count: 10, start: end, end: start })).toThrow(
      /end must be after start/,
    );
  });
});
