/** The calendar client: routes, the session's headers, JSON bodies and the server's error message. */
import { CalendarApiError, createCalendarApi } from "./api";

/** jsdom has no Response: the client reads only ok, status, statusText and json(). */
function fakeFetch(status: number, body: unknown) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      ({
        ok: status >= 200 && status < 300,
        status,
        statusText: "",
        json: async () => (body === undefined ? Promise.reject(new SyntaxError("empty")) : body),
      }) as unknown as Response,
  );
}

const tokens = async () => ({ idToken: "id.jwt", accessToken: "access.jwt" });

describe("calendar api", () => {
  it("sends the session and the query of GET /events", async () => {
    const fetch = fakeFetch(200, { range: {}, events: [], providers: {} });
    const api = createCalendarApi({ fetch, tokens });
    await api.events({ start: "2026-03-01T00:00:00.000Z", end: "2026-03-08T00:00:00.000Z" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/calendar/events?start=2026-03-01T00%3A00%3A00.000Z&end=2026-03-08T00%3A00%3A00.000Z");
    expect(init?.method).toBe("GET");
    expect(init?.headers).toMatchObject({ Authorization: "Bearer id.jwt", "X-Access-Token": "access.jwt" });
    expect(init?.body).toBeUndefined();
  });

  it.each([
    ["connect", () => ["POST", "/api/calendar/connect", { provider: "google" }]],
    ["disconnect", () => ["DELETE", "/api/calendar/connections/microsoft", undefined]],
    ["setOverride", () => ["PUT", "/api/calendar/overrides/merged%3Aabc", { class: "in_person" }]],
    ["unmerge", () => ["PUT", "/api/calendar/unmerged/merged%3Aabc", undefined]],
    ["remerge", () => ["DELETE", "/api/calendar/unmerged/merged%3Aabc", undefined]],
    ["unlock", () => ["DELETE", "/api/calendar/locks/2026-Q1", undefined]],
  ] as const)("%s calls its route", async (name, expected) => {
    const fetch = fakeFetch(200, {});
    const api = createCalendarApi({ fetch, tokens });
    const calls = {
      connect: () => api.connect({ provider: "google" }),
      disconnect: () => api.disconnect("microsoft"),
      setOverride: () => api.setOverride("merged:abc", { class: "in_person" }),
      unmerge: () => api.unmerge("merged:abc"),
      remerge: () => api.remerge("merged:abc"),
      unlock: () => api.unlock("2026-Q1"),
    };
    await calls[name]();
    const [method, url, body] = expected();
    const [calledUrl, init] = fetch.mock.calls[0] ?? [];
    expect([init?.method, calledUrl]).toEqual([method, url]);
    expect(init?.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(body);
    if (body) expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("turns the error format into a typed error with the server's message", async () => {
    const api = createCalendarApi({
      fetch: fakeFetch(409, { error: { code: "AlreadyLocked", message: "2026-Q1 is already locked." } }),
      tokens,
    });
    const error = await api.lock({ quarter: "2026-Q1" } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalendarApiError);
    expect(error).toMatchObject({ status: 409, code: "AlreadyLocked", message: "2026-Q1 is already locked." });
  });

  it("reports a network failure, a missing session and an unreadable error", async () => {
    const offline = createCalendarApi({
      fetch: jest.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
      tokens,
    });
    await expect(offline.connections()).rejects.toMatchObject({
      status: 0,
      code: "Unreachable",
      message: "The server could not be reached. Check your connection and try again.",
    });
    const signedOut = createCalendarApi({ fetch: fakeFetch(200, {}), tokens: () => Promise.reject(new Error("none")) });
    await expect(signedOut.preferences()).rejects.toMatchObject({ status: 401, signedOut: true });
    const broken = createCalendarApi({ fetch: fakeFetch(502, undefined), tokens });
    await expect(broken.connections()).rejects.toMatchObject({ status: 502, message: "The server answered 502." });
  });
});
