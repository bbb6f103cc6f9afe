import {
  isStepUpRequired,
  recentSignIn,
  requireRecentSignIn,
  stepUpMessage,
  StepUpRequiredError,
  STEP_UP_MAX_AGE_MS,
} from "./stepUp";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("step-up", () => {
  it("accepts a sign-in up to five minutes old, and no unknown one", () => {
    expect(STEP_UP_MAX_AGE_MS).toBe(300_000);
    expect(recentSignIn(T0, T0)).toBe(true);
    expect(recentSignIn(T0, T0 + 300_000)).toBe(true);
    expect(recentSignIn(T0, T0 + 300_001)).toBe(false);
    expect(recentSignIn(undefined, T0)).toBe(false);
    // A device clock slightly behind the pool's: a sign-in "in the future" is recent.
    expect(recentSignIn(T0 + 2_000, T0)).toBe(true);
  });

  it("says why and what to do", () => {
    expect(stepUpMessage(T0, T0 + 12 * 60_000 + 5_000)).toBe(
      "For your security, this needs a sign-in within the last 5 minutes. You signed in 12 minutes ago. Sign in again to continue.",
    );
    expect(stepUpMessage(T0, T0 + 60_000)).toContain("You signed in 1 minute ago.");
    expect(stepUpMessage(undefined, T0)).toBe(
      "For your security, this needs a sign-in within the last 5 minutes. Sign in again to continue.",
    );
  });

  it("guards only the named methods, checked at each call", async () => {
    let now = T0 + 60_000;
    const services = {
      changePassword: jest.fn(async (a: string, b: string) => `${a}->${b}`),
      listDevices: jest.fn(async () => ["d1"]),
    };
    const guarded = requireRecentSignIn(
      services,
      ["changePassword"],
      () => T0,
      () => now,
    );
    await expect(guarded.changePassword("old", "new")).resolves.toBe("old->new");
    now = T0 + 6 * 60_000;
    const refused = guarded.changePassword("old", "newer");
    await expect(refused).rejects.toBeInstanceOf(StepUpRequiredError);
    await expect(refused).rejects.toThrow("You signed in 6 minutes ago.");
    expect(services.changePassword).toHaveBeenCalledTimes(1);
    await expect(guarded.listDevices()).resolves.toEqual(["d1"]);
  });

  it("recognizes the error by name (also when it crossed a module boundary)", () => {
    expect(isStepUpRequired(new StepUpRequiredError("x"))).toBe(true);
    expect(isStepUpRequired({ name: "ReauthenticationRequired" })).toBe(true);
    expect(isStepUpRequired(new Error("x"))).toBe(false);
    expect(isStepUpRequired(null)).toBe(false);
  });
});
