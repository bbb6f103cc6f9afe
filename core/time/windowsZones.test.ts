/** Windows zone names both ways. */
import { ianaZone, windowsZoneName } from "./windowsZones";

describe("Windows zone names", () => {
  it("maps Windows names to IANA zones, and IANA names through Intl", () => {
    expect(ianaZone("Pacific Standard Time")).toBe("America/Los_Angeles");
    expect(ianaZone("tzone://Microsoft/Utc")).toBe("UTC");
    expect(ianaZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(ianaZone("tzone://Microsoft/Custom")).toBeUndefined();
    expect(ianaZone("constructor")).toBeUndefined();
    expect(ianaZone("")).toBeUndefined();
    expect(ianaZone(undefined)).toBeUndefined();
  });

  it("names the seed's zones as Exchange does", () => {
    expect(windowsZoneName("Europe/London")).toBe("GMT Standard Time");
    expect(windowsZoneName("America/New_York")).toBe("Eastern Standard Time");
    expect(windowsZoneName("Asia/Tokyo")).toBe("Tokyo Standard Time");
    expect(windowsZoneName("UTC")).toBe("UTC");
    expect(windowsZoneName("Mars/Olympus_Mons")).toBeUndefined();
  });
});
