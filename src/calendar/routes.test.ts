/** The five calendar routes map to their pages; other paths are not calendar pages. */
import { calendarPageOf, routeOf } from "./routes";

describe("calendar routes", () => {
  it.each([
    ["/unifiedtime/", "landing"],
    ["/unifiedtime/microsoft/", "microsoft"],
    ["/unifiedtime/google/", "google"],
    ["/unifiedtime/unified/", "unified"],
    ["/unifiedtime/external/", "external"],
  ] as const)("%s is the %s page", (path, page) => {
    expect(calendarPageOf(path)).toBe(page);
    expect(routeOf(page)).toBe(path);
  });

  it("knows no other path", () => {
    expect(calendarPageOf("/unifiedtime/calendar/")).toBeUndefined();
    expect(calendarPageOf("/admin/")).toBeUndefined();
  });
});
