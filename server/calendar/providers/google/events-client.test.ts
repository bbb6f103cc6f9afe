import { ProviderError } from "../provider";
import { fakeClock, fakeFetch, testDeps } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createGoogleProvider } from ".";

const API = STAND_IN.GOOGLE_API_URL;
const RANGE = { start: "2026-01-01T00:00:00+01:00", end: "2026-04-01T00:00:00+02:00" };

function setup() {
  const fake = fakeFetch();
  const clock = fakeClock();
  const provider = createGoogleProvider(testSettings().google, testDeps(fake, clock));
  return { fake, clock, provider };
}

const event = (id: string) => ({ kind: "calendar#event", id, summary: `Meeting ${id}` });
const page = (ids: string[], nextPageToken?: string) => ({
  json: {
    kind: "calendar#events",
    summary: "ada@example.com",
    timeZone: "Europe/Berlin",
    items: ids.map(event),
    ...(nextPageToken ? { nextPageToken } : { nextSyncToken: "sync-1" }),
  },
});
const googleError = (status: number, reason: string, message = "Rate Limit Exceeded", domain = "usageLimits") => ({
  status,
  json: { error: { errors: [{ domain, reason, message }], code: status, message } },
});

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("Google listEvents: the request", () => {
  test("asks events.list on the primary calendar: single events in start order, the range, 250 a page, every event type the view shows", async () => {
    const { fake, provider } = setup();
    fake.reply(page(["a"]));
    await provider.listEvents("at-1", RANGE);
    const [request] = fake.requests;
    expect(request?.endpoint).toBe(`${API}/calendar/v3/calendars/primary/events`);
    const params = request?.url.searchParams;
    expect(params?.get("singleEvents")).toBe("true");
    expect(params?.get("orderBy")).toBe("startTime");
    expect(params?.get("timeMin")).toBe(RANGE.start);
    expect(params?.get("timeMax")).toBe(RANGE.end);
    expect(params?.get("maxResults")).toBe("250");
    expect(params?.getAll("eventTypes")).toEqual([
      "default",
      "focusTime",
      "outOfOffice",
      "workingLocation",
      "fromGmail",
      "birthday",
    ]);
    expect(params?.has("pageToken")).toBe(false);
    // The offset's "+" must arrive as "+", not as a space.
    expect(request?.url.search).toContain("timeMin=2026-01-01T00%3A00%3A00%2B01%3A00");
    expect(request?.headers.get("authorization")).toBe("Bearer at-1");
  });
});

describe("Google listEvents: paging", () => {
  test("follows nextPageToken across pages, including an empty page that still has a token", async () => {
    const { fake, provider } = setup();
    fake.reply(page(["a", "b"], "tok-2"), page([], "tok-3"), page(["c"], "tok-4"), page(["d"]));
    const result = await provider.listEvents("at-1", RANGE);
    expect(result).toEqual({ items: ["a", "b", "c", "d"].map(event), pages: 4, retries: 0 });
    expect(fake.requests.map((r) => r.url.searchParams.get("pageToken"))).toEqual([null, "tok-2", "tok-3", "tok-4"]);
    // Every page repeats the query, as events.list requires.
    for (const request of fake.requests) {
      expect(request.url.searchParams.get("timeMin")).toBe(RANGE.start);
      expect(request.url.searchParams.getAll("eventTypes")).toHaveLength(6);
    }
  });

  test("a page without items counts as empty", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { kind: "calendar#events", nextPageToken: "tok-2" } }, page(["a"]));
    expect(await provider.listEvents("at-1", RANGE)).toEqual({ items: [event("a")], pages: 2, retries: 0 });
  });

  test("a repeated nextPageToken stops the loop", async () => {
    const { fake, provider } = setup();
    fake.reply(page(["a"], "same"), page(["b"], "same"));
    expect((await caught(provider.listEvents("at-1", RANGE))).message).toMatch(/repeats an earlier page/);
    expect(fake.requests).toHaveLength(2);
  });

  test("items that are not a list are a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { items: { id: "a" } } });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({
      provider: "google",
      kind: "provider_error",
    });
  });

  test("malformed JSON is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ text: "<!DOCTYPE html><title>Error</title>" });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error" });
  });
});

describe("Google listEvents: throttling and errors", () => {
  test.each(["rateLimitExceeded", "userRateLimitExceeded"])("403 %s is retried", async (reason) => {
    const { fake, clock, provider } = setup();
    fake.reply(googleError(403, reason), page(["a"]));
    expect(await provider.listEvents("at-1", RANGE)).toMatchObject({ items: [event("a")], retries: 1 });
    expect(clock.sleeps).toEqual([375]);
  });

  test("429 is retried, honoring Retry-After", async () => {
    const { fake, clock, provider } = setup();
    fake.reply({ ...googleError(429, "rateLimitExceeded"), headers: { "Retry-After": "2" } }, page(["a"]));
    expect((await provider.listEvents("at-1", RANGE)).retries).toBe(1);
    expect(clock.sleeps).toEqual([2000]);
  });

  test("403 quotaExceeded is not retried: a 'provider_error' naming the reason", async () => {
    const { fake, provider } = setup();
    fake.reply(googleError(403, "quotaExceeded", "Calendar usage limits exceeded."));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "provider_error", status: 403 });
    expect(error.message).toBe("Google Calendar answered 403 quotaExceeded: Calendar usage limits exceeded.");
    expect(fake.requests).toHaveLength(1);
  });

  test("other 403s (no access) are not retried", async () => {
    const { fake, provider } = setup();
    fake.reply(googleError(403, "insufficientPermissions", "Insufficient Permission", "global"));
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error", status: 403 });
    expect(fake.requests).toHaveLength(1);
  });

  test("still rate limited after 5 attempts is 'rate_limited'", async () => {
    const { fake, clock, provider } = setup();
    fake.reply(...Array.from({ length: 5 }, () => googleError(403, "userRateLimitExceeded")));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "rate_limited", status: 403 });
    expect(fake.requests).toHaveLength(5);
    expect(clock.sleeps).toEqual([375, 750, 1500, 3000]);
  });

  test("when the backoff would outlast the budget it is 'rate_limited' without waiting", async () => {
    const fake = fakeFetch(googleError(429, "rateLimitExceeded"), googleError(429, "rateLimitExceeded"));
    const clock = fakeClock();
    const deps = testDeps(fake, clock);
    const provider = createGoogleProvider(testSettings().google, { ...deps, retry: { budgetMs: 500 } });
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error.kind).toBe("rate_limited");
    expect(error.message).toContain("retry budget spent");
    expect(clock.sleeps).toEqual([375]);
    expect(fake.requests).toHaveLength(2);
  });

  test("500 after the retries is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply(...Array.from({ length: 5 }, () => googleError(500, "backendError", "Backend Error", "global")));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "provider_error", status: 500 });
    expect(error.message).toContain("backendError");
  });

  test("401 authError is 'unauthorized' and is not retried", async () => {
    const { fake, provider } = setup();
    fake.reply(googleError(401, "authError", "Invalid Credentials", "global"));
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  test("404 is a 'provider_error' and is not retried", async () => {
    const { fake, provider } = setup();
    fake.reply(googleError(404, "notFound", "Not Found", "global"));
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error", status: 404 });
    expect(fake.requests).toHaveLength(1);
  });

  test("a network failure is 'network'", async () => {
    const { fake, provider } = setup();
    fake.reply({ networkError: "socket hang up" });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "network", operation: "events" });
  });
});
