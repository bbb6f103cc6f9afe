import { ProviderError } from "../provider";
import { fakeClock, fakeFetch, type FakeFetch, testDeps } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createMicrosoftProvider } from ".";
import { GRAPH_EVENT_FIELDS, GRAPH_PREFER } from "./graph-client";

const GRAPH = STAND_IN.MICROSOFT_GRAPH_URL;
const RANGE = { start: "2026-01-01T00:00:00.000Z", end: "2026-04-01T00:00:00.000Z" };

function setup() {
  const fake = fakeFetch();
  const clock = fakeClock();
  const provider = createMicrosoftProvider(testSettings().microsoft, testDeps(fake, clock));
  return { fake, clock, provider };
}

const event = (id: string) => ({ id, subject: `Meeting ${id}` });
const page = (ids: string[], nextLink?: string) => ({
  json: {
    "@odata.context": `${GRAPH}/v1.0/$metadata#users('me')/calendarView`,
    value: ids.map(event),
    ...(nextLink ? { "@odata.nextLink": nextLink } : {}),
  },
});
const throttled = (headers: Record<string, string> = {}) => ({
  status: 429,
  headers,
  json: { error: { code: "TooManyRequests", message: "Please retry again later." } },
});
const serverError = (status = 500) => ({
  status,
  json: { error: { code: "generalException", message: "An unexpected error occurred." } },
});

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const hrefs = (fake: FakeFetch) => fake.requests.map((r) => r.url.href);

describe("Microsoft listEvents: the request", () => {
  test("asks calendarView for the range, 250 a page, the rules' fields, times in UTC, with the bearer token", async () => {
    const { fake, provider } = setup();
    fake.reply(page(["a"]));
    await provider.listEvents("at-1", RANGE);
    const [request] = fake.requests;
    expect(request?.endpoint).toBe(`${GRAPH}/v1.0/me/calendarView`);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      startDateTime: RANGE.start,
      endDateTime: RANGE.end,
      $top: "250",
      $select: GRAPH_EVENT_FIELDS.join(","),
    });
    // OData names keep their literal `$`.
    expect(request?.url.search).toContain("&$top=250&$select=id%2CiCalUId%2C");
    expect(request?.headers.get("authorization")).toBe("Bearer at-1");
    expect(request?.headers.get("prefer")).toBe(
      'outlook.timezone="UTC", outlook.body-content-type="text", IdType="ImmutableId"',
    );
  });

  test("selects every field the rules read", () => {
    expect([...GRAPH_EVENT_FIELDS].sort()).toEqual(
      [
        "id",
        "iCalUId",
        "subject",
        "start",
        "end",
        "isAllDay",
        "isCancelled",
        "isDraft",
        "isOrganizer",
        "isOnlineMeeting",
        "onlineMeeting",
        "onlineMeetingUrl",
        "onlineMeetingProvider",
        "location",
        "locations",
        "responseStatus",
        "attendees",
        "organizer",
        "showAs",
        "type",
        "seriesMasterId",
        "originalStart",
        "originalStartTimeZone",
        "body",
        "bodyPreview",
        "webLink",
      ].sort(),
    );
  });
});

describe("Microsoft listEvents: paging", () => {
  test("follows absolute @odata.nextLink exactly as given across three pages", async () => {
    const { fake, provider } = setup();
    const next1 = `${GRAPH}/v1.0/me/calendarView?startDateTime=x&$skiptoken=p2%3D%3D`;
    const next2 = `${GRAPH}/v1.0/me/calendarView?startDateTime=x&$skiptoken=p3`;
    fake.reply(page(["a", "b"], next1), page(["c"], next2), page(["d"]));
    const result = await provider.listEvents("at-1", RANGE);
    expect(result).toEqual({ items: ["a", "b", "c", "d"].map(event), pages: 3, retries: 0 });
    expect(hrefs(fake).slice(1)).toEqual([next1, next2]);
    expect(fake.requests.every((r) => r.headers.get("authorization") === "Bearer at-1")).toBe(true);
    expect(fake.requests.every((r) => r.headers.get("prefer") === GRAPH_PREFER)).toBe(true);
  });

  test("an empty first page is an empty result", async () => {
    const { fake, provider } = setup();
    fake.reply(page([]));
    expect(await provider.listEvents("at-1", RANGE)).toEqual({ items: [], pages: 1, retries: 0 });
  });

  test.each([
    ["another host", "https://evil.example/v1.0/me/calendarView?$skiptoken=1"],
    ["another port", "http://127.0.0.1:9999/v1.0/me/calendarView?$skiptoken=1"],
    ["https on the same host", "https://127.0.0.1:9412/v1.0/me/calendarView?$skiptoken=1"],
  ])("never follows a nextLink to %s (the token stays home)", async (_name, nextLink) => {
    const { fake, provider } = setup();
    fake.reply(page(["a"], nextLink));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ provider: "microsoft", operation: "events", kind: "provider_error" });
    expect(error.message).toContain("not following it");
    expect(fake.requests).toHaveLength(1);
  });

  test("a relative nextLink is refused", async () => {
    const { fake, provider } = setup();
    fake.reply(page(["a"], "/v1.0/me/calendarView?$skiptoken=1"));
    expect((await caught(provider.listEvents("at-1", RANGE))).message).toMatch(/not an absolute URL/);
  });

  test("a nextLink that repeats an earlier page stops the loop", async () => {
    const { fake, provider } = setup();
    const next = `${GRAPH}/v1.0/me/calendarView?$skiptoken=same`;
    fake.reply(page(["a"], next), page(["b"], next));
    expect((await caught(provider.listEvents("at-1", RANGE))).message).toMatch(/repeats an earlier page/);
    expect(fake.requests).toHaveLength(2);
  });

  test("stops after 200 pages", async () => {
    const { fake, provider } = setup();
    let n = 0;
    for (let i = 0; i < 201; i++) fake.reply(() => page([`e${++n}`], `${GRAPH}/v1.0/me/calendarView?$skiptoken=${n}`));
    expect((await caught(provider.listEvents("at-1", RANGE))).message).toMatch(/past 200 pages/);
    expect(fake.requests).toHaveLength(200);
  });

  test("a page without a value list is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { "@odata.context": "x" } });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error" });
  });

  test("malformed JSON is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ text: '{"value": [' });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error", status: 200 });
  });
});

