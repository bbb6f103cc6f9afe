import { protectedStatus } from "./protectedStatus";
import { ROUTES } from "./flow/types";

describe("protectedStatus", () => {
  it("is loading while the current-user check runs, until the time-out", () => {
    expect(protectedStatus("idle", false)).toBe("loading");
    expect(protectedStatus("setup", false)).toBe("loading");
    expect(protectedStatus("idle", true)).toBe("signedOut");
    expect(protectedStatus("setup", true)).toBe("signedOut");
  });

  it("is signed in only on the authenticated route", () => {
    for (const route of ROUTES) {
      const expected =
        route === "authenticated" ? "signedIn" : route === "idle" || route === "setup" ? "loading" : "signedOut";
      expect([route, protectedStatus(route, false)]).toEqual([route, expected]);
    }
  });
});
