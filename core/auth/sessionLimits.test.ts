import {
  DEFAULT_SESSION_LIMITS,
  endedMessage,
  secondsLeft,
  sessionLimitsFrom,
  sessionVerdict,
  type SessionLimits,
  endedByLimits,
  endedReasonOf,
} from "./sessionLimits";

const MIN = 60_000;
const HOUR = 60 * MIN;
const limits: SessionLimits = { idleMs: 30 * MIN, absoluteMs: 12 * HOUR, warningMs: MIN };
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("sessionLimitsFrom", () => {
  it("defaults to 30 minutes idle, 12 hours in all, a one-minute warning", () => {
    expect(sessionLimitsFrom({})).toEqual({ limits: DEFAULT_SESSION_LIMITS, problems: [] });
    expect(DEFAULT_SESSION_LIMITS).toEqual(limits);
  });

  it("reads whole minutes and hours", () => {
    const { limits: read, problems } = sessionLimitsFrom({
      GATSBY_SESSION_IDLE_MINUTES: " 15 ",
      GATSBY_SESSION_MAX_HOURS: "8",
    });
    expect(problems).toEqual([]);
    expect(read).toEqual({ idleMs: 15 * MIN, absoluteMs: 8 * HOUR, warningMs: MIN });
  });

  it.each([
    ["GATSBY_SESSION_IDLE_MINUTES", "abc", "minutes from 2 to 1440"],
    ["GATSBY_SESSION_IDLE_MINUTES", "1", "minutes from 2 to 1440"],
    ["GATSBY_SESSION_IDLE_MINUTES", "2.5", "minutes from 2 to 1440"],
    ["GATSBY_SESSION_MAX_HOURS", "0", "hours from 1 to 720"],
    ["GATSBY_SESSION_MAX_HOURS", "-3", "hours from 1 to 720"],
    ["GATSBY_SESSION_MAX_HOURS", "1e9", "hours from 1 to 720"],
  ])("names %s=%p in its message and keeps the default", (name, value, expected) => {
    const { limits: read, problems } = sessionLimitsFrom({ [name]: value });
    expect(read).toEqual(DEFAULT_SESSION_LIMITS);
    expect(problems).toEqual([`${name} must be a whole number of ${expected}, got "${value}"; the default is used.`]);
  });
});

describe("sessionVerdict", () => {
  const at = (now: number, lastActivity = T0, signedInAt: number | null = T0) =>
    sessionVerdict({ now, lastActivity, limits, ...(signedInAt === null ? {} : { signedInAt }) });

  it("is active until a minute before the idle end, and says when to look again", () => {
    expect(at(T0)).toEqual({ phase: "active", nextCheckAt: T0 + 29 * MIN });
    expect(at(T0 + 29 * MIN - 1)).toEqual({ phase: "active", nextCheckAt: T0 + 29 * MIN });
  });

  it("warns in the last minute, with the moment the session ends", () => {
    expect(at(T0 + 29 * MIN)).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN });
    expect(at(T0 + 30 * MIN - 1)).toEqual({ phase: "warning", endsAt: T0 + 30 * MIN });
  });

  it("ends at the idle limit", () => {
    expect(at(T0 + 30 * MIN)).toEqual({ phase: "ended", reason: "idle" });
  });

  it("activity postpones the idle end", () => {
    expect(at(T0 + 40 * MIN, T0 + 20 * MIN)).toEqual({ phase: "active", nextCheckAt: T0 + 49 * MIN });
  });

  it("ends at the absolute limit however recent the activity, without an idle warning past it", () => {
    const end = T0 + 12 * HOUR;
    expect(at(end, end - 1)).toEqual({ phase: "ended", reason: "absolute" });
    // Active 10 minutes before the absolute end: the next look is at that end, not at an idle warning after it.
    expect(at(end - 10 * MIN, end - 10 * MIN)).toEqual({ phase: "active", nextCheckAt: end });
    // In the idle warning window but the absolute end comes first: no warning (Stay signed in could not help).
    expect(at(end - 30 * 1000, end - 29 * MIN - 30 * 1000)).toEqual({ phase: "active", nextCheckAt: end });
  });

  it("without a known sign-in time only the idle limit applies", () => {
    expect(at(T0 + 100 * HOUR, T0 + 100 * HOUR, null)).toEqual({
      phase: "active",
      nextCheckAt: T0 + 100 * HOUR + 29 * MIN,
    });
  });
});

describe("messages", () => {
  it("say why the person was signed out", () => {
    expect(endedMessage("idle", limits)).toBe(
      "You were signed out after 30 minutes without activity. Please sign in again.",
    );
    expect(endedMessage("absolute", limits)).toBe("Your sign-in reached its limit of 12 hours. Please sign in again.");
  });

  it("count seconds up, never below zero", () => {
    expect(secondsLeft(T0 + 59_001, T0)).toBe(60);
    expect(secondsLeft(T0 + 1_000, T0)).toBe(1);
    expect(secondsLeft(T0, T0 + 5)).toBe(0);
  });
});

describe("endedByLimits (the functions' check at each refresh)", () => {
  const at = { signedInAt: T0, lastRenewal: T0, limits };

  it("ends the session 12 hours after sign-in, however recent the last renewal", () => {
    expect(endedByLimits({ ...at, now: T0 + 12 * HOUR - 1, lastRenewal: T0 + 12 * HOUR - 60_000 })).toBeNull();
    expect(endedByLimits({ ...at, now: T0 + 12 * HOUR, lastRenewal: T0 + 12 * HOUR - 60_000 })).toBe("absolute");
  });

  it("ends it when no renewal came for the idle limit and the last token has expired", () => {
    expect(endedByLimits({ ...at, now: T0 + 30 * MIN - 1 })).toBeNull();
    expect(endedByLimits({ ...at, now: T0 + 30 * MIN })).toBe("idle");
    // 5-minute tokens: the idle limit decides.
    expect(endedByLimits({ ...at, now: T0 + 30 * MIN, tokenExpiry: T0 + 5 * MIN })).toBe("idle");
    // Hour-long tokens: an open tab renews at 59 minutes, so the session is not idle before the token is past.
    expect(endedByLimits({ ...at, now: T0 + 45 * MIN, tokenExpiry: T0 + HOUR })).toBeNull();
    expect(endedByLimits({ ...at, now: T0 + HOUR + 2 * MIN, tokenExpiry: T0 + HOUR })).toBe("idle");
  });

  it("reads the functions' refusal codes, and nothing else, as limits", () => {
    expect(endedReasonOf("SessionIdle")).toBe("idle");
    expect(endedReasonOf("SessionLimit")).toBe("absolute");
    expect(endedReasonOf("InvalidSession")).toBeNull();
    expect(endedReasonOf(undefined)).toBeNull();
  });
});
