/** The events service: range rules, concurrent fetching, per-provider outcomes, one refresh on a refused token. */
import { randomBytes } from "crypto";
import { MAX_UNREADABLE, type ProviderId } from "../../core/calendar/model";
import { ApiError } from "../http";
import { ConnectionService } from "./connections";
import { reconnectMessages } from "./reconnect-reasons";
import { EventsService, overlaps, parseRange } from "./events-service";
import { ProviderError, type FetchedEvents } from "./providers/provider";
import { CalendarStore } from "./store/store";
import { fakeProviders, type FakeProvider } from "./testing/fake-provider";
import { fakeRules, type FakeRules } from "./testing/fake-rules";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { TokenVault } from "./store/token-vault";
import { SyncedEventsStore } from "./store/synced-events";
import { EventSync } from "./event-sync";

jest.setTimeout(30_000);

let t: TestTable;
let store: CalendarStore;
let clock: number;
let providers: Record<ProviderId, FakeProvider>;
let rules: FakeRules;
let service: EventsService;
let logged: jest.SpyInstance;
const vault = new TokenVault(randomBytes(32));
const range = { start: "2026-01-01T00:00:00.000Z", end: "2026-04-01T00:00:00.000Z" };

beforeAll(async () => {
  t = await startTestTable();
  store = new CalendarStore(t.db, t.table);
});
afterAll(() => t.stop());
beforeEach(() => {
  clock = Date.parse("2026-03-02T10:00:00.000Z");
  providers = fakeProviders({ now: () => clock });
  rules = fakeRules();
  const now = () => clock;
  const connections = new ConnectionService({ store, vault, cookieKey: randomBytes(32), providers, now });
  service = new EventsService({
    store,
    connections,
    providers,
    buildUnifiedEvents: rules.build,
    now,
    fetchDeadlineMs: 500,
  });
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

let users = 0;
async function userWith(...connected: ProviderId[]): Promise<string> {
  return userConnectedAt(new Date(clock - 86_400_000).toISOString(), ...connected);
}

async function userConnectedAt(connectedAt: string, ...connected: ProviderId[]): Promise<string> {
  const sub = `events-user-${++users}`;
  for (const provider of connected)
    await store.putConnection(sub, {
      provider,
      state: "connected",
      account: `ada@${provider}.example`,
      accountId: `${provider}-1`,
      connectedAt,
      tokens: vault.seal(sub, provider, {
        accessToken: `${provider}-token`,
        refreshToken: `${provider}-refresh`,
        expiresAt: clock + 3600_000,
        scope: "calendar",
      }),
    });
  return sub;
}

const page = (...ids: string[]): FetchedEvents => ({ items: ids.map((id) => ({ id })), pages: 1, retries: 0 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("parseRange", () => {
  const message = (query: Record<string, unknown>) => {
    try {
      parseRange(query);
    } catch (err) {
      if (err instanceof ApiError) return `${err.status} ${err.message}`;
    }
    return "accepted";
  };

  it("normalizes instants with an offset to UTC", () => {
    expect(parseRange({ start: "2026-01-01T00:00:00+01:00", end: "2026-02-01T00:00:00Z" })).toEqual({
      start: "2025-12-31T23:00:00.000Z",
      end: "2026-02-01T00:00:00.000Z",
    });
  });

  it.each([
    [
      { end: "2026-02-01T00:00:00Z" },
      '400 Query parameter "start" is required (an ISO 8601 instant such as 2026-01-01T00:00:00Z).',
    ],
    [
      { start: "2026-01-01", end: "2026-02-01T00:00:00Z" },
      '400 Query parameter "start" must be an ISO 8601 instant with a time zone, such as 2026-01-01T00:00:00Z.',
    ],
    [
      { start: "2026-01-01T00:00:00", end: "2026-02-01T00:00:00Z" },
      expect.stringContaining('"start" must be an ISO 8601 instant'),
    ],
    [{ start: "2026-02-30T00:00:00Z", end: "2026-03-01T00:00:00Z" }, expect.stringContaining('"start" must be')],
    [{ start: "2026-01-01T00:00:00Z", end: ["2026-02-01T00:00:00Z"] }, expect.stringContaining('"end" must be')],
    [{ start: "2026-01-01T00:00:00Z", end: "next week" }, expect.stringContaining('"end" must be')],
    [
      { start: "2026-02-01T00:00:00Z", end: "2026-02-01T00:00:00Z" },
      '400 Query parameter "end" must be after "start".',
    ],
    [
      { start: "2025-01-01T00:00:00Z", end: "2026-02-06T00:00:00Z" },
      '400 The range from "start" to "end" is longer than 400 days; ask for a shorter range.',
    ],
  ])("refuses %j", (query, expected) => {
    expect(message(query)).toEqual(expected);
  });

  it("accepts exactly 400 days", () => {
    expect(message({ start: "2025-01-01T00:00:00Z", end: "2026-02-05T00:00:00Z" })).toBe("accepted");
  });
});

describe("events", () => {
  it("fetches both calendars concurrently: both start before either finishes", async () => {
    const sub = await userWith("microsoft", "google");
    const started = { microsoft: deferred<void>(), google: deferred<void>() };
    const finish = { microsoft: deferred<FetchedEvents>(), google: deferred<FetchedEvents>() };
    for (const p of ["microsoft", "google"] as const)
      providers[p].listEvents = async () => {
        started[p].resolve();
        return finish[p].promise;
      };
    const answer = service.events(sub, range);
    const bothStarted = Promise.all([started.microsoft.promise, started.google.promise]).then(() => true);
    const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), 2000));
    expect(await Promise.race([bothStarted, timeout])).toBe(true);
    finish.google.resolve(page("g1"));
    finish.microsoft.resolve(page("m1", "m2"));
    const out = await answer;
    expect(out.events.map((e) => e.key)).toEqual(["microsoft:m1", "microsoft:m2", "google:g1"]);
  });

  it("answers each provider's outcome and records when it was fetched", async () => {
    const sub = await userWith("microsoft", "google");
    await store.putUnmerged(sub, "merged:uid-1", "t");
    providers.microsoft.listEvents = async (token, r) => {
      expect([token, r]).toEqual(["microsoft-token", range]);
      return { items: [{ id: "m1" }], pages: 3, retries: 2 };
    };
    providers.google.listEvents = async () => page("g1", "g2");
    const out = await service.events(sub, range);
    expect(out.range).toEqual(range);
    expect(out.providers).toEqual({
      microsoft: {
        state: "ok",
        account: "ada@microsoft.example",
        count: 1,
        fetchedAt: "2026-03-02T10:00:00.000Z",
        pages: 3,
        retries: 2,
      },
      google: {
        state: "ok",
        account: "ada@google.example",
        count: 2,
        fetchedAt: "2026-03-02T10:00:00.000Z",
        pages: 1,
        retries: 0,
      },
    });
    expect(rules.calls).toEqual([
      { raw: { microsoft: [{ id: "m1" }], google: [{ id: "g1" }, { id: "g2" }] }, unmerged: ["merged:uid-1"] },
    ]);
    expect((await store.getConnection(sub, "google"))?.lastFetchedAt).toBe("2026-03-02T10:00:00.000Z");
  });

  it("answers not_connected without asking a provider that is not connected", async () => {
    const sub = await userWith("google");
    providers.google.listEvents = async () => page("g1");
    const out = await service.events(sub, range);
    expect(out.providers.microsoft).toEqual({ state: "not_connected" });
    expect(providers.microsoft.calls.list).toEqual([]);
    expect(rules.calls[0]?.raw).toEqual({ google: [{ id: "g1" }] });
  });

  it("keeps the other calendar's events when one fails", async () => {
    const sub = await userWith("microsoft", "google");
    providers.microsoft.listEvents = async () => {
      throw new ProviderError("microsoft", "events", "provider_error", "Graph answered 503", 503);
    };
    providers.google.listEvents = async () => page("g1");
    const out = await service.events(sub, range);
    expect(out.providers.microsoft).toEqual({
      state: "error",
      account: "ada@microsoft.example",
      message: "Microsoft calendar: the service answered with an error (HTTP 503); try again later.",
      status: 503,
    });
    expect(out.events.map((e) => e.key)).toEqual(["google:g1"]);
    expect(rules.calls[0]?.raw).toEqual({ google: [{ id: "g1" }] });
    expect((await store.getConnection(sub, "microsoft"))?.lastFetchedAt).toBeUndefined();
  });

  it("lists the items the rules could not read, with the reason, instead of dropping them", async () => {
    const sub = await userWith("microsoft");
    const broken = Array.from({ length: MAX_UNREADABLE + 5 }, (_, i) => ({
      id: `bad-${i}`,
      unreadable: `field "start": bad ${i}`,
    }));
    providers.microsoft.listEvents = async () => ({ items: [{ id: "m1" }, ...broken], pages: 1, retries: 0 });
    const out = await service.events(sub, range);
    expect(out.events.map((e) => e.key)).toEqual(["microsoft:m1"]);
    expect(out.unreadable).toHaveLength(MAX_UNREADABLE);
    expect(out.unreadable?.[0]).toEqual({ provider: "microsoft", id: "bad-0", reason: 'field "start": bad 0' });
    providers.microsoft.listEvents = async () => page("m1");
    expect((await service.events(sub, range)).unreadable).toBeUndefined();
  });

  it("says when a calendar is still throttled after the retries", async () => {
    const sub = await userWith("microsoft", "google");
    providers.microsoft.listEvents = async () => {
      throw new ProviderError("microsoft", "events", "rate_limited", "429 after 3 retries", 429);
    };
    providers.google.listEvents = async () => {
      throw new ProviderError("google", "events", "network", "ECONNREFUSED");
    };
    const out = await service.events(sub, range);
    expect(out.providers.microsoft).toMatchObject({
      state: "error",
      message: "Microsoft calendar: the service is throttling requests; try again in a minute.",
    });
    expect(out.providers.google).toMatchObject({
      state: "error",
      message: "Google calendar: the service could not be reached; try again shortly.",
    });
    expect(out.events).toEqual([]);
  });

  it("reports a calendar that does not answer in time, without waiting for it", async () => {
    const sub = await userWith("microsoft", "google");
    let aborted = false;
    providers.google.listEvents = (_t, _r, options) =>
      new Promise((_, reject) =>
        options?.signal?.addEventListener("abort", () => ((aborted = true), reject(new Error("aborted")))),
      );
    providers.microsoft.listEvents = async () => page("m1");
    const out = await service.events(sub, range);
    expect(out.providers.google).toMatchObject({
      state: "error",
      message: "Google calendar: the service did not answer within 1 second; try again shortly.",
    });
    expect(aborted).toBe(true);
    expect(out.events.map((e) => e.key)).toEqual(["microsoft:m1"]);
  });

  it("counts one deadline from the request's start, shared by a refused token's refresh and second try", async () => {
    const sub = await userWith("microsoft");
    const deadlines: (number | undefined)[] = [];
    providers.microsoft.listEvents = async (token, _range, options) => {
      deadlines.push(options?.deadlineAt);
      if (token === "microsoft-token") throw new ProviderError("microsoft", "events", "unauthorized", "401", 401);
      return page("m1");
    };
    // The function was entered 300 ms ago (the sign-in checks took that): 200 ms of the 500 are left, for both tries.
    const out = await service.events(sub, range, { spentMs: 300 });
    expect(out.providers.microsoft).toMatchObject({ state: "ok", count: 1 });
    expect(deadlines).toEqual([clock + 200, clock + 200]);
  });

  it("refreshes once when the provider refuses the token, then succeeds", async () => {
    const sub = await userWith("microsoft");
    const tokens: string[] = [];
    providers.microsoft.listEvents = async (token) => {
      tokens.push(token);
      if (token === "microsoft-token") throw new ProviderError("microsoft", "events", "unauthorized", "401", 401);
      return page("m1");
    };
    const out = await service.events(sub, range);
    expect(providers.microsoft.calls.refresh).toBe(1);
    expect(tokens).toEqual(["microsoft-token", expect.stringMatching(/^microsoft-access-/)]);
    expect(out.providers.microsoft).toMatchObject({ state: "ok", count: 1 });
  });

  it("marks 'reconnect' when the token is refused even after a refresh", async () => {
    const sub = await userWith("microsoft", "google");
    providers.microsoft.listEvents = async () => {
      throw new ProviderError("microsoft", "events", "unauthorized", "401", 401);
    };
    providers.google.listEvents = async () => page("g1");
    const out = await service.events(sub, range);
    expect(providers.microsoft.calls.refresh).toBe(1);
    expect(out.providers.microsoft).toEqual({
      state: "reconnect",
      account: "ada@microsoft.example",
      message: reconnectMessages.refused("microsoft"),
    });
    expect(out.providers.google).toMatchObject({ state: "ok" });
    expect((await store.getConnection(sub, "microsoft"))?.state).toBe("reconnect");
  });

  it("names each provider error a reconnect mends, and stores it for the provider's page", async () => {
    const sub = await userWith("microsoft", "google");
    providers.microsoft.listEvents = async () => {
      throw new ProviderError("microsoft", "events", "provider_error", "404", 404, "MailboxNotEnabledForRESTAPI");
    };
    providers.google.listEvents = async () => {
      throw new ProviderError("google", "events", "provider_error", "403", 403, "insufficientPermissions");
    };
    const out = await service.events(sub, range);
    expect(out.providers).toEqual({
      microsoft: { state: "reconnect", account: "ada@microsoft.example", message: reconnectMessages.noMailbox() },
      google: {
        state: "reconnect",
        account: "ada@google.example",
        message: reconnectMessages.missingCalendarAccess(),
      },
    });
    expect(await store.getConnection(sub, "google")).toMatchObject({
      state: "reconnect",
      message: reconnectMessages.missingCalendarAccess(),
    });
  });

  it.each([
    ["interaction_required", "AADSTS50076", reconnectMessages.interactionRequired()],
    ["consent_required", "AADSTS65001", reconnectMessages.consentRequired()],
    ["login_required", "AADSTS50173", reconnectMessages.loginRequired()],
  ])(
    "tells the user what Microsoft wants when the refresh after a refused token fails with %s",
    async (kind, code, message) => {
      const sub = await userWith("microsoft");
      providers.microsoft.listEvents = async () => {
        throw new ProviderError("microsoft", "events", "unauthorized", "401", 401, "InvalidAuthenticationToken");
      };
      providers.microsoft.refreshFailure = new ProviderError(
        "microsoft",
        "refresh",
        "invalid_grant",
        `invalid_grant: ${code}`,
        400,
        kind,
      );
      const out = await service.events(sub, range);
      expect(out.providers.microsoft).toEqual({ state: "reconnect", account: "ada@microsoft.example", message });
    },
  );

  it("tells a Google testing app's seven-day expiry from a revocation by the connection's age", async () => {
    providers.google.refreshTokenDays = 7;
    const fresh = await userWith("google");
    const old = await userConnectedAt(new Date(clock - 8 * 86_400_000).toISOString(), "google");
    clock += 3600_000;
    providers.google.revoked.add("google-refresh");
    expect((await service.events(fresh, range)).providers.google).toMatchObject({
      message: reconnectMessages.revoked("google"),
    });
    expect((await service.events(old, range)).providers.google).toMatchObject({
      message: reconnectMessages.testingExpiry("google", 7),
    });
  });

  it("calls an old grant's refusal a revocation when the provider sets no lifetime (a published app)", async () => {
    const old = await userConnectedAt(new Date(clock - 30 * 86_400_000).toISOString(), "google");
    clock += 3600_000;
    providers.google.revoked.add("google-refresh");
    expect((await service.events(old, range)).providers.google).toMatchObject({
      message: reconnectMessages.revoked("google"),
    });
  });

  it("answers 'reconnect' for a revoked grant and for a connection already marked", async () => {
    const sub = await userWith("microsoft", "google");
    clock += 3600_000;
    providers.google.revoked.add("google-refresh");
    await store.markReconnect(
      sub,
      "microsoft",
      "Reconnect your Microsoft calendar: access was revoked or has expired.",
    );
    const out = await service.events(sub, range);
    expect(out.providers).toEqual({
      microsoft: {
        state: "reconnect",
        account: "ada@microsoft.example",
        message: "Reconnect your Microsoft calendar: access was revoked or has expired.",
      },
      google: {
        state: "reconnect",
        account: "ada@google.example",
        message: "Reconnect your Google calendar: access was revoked or has expired.",
      },
    });
    expect(providers.microsoft.calls.refresh).toBe(0);
    expect(providers.google.calls.list).toEqual([]);
  });
});

/** The service with incremental sync over the real synced-events store. */
function withSync(fetchDeadlineMs?: number) {
  const synced = new SyncedEventsStore(t.db, t.table, randomBytes(32));
  const now = () => clock;
  const connections = new ConnectionService({ store, vault, cookieKey: randomBytes(32), providers, now });
  const syncing = new EventsService({
    store,
    connections,
    providers,
    buildUnifiedEvents: rules.build,
    now,
    ...(fetchDeadlineMs === undefined ? {} : { fetchDeadlineMs }),
    sync: new EventSync({ store: synced, now, stillConnected: async () => true }),
  });
  return { synced, syncing };
}

describe("events with incremental sync", () => {
  it("syncs the year once and answers each range with its own events", async () => {
    const { synced, syncing } = withSync();
    const sub = await userWith("google");
    const windows: string[] = [];
    providers.google.listEvents = async (_token, window) => {
      windows.push(`${window.start}/${window.end}`);
      return {
        items: [
          { id: "march", event: { start: "2026-03-02T09:00:00.000Z", end: "2026-03-02T10:00:00.000Z" } },
          { id: "may", event: { start: "2026-05-04T09:00:00.000Z", end: "2026-05-04T10:00:00.000Z" } },
          { id: "all-day", event: { allDay: true, start: "2026-05-05", end: "2026-05-06" } },
        ],
        pages: 1,
        retries: 0,
      };
    };
    // The report's year to date: the year is synced once.
    const year = await syncing.events(sub, { start: "2026-01-01T00:00:00.000Z", end: "2026-03-03T00:00:00.000Z" });
    expect(year.events.map((e) => e.key)).toEqual(["google:march"]);
    expect(windows).toEqual(["2025-12-30T00:00:00.000Z/2027-01-03T00:00:00.000Z"]);
    const march = await syncing.events(sub, { start: "2026-03-01T00:00:00.000Z", end: "2026-03-08T00:00:00.000Z" });
    expect(march.events.map((e) => e.key)).toEqual(["google:march"]);
    const may = await syncing.events(sub, { start: "2026-05-04T00:00:00.000Z", end: "2026-05-11T00:00:00.000Z" });
    expect(may.events.map((e) => e.key)).toEqual(["google:may", "google:all-day"]);
    expect(may.providers.google).toMatchObject({ state: "ok", count: 2 });
    // Served from the kept year: no second listing, only changes asked for.
    expect(windows).toHaveLength(1);
    const cursor = expect.stringMatching(/^google-cursor-/);
    expect(providers.google.calls.sync).toEqual([null, cursor, cursor]);
    // A range outside the year is listed directly, as before.
    await syncing.events(sub, { start: "2024-03-01T00:00:00.000Z", end: "2024-03-08T00:00:00.000Z" });
    expect(windows.at(-1)).toBe("2024-03-01T00:00:00.000Z/2024-03-08T00:00:00.000Z");
    expect(await synced.read(sub, "google", 2026)).not.toBeNull();
  });
});

describe("events while a year is still being read", () => {
  it("answers 'syncing' with the count so far, gives the sync a stop at 60% of the deadline, and goes on next time", async () => {
    const { syncing } = withSync(1_000);
    const sub = await userWith("microsoft", "google");
    const march = { id: "march", event: { start: "2026-03-02T09:00:00.000Z", end: "2026-03-02T10:00:00.000Z" } };
    // In the year, after the range: kept, not answered.
    const april = { id: "april", event: { start: "2026-04-06T09:00:00.000Z", end: "2026-04-06T10:00:00.000Z" } };
    const stops: (number | undefined)[] = [];
    providers.microsoft.syncEvents = async (_token, _window, cursor, options) => {
      stops.push(options?.stopAfter);
      return cursor === "page-2"
        ? {
            full: false,
            complete: true,
            items: [march],
            removed: [],
            clearedSeries: [],
            cursor: "delta",
            pages: 1,
            retries: 0,
          }
        : {
            full: true,
            complete: false,
            items: [march, april],
            removed: [],
            clearedSeries: [],
            cursor: "page-2",
            pages: 1,
            retries: 1,
          };
    };
    providers.google.listEvents = async () => ({ items: [{ ...march, id: "g" }], pages: 1, retries: 0 });
    const yearToDate = { start: "2026-01-01T00:00:00.000Z", end: "2026-03-03T00:00:00.000Z" };

    const first = await syncing.events(sub, yearToDate);
    expect(stops).toEqual([clock + 600]);
    expect(first.providers.microsoft).toEqual({
      state: "syncing",
      account: "ada@microsoft.example",
      read: 2,
      pages: 1,
      retries: 1,
    });
    // Nothing of the unfinished calendar is answered; the other one is.
    expect(first.events.map((e) => e.key)).toEqual(["google:g"]);
    expect(first.providers.google).toMatchObject({ state: "ok", count: 1 });

    const second = await syncing.events(sub, yearToDate);
    expect(second.providers.microsoft).toMatchObject({ state: "ok", count: 1 });
    expect(second.events.map((e) => e.key).sort()).toEqual(["google:g", "microsoft:march"]);
  });
});

describe("overlaps", () => {
  const range = { start: "2026-03-02T00:00:00.000Z", end: "2026-03-09T00:00:00.000Z" };
  it.each([
    ["inside", false, "2026-03-03T09:00:00.000Z", "2026-03-03T10:00:00.000Z", true],
    ["ending as the range starts", false, "2026-03-01T23:00:00.000Z", "2026-03-02T00:00:00.000Z", false],
    ["starting as the range ends", false, "2026-03-09T00:00:00.000Z", "2026-03-09T01:00:00.000Z", false],
    ["across its start", false, "2026-03-01T23:00:00.000Z", "2026-03-02T01:00:00.000Z", true],
    ["zero length at its start", false, "2026-03-02T00:00:00.000Z", "2026-03-02T00:00:00.000Z", true],
    ["all day, the day before (another zone's first day)", true, "2026-03-01", "2026-03-02", true],
    ["all day, a week before", true, "2026-02-20", "2026-02-21", false],
    ["all day, after", true, "2026-03-11", "2026-03-12", false],
  ])("%s", (_name, allDay, start, end, expected) => {
    expect(overlaps({ allDay, start, end }, range)).toBe(expected);
  });
});