describe("Microsoft listEvents: throttling and errors", () => {
  test("429 with Retry-After in seconds waits that long, retries, and counts the retry", async () => {
    const { fake, clock, provider } = setup();
    fake.reply(throttled({ "Retry-After": "3" }), page(["a"]));
    const result = await provider.listEvents("at-1", RANGE);
    expect(result).toMatchObject({ pages: 1, retries: 1 });
    expect(clock.sleeps).toEqual([3000]);
    expect(hrefs(fake)[1]).toBe(hrefs(fake)[0]);
  });

  test("429 with Retry-After as an HTTP date waits until then", async () => {
    const { fake, clock, provider } = setup();
    const at = new Date(clock.now() + 7000).toUTCString();
    fake.reply(throttled({ "Retry-After": at }), page(["a"]));
    expect((await provider.listEvents("at-1", RANGE)).retries).toBe(1);
    expect(clock.sleeps).toEqual([7000]);
  });

  test("429 without Retry-After backs off exponentially with jitter", async () => {
    const { fake, clock, provider } = setup();
    fake.reply(throttled(), throttled(), throttled(), page(["a"]));
    expect((await provider.listEvents("at-1", RANGE)).retries).toBe(3);
    // base 500 ms doubling, jitter fixed at the midpoint of [d/2, d).
    expect(clock.sleeps).toEqual([375, 750, 1500]);
  });

  test("retries on later pages add up", async () => {
    const { fake, provider } = setup();
    const next = `${GRAPH}/v1.0/me/calendarView?$skiptoken=2`;
    fake.reply(throttled({ "Retry-After": "1" }), page(["a"], next), throttled({ "Retry-After": "1" }), page(["b"]));
    expect(await provider.listEvents("at-1", RANGE)).toEqual({ items: [event("a"), event("b")], pages: 2, retries: 2 });
  });

  test("still throttled after 5 attempts is 'rate_limited'", async () => {
    const { fake, clock, provider } = setup();
    fake.reply(...Array.from({ length: 5 }, () => throttled({ "Retry-After": "1" })));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "rate_limited", status: 429 });
    expect(error.message).toBe(
      "Microsoft Graph answered 429 TooManyRequests: Please retry again later. (gave up after 5 attempts)",
    );
    expect(fake.requests).toHaveLength(5);
    expect(clock.sleeps).toHaveLength(4);
  });

  test("a Retry-After longer than the budget fails fast as 'rate_limited'", async () => {
    const { fake, clock, provider } = setup();
    fake.reply(throttled({ "Retry-After": "120" }));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error.kind).toBe("rate_limited");
    expect(error.message).toContain("Retry-After of 120 s exceeds the retry budget");
    expect(fake.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  test("the 20 s budget is shared by all pages of one listing", async () => {
    const { fake, clock, provider } = setup();
    const next = `${GRAPH}/v1.0/me/calendarView?$skiptoken=2`;
    fake.reply(throttled({ "Retry-After": "15" }), page(["a"], next), throttled({ "Retry-After": "10" }));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error.kind).toBe("rate_limited");
    expect(clock.sleeps).toEqual([15_000]);
  });

  test("a 503 is retried", async () => {
    const { fake, provider } = setup();
    fake.reply(serverError(503), page(["a"]));
    expect(await provider.listEvents("at-1", RANGE)).toMatchObject({ items: [event("a")], retries: 1 });
  });

  test("500 after the retries is a 'provider_error' with Graph's code", async () => {
    const { fake, provider } = setup();
    fake.reply(...Array.from({ length: 5 }, () => serverError(500)));
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "provider_error", status: 500 });
    expect(error.message).toMatch(/^Microsoft Graph answered 500 generalException/);
    expect(fake.requests).toHaveLength(5);
  });

  test("401 is 'unauthorized' and is not retried", async () => {
    const { fake, provider } = setup();
    fake.reply({
      status: 401,
      json: { error: { code: "InvalidAuthenticationToken", message: "Lifetime validation failed" } },
    });
    const error = await caught(provider.listEvents("at-1", RANGE));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(error.message).toContain("InvalidAuthenticationToken");
    expect(fake.requests).toHaveLength(1);
  });

  test("400 is a 'provider_error' and is not retried", async () => {
    const { fake, provider } = setup();
    fake.reply({
      status: 400,
      json: { error: { code: "ErrorInvalidParameter", message: "startDateTime is invalid" } },
    });
    expect(await caught(provider.listEvents("at-1", RANGE))).toMatchObject({ kind: "provider_error", status: 400 });
    expect(fake.requests).toHaveLength(1);
  });

  test("a network failure is 'network'", async () => {
    const { fake, provider } = setup();
    fake.reply({ networkError: "getaddrinfo ENOTFOUND graph" });
    expect((await caught(provider.listEvents("at-1", RANGE))).kind).toBe("network");
  });
});
