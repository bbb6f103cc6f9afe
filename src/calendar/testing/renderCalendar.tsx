/** Renders a calendar screen with a fake API (jest mocks with sensible answers), a fixed clock and zone. */
import React from "react";
import type { CalendarApi } from "../api";
import type { ConnectionsResponse, EventsResponse, PreferencesResponse } from "../../../core/calendar/model";
import { CalendarEnvProvider, type CalendarEnv } from "../screens/CalendarEnv";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { somePreferences } from "../../../core/calendar/testing/eventBuilder";

export type FakeApi = { [K in keyof CalendarApi]: jest.Mock<ReturnType<CalendarApi[K]>, Parameters<CalendarApi[K]>> };

export function someEvents(overrides: Partial<EventsResponse> = {}): EventsResponse {
  return {
    range: { start: "", end: "" },
    events: [],
    providers: {
      microsoft: { state: "ok", account: "me@contoso.com", count: 0, fetchedAt: "", pages: 1, retries: 0 },
      google: { state: "ok", account: "me@gmail.com", count: 0, fetchedAt: "", pages: 1, retries: 0 },
    },
    ...overrides,
  };
}

export function someConnections(overrides: Partial<ConnectionsResponse["connections"]> = {}): ConnectionsResponse {
  return { connections: { microsoft: { state: "not_connected" }, google: { state: "not_connected" }, ...overrides } };
}

/** A mock of one call that answers `value`; tests replace answers with mockResolvedValue. */
function answers<K extends keyof CalendarApi>(value: Awaited<ReturnType<CalendarApi[K]>>): FakeApi[K] {
  // A parameterless implementation stands for every signature; the cast only restores the parameter types.
  return jest.fn(async () => value) as unknown as FakeApi[K];
}

export function fakeApi(prefs: PreferencesResponse = somePreferences()): FakeApi {
  return {
    connections: answers<"connections">(someConnections()),
    connect: answers<"connect">({ authorizeUrl: "https://login.example/authorize?x=1" }),
    disconnect: answers<"disconnect">(someConnections()),
    finishConnect: answers<"finishConnect">({ connected: "microsoft" }),
    events: answers<"events">(someEvents()),
    report: jest.fn(async () => {
      throw new Error("no report: serve one with serveReport (fakeReportServer.ts)");
    }) as unknown as FakeApi["report"],
    reportCsv: answers<"reportCsv">(new Blob([""], { type: "text/csv" })),
    preferences: answers<"preferences">(prefs),
    setDefinition: answers<"setDefinition">(prefs),
    setOverride: answers<"setOverride">(prefs),
    clearOverride: answers<"clearOverride">(prefs),
    unmerge: answers<"unmerge">(prefs),
    remerge: answers<"remerge">(prefs),
    lock: answers<"lock">(prefs),
    unlock: answers<"unlock">(prefs),
  };
}

export const TEST_NOW = new Date("2026-03-04T12:00:00.000Z");
export const TEST_ZONE = "Europe/Berlin";

export function renderCalendar(ui: React.ReactElement, api: FakeApi, env: Partial<CalendarEnv> = {}) {
  const navigate = jest.fn<void, [string]>();
  const full: CalendarEnv = {
    api,
    navigate,
    timeZone: TEST_ZONE,
    now: () => TEST_NOW,
    ...env,
  };
  return { navigate, ...renderWithProviders(<CalendarEnvProvider env={full}>{ui}</CalendarEnvProvider>) };
}
