/** Instants written as Graph and Google write them. */
import { basicDate, basicInstant, formatRfc3339, graphDateTime, isoSeconds } from "./wireFormat";

describe("wire spellings", () => {
  it("write Graph's local date-times with seven fraction digits", () => {
    const at = Date.parse("2024-05-06T09:00:00.123Z");
    expect(graphDateTime(at, "America/Los_Angeles")).toBe("2024-05-06T02:00:00.1230000");
    expect(graphDateTime(Date.UTC(2026, 2, 2, 9))).toBe("2026-03-02T09:00:00.0000000");
  });

  it("write RFC 3339 with the zone's offset, UTC as Z", () => {
    const at = Date.parse("2024-05-06T09:00:00Z");
    expect(formatRfc3339(at, "Europe/Berlin")).toBe("2024-05-06T11:00:00+02:00");
    expect(formatRfc3339(at, "UTC")).toBe("2024-05-06T09:00:00Z");
    const t = Date.UTC(2026, 2, 2, 9, 0, 0);
    expect(formatRfc3339(t, "Europe/London")).toBe("2026-03-02T09:00:00Z");
    expect(formatRfc3339(t, "America/New_York")).toBe("2026-03-02T04:00:00-05:00");
    expect(formatRfc3339(t, "Asia/Tokyo")).toBe("2026-03-02T18:00:00+09:00");
    expect(formatRfc3339(t, "Asia/Kathmandu")).toBe("2026-03-02T14:45:00+05:45");
  });

  it("write the seconds-only and basic forms", () => {
    const t = Date.UTC(2026, 2, 2, 9, 0, 0, 500);
    expect(isoSeconds(t)).toBe("2026-03-02T09:00:00Z");
    expect(basicInstant(t)).toBe("20260302T090000Z");
    expect(basicDate("2026-03-02")).toBe("20260302");
  });
});
