import type { Connection, ProviderId } from "../../core/calendar/model";
import { nextStepAfterConnecting } from "./nextStep";

const connected: Connection = { state: "connected", account: "me@example.com", connectedAt: "2026-12-01T09:00:00Z" };
const reconnect: Connection = { ...connected, state: "reconnect", message: "Google ended the grant." };
const both = (microsoft: Connection, google: Connection): Record<ProviderId, Connection> => ({ microsoft, google });

describe("nextStepAfterConnecting", () => {
  it("points at the other calendar while it is not connected, or needs reconnecting", () => {
    expect(nextStepAfterConnecting("microsoft", both(connected, { state: "not_connected" }))).toEqual({
      text: expect.stringContaining("Next, connect your Google calendar, so a meeting in both is counted once."),
      links: [{ label: "Connect Google", page: "google" }],
    });
    expect(nextStepAfterConnecting("google", both(reconnect, connected))).toEqual({
      text: expect.stringContaining("Next, reconnect your Microsoft calendar"),
      links: [{ label: "Reconnect Microsoft", page: "microsoft" }],
    });
  });

  it("with both connected, points at the in-person meetings and the calendar", () => {
    const step = nextStepAfterConnecting("google", both(connected, connected));
    expect(step.text).toContain("Next, check this year's in-person meetings, or see your week.");
    expect(step.links).toEqual([
      { label: "In-person meetings", page: "external" },
      { label: "Calendar", page: "unified" },
    ]);
  });

  it("before the connections are read, still names the tool's two parts", () => {
    expect(nextStepAfterConnecting("microsoft", undefined).links.map((l) => l.page)).toEqual(["external", "unified"]);
  });
});
