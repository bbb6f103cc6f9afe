import { ApiError } from "../http";
import { checkAccessTokenLifetime, recordSignInTime, requireStepUp, SIGN_IN_RECORD_SECONDS } from "./sign-in-time";
import { resetLogOnce } from "../log";
import type { SecurityStore } from "./store";

/** An unsigned JWT with these claims, issued at auth_time unless told (the functions read claims of verified tokens). */
const jwt = (claims: Record<string, unknown>) =>
  ["e30", Buffer.from(JSON.stringify({ iat: claims.auth_time, ...claims })).toString("base64url"), ""].join(".");

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function memoryStore() {
  const records = new Map<string, { at: number; expiresAt: number }>();
  const store = {
    async recordSignIn(sub: string, ojti: string, at: number, expiresAt: number) {
      if (!records.has(`${sub}/${ojti}`)) records.set(`${sub}/${ojti}`, { at, expiresAt });
    },
    async signInTime(sub: string, ojti: string) {
      return records.get(`${sub}/${ojti}`)?.at ?? null;
    },
  };
  return { store: store as unknown as SecurityStore, records };
}

const principal = { sub: "user-1", username: "u1", groups: [], superAdmin: false, originJti: "ojti-1" };
const refusal = (p: Promise<void>) =>
  p.then(
    () => "allowed",
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.code}` : String(e)),
  );

describe("step-up from the server's record of the sign-in", () => {
  it("allows a sign-in recorded within five minutes whose token agrees", async () => {
    const { store, records } = memoryStore();
    const token = jwt({ auth_time: seconds(NOW - 60_000) });
    await recordSignInTime(store, principal, token, NOW - 60_000);
    expect(records.get("user-1/ojti-1")).toEqual({
      at: seconds(NOW - 60_000),
      expiresAt: seconds(NOW - 60_000) + SIGN_IN_RECORD_SECONDS,
    });
    expect(await refusal(requireStepUp(store, principal, token, NOW))).toBe("allowed");
  });

  it("is not renewed by a refreshed token whose auth_time moved (refresh-token rotation)", async () => {
    const { store } = memoryStore();
    await recordSignInTime(store, principal, jwt({ auth_time: seconds(NOW - 6 * 60_000) }), NOW - 6 * 60_000);
    const refreshed = jwt({ auth_time: seconds(NOW - 10_000) });
    // Handing the refreshed token to POST /api/auth/session again does not move the record either.
    await recordSignInTime(store, principal, refreshed, NOW - 10_000);
    expect(await refusal(requireStepUp(store, principal, refreshed, NOW))).toBe("401 ReauthenticationRequired");
  });

  it("records only a sign-in's own tokens: not refreshed ones (issued later, or handed back split)", async () => {
    const { store, records } = memoryStore();
    const signedIn = seconds(NOW - 60 * 60_000);
    // A refresh an hour after the sign-in, even one whose auth_time moved to the refresh (rotation).
    await recordSignInTime(store, principal, jwt({ auth_time: signedIn, iat: seconds(NOW) }), NOW);
    await recordSignInTime(store, principal, jwt({ auth_time: seconds(NOW) }), NOW, true);
    expect(records.size).toBe(0);
    await recordSignInTime(store, principal, jwt({ auth_time: seconds(NOW), iat: seconds(NOW) + 2 }), NOW);
    expect(records.get("user-1/ojti-1")?.at).toBe(seconds(NOW));
  });

  it("refuses a sign-in the server never saw start, one without origin_jti, and an old auth_time", async () => {
    const { store } = memoryStore();
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const fresh = jwt({ auth_time: seconds(NOW - 10_000) });
    expect(await refusal(requireStepUp(store, principal, fresh, NOW))).toBe("401 ReauthenticationRequired");
    const { originJti: _, ...withoutJti } = principal;
    await recordSignInTime(store, withoutJti, fresh, NOW);
    expect(await refusal(requireStepUp(store, withoutJti, fresh, NOW))).toBe("401 ReauthenticationRequired");
    const old = jwt({ auth_time: seconds(NOW - 6 * 60_000) });
    await recordSignInTime(store, principal, fresh, NOW);
    expect(await refusal(requireStepUp(store, principal, old, NOW))).toBe("401 ReauthenticationRequired");
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/no origin_jti; turn on token revocation/));
    logged.mockRestore();
  });

  it("never records a sign-in later than now, and answers 503 when the record cannot be read", async () => {
    const { store, records } = memoryStore();
    await recordSignInTime(store, principal, jwt({ auth_time: seconds(NOW + 3_600_000) }), NOW);
    expect(records.get("user-1/ojti-1")?.at).toBe(seconds(NOW));
    const broken = { signInTime: () => Promise.reject(new Error("table down")) } as unknown as SecurityStore;
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await refusal(requireStepUp(broken, principal, jwt({ auth_time: seconds(NOW) }), NOW))).toBe(
      "503 ServiceUnavailable",
    );
    error.mockRestore();
  });

  it("logs, in a deployment only, an app client whose access tokens live longer than 5 minutes", () => {
    resetLogOnce();
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const hour = jwt({ auth_time: seconds(NOW), exp: seconds(NOW) + 3600 });
    checkAccessTokenLifetime(hour, false);
    checkAccessTokenLifetime(jwt({ auth_time: seconds(NOW), exp: seconds(NOW) + 300 }), true);
    expect(logged).not.toHaveBeenCalled();
    checkAccessTokenLifetime(hour, true);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/access tokens live 3600 s; set the access token expiration to 5 minutes/),
    );
    logged.mockRestore();
  });
});
